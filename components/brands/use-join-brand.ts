'use client';

import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useIntentKey } from '@/lib/api/use-intent-key';
import { enrolmentOf, type Enrollee } from '@/lib/brands/enrolment';
import { useRefreshPoints } from '@/lib/rewards/browser/use-refresh-points';

/**
 * Joining one brand (register-member; the brand knows its customers by phone), as a brand's
 * detail, a reward's detail (components/rewards/member-reward-actions.tsx) and the transfer form's
 * brand picker (components/exchange/brand-picker.tsx) offer it. Each place says it is done in its
 * own words (`onJoined`, with the bonus the join credited), so a page gets only its own catalogue
 * namespaces, and once the balances have been read again (`onRefreshed`) puts focus on what the
 * join made possible (docs/product.md §2 "Focus follows each step").
 */
export function useJoinBrand(member: Enrollee, brandCode: string, deviceId = '') {
  const refresh = useRefreshPoints();
  const { keyFor, settle } = useIntentKey();
  const enrol = useApiMutation('register-member');
  const intent = `enrol:${brandCode}`;
  const join = ({
    onJoined,
    onRefreshed,
  }: {
    onJoined: (bonus: number) => void;
    onRefreshed?: () => void;
  }) =>
    enrol.mutate(enrolmentOf(member, brandCode, deviceId, keyFor(intent)), {
      onSuccess: async ({ data }) => {
        settle(intent);
        onJoined(data.brands.find((b) => b.brand === brandCode)?.joiningBonusPts ?? 0);
        await refresh();
        onRefreshed?.();
      },
    });
  return { join, pending: enrol.isPending, error: enrol.error };
}
