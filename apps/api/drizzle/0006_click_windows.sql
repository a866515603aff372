-- Rankings of the last N days (ADR 021, "windows ending today"): for each window length in
-- `click_windows` (7 and 30 days), the clicks of the last `len` days up to `as_of` per post, sharer
-- and creator, with a ranking index each. Kept current in the click's own transaction by the
-- statement triggers of 0003 (one upsert per window and kind and click); moved forward a day
-- ("rolled") by the first click or ranking of a new day: the days that leave are subtracted, the
-- days that enter added, from the per-day rows. Backfilled here from those rows.
CREATE TABLE "click_windows" (
	"len" integer PRIMARY KEY NOT NULL,
	"as_of" date,
	CONSTRAINT "click_windows_len_check" CHECK ("len" >= 2)
);--> statement-breakpoint
CREATE TABLE "click_window_posts" (
	"len" integer NOT NULL,
	"post_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "click_window_posts_len_post_id_pk" PRIMARY KEY("len","post_id")
);--> statement-breakpoint
CREATE TABLE "click_window_sharers" (
	"len" integer NOT NULL,
	"sharer_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "click_window_sharers_len_sharer_id_pk" PRIMARY KEY("len","sharer_id")
);--> statement-breakpoint
CREATE TABLE "click_window_creators" (
	"len" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "click_window_creators_len_creator_id_pk" PRIMARY KEY("len","creator_id")
);--> statement-breakpoint
ALTER TABLE "click_window_posts" ADD CONSTRAINT "click_window_posts_len_click_windows_len_fk" FOREIGN KEY ("len") REFERENCES "public"."click_windows"("len") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_window_posts" ADD CONSTRAINT "click_window_posts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_window_sharers" ADD CONSTRAINT "click_window_sharers_len_click_windows_len_fk" FOREIGN KEY ("len") REFERENCES "public"."click_windows"("len") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_window_sharers" ADD CONSTRAINT "click_window_sharers_sharer_id_members_id_fk" FOREIGN KEY ("sharer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_window_creators" ADD CONSTRAINT "click_window_creators_len_click_windows_len_fk" FOREIGN KEY ("len") REFERENCES "public"."click_windows"("len") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_window_creators" ADD CONSTRAINT "click_window_creators_creator_id_members_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "click_window_posts_rank" ON "click_window_posts" USING btree ("len","n" desc,"post_id" desc);--> statement-breakpoint
CREATE INDEX "click_window_sharers_rank" ON "click_window_sharers" USING btree ("len","n" desc,"sharer_id");--> statement-breakpoint
CREATE INDEX "click_window_creators_rank" ON "click_window_creators" USING btree ("len","n" desc,"creator_id");--> statement-breakpoint
-- Moves every window that ends before `target` to end on `target`. Clicks hold the shared advisory
-- lock 70210006 while they add to the windows; the roll holds it exclusively, so it never runs
-- beside a click that read the old `as_of` (a click of a day that is leaving is either counted
-- in the per-day rows it subtracts, or sees the new `as_of` and is not added).
CREATE FUNCTION "click_windows_roll"("target" date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  w record;
  lo date;
BEGIN
  IF "target" IS NULL OR NOT EXISTS (
    SELECT 1 FROM "click_windows" WHERE "as_of" IS NULL OR "as_of" < "target"
  ) THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(70210006);
  FOR w IN SELECT "len", "as_of" FROM "click_windows"
      WHERE "as_of" IS NULL OR "as_of" < "target" ORDER BY "len" LOOP
    lo := "target" - w."len" + 1;
    IF w."as_of" IS NULL OR w."as_of" < lo THEN
      -- Nothing of the old window stays: the new one from the per-day rows.
      DELETE FROM "click_window_posts" WHERE "len" = w."len";
      DELETE FROM "click_window_sharers" WHERE "len" = w."len";
      DELETE FROM "click_window_creators" WHERE "len" = w."len";
      INSERT INTO "click_window_posts" ("len", "post_id", "n")
        SELECT w."len", "post_id", sum("n") FROM "click_days_posts"
        WHERE "day" BETWEEN lo AND "target" GROUP BY 2;
      INSERT INTO "click_window_sharers" ("len", "sharer_id", "n")
        SELECT w."len", "sharer_id", sum("n") FROM "click_days_sharers"
        WHERE "day" BETWEEN lo AND "target" GROUP BY 2;
      INSERT INTO "click_window_creators" ("len", "creator_id", "n")
        SELECT w."len", "creator_id", sum("n") FROM "click_days_creators"
        WHERE "day" BETWEEN lo AND "target" GROUP BY 2;
    ELSE
      -- The days [old start, new start) leave, the days (old end, target] enter.
      UPDATE "click_window_posts" a SET "n" = a."n" - o.n
        FROM (SELECT "post_id", sum("n") AS n FROM "click_days_posts"
              WHERE "day" BETWEEN w."as_of" - w."len" + 1 AND lo - 1 GROUP BY 1) o
        WHERE a."len" = w."len" AND a."post_id" = o."post_id";
      DELETE FROM "click_window_posts" WHERE "len" = w."len" AND "n" <= 0;
      INSERT INTO "click_window_posts" AS a ("len", "post_id", "n")
        SELECT w."len", "post_id", sum("n") FROM "click_days_posts"
        WHERE "day" BETWEEN w."as_of" + 1 AND "target" GROUP BY 2
        ON CONFLICT ("len", "post_id") DO UPDATE SET "n" = a."n" + excluded."n";
      UPDATE "click_window_sharers" a SET "n" = a."n" - o.n
        FROM (SELECT "sharer_id", sum("n") AS n FROM "click_days_sharers"
              WHERE "day" BETWEEN w."as_of" - w."len" + 1 AND lo - 1 GROUP BY 1) o
        WHERE a."len" = w."len" AND a."sharer_id" = o."sharer_id";
      DELETE FROM "click_window_sharers" WHERE "len" = w."len" AND "n" <= 0;
      INSERT INTO "click_window_sharers" AS a ("len", "sharer_id", "n")
        SELECT w."len", "sharer_id", sum("n") FROM "click_days_sharers"
        WHERE "day" BETWEEN w."as_of" + 1 AND "target" GROUP BY 2
        ON CONFLICT ("len", "sharer_id") DO UPDATE SET "n" = a."n" + excluded."n";
      UPDATE "click_window_creators" a SET "n" = a."n" - o.n
        FROM (SELECT "creator_id", sum("n") AS n FROM "click_days_creators"
              WHERE "day" BETWEEN w."as_of" - w."len" + 1 AND lo - 1 GROUP BY 1) o
        WHERE a."len" = w."len" AND a."creator_id" = o."creator_id";
      DELETE FROM "click_window_creators" WHERE "len" = w."len" AND "n" <= 0;
      INSERT INTO "click_window_creators" AS a ("len", "creator_id", "n")
        SELECT w."len", "creator_id", sum("n") FROM "click_days_creators"
        WHERE "day" BETWEEN w."as_of" + 1 AND "target" GROUP BY 2
        ON CONFLICT ("len", "creator_id") DO UPDATE SET "n" = a."n" + excluded."n";
    END IF;
    UPDATE "click_windows" SET "as_of" = "target" WHERE "len" = w."len";
  END LOOP;
END
$$;--> statement-breakpoint
-- Inserted clicks: the windows first (rolled to the newest day inserted, then the clicks inside
-- each window added), then the per-day aggregates as in 0003 — the roll reads the per-day rows
-- without this statement's clicks, which it adds itself. A click raises one row per window and
-- kind: in (len, key) order, so two clicks of one sharer never wait on each other crosswise.
CREATE OR REPLACE FUNCTION "clicks_aggregate_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  newest date := (SELECT max("day") FROM new_clicks);
BEGIN
  IF EXISTS (SELECT 1 FROM "click_windows" WHERE "as_of" IS NULL OR "as_of" < newest) THEN
    PERFORM "click_windows_roll"(newest);
  END IF;
  PERFORM pg_advisory_xact_lock_shared(70210006);
  -- One statement for the three kinds (different tables: one snapshot is enough).
  WITH c AS (
    SELECT w."len", n."post_id", n."sharer_id", n."creator_id" FROM new_clicks n
    JOIN "click_windows" w ON n."day" BETWEEN w."as_of" - w."len" + 1 AND w."as_of"
  ), p AS (
    INSERT INTO "click_window_posts" AS a ("len", "post_id", "n")
      SELECT "len", "post_id", count(*) FROM c GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("len", "post_id") DO UPDATE SET "n" = a."n" + excluded."n"
  ), s AS (
    INSERT INTO "click_window_sharers" AS a ("len", "sharer_id", "n")
      SELECT "len", "sharer_id", count(*) FROM c GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("len", "sharer_id") DO UPDATE SET "n" = a."n" + excluded."n"
  )
  INSERT INTO "click_window_creators" AS a ("len", "creator_id", "n")
    SELECT "len", "creator_id", count(*) FROM c WHERE "sharer_id" <> "creator_id" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("len", "creator_id") DO UPDATE SET "n" = a."n" + excluded."n";
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
-- Deleted clicks inside a window lower it (rows that reach 0 go), beside the per-day aggregates
-- (a second statement trigger, so 0003's stays as it is).
CREATE FUNCTION "clicks_window_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(70210006);
  UPDATE "click_window_posts" a SET "n" = a."n" - o.n
    FROM (SELECT w."len", c."post_id", count(*) AS n FROM old_clicks c
          JOIN "click_windows" w ON c."day" BETWEEN w."as_of" - w."len" + 1 AND w."as_of" GROUP BY 1, 2) o
    WHERE a."len" = o."len" AND a."post_id" = o."post_id";
  DELETE FROM "click_window_posts" a
    USING (SELECT DISTINCT w."len", c."post_id" FROM old_clicks c CROSS JOIN "click_windows" w) o
    WHERE a."len" = o."len" AND a."post_id" = o."post_id" AND a."n" <= 0;
  UPDATE "click_window_sharers" a SET "n" = a."n" - o.n
    FROM (SELECT w."len", c."sharer_id", count(*) AS n FROM old_clicks c
          JOIN "click_windows" w ON c."day" BETWEEN w."as_of" - w."len" + 1 AND w."as_of" GROUP BY 1, 2) o
    WHERE a."len" = o."len" AND a."sharer_id" = o."sharer_id";
  DELETE FROM "click_window_sharers" a
    USING (SELECT DISTINCT w."len", c."sharer_id" FROM old_clicks c CROSS JOIN "click_windows" w) o
    WHERE a."len" = o."len" AND a."sharer_id" = o."sharer_id" AND a."n" <= 0;
  UPDATE "click_window_creators" a SET "n" = a."n" - o.n
    FROM (SELECT w."len", c."creator_id", count(*) AS n FROM old_clicks c
          JOIN "click_windows" w ON c."day" BETWEEN w."as_of" - w."len" + 1 AND w."as_of"
          WHERE c."sharer_id" <> c."creator_id" GROUP BY 1, 2) o
    WHERE a."len" = o."len" AND a."creator_id" = o."creator_id";
  DELETE FROM "click_window_creators" a
    USING (SELECT DISTINCT w."len", c."creator_id" FROM old_clicks c CROSS JOIN "click_windows" w) o
    WHERE a."len" = o."len" AND a."creator_id" = o."creator_id" AND a."n" <= 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clicks_window_delete" AFTER DELETE ON "clicks" REFERENCING OLD TABLE AS old_clicks FOR EACH STATEMENT EXECUTE FUNCTION "clicks_window_delete"();--> statement-breakpoint
-- The windows of 7 and 30 days, backfilled: rolled from nothing to the newest day with clicks.
INSERT INTO "click_windows" ("len") VALUES (7), (30);--> statement-breakpoint
SELECT "click_windows_roll"((SELECT max("day") FROM "click_days_posts"));
