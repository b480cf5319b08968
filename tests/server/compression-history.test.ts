import zlib from 'node:zlib';
import { keepCompressionHistoryOnFlush } from '@/lib/server/compression-history';

// Two chunks as a page streams them: the second repeats the first's words (the server payload
// after the HTML), with a flush between them as `next start` makes after every chunk it writes.
// Words that do not repeat within a chunk (a fixed pseudo-random sequence), so only the history
// can make the second chunk cheap.
let seed = 7;
const word = () => (seed = (seed * 48271) % 2147483647).toString(36);
const html = Buffer.from(
  Array.from({ length: 400 }, () => `<li class="${word()}">${word()}</li>`).join(''),
);
const payload = Buffer.from(JSON.stringify(html.toString()));

function compressed(
  create: () => zlib.Gzip | zlib.Deflate,
  flush: (stream: zlib.Gzip | zlib.Deflate, done: () => void) => void,
) {
  return new Promise<Buffer>((resolve, reject) => {
    const stream = create();
    const out: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(out)));
    stream.on('error', reject);
    stream.write(html);
    flush(stream, () => {
      stream.write(payload);
      stream.end();
    });
  });
}

const explicitly = (kind: number) => (stream: zlib.Gzip | zlib.Deflate, done: () => void) =>
  stream.flush(kind, done);
// As the compression middleware calls it (res.flush()), and with only a callback.
const withoutArguments = (stream: zlib.Gzip | zlib.Deflate, done: () => void) => {
  stream.flush();
  done();
};
const withOnlyCallback = (stream: zlib.Gzip | zlib.Deflate, done: () => void) => stream.flush(done);

describe('compression history across a flush', () => {
  beforeAll(() => keepCompressionHistoryOnFlush());

  it.each([
    ['gzip', () => zlib.createGzip(), zlib.gunzipSync],
    ['deflate', () => zlib.createDeflate(), zlib.inflateSync],
    ['raw deflate', () => zlib.createDeflateRaw(), zlib.inflateRawSync],
  ] as const)(
    '%s: a flush without a kind is a sync flush, which keeps the history',
    async (_name, create, decompress) => {
      const kept = await compressed(create, withoutArguments);
      expect(kept).toEqual(await compressed(create, withOnlyCallback));
      expect(kept).toEqual(await compressed(create, explicitly(zlib.constants.Z_SYNC_FLUSH)));
      // A full flush forgets the first chunk, so the repeated words cost their full price again.
      const forgotten = await compressed(create, explicitly(zlib.constants.Z_FULL_FLUSH));
      expect(kept.length).toBeLessThan(forgotten.length * 0.8);
      expect(decompress(kept).toString()).toBe(html.toString() + payload.toString());
    },
  );

  it('passes an explicit kind on as given', async () => {
    const full = await compressed(() => zlib.createGzip(), explicitly(zlib.constants.Z_FULL_FLUSH));
    const sync = await compressed(() => zlib.createGzip(), explicitly(zlib.constants.Z_SYNC_FLUSH));
    expect(full).not.toEqual(sync);
  });

  it('is installed once however often it is called', () => {
    const flush = zlib.Gzip.prototype.flush;
    keepCompressionHistoryOnFlush();
    expect(zlib.Gzip.prototype.flush).toBe(flush);
  });
});
