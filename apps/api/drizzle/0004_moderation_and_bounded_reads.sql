-- Bounded reads, safe links and moderation (ADR 023).
-- One pending creator application per member: a partial unique index, so two submissions racing
-- past the route's check cannot both be stored (the second answers 409). Reviewed applications
-- ('approved', 'rejected') may stay as history. Duplicates the race already stored keep the first.
ALTER TABLE "creator_subs" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_subs" ADD CONSTRAINT "creator_subs_status" CHECK ("creator_subs"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
DELETE FROM "creator_subs" a USING "creator_subs" b
  WHERE a."user_id" = b."user_id" AND a."status" = 'pending' AND b."status" = 'pending' AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "creator_subs_one_pending" ON "creator_subs" USING btree ("user_id") WHERE "creator_subs"."status" = 'pending';--> statement-breakpoint
-- To-many populate reads at most the cap per item straight from an index in the relation's order.
CREATE INDEX "post_likes_post_created" ON "post_likes" USING btree ("post_id","created_at","member_id");--> statement-breakpoint
CREATE INDEX "badge_users_user" ON "badge_users" USING btree ("user_id","badge_id");--> statement-breakpoint
-- Links that cannot carry script: stored profile links that are not http(s) are emptied (the
-- social entry stays), and a post cover that is neither one of our /uploads/ files nor https goes.
UPDATE "members" SET "links" = (
    SELECT coalesce(jsonb_agg(
      CASE WHEN coalesce(l ->> 'url', '') = '' OR btrim(l ->> 'url') ~* '^https?://[^/?#[:space:]]'
        THEN l ELSE jsonb_set(l, '{url}', '""') END ORDER BY n), '[]'::jsonb)
    FROM jsonb_array_elements("members"."links") WITH ORDINALITY AS e(l, n))
  WHERE jsonb_typeof("links") = 'array' AND EXISTS (
    SELECT 1 FROM jsonb_array_elements("members"."links") l
    WHERE coalesce(l ->> 'url', '') <> '' AND NOT btrim(l ->> 'url') ~* '^https?://[^/?#[:space:]]');--> statement-breakpoint
UPDATE "posts" SET "cover" = NULL
  WHERE "cover" IS NOT NULL
    AND NOT ("cover" ~ '^/uploads/[A-Za-z0-9_.-]{1,120}$' OR "cover" ~* '^https://[^/?#[:space:]]');
