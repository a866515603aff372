-- Honour awards (ADR 041): souvenirs the team presents, never sends; their exchange skips the delivery.
ALTER TABLE "products" ADD COLUMN "honour" boolean DEFAULT false NOT NULL;