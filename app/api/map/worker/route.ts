import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { mapEnv } from '@/lib/config/env';
import { MAP_WORKER_FILE } from '@/lib/stores/map-worker';

/**
 * The store map's worker script (MapLibre's own, maplibre-gl/dist), served from this origin so the
 * page's policy needs no blob: workers (lib/security/headers.ts). A worker runs under the policy
 * of its own response: it may fetch the map's tiles and nothing else. The address carries the
 * library's version, so the file never changes under it. Without a map there is no worker.
 */
export async function GET() {
  const map = mapEnv();
  if (!map) return new Response(null, { status: 404 });
  const source = await readFile(
    // Traced by next.config.ts (outputFileTracingIncludes), not by a scan of the whole project.
    path.join(/* turbopackIgnore: true */ process.cwd(), MAP_WORKER_FILE),
  );
  return new Response(source, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': `default-src 'none'; connect-src 'self' ${map.origins.join(' ')}; img-src data: blob:`,
    },
  });
}
