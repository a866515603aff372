DROP INDEX "clicks_day";--> statement-breakpoint
CREATE INDEX "clicks_day_post" ON "clicks" USING btree ("day","post_id");--> statement-breakpoint
CREATE INDEX "clicks_day_sharer" ON "clicks" USING btree ("day","sharer_id");