import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import ar from '@/messages/ar.json';

// A count goes into its message as a number and the message pluralises it: a string formatted
// before ("020", "1.5k") can take no plural rule, and gave "Done! 060 AMRX Rewards points" and
// "2 نقطة". Only a figure on its own is padded or abbreviated (lib/i18n/format.ts formatPoints).

const CATALOGUES = { en, ar } as const;
type Language = keyof typeof CATALOGUES;
const COUNTS = [0, 1, 2, 3, 11, 100];

/** Arguments that carry a count of something, by name. */
const COUNT_ARGS = new Set([
  'attempts',
  'count',
  'days',
  'duration',
  'earned',
  'length',
  'limit',
  'max',
  'minimum',
  'minutes',
  'months',
  'needed',
  'perDay',
  'perOrder',
  'points',
  'rate',
  'receive',
  'remaining',
  'seconds',
  'send',
]);
// Labels, not sentences: a position ("Digit 1 of 6") and a character counter ("12 / 500").
const NOT_SENTENCES = new Set(['Otp.digit', 'DeleteAccount.counter']);

type Arg = { name: string; type: string; options: string[] };

/**
 * The arguments of an ICU message, nested ones included, with their type ('' for a simple
 * argument) and a plural's or select's options. Text, tags and # are skipped: only what the
 * catalogue uses is read (no quoting).
 */
function argsOf(message: string): Arg[] {
  const args: Arg[] = [];
  let i = 0;
  const skipSpace = () => {
    while (/\s/.test(message[i] ?? '')) i += 1;
  };
  const word = () => {
    skipSpace();
    const start = i;
    while (/[\w=]/.test(message[i] ?? '')) i += 1;
    return message.slice(start, i);
  };
  // A message up to the brace that closes it (or the end).
  const body = () => {
    while (i < message.length && message[i] !== '}') {
      if (message[i] === '{') argument();
      else i += 1;
    }
  };
  const argument = () => {
    i += 1; // {
    const arg: Arg = { name: word(), type: '', options: [] };
    args.push(arg);
    skipSpace();
    if (message[i] === ',') {
      i += 1;
      arg.type = word();
      skipSpace();
      if (message[i] === ',') i += 1;
      if (['plural', 'select', 'selectordinal'].includes(arg.type)) {
        for (;;) {
          const option = word();
          skipSpace();
          if (!option || message[i] !== '{') break;
          arg.options.push(option);
          i += 1;
          body();
          i += 1; // the option's }
        }
      } else {
        while (i < message.length && message[i] !== '}') i += 1;
      }
    }
    skipSpace();
    if (message[i] !== '}') throw new Error(`Unclosed argument ${arg.name} in: ${message}`);
    i += 1;
  };
  body();
  return args;
}

function messagesOf(value: unknown, prefix = ''): [key: string, message: string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as object).flatMap(([k, v]) =>
    messagesOf(v, prefix ? `${prefix}.${k}` : k),
  );
}

const tagsOf = (message: string) => [...message.matchAll(/<(\w+)>/g)].map((m) => m[1]!);

/** The message formatted with every count at `n`, once per option of each select. */
function formatted(language: Language, key: string, n: number): string[] {
  const t = createTranslator({
    locale: language,
    messages: CATALOGUES[language],
    onError: (error) => {
      throw error;
    },
  });
  const message = messagesOf(CATALOGUES[language]).find(([k]) => k === key)![1];
  const args = argsOf(message);
  const base: Record<string, string | number | ((chunks: string) => string)> = {};
  for (const arg of args) {
    base[arg.name] = COUNT_ARGS.has(arg.name) || arg.type !== '' ? n : 'X';
  }
  for (const tag of tagsOf(message)) base[tag] = (chunks) => chunks;
  const select = args.find((a) => a.type === 'select');
  const choices = select ? select.options.filter((o) => o !== 'other') : [undefined];
  return choices.map((choice) => {
    const values = select ? { ...base, [select.name]: choice! } : base;
    // t.markup formats rich messages to plain text; a message without tags reads the same.
    return t.markup(key as never, values as never);
  });
}

const countMessages = (language: Language) =>
  messagesOf(CATALOGUES[language]).filter(
    ([key, message]) =>
      !NOT_SENTENCES.has(key) &&
      argsOf(message).some((a) => a.type === 'plural' || COUNT_ARGS.has(a.name)),
  );

// The duals the plurals' "two" branches write out (…ان, …ين), in either case: never after a digit.
const DUALS = [
  ...new Set([
    'يومين',
    'نقطتان',
    'نقطتين',
    'ساعتين',
    ...messagesOf(ar).flatMap(([, message]) =>
      [...message.matchAll(/\btwo \{([^{}]*)\}/gu)].flatMap((m) =>
        m[1]!
          .split(/\s+/)
          .map((w) => w.replace(/[^\p{L}\p{M}]/gu, ''))
          .filter((w) => /(?:ان|ين)$/u.test(w)),
      ),
    ),
  ]),
];

// Arabic's plural categories, every one of which a count's message spells out.
const AR_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const AGREEMENT_COUNTS = [0, 1, 2, 3, 11, 101];

// The counted nouns of the catalogue, without their short vowels and tanween (يومًا → يوما):
// the singular, which 11 and up take (and 0), and the plural, which 3 to 10 take.
const SINGULAR_NOUNS = new Set([
  'نقطة',
  'مكافأة',
  'قسيمة',
  'طلب',
  'طلبا',
  'يوم',
  'يوما',
  'ساعة',
  'دقيقة',
  'ثانية',
  'أسبوع',
  'أسبوعا',
  'شهر',
  'شهرا',
  'محاولة',
  'رقم',
  'رقما',
  'فرع',
  'فرعا',
  'سؤال',
  'سؤالا',
]);
const PLURAL_NOUNS = new Set([
  'نقاط',
  'مكافآت',
  'قسائم',
  'طلبات',
  'أيام',
  'ساعات',
  'دقائق',
  'ثوان',
  'أسابيع',
  'أشهر',
  'محاولات',
  'أرقام',
  'فروع',
  'أسئلة',
]);

/** The options of every plural in a message, with their text (nested arguments included). */
function pluralBranches(message: string): { arg: string; option: string; text: string }[] {
  const branches: { arg: string; option: string; text: string }[] = [];
  for (const m of message.matchAll(/\{(\w+),\s*plural,/g)) {
    let i = m.index + m[0].length;
    for (;;) {
      const option = /^\s*([\w=]+)\s*\{/.exec(message.slice(i));
      if (!option) break;
      i += option[0].length;
      const start = i;
      let depth = 1;
      while (i < message.length && depth > 0) {
        if (message[i] === '{') depth += 1;
        else if (message[i] === '}') depth -= 1;
        i += 1;
      }
      branches.push({ arg: m[1]!, option: option[1]!, text: message.slice(start, i - 1) });
    }
  }
  return branches;
}

describe('counts in the catalogues', () => {
  it('reads the arguments of a nested message', () => {
    expect(argsOf(ar.Validity.useWithin).map((a) => `${a.name}:${a.type}`)).toEqual([
      'unit:select',
      'duration:plural',
      'duration:plural',
      'duration:plural',
      'duration:plural',
    ]);
    expect(DUALS).toEqual(expect.arrayContaining(['يومين', 'نقطتين', 'ساعتين', 'ثانيتين']));
  });

  for (const language of ['en', 'ar'] as const) {
    it(`pluralises every count in a sentence on the number itself (${language})`, () => {
      const unpluralised = countMessages(language).flatMap(([key, message]) =>
        argsOf(message)
          .filter((a) => COUNT_ARGS.has(a.name) && a.type !== 'plural' && a.type !== 'number')
          .map((a) => `${key}: {${a.name}}`),
      );
      expect(unpluralised).toEqual([]);
    });

    it(`puts no bare argument before a word for points (${language})`, () => {
      // A brand's name may stand before its points ("{source} points"); anything else is a count.
      const unit =
        /\{(?!(?:brand|source|target)\})\w+\}\s*(?:points?|pts?|نقطة|نقاط|نقطتين)(?!\p{L})/u;
      const bare = messagesOf(CATALOGUES[language])
        .filter(([, message]) => unit.test(message))
        .map(([key]) => key);
      expect(bare).toEqual([]);
    });

    it(`formats every count message for ${COUNTS.join(', ')} without padding (${language})`, () => {
      const padded: string[] = [];
      for (const [key] of countMessages(language))
        for (const n of COUNTS)
          for (const text of formatted(language, key, n))
            if (/\b0\d/.test(text)) padded.push(`${key} (${n}): ${text}`);
      expect(padded).toEqual([]);
    });
  }

  it('never writes a digit before an Arabic dual', () => {
    const afterDigit = new RegExp(`\\d\\s*(?:${DUALS.join('|')})`, 'u');
    const wrong: string[] = [];
    for (const [key] of countMessages('ar'))
      for (const n of COUNTS)
        for (const text of formatted('ar', key, n))
          if (afterDigit.test(text)) wrong.push(`${key} (${n}): ${text}`);
    expect(wrong).toEqual([]);
  });

  it('gives every Arabic plural all six categories', () => {
    const missing = messagesOf(ar).flatMap(([key, message]) =>
      argsOf(message)
        .filter((a) => a.type === 'plural')
        .flatMap((a) => {
          const absent = AR_CATEGORIES.filter((c) => !a.options.includes(c));
          return absent.length ? [`${key} {${a.name}}: no ${absent.join(', ')}`] : [];
        }),
    );
    expect(missing).toEqual([]);
  });

  it('writes one and two in Arabic words, the two as a dual', () => {
    // "نقطة واحدة", "نقطتان": no digit, and a unit on its own ("نقطتان" after a figure) in the dual.
    const wrong = messagesOf(ar).flatMap(([key, message]) =>
      pluralBranches(message).flatMap(({ arg, option, text }) => {
        if (option === 'one' && text.includes('#')) return [`${key} {${arg}} one: ${text}`];
        if (option !== 'two') return [];
        const dual = text
          .split(/\s+/)
          .some((w) => /(?:ان|ين)$/u.test(w.replace(/[^\p{L}\p{M}]/gu, '')));
        return text.includes('#') || !dual ? [`${key} {${arg}} two: ${text}`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it(`agrees the counted noun with ${AGREEMENT_COUNTS.join(', ')} in Arabic`, () => {
    // After a digit: 3–10 take the plural (3 نقاط), 0 and 11 up the singular (11 نقطة, 101 نقطة);
    // one and two are words, never "1 نقطة", "2 نقطة" or "2 نقاط".
    const wrong: string[] = [];
    for (const [key] of countMessages('ar'))
      for (const n of AGREEMENT_COUNTS)
        for (const text of formatted('ar', key, n))
          for (const m of text.matchAll(/(?<![\d.,])(\d+)\s+([\p{L}\p{M}]+)/gu)) {
            const count = Number(m[1]);
            const noun = m[2]!.replace(/\p{M}/gu, '');
            const isSingular = SINGULAR_NOUNS.has(noun);
            const isPlural = PLURAL_NOUNS.has(noun);
            if (!isSingular && !isPlural) continue;
            const category = new Intl.PluralRules('ar').select(count);
            const bad =
              category === 'one' ||
              category === 'two' ||
              (category === 'few' && !isPlural) ||
              (category !== 'few' && isPlural);
            if (bad) wrong.push(`${key} (${n}): ${text}`);
          }
    expect([...new Set(wrong)]).toEqual([]);
  });

  it('says one point in English, and points for any other count', () => {
    const wrong: string[] = [];
    for (const [key] of countMessages('en'))
      for (const n of COUNTS)
        for (const text of formatted('en', key, n)) {
          const one = /(?<![\d.,])1 (?:[A-Za-z]+ ){0,2}(?:points|pts)\b/;
          const many = /(?<![\d.,])(?:[02-9]|\d\d+) (?:[A-Za-z]+ ){0,2}(?:point|pt)\b/;
          if (one.test(text) || many.test(text)) wrong.push(`${key} (${n}): ${text}`);
        }
    expect(wrong).toEqual([]);
  });

  it('reads the examples right', () => {
    const tEn = createTranslator({ locale: 'en', messages: en });
    const tAr = createTranslator({ locale: 'ar', messages: ar });
    const done = { source: 'AMRX Rewards', target: 'KFC' };
    expect(tEn('Exchange.success', { ...done, send: 60, receive: 60 })).toBe(
      'Done! 60 AMRX Rewards points became 60 KFC points.',
    );
    expect(tEn('Exchange.rateValue', { ...done, rate: 1 })).toBe(
      '1 AMRX Rewards point = 1 KFC point',
    );
    expect(tEn('Exchange.rateValue', { ...done, rate: 2 })).toBe(
      '1 AMRX Rewards point = 2 KFC points',
    );
    expect(tEn('Exchange.rateValue', { ...done, rate: 4.3333 })).toBe(
      '1 AMRX Rewards point = 4.3333 KFC points',
    );
    expect(
      tAr('Exchange.success', { source: 'مكافآت AMRX', target: 'كنتاكي', send: 2, receive: 5 }),
    ).toBe('تم! حوّلت نقطتين من مكافآت AMRX وحصلت على 5 نقاط لدى كنتاكي.');
    expect(tAr('PointsWidget.expiringSoon', { points: 5, date: '5 مارس' })).toBe(
      'تنتهي صلاحية 5 نقاط في 5 مارس',
    );
    expect(tAr('Rewards.points', { points: 20 })).toBe('20 نقطة');
    expect(tAr('Rewards.points', { points: 2 })).toBe('نقطتان');
    expect(tAr('Rewards.points', { points: 1 })).toBe('نقطة واحدة');
    expect(tAr('Rewards.points', { points: 3 })).toBe('3 نقاط');
    expect(tAr('Rewards.points', { points: 101 })).toBe('101 نقطة');
    expect(tAr('History.amount', { sign: '−', points: 2 })).toBe('\u2066−\u2069نقطتان');
    expect(tAr('Brands.pending', { points: 1 })).toBe('نقطة واحدة في الطريق من طلب قيد التنفيذ');
    expect(tAr('Stores.count', { count: 2 })).toBe('فرعان');
    expect(tAr('Validity.useWithin', { unit: 'hours', duration: 3 })).toBe('استخدمها خلال 3 ساعات');
  });
});
