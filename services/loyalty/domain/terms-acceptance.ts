import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/services/loyalty/db/client';
import { contentPages } from '@/services/loyalty/db/schema-catalog';
import { termsAcceptances } from '@/services/loyalty/db/schema-members';

/** The documents a member accepts to join (docs/product.md §4 Login), by their content page type. */
export const ACCEPTED_DOCUMENTS = ['terms', 'privacy'] as const;

/**
 * Records that the member accepted the terms and the privacy policy as they stand now in the
 * language they read them in. A version is the page's `updated_at` as the `content` call reports
 * it (routes/catalog.ts), so it names the very text the member was shown.
 */
export async function recordTermsAcceptance(
  db: Db,
  memberId: string,
  language: 'en' | 'ar',
  now: Date,
): Promise<void> {
  const pages = await db
    .select({ type: contentPages.type, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(
      and(inArray(contentPages.type, [...ACCEPTED_DOCUMENTS]), eq(contentPages.language, language)),
    );
  const rows = ACCEPTED_DOCUMENTS.map((document) => {
    const page = pages.find((p) => p.type === document);
    // Nothing can be accepted that the member could not read: a missing page is the operator's
    // to fix (the catalogue seeds both), and the profile waits for it.
    if (!page) throw new Error(`content page ${document}/${language} is missing`);
    return {
      memberId,
      document,
      version: page.updatedAt.toISOString(),
      language,
      acceptedAt: now,
    };
  });
  await db.insert(termsAcceptances).values(rows);
}
