import { getTranslations } from 'next-intl/server';
import type { ModalBodyProps } from '@/components/modal/modal-page';
import { callFromServer } from '@/lib/bff/server-call';
import { Link } from '@/lib/i18n/navigation';
import { rewardInLanguage } from '@/lib/rewards/in-language';
import { memberTimeZone } from '@/lib/session/member-time-zone';
import { detailContext, isMissing } from './detail-context';
import { RewardsContextProvider } from './rewards-context-provider';
import { VoucherDetail } from './voucher-detail';
import { routePath } from '@/lib/navigation/route-paths';

// The first paint carries the voucher, in the page's language only (rewardInLanguage); the client
// leaf owns the flow. An unknown id says so.
export async function VoucherDetailBody({ params }: ModalBodyProps) {
  const input = { brand: params.brand ?? '', id: params.id ?? '' };
  const [{ env, faq, locale }, t, tr] = await Promise.all([
    detailContext(),
    getTranslations('Voucher'),
    getTranslations('RewardDetail'),
  ]);
  if (!env.member) {
    return (
      <p role="alert">
        {t('loginToSee')}{' '}
        <Link
          href={routePath('login')}
          replace
          className="font-semibold text-primary-ink underline underline-offset-4"
        >
          {tr('login')}
        </Link>
      </p>
    );
  }
  const [result, timeZone] = await Promise.all([
    callFromServer('voucher-details', input),
    memberTimeZone(),
  ]);
  if (!result.ok && isMissing(result.status)) return <p role="alert">{t('notFound')}</p>;
  return (
    <RewardsContextProvider value={env}>
      <VoucherDetail
        input={input}
        initial={result.ok ? { voucher: rewardInLanguage(result.data.voucher, locale) } : undefined}
        faq={faq}
        timeZone={timeZone}
      />
    </RewardsContextProvider>
  );
}
