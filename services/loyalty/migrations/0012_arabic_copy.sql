-- The Arabic copy of the seed was corrected (services/loyalty/seed): the seed only fills an empty
-- database, so one seeded before shows the new wording through these updates. Each rewrites only
-- the seed's own text, so a row edited since is left as it is. Written by hand.
UPDATE rewards SET title_ar = 'وجبة فطور بخبز البسكويت'
WHERE id = 'hrd-breakfast' AND title_ar = 'وجبة فطور بسكويت';
--> statement-breakpoint
UPDATE rewards SET description_ar = 'ساندويتش بخبز البسكويت الطازج مع أقراص البطاطس وقهوة.'
WHERE id = 'hrd-breakfast' AND description_ar = 'ساندويتش بسكويت طازج مع أقراص البطاطس وقهوة.';
--> statement-breakpoint
UPDATE rewards SET description_ar = 'ترقية صندوق العشاء إلى الحجم الكبير مجانًا عند الطلب من التطبيق.'
WHERE id = 'kfc-dinner-box' AND description_ar = 'رقِّ صندوق العشاء إلى الحجم الكبير مجانًا عند الطلب من التطبيق.';
--> statement-breakpoint
UPDATE stores SET name_ar = regexp_replace(name_ar, ' برج المملكة$', ' مركز المملكة')
WHERE address_en = 'Kingdom Centre, Riyadh' AND name_ar ~ ' برج المملكة$';
--> statement-breakpoint
UPDATE stores SET address_ar = 'مركز المملكة، الرياض'
WHERE address_en = 'Kingdom Centre, Riyadh' AND address_ar = 'برج المملكة، الرياض';
--> statement-breakpoint
UPDATE brands
SET description_ar = 'برنامج واحد لكل مطاعمك المفضلة. اجمع النقاط لدى كل علامة شريكة وحوّلها إلى حيث تحتاجها.'
WHERE code = 'AMRX' AND description_ar = 'برنامج واحد لكل مطاعمك المفضلة. اجمع النقاط لدى كل علامة شريكة وانقلها إلى حيث تحتاجها.';
--> statement-breakpoint
UPDATE content_pages
SET sections = replace(replace(sections::text,
    'استخدام النقاط ونقلها', 'استخدام النقاط وتحويلها'),
    'أو نقلها إلى علامة أخرى بسعر الصرف المعروض', 'أو تحويلها إلى علامة تجارية أخرى بسعر التحويل المعروض')::jsonb,
  updated_at = now()
WHERE type = 'terms' AND language = 'ar'
  AND position('أو نقلها إلى علامة أخرى بسعر الصرف المعروض' in sections::text) > 0;
--> statement-breakpoint
UPDATE content_pages
SET sections = replace(sections::text,
    'وإضافة نقاطك ونقلها', 'وإضافة نقاطك وتحويلها')::jsonb,
  updated_at = now()
WHERE type = 'privacy' AND language = 'ar'
  AND position('وإضافة نقاطك ونقلها' in sections::text) > 0;
--> statement-breakpoint
UPDATE content_pages
SET sections = replace(sections::text, 'وتذكّر لغتك وبلدك', 'وتذكّر لغتك ودولتك')::jsonb,
  updated_at = now()
WHERE type = 'cookie-policy' AND language = 'ar'
  AND position('وتذكّر لغتك وبلدك' in sections::text) > 0;
--> statement-breakpoint
UPDATE content_pages
SET sections = replace(sections::text,
    'هل يمكنني نقل النقاط بين العلامات؟', 'هل يمكنني تحويل النقاط بين العلامات التجارية؟')::jsonb,
  updated_at = now()
WHERE type = 'faq' AND language = 'ar'
  AND position('هل يمكنني نقل النقاط بين العلامات؟' in sections::text) > 0;
