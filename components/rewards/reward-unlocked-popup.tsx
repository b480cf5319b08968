'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useLocale, useTranslations } from 'next-intl';
import type { Reward } from '@/lib/contract/loyalty';
import { formatValidity } from '@/lib/format';
import { useRouter } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/locale';
import { bySuffix } from '@/lib/localized';
import { useBrandOf } from './rewards-env-provider';

/** SPEC §2 Reward-unlocked popup: the reward is now a voucher; activating it is the next step. */
export function RewardUnlockedPopup({ voucher, onClose }: { voucher: Reward; onClose: () => void }) {
  const t = useTranslations('Rewards');
  const tv = useTranslations('Validity');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const brand = useBrandOf()(voucher.brand);
  // Modal to modal: replace, so one step back still lands on the page beneath (route-modal.tsx).
  const view = () => router.replace(`/voucher/detail/${brand.shortname}/${voucher.id}`);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/60" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-[70] mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl">
          <Dialog.Title className="text-xl font-semibold">{t('unlockedTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            {t('unlockedText', {
              title: bySuffix(voucher, 'title', locale),
              validity: formatValidity(tv, voucher.duration, voucher.durationUnit),
            })}
          </Dialog.Description>
          <div className="mt-5 flex flex-col gap-2">
            <button type="button" onClick={view} className="rounded-full bg-primary-ink px-6 py-3 font-semibold text-white">
              {t('viewVoucher')}
            </button>
            <Dialog.Close className="rounded-full px-6 py-3 font-semibold underline">{t('later')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
