'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Reward } from '@/lib/contract/loyalty';
import { formatValidity } from '@/lib/i18n/format';
import { useRouter } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locale';
import { bySuffix } from '@/lib/i18n/localized';
import { ModalDialog, POPUP_CLASS } from '@/components/ui/modal-dialog';
import { useBrandOf } from './rewards-context-provider';
import { routePath } from '@/lib/navigation/route-paths';

/** docs/product.md §2 Reward-unlocked popup: the reward is now a voucher; activating it is the next step. */
export function RewardUnlockedPopup({
  voucher,
  onClose,
}: {
  voucher: Reward;
  onClose: () => void;
}) {
  const t = useTranslations('RewardUnlock');
  const tv = useTranslations('Validity');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const brand = useBrandOf()(voucher.brand);
  // Modal to modal: replace, so one step back still lands on the page beneath (route-modal.tsx).
  const view = () =>
    router.replace(routePath('voucherDetail', { brand: brand.shortname, id: voucher.id }));
  return (
    <ModalDialog
      open
      onClose={onClose}
      labelledBy="reward-unlocked-title"
      describedBy="reward-unlocked-text"
      className={`${POPUP_CLASS} text-center`}
    >
      <h2 id="reward-unlocked-title" className="text-xl font-semibold">
        {t('unlockedTitle')}
      </h2>
      <p id="reward-unlocked-text" className="mt-2 text-sm text-muted">
        {t('unlockedText', {
          title: bySuffix(voucher, 'title', locale),
          validity: formatValidity(tv, voucher.duration, voucher.durationUnit),
        })}
      </p>
      <div className="mt-5 flex flex-col gap-2">
        <button
          type="button"
          onClick={view}
          className="rounded-full bg-primary-ink px-6 py-3 font-semibold text-white"
        >
          {t('viewVoucher')}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="rounded-full px-6 py-3 font-semibold underline"
        >
          {t('later')}
        </button>
      </div>
    </ModalDialog>
  );
}
