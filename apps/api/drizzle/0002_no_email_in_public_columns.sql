-- ADR 020: no column that a public view reads may hold a value derived from a member's e-mail
-- address or provider account id. `username` held the e-mail (Google, LINE) or `{provider}_{id}`
-- (TikTok): every external member gets a neutral `member_{id}`. A `name` that is an e-mail address
-- (the old fallback for members without a display name) becomes the generic 'สมาชิก'. `email`
-- itself stays: only the member's own sign-in answer shows it.
UPDATE "members" SET "username" = 'member_' || "id"
  WHERE "provider" <> 'dev' OR "username" LIKE '%@%';
--> statement-breakpoint
UPDATE "members" SET "name" = 'สมาชิก', "updated_at" = now()
  WHERE "name" LIKE '%@%'
    AND (lower(btrim("name")) = lower("email")
      OR btrim("name") ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$');
