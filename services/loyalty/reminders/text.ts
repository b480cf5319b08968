import { counted, type Language } from '@/services/loyalty/domain/counts';

// The words of a reminder, in the member's language with Western digits in both (the app's one
// numbering system), dated in the member's country's zone. Written when it is sent, from what the
// lots, voucher or order hold then, so the amount is never stale.

interface Names {
  en: string;
  ar: string;
}

/** A brand's part of the points expiring on a day. */
export interface BrandPoints {
  brandCode: string;
  brandName: Names;
  points: number;
}

/** What a reminder says, as it stands when it is sent. */
export type NoticeFacts = ExpiringFacts | BrandFacts;

/** Points expiring on one day, every brand's together (docs/product.md §4 Reminders). */
interface ExpiringFacts {
  kind: 'points_expiring';
  /** Each brand's points expiring that day, most first; none is empty. */
  brands: BrandPoints[];
  /** The soonest of them to expire: the day the reminder names. */
  expiresAt: Date;
  timeZone: string;
}

interface BrandFacts {
  kind: 'voucher_expiring' | 'points_earned';
  brandName: Names;
  /** Points earned (points_earned), 0 for a voucher. */
  points: number;
  /** When the voucher expires; null for points earned. */
  expiresAt: Date | null;
  /** The voucher's reward title, for a voucher. */
  rewardTitle?: Names;
  timeZone: string;
}

export interface NoticeText {
  title: string;
  body: string;
}

// Arabic declines the dual: genitive after a preposition or a noun ("حصلت على نقطتين",
// "تنتهي صلاحية نقطتين"), nominative as the subject ("أُضيفت نقطتان").
const POINTS: Record<Language, Parameters<typeof counted>[2]> = {
  en: { one: '# point', other: '# points' },
  ar: {
    zero: '# نقطة',
    one: 'نقطة واحدة',
    two: 'نقطتين',
    few: '# نقاط',
    many: '# نقطة',
    other: '# نقطة',
  },
};
const POINTS_AS_SUBJECT_AR = { ...POINTS.ar, two: 'نقطتان' };

/** A date or time in the member's zone, in Western digits in both languages. */
function dated(
  date: Date,
  language: Language,
  timeZone: string,
  parts: Intl.DateTimeFormatOptions,
): string {
  const locale = language === 'ar' ? 'ar-u-nu-latn' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { ...parts, timeZone }).format(date);
}

const DAY_AND_MONTH = { day: 'numeric', month: 'long' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;

/** Points expiring, with the verb agreeing in English ("1 point expires", "2 points expire"). */
const POINTS_EXPIRE_EN = { one: '# point expires', other: '# points expire' };

/**
 * The day's total in the title, each brand's part in the body (docs/product.md §4 Reminders). In
 * Arabic the total follows صلاحية (genitive: "تنتهي صلاحية نقطتين"); a brand's part stands on its
 * own (nominative: "نقطتان من كنتاكي"), and "use them" takes the dual for two points.
 */
function expiringText(
  f: Extract<NoticeFacts, { kind: 'points_expiring' }>,
  language: Language,
): NoticeText {
  const total = f.brands.reduce((sum, b) => sum + b.points, 0);
  const when = dated(f.expiresAt, language, f.timeZone, DAY_AND_MONTH);
  if (language === 'ar') {
    const parts = f.brands.map(
      (b) => `${counted(b.points, 'ar', POINTS_AS_SUBJECT_AR)} من ${b.brandName.ar}`,
    );
    return {
      title: `تنتهي صلاحية ${counted(total, 'ar', POINTS.ar)} في ${when}`,
      body: `${parts.join('، و')}. ${total === 2 ? 'استخدمهما' : 'استخدمها'} قبل ذلك.`,
    };
  }
  const parts = f.brands.map((b) => `${b.brandName.en} ${counted(b.points, 'en', POINTS.en)}`);
  return {
    title: `${counted(total, 'en', POINTS_EXPIRE_EN)} on ${when}`,
    body: `${parts.join(', ')}. Use ${total === 1 ? 'it' : 'them'} before then.`,
  };
}

export function noticeText(f: NoticeFacts, language: Language): NoticeText {
  if (f.kind === 'points_expiring') return expiringText(f, language);
  const brand = f.brandName[language];
  const points = counted(f.points, language, POINTS[language]);
  if (language === 'ar') {
    switch (f.kind) {
      case 'voucher_expiring':
        return {
          title: 'قسيمتك تنتهي صلاحيتها اليوم',
          body: `تنتهي صلاحية قسيمة «${f.rewardTitle?.ar ?? brand}» من ${brand} الساعة ${dated(f.expiresAt!, language, f.timeZone, TIME)}.`,
        };
      case 'points_earned':
        return {
          title: `حصلت على ${points} من ${brand}`,
          body: `أُضيفت ${counted(f.points, 'ar', POINTS_AS_SUBJECT_AR)} إلى رصيدك في ${brand} من طلبك.`,
        };
    }
  }
  switch (f.kind) {
    case 'voucher_expiring':
      return {
        title: 'Your voucher expires today',
        body: `Your ${brand} voucher "${f.rewardTitle?.en ?? brand}" expires at ${dated(f.expiresAt!, language, f.timeZone, TIME)}.`,
      };
    case 'points_earned':
      return {
        title: `You earned ${points} at ${brand}`,
        body: `${points} from your order were added to your ${brand} balance.`,
      };
  }
}

/**
 * An SMS or WhatsApp text: the programme's name first, as the one-time code's text has it. A text
 * has no title, so points expiring take theirs, the total and the day, before the brands' parts.
 */
export function noticeSms(f: NoticeFacts, language: Language): string {
  const t = noticeText(f, language);
  return f.kind === 'points_expiring' ? `AMRX: ${t.title}. ${t.body}` : `AMRX: ${t.body}`;
}
