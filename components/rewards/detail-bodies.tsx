import { getLocale, getTranslations } from 'next-intl/server';
import type { ModalBodyProps } from '@/components/modal/modal-registry';
import { callFromServer } from '@/lib/bff/server-call';
import { getHomeConfig } from '@/lib/home-config';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/locale';
import { localized } from '@/lib/localized';
import { getRewardsEnv } from '@/lib/rewards/rewards-env';
import type { FaqEntry } from './detail-view';
import { RewardDetail } from './reward-detail';
import { RewardsEnvProvider } from './rewards-env-provider';
import { VoucherDetail } from './voucher-detail';

// SPEC §2 /rewards/detail/{brand}/{id} and /voucher/detail/{brand}/{id}: the first paint carries
// the reward; the client leaf owns the flow. An unknown id says so (issue 8).

async function common() {
  const locale = (await getLocale()) as Locale;
  const [env, home] = await Promise.all([getRewardsEnv(locale), getHomeConfig()]);
  const faq: FaqEntry[] = (home?.faq ?? []).map((f) => ({ question: localized(f.question, locale), answer: localized(f.answer, locale) }));
  return { env, faq };
}

const isMissing = (status: number) => status === 404 || status === 400;

export async function RewardDetailBody({ params }: ModalBodyProps) {
  const input = { brand: params.brand ?? '', id: params.id ?? '' };
  const [{ env, faq }, result, t] = await Promise.all([common(), callFromServer('reward-details', input), getTranslations('Rewards')]);
  if (!result.ok) return <p role="alert">{isMissing(result.status) ? t('notFound') : t('rewardsError')}</p>;
  return (
    <RewardsEnvProvider env={env}>
      <RewardDetail input={input} initial={result.data} faq={faq} />
    </RewardsEnvProvider>
  );
}

export async function VoucherDetailBody({ params }: ModalBodyProps) {
  const input = { brand: params.brand ?? '', id: params.id ?? '' };
  const [{ env, faq }, t, tr] = await Promise.all([common(), getTranslations('Voucher'), getTranslations('Rewards')]);
  if (!env.member) {
    return (
      <p role="alert">
        {t('loginToSee')}{' '}
        <Link href="/login" replace className="font-semibold text-primary-ink underline underline-offset-4">
          {tr('login')}
        </Link>
      </p>
    );
  }
  const result = await callFromServer('voucher-details', input);
  if (!result.ok && isMissing(result.status)) return <p role="alert">{t('notFound')}</p>;
  return (
    <RewardsEnvProvider env={env}>
      <VoucherDetail input={input} initial={result.ok ? result.data : undefined} faq={faq} />
    </RewardsEnvProvider>
  );
}
