import { counted, type Language } from '@/services/loyalty/domain/counts';
import type { NoticeKind } from '@/services/loyalty/db/schema-reminders';

// The words of a reminder, in the member's language with Western digits in both (the app's one
// numbering system), dated in the member's country's zone. Written when it is sent, from what the
// lots, voucher or order hold then, so the amount is never stale.

export interface NoticeFacts {
  kind: NoticeKind;
  brandName: { en: string; ar: string };
  /** Points still to expire (points_expiring), points earned (points_earned), 0 for a voucher. */
  points: number;
  /** When the points or the voucher expire; null for points earned. */
  expiresAt: Date | null;
  /** The voucher's reward title, for a voucher. */
  rewardTitle?: { en: string; ar: string };
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

export function noticeText(f: NoticeFacts, language: Language): NoticeText {
  const brand = f.brandName[language];
  const points = counted(f.points, language, POINTS[language]);
  const when = f.expiresAt ? dated(f.expiresAt, language, f.timeZone, DAY_AND_MONTH) : '';
  if (language === 'ar') {
    switch (f.kind) {
      case 'points_expiring':
        return {
          title: `نقاط ${brand} تنتهي صلاحيتها قريبًا`,
          body: `تنتهي صلاحية ${points} من ${brand} في ${when}. استخدمها قبل ذلك.`,
        };
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
    case 'points_expiring':
      return {
        title: `Your ${brand} points expire soon`,
        body: `${points} at ${brand} expire on ${when}. Use them before then.`,
      };
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

/** An SMS or WhatsApp text: the programme's name first, as the one-time code's text has it. */
export function noticeSms(f: NoticeFacts, language: Language): string {
  const t = noticeText(f, language);
  return `AMRX: ${t.body}`;
}
