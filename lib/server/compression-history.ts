import zlib from 'node:zlib';

const KEPT = Symbol.for('amrx.compressionHistoryKept');

/**
 * `next start` compresses a page with the compression middleware and, while the page streams,
 * flushes after every chunk it writes (next/dist/server/pipe-readable.js) by calling the zlib
 * stream's flush() without a kind. Node's default kind is Z_FULL_FLUSH, which also empties the
 * compressor's history: the page's server payload, which repeats the HTML's words and class names,
 * is then compressed as if nothing had come before it. A sync flush sends everything pending out
 * at the same moment and keeps that history. Measured on our member pages: 0.5-1.1 KB less of
 * 12-15 KB of gzip, enough to bring the Arabic home and exchange pages back within a new
 * connection's first round trip (bench/web-budgets.mjs prints each page's HTML against it).
 *
 * Only a flush without a kind changes; an explicit kind is passed on as given. Installed once per
 * server process (instrumentation.ts).
 */
export function keepCompressionHistoryOnFlush() {
  for (const Stream of [zlib.Gzip, zlib.Deflate, zlib.DeflateRaw]) {
    const prototype = Stream.prototype as zlib.Gzip & { [KEPT]?: true };
    if (prototype[KEPT]) continue;
    const flush = prototype.flush as (this: zlib.Gzip, kind: number, callback?: () => void) => void;
    prototype.flush = function flushKeepingHistory(
      this: zlib.Gzip,
      kind?: number | (() => void),
      callback?: () => void,
    ) {
      if (typeof kind === 'function' || kind === undefined)
        return flush.call(this, zlib.constants.Z_SYNC_FLUSH, kind ?? callback);
      return flush.call(this, kind, callback);
    } as typeof prototype.flush;
    prototype[KEPT] = true;
  }
}
