-- Video posters (ADR 038): a YouTube or TikTok post's thumbnail, fetched once by the service,
-- cropped to the post's shape and kept as WebP at each served width. Only real thumbnails are
-- stored; a deleted post takes its posters with it.
CREATE TABLE "video_posters" (
	"post_id" integer NOT NULL,
	"width" smallint NOT NULL,
	"source" text NOT NULL,
	"etag" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_posters_post_id_width_pk" PRIMARY KEY("post_id","width")
);
--> statement-breakpoint
ALTER TABLE "video_posters" ADD CONSTRAINT "video_posters_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- WebP is compressed already: kept out of line, uncompressed.
ALTER TABLE "video_posters" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
