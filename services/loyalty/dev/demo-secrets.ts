import type { BrandCode } from '@/lib/contract/common';

/**
 * The secrets demo mode fills in when the environment gives none (services/loyalty/env.ts). They
 * are published here, so they are safe only where nobody else can reach the service: demo mode
 * listens on a loopback address only (docs/production.md §2 Demo mode). `npm start` generates its
 * own (scripts/runtime-env.mjs), so these serve the test and end-to-end runs.
 */
export const DEMO_SECRETS = {
  clientId: 'amrx-pwa-demo',
  clientSecret: 'demo-client-secret-not-for-production',
  bffSecret: 'demo-bff-secret-not-for-production',
  lookupSecret: 'demo-lookup-secret-not-for-production-0001',
  partnerKey: (brand: BrandCode) => `demo-partner-key-${brand.toLowerCase()}`,
  push: {
    publicKey:
      'BD4Z9Dz4_BARQ292e-fenz_RvyT5JtF46NLpYEBGVbBLCv-Dgy9uwO_SuYbMM8HGaiUfSIVTLEhUrLipqxTNNew',
    privateKey: 'C9fF81YQP8sau03K5hoEEkiz3KCAgddTb-E1xfvRrQs',
    subject: 'mailto:demo@amrx.invalid',
  },
} as const;
