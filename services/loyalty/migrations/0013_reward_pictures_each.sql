-- One picture per reward of the demo catalogue (scripts/draw-images.mjs draws them from
-- assets/rewards). A database seeded before keeps its rows; only a reward that still shows the
-- picture it was seeded with gets its own. Written by hand.
UPDATE rewards SET image = '/rewards/zinger-meal.webp'
WHERE id = 'kfc-zinger-meal' AND image = '/rewards/chicken-bucket.webp';
--> statement-breakpoint
UPDATE rewards SET image = '/rewards/fries.webp'
WHERE id = 'kfc-welcome-fries' AND image = '/rewards/chicken-bucket.webp';
--> statement-breakpoint
UPDATE rewards SET image = '/rewards/garlic-bread.webp'
WHERE id = 'phd-garlic-bread' AND image = '/rewards/pizza-slice.webp';
--> statement-breakpoint
UPDATE rewards SET image = '/rewards/biscuit-meal.webp'
WHERE id = 'hrd-breakfast' AND image = '/rewards/burger.webp';
--> statement-breakpoint
UPDATE rewards SET image = '/rewards/birthday-cake.webp'
WHERE id = 'tgif-birthday-dessert' AND image = '/rewards/dinner-plate.webp';
--> statement-breakpoint
UPDATE rewards SET image = '/rewards/croissant.webp'
WHERE id = 'peet-pastry' AND image = '/rewards/coffee-cup.webp';
--> statement-breakpoint
UPDATE rewards SET image = '/rewards/delivery-bag.webp'
WHERE id = 'amrx-delivery' AND image = '/rewards/gift-box.webp';
--> statement-breakpoint
UPDATE rewards SET image = '/rewards/twister-wrap.webp'
WHERE id = 'kfc-twister-wrap' AND image = '/rewards/chicken-bucket.webp';
--> statement-breakpoint
UPDATE rewards SET image = '/rewards/popcorn-chicken.webp'
WHERE id = 'kfc-popcorn-chicken' AND image = '/rewards/chicken-bucket.webp';
--> statement-breakpoint
UPDATE rewards SET image = '/rewards/family-feast.webp'
WHERE id = 'kfc-family-feast' AND image = '/rewards/chicken-bucket.webp';
--> statement-breakpoint
UPDATE rewards SET image = '/rewards/coleslaw.webp'
WHERE id = 'kfc-coleslaw' AND image = '/rewards/chicken-bucket.webp';
--> statement-breakpoint
UPDATE rewards SET image = '/rewards/krushers.webp'
WHERE id = 'kfc-krushers' AND image = '/rewards/chicken-bucket.webp';
--> statement-breakpoint
UPDATE rewards SET image = '/rewards/free-delivery.webp'
WHERE id = 'kfc-free-delivery' AND image = '/rewards/chicken-bucket.webp';
--> statement-breakpoint
UPDATE rewards SET image = '/rewards/mighty-zinger.webp'
WHERE id = 'kfc-mighty-zinger' AND image = '/rewards/chicken-bucket.webp';
--> statement-breakpoint
UPDATE rewards SET image = '/rewards/rice-bowl.webp'
WHERE id = 'kfc-rice-bowl' AND image = '/rewards/chicken-bucket.webp';
--> statement-breakpoint
UPDATE rewards SET image = '/rewards/dipping-sauces.webp'
WHERE id = 'kfc-dipping-sauces' AND image = '/rewards/chicken-bucket.webp';
--> statement-breakpoint
UPDATE rewards SET image = '/rewards/dinner-box.webp'
WHERE id = 'kfc-dinner-box' AND image = '/rewards/chicken-bucket.webp';
