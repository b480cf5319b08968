'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

// The queries whose numbers change when points or vouchers move: the points widget
// (components/points/*), the reward lists, the member's vouchers, and what other screens show.
const AFFECTED = [
  'loyalty-brands',
  'voucher-list',
  'voucher-details',
  'reward-list',
  'reward-history',
  'expiring-soon',
];

/** After enrol, unlock, activate or redeem: refetch what shows balances, without a reload. */
export function useRefreshPoints() {
  const client = useQueryClient();
  return useCallback(
    () => Promise.all(AFFECTED.map((name) => client.invalidateQueries({ queryKey: [name] }))),
    [client],
  );
}
