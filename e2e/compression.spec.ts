import { get } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { expect, test } from './support/test';
import { baseURL } from '../playwright.config';
import { LOCALES } from './support/routes';

// `next start` flushes the compressor after every chunk of a streamed page; the server process
// makes those flushes keep the compressor's history (lib/server/compression-history.ts), so a page
// comes out compressed as one stream: its server payload refers back to the HTML it repeats. With
// Node's default full flush the home page came out 8-9 % larger than its text compressed at once.

/** A page's body exactly as the server sent it, asked for gzip-compressed, and its encoding. */
function sentBody(path: string) {
  return new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    get(`${baseURL}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

for (const locale of LOCALES) {
  test(`the ${locale} home page is compressed as one stream across its flushes`, async () => {
    const { encoding, body: sent } = await sentBody(`/${locale}/home`);
    expect(encoding).toBe('gzip');
    const text = gunzipSync(sent);
    expect(text.toString()).toContain('self.__next_f');
    // Compressed at once, at the same level (zlib's default, as the compression middleware uses).
    const atOnce = gzipSync(text).length;
    expect(sent.length).toBeLessThan(atOnce * 1.02);
  });
}
