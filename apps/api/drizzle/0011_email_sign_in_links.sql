-- One-time sign-in links by e-mail (ADR 041): the SHA-256 of each token, used once, until its expiry.
CREATE TABLE "email_sign_in_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "email_sign_in_links_token" ON "email_sign_in_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_sign_in_links_email" ON "email_sign_in_links" USING btree ("email","created_at");