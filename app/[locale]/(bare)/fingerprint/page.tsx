import { connection } from 'next/server';
import { routePage } from '@/components/layout/route-page';
import { FingerprintReporter } from '@/components/device/fingerprint-reporter';
import { brandOrigins } from '@/lib/security/allow-lists';

// docs/product.md §2: the fingerprint route renders only a hidden block. The allow-list is the running
// server's, so the page is rendered per request, not at build time.
export default routePage('fingerprint', async () => {
  await connection();
  return <FingerprintReporter allowedOrigins={brandOrigins()} />;
});
