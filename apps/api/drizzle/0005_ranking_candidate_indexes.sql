-- Multi-day rankings from bounded candidate sets (ADR 021, "ranking a range of days"): every per-day
-- aggregate gets its ranking order (each day's list read from the top, a few rows) and a per-key
-- covering index (a candidate's exact sum over the range, index only). The per-key indexes replace
-- the single-column ones of 0003 (same leading column).
CREATE INDEX "click_days_sharers_rank" ON "click_days_sharers" USING btree ("day","n" desc,"sharer_id");--> statement-breakpoint
CREATE INDEX "click_days_creators_rank" ON "click_days_creators" USING btree ("day","n" desc,"creator_id");--> statement-breakpoint
CREATE INDEX "click_days_posts_post_day" ON "click_days_posts" USING btree ("post_id","day") INCLUDE ("n");--> statement-breakpoint
CREATE INDEX "click_days_sharers_sharer_day" ON "click_days_sharers" USING btree ("sharer_id","day") INCLUDE ("n");--> statement-breakpoint
CREATE INDEX "click_days_creators_creator_day" ON "click_days_creators" USING btree ("creator_id","day") INCLUDE ("n");--> statement-breakpoint
DROP INDEX IF EXISTS "click_days_posts_post";--> statement-breakpoint
DROP INDEX IF EXISTS "click_days_sharers_sharer";--> statement-breakpoint
DROP INDEX IF EXISTS "click_days_creators_creator";
