-- A click is a person (ADR 021): a visitor is an address (IPv4, or IPv6 /64) and a signed cookie;
-- neither may count twice for one (post, sharer, Bangkok day). Daily caps per address and per sharer.
-- The rankings read per-day aggregates kept current by statement triggers on clicks.
ALTER TABLE "clicks" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "clicks" ADD COLUMN "creator_id" integer;--> statement-breakpoint
UPDATE "clicks" c SET "creator_id" = p."uid" FROM "posts" p WHERE p."id" = c."post_id";--> statement-breakpoint
DROP INDEX IF EXISTS "clicks_once_a_day";--> statement-breakpoint
DROP INDEX IF EXISTS "clicks_day_post";--> statement-breakpoint
DROP INDEX IF EXISTS "clicks_day_sharer";--> statement-breakpoint
DROP INDEX IF EXISTS "clicks_sharer_day";--> statement-breakpoint
CREATE UNIQUE INDEX "clicks_once_per_visitor" ON "clicks" USING btree ("post_id","sharer_id","day","visitor");--> statement-breakpoint
CREATE UNIQUE INDEX "clicks_once_per_address" ON "clicks" USING btree ("post_id","sharer_id","day","address");--> statement-breakpoint
CREATE TABLE "click_days_posts" (
	"day" date NOT NULL,
	"post_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "click_days_posts_day_post_id_pk" PRIMARY KEY("day","post_id")
);--> statement-breakpoint
CREATE TABLE "click_post_totals" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "click_days_sharers" (
	"day" date NOT NULL,
	"sharer_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "click_days_sharers_day_sharer_id_pk" PRIMARY KEY("day","sharer_id")
);--> statement-breakpoint
CREATE TABLE "click_sharer_totals" (
	"sharer_id" integer PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "click_creator_totals" (
	"creator_id" integer PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "click_days_creators" (
	"day" date NOT NULL,
	"creator_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "click_days_creators_day_creator_id_pk" PRIMARY KEY("day","creator_id")
);--> statement-breakpoint
CREATE TABLE "click_days_shares" (
	"post_id" integer NOT NULL,
	"sharer_id" integer NOT NULL,
	"day" date NOT NULL,
	"creator_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "click_days_shares_post_id_sharer_id_day_pk" PRIMARY KEY("post_id","sharer_id","day")
);--> statement-breakpoint
CREATE TABLE "click_caps" (
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "click_caps_day_scope_subject_pk" PRIMARY KEY("day","scope","subject")
);--> statement-breakpoint
ALTER TABLE "click_days_posts" ADD CONSTRAINT "click_days_posts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_post_totals" ADD CONSTRAINT "click_post_totals_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_days_sharers" ADD CONSTRAINT "click_days_sharers_sharer_id_members_id_fk" FOREIGN KEY ("sharer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_sharer_totals" ADD CONSTRAINT "click_sharer_totals_sharer_id_members_id_fk" FOREIGN KEY ("sharer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_creator_totals" ADD CONSTRAINT "click_creator_totals_creator_id_members_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_days_creators" ADD CONSTRAINT "click_days_creators_creator_id_members_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_days_shares" ADD CONSTRAINT "click_days_shares_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_days_shares" ADD CONSTRAINT "click_days_shares_sharer_id_members_id_fk" FOREIGN KEY ("sharer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill from the clicks already recorded.
INSERT INTO "click_days_posts" ("day", "post_id", "n") SELECT "day", "post_id", count(*) FROM "clicks" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "click_post_totals" ("post_id", "n") SELECT "post_id", count(*) FROM "clicks" GROUP BY 1;--> statement-breakpoint
INSERT INTO "click_days_sharers" ("day", "sharer_id", "n") SELECT "day", "sharer_id", count(*) FROM "clicks" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "click_sharer_totals" ("sharer_id", "n") SELECT "sharer_id", count(*) FROM "clicks" GROUP BY 1;--> statement-breakpoint
INSERT INTO "click_creator_totals" ("creator_id", "n") SELECT "creator_id", count(*) FROM "clicks" WHERE "sharer_id" <> "creator_id" GROUP BY 1;--> statement-breakpoint
INSERT INTO "click_days_creators" ("day", "creator_id", "n") SELECT "day", "creator_id", count(*) FROM "clicks" WHERE "sharer_id" <> "creator_id" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "click_days_shares" ("post_id", "sharer_id", "day", "creator_id", "n") SELECT "post_id", "sharer_id", "day", min("creator_id"), count(*) FROM "clicks" GROUP BY 1, 2, 3;--> statement-breakpoint
ALTER TABLE "clicks" ALTER COLUMN "creator_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "click_days_posts_rank" ON "click_days_posts" USING btree ("day","n" desc,"post_id" desc);--> statement-breakpoint
CREATE INDEX "click_days_posts_post" ON "click_days_posts" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "click_post_totals_rank" ON "click_post_totals" USING btree ("n" desc,"post_id" desc);--> statement-breakpoint
CREATE INDEX "click_sharer_totals_rank" ON "click_sharer_totals" USING btree ("n" desc,"sharer_id");--> statement-breakpoint
CREATE INDEX "click_creator_totals_rank" ON "click_creator_totals" USING btree ("n" desc,"creator_id");--> statement-breakpoint
CREATE INDEX "click_days_sharers_sharer" ON "click_days_sharers" USING btree ("sharer_id");--> statement-breakpoint
CREATE INDEX "click_days_creators_creator" ON "click_days_creators" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "click_days_shares_sharer" ON "click_days_shares" USING btree ("sharer_id","day");--> statement-breakpoint
CREATE INDEX "click_days_shares_creator" ON "click_days_shares" USING btree ("creator_id","day");--> statement-breakpoint
-- A click inserted without its post's author gets it here (seeds and imports may leave it out).
CREATE FUNCTION "clicks_fill_creator"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."uid" INTO NEW."creator_id" FROM "posts" p WHERE p."id" = NEW."post_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clicks_fill_creator" BEFORE INSERT ON "clicks" FOR EACH ROW WHEN (NEW."creator_id" IS NULL) EXECUTE FUNCTION "clicks_fill_creator"();--> statement-breakpoint
-- Inserted clicks raise the aggregates: one set-based upsert per aggregate and statement, in the
-- inserting transaction (a single click: seven one-row upserts).
CREATE FUNCTION "clicks_aggregate_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "click_days_posts" AS a ("day", "post_id", "n")
    SELECT "day", "post_id", count(*) FROM new_clicks GROUP BY 1, 2
    ON CONFLICT ("day", "post_id") DO UPDATE SET "n" = a."n" + excluded."n";
  INSERT INTO "click_post_totals" AS a ("post_id", "n")
    SELECT "post_id", count(*) FROM new_clicks GROUP BY 1
    ON CONFLICT ("post_id") DO UPDATE SET "n" = a."n" + excluded."n";
  INSERT INTO "click_days_sharers" AS a ("day", "sharer_id", "n")
    SELECT "day", "sharer_id", count(*) FROM new_clicks GROUP BY 1, 2
    ON CONFLICT ("day", "sharer_id") DO UPDATE SET "n" = a."n" + excluded."n";
  INSERT INTO "click_sharer_totals" AS a ("sharer_id", "n")
    SELECT "sharer_id", count(*) FROM new_clicks GROUP BY 1
    ON CONFLICT ("sharer_id") DO UPDATE SET "n" = a."n" + excluded."n";
  INSERT INTO "click_creator_totals" AS a ("creator_id", "n")
    SELECT "creator_id", count(*) FROM new_clicks WHERE "sharer_id" <> "creator_id" GROUP BY 1
    ON CONFLICT ("creator_id") DO UPDATE SET "n" = a."n" + excluded."n";
  INSERT INTO "click_days_creators" AS a ("day", "creator_id", "n")
    SELECT "day", "creator_id", count(*) FROM new_clicks WHERE "sharer_id" <> "creator_id" GROUP BY 1, 2
    ON CONFLICT ("day", "creator_id") DO UPDATE SET "n" = a."n" + excluded."n";
  INSERT INTO "click_days_shares" AS a ("post_id", "sharer_id", "day", "creator_id", "n")
    SELECT "post_id", "sharer_id", "day", min("creator_id"), count(*) FROM new_clicks GROUP BY 1, 2, 3
    ON CONFLICT ("post_id", "sharer_id", "day") DO UPDATE SET "n" = a."n" + excluded."n";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clicks_aggregate_insert" AFTER INSERT ON "clicks" REFERENCING NEW TABLE AS new_clicks FOR EACH STATEMENT EXECUTE FUNCTION "clicks_aggregate_insert"();--> statement-breakpoint
-- Deleted clicks (a post or member deleted, cascading) lower them; rows that reach 0 go.
CREATE FUNCTION "clicks_aggregate_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "click_days_posts" a SET "n" = a."n" - o.n
    FROM (SELECT "day", "post_id", count(*) AS n FROM old_clicks GROUP BY 1, 2) o
    WHERE a."day" = o."day" AND a."post_id" = o."post_id";
  DELETE FROM "click_days_posts" a USING (SELECT DISTINCT "day", "post_id" FROM old_clicks) o
    WHERE a."day" = o."day" AND a."post_id" = o."post_id" AND a."n" <= 0;
  UPDATE "click_post_totals" a SET "n" = a."n" - o.n
    FROM (SELECT "post_id", count(*) AS n FROM old_clicks GROUP BY 1) o WHERE a."post_id" = o."post_id";
  DELETE FROM "click_post_totals" a USING (SELECT DISTINCT "post_id" FROM old_clicks) o
    WHERE a."post_id" = o."post_id" AND a."n" <= 0;
  UPDATE "click_days_sharers" a SET "n" = a."n" - o.n
    FROM (SELECT "day", "sharer_id", count(*) AS n FROM old_clicks GROUP BY 1, 2) o
    WHERE a."day" = o."day" AND a."sharer_id" = o."sharer_id";
  DELETE FROM "click_days_sharers" a USING (SELECT DISTINCT "day", "sharer_id" FROM old_clicks) o
    WHERE a."day" = o."day" AND a."sharer_id" = o."sharer_id" AND a."n" <= 0;
  UPDATE "click_sharer_totals" a SET "n" = a."n" - o.n
    FROM (SELECT "sharer_id", count(*) AS n FROM old_clicks GROUP BY 1) o WHERE a."sharer_id" = o."sharer_id";
  DELETE FROM "click_sharer_totals" a USING (SELECT DISTINCT "sharer_id" FROM old_clicks) o
    WHERE a."sharer_id" = o."sharer_id" AND a."n" <= 0;
  UPDATE "click_creator_totals" a SET "n" = a."n" - o.n
    FROM (SELECT "creator_id", count(*) AS n FROM old_clicks WHERE "sharer_id" <> "creator_id" GROUP BY 1) o
    WHERE a."creator_id" = o."creator_id";
  DELETE FROM "click_creator_totals" a USING (SELECT DISTINCT "creator_id" FROM old_clicks) o
    WHERE a."creator_id" = o."creator_id" AND a."n" <= 0;
  UPDATE "click_days_creators" a SET "n" = a."n" - o.n
    FROM (SELECT "day", "creator_id", count(*) AS n FROM old_clicks WHERE "sharer_id" <> "creator_id" GROUP BY 1, 2) o
    WHERE a."day" = o."day" AND a."creator_id" = o."creator_id";
  DELETE FROM "click_days_creators" a USING (SELECT DISTINCT "day", "creator_id" FROM old_clicks) o
    WHERE a."day" = o."day" AND a."creator_id" = o."creator_id" AND a."n" <= 0;
  UPDATE "click_days_shares" a SET "n" = a."n" - o.n
    FROM (SELECT "post_id", "sharer_id", "day", count(*) AS n FROM old_clicks GROUP BY 1, 2, 3) o
    WHERE a."post_id" = o."post_id" AND a."sharer_id" = o."sharer_id" AND a."day" = o."day";
  DELETE FROM "click_days_shares" a USING (SELECT DISTINCT "post_id", "sharer_id", "day" FROM old_clicks) o
    WHERE a."post_id" = o."post_id" AND a."sharer_id" = o."sharer_id" AND a."day" = o."day" AND a."n" <= 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clicks_aggregate_delete" AFTER DELETE ON "clicks" REFERENCING OLD TABLE AS old_clicks FOR EACH STATEMENT EXECUTE FUNCTION "clicks_aggregate_delete"();--> statement-breakpoint
-- The aggregates are derived from clicks alone: an update of a click's counted columns is refused.
CREATE FUNCTION "clicks_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'clicks are insert-only (the daily aggregates are derived from them)';
END
$$;--> statement-breakpoint
CREATE TRIGGER "clicks_refuse_update" BEFORE UPDATE OF "post_id", "sharer_id", "creator_id", "day" ON "clicks" FOR EACH ROW EXECUTE FUNCTION "clicks_refuse_update"();
