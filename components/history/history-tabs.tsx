'use client';

import * as Tabs from '@radix-ui/react-tabs';
import { useLocale, useTranslations } from 'next-intl';
import { HISTORY_TABS } from '@/lib/history/rows';
import { ExpiryPanel } from './expiry-panel';
import { HistoryList } from './history-list';
import type { HistoryBrand } from './history-row';

/** SPEC §2 Transaction history: tabs All, Earned, Redeemed, plus expiry; times in the member's country's zone (SPEC §9). */
export function HistoryTabs({ brands, minDigits, timeZone }: { brands: HistoryBrand[]; minDigits: number; timeZone: string }) {
  const t = useTranslations('History');
  const locale = useLocale();
  return (
    <Tabs.Root defaultValue="all" dir={locale === 'ar' ? 'rtl' : 'ltr'} className="flex flex-col gap-4">
      <Tabs.List aria-label={t('tabsLabel')} className="flex gap-2 overflow-x-auto border-b border-line">
        {HISTORY_TABS.map((tab) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-2 font-medium text-muted data-[state=active]:border-primary data-[state=active]:text-secondary focus-visible:outline-2 focus-visible:outline-primary"
          >
            {t(`tab_${tab}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="all">
        <HistoryList filter="all" brands={brands} minDigits={minDigits} timeZone={timeZone} emptyText={t('empty')} />
      </Tabs.Content>
      <Tabs.Content value="earned">
        <HistoryList filter="earned" brands={brands} minDigits={minDigits} timeZone={timeZone} emptyText={t('empty')} />
      </Tabs.Content>
      <Tabs.Content value="redeemed">
        <HistoryList filter="redeemed" brands={brands} minDigits={minDigits} timeZone={timeZone} emptyText={t('emptyRedeemed')} />
      </Tabs.Content>
      <Tabs.Content value="expiry">
        <ExpiryPanel brands={brands} minDigits={minDigits} timeZone={timeZone} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
