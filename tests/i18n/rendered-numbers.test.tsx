import type { ComponentProps, ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { TransferSummary } from '@/components/exchange/transfer-summary';
import { HistoryRow } from '@/components/history/history-row';
import { MemberBalances } from '@/components/points/member-balances';
import { DetailView } from '@/components/rewards/detail-view';
import { RewardsContextProvider } from '@/components/rewards/rewards-context-provider';
import { installLatinDigits } from '@/lib/i18n/latin-digits';
import type { WidgetBrand } from '@/lib/points/widget-brands';
import ar from '@/messages/ar.json';
import { balanceEntry, stubBff } from '@/tests/support/bff';
import { renderWithProviders } from '@/tests/support/providers';
import { rewardsContext, serviceReward } from '@/tests/support/rewards';
import { SaudiDataNumberFormat } from '@/tests/support/saudi-number-format';

// Numbers as the pages render them, in both languages (docs/product.md §5 Points display, §9):
// Western digits only, never Arabic-Indic (U+0660–0669, U+06F0–06F9), also on an engine whose
// bare "ar" writes them (lib/i18n/latin-digits.ts); and padding only for a figure standing alone
// (the widget's total and a brand's balance), never a padded figure beside its unit word or in a
// sentence: a history row's points are one count message ("−30 نقطة"), as are the exchange
// summary's amounts, and a reward's cost is the number its Unlock button says.

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, className }: ComponentProps<'a'> & { href: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));
vi.mock('@/components/reminders/reminders-opt-in', () => ({ RemindersOptIn: () => null }));

const LOCALES = ['en', 'ar'] as const;
type Lang = (typeof LOCALES)[number];

const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/;
const UNIT = /^[\s\u00a0]*(?:points?|pts?|نقطة|نقاط|نقطتان|نقطتين)(?!\p{L})/u;
const PADDED = /(?<![\d.,])0\d/;
const ISOLATE_MARKS = /[\u2066-\u2069]/;

/**
 * Every padded figure in `root` that does not stand alone: one in a longer text, or followed by a
 * unit word. A figure stands alone when it is all of its element's text.
 */
function paddedBesideWords(root: HTMLElement): string[] {
  const wrong: string[] = [];
  for (const element of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
    for (const node of element.childNodes) {
      if (node.nodeType !== 3 || !PADDED.test(node.textContent ?? '')) continue;
      const alone = /^[+−-]?\d+$/.test((element.textContent ?? '').trim());
      const next = element.nextSibling?.textContent ?? '';
      if (!alone || UNIT.test(next)) wrong.push(`${element.textContent}|${next}`);
    }
  }
  return wrong;
}

/** What every rendered number must meet, in `locale`. */
function expectNumbersRight(root: HTMLElement) {
  const text = root.textContent ?? '';
  expect(text).not.toMatch(ARABIC_INDIC);
  expect(paddedBesideWords(root)).toEqual([]);
  // Isolates are elements on the page, not invisible marks in its text.
  expect(text).not.toMatch(ISOLATE_MARKS);
}

const NAMES = {
  en: { AMRX: 'AMRX Rewards', PHD: 'Pizza Hut' },
  ar: { AMRX: 'مكافآت AMRX', PHD: 'بيتزا هت' },
};
const FSI = '\u2068';
const PDI = '\u2069';

const historyRow = (locale: Lang, points: number, reason = 'Order 1 at KFC') => (
  <ul>
    <HistoryRow
      brand={{ code: 'PHD', name: NAMES[locale].PHD, logo: '' }}
      kind={points < 0 ? 'transfer-out' : 'transfer-in'}
      pending={false}
      reason={reason}
      points={points}
      at="2026-11-27T10:32:00.000Z"
      timeZone="Asia/Dubai"
    />
  </ul>
);

const detail = (locale: Lang, pointsCost: number) => (
  <RewardsContextProvider value={rewardsContext(locale)}>
    <DetailView reward={serviceReward({ pointsCost })} faq={[]} />
  </RewardsContextProvider>
);

const summary = (locale: Lang, send: number, receive: number) => (
  <TransferSummary
    values={{
      send,
      receive,
      rate: { numerator: receive, denominator: send },
      minimum: 50,
      remaining: 250,
      limit: 500,
    }}
    source={NAMES[locale].AMRX}
    target={NAMES[locale].PHD}
    busy={false}
  />
);

const MEMBER = { cCode: '+971', phnNo: '501234567' };
const widgetBrand = (locale: Lang): WidgetBrand => ({
  code: 'AMRX',
  shortname: 'amrx',
  name: NAMES[locale].AMRX,
  logo: '',
  worth: null,
  rewards: [],
});

/** The widget over a member with 48 AMRX points, 5 more on the way and 30 expiring in 10 days. */
function widget(locale: Lang) {
  stubBff((call) =>
    call === 'loyalty-brands'
      ? {
          total: 48,
          brands: {
            AMRX: {
              ...balanceEntry(48, true),
              pendingPoints: 5,
              nextExpiry: {
                points: 30,
                date: new Date(Date.now() + 10 * 86_400_000).toISOString(),
              },
            },
          },
        }
      : undefined,
  );
  return (
    <MemberBalances
      timeZone="Asia/Dubai"
      {...MEMBER}
      brands={[widgetBrand(locale)]}
      minDigits={3}
      light
      holdRemindersLine
    />
  );
}

const render = (ui: ReactElement, locale: Lang) =>
  renderWithProviders(ui, { locale }).container as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe.each(LOCALES)('numbers on the page (%s)', (locale) => {
  it('writes a history row’s points as one count, unpadded, with its sign', () => {
    const expected = {
      en: { '-30': '−30 points', '60': '+60 points', '1': '+1 point', '-2': '−2 points' },
      ar: { '-30': '−30 نقطة', '60': '+60 نقطة', '1': '+نقطة واحدة', '-2': '−نقطتان' },
    }[locale];
    for (const [points, text] of Object.entries(expected)) {
      const root = render(historyRow(locale, Number(points)), locale);
      expect(screen.getByTestId('history-points').textContent).toBe(text);
      expectNumbersRight(root);
      root.remove();
      document.body.innerHTML = '';
    }
  });

  it('writes a thousand points exactly, with Western digits', () => {
    const root = render(historyRow(locale, -1500), locale);
    expect(screen.getByTestId('history-points').textContent).toBe(
      locale === 'ar' ? '−1,500 نقطة' : '−1,500 points',
    );
    expectNumbersRight(root);
  });

  it('shows a reward’s cost as its Unlock button says it, unpadded', () => {
    const root = render(detail(locale, 20), locale);
    expect(screen.getByTestId('reward-cost').textContent).toBe('20');
    expectNumbersRight(root);
  });

  it('writes the exchange summary’s amounts as counts of the brand’s points', () => {
    const root = render(summary(locale, 50, 50), locale);
    expect(root.textContent).toContain(
      locale === 'ar' ? '50 نقطة من مكافآت AMRX' : '50 AMRX Rewards points',
    );
    expect(root.textContent).toContain(
      locale === 'ar' ? '50 نقطة من بيتزا هت' : '50 Pizza Hut points',
    );
    expectNumbersRight(root);
    // The brands' names isolated and kept on one line.
    expect([...root.querySelectorAll('bdi.whitespace-nowrap')].map((b) => b.textContent)).toContain(
      NAMES[locale].AMRX,
    );
  });

  it('pads only the widget’s figures standing alone', async () => {
    const root = render(widget(locale), locale);
    // The total and the brand's balance, each all its element says, and no unit word after it.
    const figures = await screen.findAllByText('048');
    expect(figures).toHaveLength(2);
    expect(root.textContent).toContain(
      locale === 'ar' ? 'تنتهي صلاحية 30 نقطة في' : '30 points expire on',
    );
    expectNumbersRight(root);
  });
});

describe('isolates in a history row (docs/product.md §9 Direction)', () => {
  it('keeps an Arabic reason’s order id and brand names whole, each on one line', () => {
    const order = 'QA-J4-503978626-1';
    const reason = `خصم نقاط الطلب الملغى ${FSI}${order}${PDI} لدى ${FSI}مكافآت AMRX${PDI}`;
    const root = render(historyRow('ar', -20, reason), 'ar');
    const isolates = [...root.querySelectorAll('bdi')].map((b) => ({
      text: b.textContent,
      nowrap: b.classList.contains('whitespace-nowrap'),
    }));
    expect(isolates).toEqual(
      expect.arrayContaining([
        { text: order, nowrap: true },
        { text: 'مكافآت AMRX', nowrap: true },
      ]),
    );
    // The date and the time too: "27 نوفمبر 2026" never over two lines.
    expect(isolates.filter((b) => b.nowrap && /2026/.test(b.text ?? ''))).toHaveLength(1);
    expect(root.textContent).toContain(`خصم نقاط الطلب الملغى ${order} لدى مكافآت AMRX`);
    expectNumbersRight(root);
  });
});

const RealNumberFormat = Intl.NumberFormat;

describe('on an engine whose bare "ar" writes Arabic-Indic digits', () => {
  beforeEach(() => {
    Intl.NumberFormat = SaudiDataNumberFormat as unknown as typeof Intl.NumberFormat;
  });
  afterEach(() => {
    Intl.NumberFormat = RealNumberFormat;
  });

  it('would write the catalogue’s counts in them, as next-intl formats with the page’s locale', () => {
    const t = createTranslator({ locale: 'ar', messages: ar, namespace: 'History' });
    expect(t('amount', { sign: '', points: 30 })).toMatch(ARABIC_INDIC);
  });

  it('writes Western digits once the app has made its Arabic numbers Latin', () => {
    expect(installLatinDigits()).toBe(true);
    const t = createTranslator({ locale: 'ar', messages: ar, namespace: 'History' });
    expect(t('amount', { sign: '', points: 30 })).not.toMatch(ARABIC_INDIC);
    for (const ui of [historyRow('ar', -30), summary('ar', 50, 100), detail('ar', 1500)]) {
      const root = render(ui, 'ar');
      expectNumbersRight(root);
      document.body.innerHTML = '';
    }
  });
});
