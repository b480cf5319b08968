'use client';

import { useTranslations } from 'next-intl';
import { snackbar } from '@/lib/ui/snackbar';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useErrorText } from '@/lib/api/use-error-text';
import { enrolmentOf, type Enrollee } from '@/lib/brands/enrolment';
import { useIntentKey } from '@/lib/api/use-intent-key';
import { useRefreshPoints } from '@/lib/rewards/use-refresh-points';

type Props = {
  member: Enrollee;
  brand: { code: string; name: string; joiningBonusPts: number };
};

/**
 * docs/product.md §4 Per-brand membership: a member who has not joined a brand is offered to join it here,
 * and gets its joining bonus (register-member; the brand knows its customers by phone).
 */
export function JoinBrand({ member, brand }: Props) {
  const t = useTranslations('Brands');
  const errorText = useErrorText();
  const refresh = useRefreshPoints();
  const { keyFor, settle } = useIntentKey();
  const enrol = useApiMutation('register-member');
  const intent = `enrol:${brand.code}`;

  const join = () =>
    enrol.mutate(enrolmentOf(member, brand.code, '', keyFor(intent)), {
      onSuccess: async ({ data }) => {
        settle(intent);
        const bonus = data.brands.find((b) => b.brand === brand.code)?.joiningBonusPts ?? 0;
        snackbar.success(t('joinedWithBonus', { brand: brand.name, points: bonus }));
        await refresh();
      },
    });

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">
        {t('joinOffer', { brand: brand.name, points: brand.joiningBonusPts })}
      </p>
      <button
        type="button"
        onClick={join}
        disabled={enrol.isPending}
        className="self-start rounded-full bg-primary-ink px-5 py-2.5 text-sm font-semibold text-white disabled:opacity-60"
      >
        {enrol.isPending ? t('joining') : t('join', { brand: brand.name })}
      </button>
      {enrol.error ? (
        <p role="alert" className="text-sm text-error-ink">
          {errorText(enrol.error)}
        </p>
      ) : null}
    </div>
  );
}
