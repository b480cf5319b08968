'use client';

import dynamic from 'next/dynamic';
import { orOffline } from '@/components/ui/offline-part';

// Only a member sees their balances: a guest's page loads the points widget's invitation alone,
// not this half's code (the JavaScript budget, docs/quality.md §3). Rendered on the server like the rest.
export const MemberBalances = dynamic(() =>
  import('./member-balances').then((m) => m.MemberBalances, orOffline),
);
