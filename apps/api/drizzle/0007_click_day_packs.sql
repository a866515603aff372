-- Any range of days (ADR 021, "any range"): each past day's per-day rows of a ranking packed into
-- one value, so a ranking over any range reads one row per day and sums in the service, instead of
-- the database summing tens of thousands of rows. A pack is written the first time a ranking reads a
-- day and deleted by any click inserted or deleted on that day, so it is always exact;
-- `version` is new at every write, so the service may keep a copy while the version holds.
CREATE TABLE "click_day_packs" (
	"kind" smallint NOT NULL,
	"day" date NOT NULL,
	"data" "bytea" NOT NULL,
	"version" bigserial NOT NULL,
	CONSTRAINT "click_day_packs_kind_day_pk" PRIMARY KEY("kind","day"),
	CONSTRAINT "click_day_packs_kind_check" CHECK ("click_day_packs"."kind" between 1 and 3)
);--> statement-breakpoint
-- Stored out of line and uncompressed: a ranking reads every pack of its range whole, and
-- decompressing them cost more than the disk they save.
ALTER TABLE "click_day_packs" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
-- The pack of (kind, day), written: the per-day rows in key order, three big-endian int4 each (key,
-- clicks, the post's category or 0). Under the exclusive advisory lock 70210006 that clicks hold
-- shared while they write the aggregates: a click of that day either committed before (it is in the
-- pack) or deletes the pack after — today's too, so a busy day's pack lasts until its next click.
CREATE FUNCTION "click_day_pack"("k" smallint, "d" date) RETURNS bytea LANGUAGE plpgsql AS $$
DECLARE
  out bytea;
BEGIN
  PERFORM pg_advisory_xact_lock(70210006);
  IF "k" = 1 THEN
    SELECT string_agg(int4send(a."post_id") || int4send(a."n") || int4send(coalesce(p."cat_id", 0)), ''::bytea ORDER BY a."post_id")
      INTO out FROM "click_days_posts" a LEFT JOIN "posts" p ON p."id" = a."post_id" WHERE a."day" = "d";
  ELSIF "k" = 2 THEN
    SELECT string_agg(int4send(a."sharer_id") || int4send(a."n") || int4send(0), ''::bytea ORDER BY a."sharer_id")
      INTO out FROM "click_days_sharers" a WHERE a."day" = "d";
  ELSE
    SELECT string_agg(int4send(a."creator_id") || int4send(a."n") || int4send(0), ''::bytea ORDER BY a."creator_id")
      INTO out FROM "click_days_creators" a WHERE a."day" = "d";
  END IF;
  out := coalesce(out, ''::bytea);
  INSERT INTO "click_day_packs" ("kind", "day", "data") VALUES ("k", "d", out)
    ON CONFLICT ("kind", "day") DO UPDATE SET "data" = excluded."data", "version" = excluded."version";
  RETURN out;
END
$$;--> statement-breakpoint
-- Clicks inserted or deleted on a day make its packs stale: they go.
CREATE FUNCTION "clicks_packs_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(70210006);
  DELETE FROM "click_day_packs" WHERE "kind" IN (1, 2, 3) AND "day" IN (SELECT DISTINCT "day" FROM new_clicks);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clicks_packs_insert" AFTER INSERT ON "clicks" REFERENCING NEW TABLE AS new_clicks FOR EACH STATEMENT EXECUTE FUNCTION "clicks_packs_insert"();--> statement-breakpoint
CREATE FUNCTION "clicks_packs_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(70210006);
  DELETE FROM "click_day_packs" WHERE "kind" IN (1, 2, 3) AND "day" IN (SELECT DISTINCT "day" FROM old_clicks);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clicks_packs_delete" AFTER DELETE ON "clicks" REFERENCING OLD TABLE AS old_clicks FOR EACH STATEMENT EXECUTE FUNCTION "clicks_packs_delete"();--> statement-breakpoint
-- A post's category is in its packs: changing it (a category deleted sets it null) drops them all.
CREATE FUNCTION "posts_packs_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(70210006);
  DELETE FROM "click_day_packs" WHERE "kind" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posts_packs_category" AFTER UPDATE OF "cat_id" ON "posts" FOR EACH STATEMENT EXECUTE FUNCTION "posts_packs_category"();
--> statement-breakpoint
-- Backfilled: every day with clicks, for each ranking.
SELECT "click_day_pack"(k::smallint, d."day")
  FROM (SELECT DISTINCT "day" FROM "click_days_posts") d CROSS JOIN generate_series(1, 3) k;
