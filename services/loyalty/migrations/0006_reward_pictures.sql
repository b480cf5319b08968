-- The demo's reward pictures are served as WebP (scripts/draw-images.mjs says why). A database
-- seeded before keeps showing them: only the seed's own paths are rewritten. Written by hand.
UPDATE rewards
SET image = regexp_replace(image, '\.svg$', '.webp')
WHERE image ~ '^/rewards/(burger|chicken-bucket|coffee-cup|dinner-plate|gift-box|pizza-slice)\.svg$';
