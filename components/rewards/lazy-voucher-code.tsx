'use client';

import dynamic from 'next/dynamic';
import { orOffline } from '@/components/ui/offline-part';

// Only an activated voucher, or its copy saved for offline use, has a code to show: its part loads
// when first shown (the JavaScript budget, docs/quality.md §3). Rendered on the server like the rest of the
// detail; its file is precached for offline use with every other.
export const VoucherCode = dynamic(() =>
  import('./voucher-code').then((m) => m.VoucherCode, orOffline),
);
