'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Tabs } from '@/components/ui/tabs';
import { HISTORY_TABS, historyBrand, type HistoryView } from '@/lib/history/rows';
import type { BrandCode } from '@/lib/contract/codes';
import { ExpiryPanel } from './expiry-panel';
import { HistoryList } from './history-list';
import type { HistoryBrand } from './history-row';

/** docs/product.md §2 Transaction history: tabs All, Earned, Redeemed, plus expiry; times in the member's country's zone (docs/product.md §9). */
export function HistoryTabs({
  brands,
  timeZone,
}: {
  brands: HistoryBrand[];
  /**
   * Unused: a history amount is a count beside its unit, never padded (docs/product.md §5 Points
   * display). Still accepted from the page that passes the configured minimum.
   */
  minDigits?: number;
  timeZone: string;
}) {
  const t = useTranslations('History');
  const params = useSearchParams();
  // `?tab=expiry` opens a tab directly: a reminder's tap lands on the expiry tab (app/sw.ts).
  const asked = params.get('tab');
  const defaultValue = HISTORY_TABS.find((tab) => tab === asked);
  // `?brand=KFC` shows one brand's rows: a points widget's brand line leads here.
  const brand = historyBrand(params.get('brand'));
  const chooseBrand = (code: BrandCode | undefined) => {
    const next = new URLSearchParams(params);
    if (code) next.set('brand', code);
    else next.delete('brand');
    // Next keeps useSearchParams in step with the History API, without a server round trip.
    window.history.replaceState(null, '', `?${next.toString()}`);
  };
  const list = (tab: HistoryView['tab'], emptyText: string) => (
    <HistoryList view={{ tab, brand }} brands={brands} timeZone={timeZone} emptyText={emptyText} />
  );
  const panels = {
    all: list('all', t('empty')),
    earned: list('earned', t('empty')),
    redeemed: list('redeemed', t('emptyRedeemed')),
    expiry: <ExpiryPanel brand={brand} brands={brands} timeZone={timeZone} />,
  };
  return (
    <div className="flex flex-col gap-4">
      <label className="flex items-center gap-3 text-sm">
        <span className="shrink-0 text-muted">{t('brandLabel')}</span>
        <select
          value={brand ?? ''}
          onChange={(e) => chooseBrand(historyBrand(e.target.value))}
          className="min-w-0 flex-1 rounded-xl border border-line bg-white px-3 py-2 text-base sm:flex-none"
        >
          <option value="">{t('allBrands')}</option>
          {brands.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      <Tabs
        label={t('tabsLabel')}
        defaultValue={defaultValue}
        tabs={HISTORY_TABS.map((tab) => ({
          value: tab,
          label: t(`tab_${tab}`),
          panel: panels[tab],
        }))}
        className="flex flex-col gap-4"
        // Four tabs side by side down to 320 px in either language: a narrow screen takes a smaller
        // type and closer tabs rather than scroll the last one out of view.
        listClassName="flex justify-between gap-1 border-b border-line sm:justify-start sm:gap-2"
        tabClassName="-mb-px whitespace-nowrap border-b-2 border-transparent px-1.5 py-2 text-sm font-medium text-muted min-[400px]:px-3 sm:px-4 sm:text-base data-[state=active]:border-primary data-[state=active]:text-secondary focus-visible:outline-2 focus-visible:outline-primary"
      />
    </div>
  );
}
