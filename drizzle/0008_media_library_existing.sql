-- Issue 26 item 8 (decision 048): images uploaded before the library existed
-- get a library row, so /admin/media lists everything and knows where each is
-- used. Only our own generated names are taken (/media/{uuid}.{ext} and
-- /media/corsi/{uuid}); their alt text is the description the public pages
-- gave them so far, built from the title of the first record using them.
-- Dimensions and size stay unknown (null): SQL cannot read the files.
INSERT INTO "media_items" ("url", "alt", "mime", "created_at")
SELECT DISTINCT ON ("url") "url", "alt",
  CASE
    WHEN "url" LIKE '/media/corsi/%' THEN 'image/webp'
    WHEN "url" LIKE '%.png' THEN 'image/png'
    WHEN "url" LIKE '%.webp' THEN 'image/webp'
    ELSE 'image/jpeg'
  END,
  "created_at"
FROM (
  SELECT "image" AS "url", 'Illustrazione dell''articolo: ' || "title" AS "alt", "created_at"
  FROM "news_posts"
  UNION ALL
  SELECT m[1], 'Illustrazione dell''articolo: ' || "title", "created_at"
  FROM "news_posts", regexp_matches("content", '(/media/(?:corsi/)?[0-9a-f-]{36}(?:\.(?:jpg|png|webp))?)', 'g') AS m
  UNION ALL
  SELECT "image", 'Illustrazione del corso ' || "title", "created_at"
  FROM "courses"
  UNION ALL
  SELECT m[1], 'Illustrazione del corso ' || "title", "created_at"
  FROM "courses", regexp_matches(coalesce("full_description", ''), '(/media/(?:corsi/)?[0-9a-f-]{36}(?:\.(?:jpg|png|webp))?)', 'g') AS m
) AS "uses"
WHERE "url" ~ '^/media/([0-9a-f-]{36}\.(jpg|png|webp)|corsi/[0-9a-f-]{36})$'
ORDER BY "url", "created_at"
ON CONFLICT ("url") DO NOTHING;
