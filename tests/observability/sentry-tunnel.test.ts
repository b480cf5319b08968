import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forwardToSentry } from '@/lib/observability/sentry-tunnel';

// The error reports' tunnel forwards an envelope to the configured project's ingest, and nothing
// else anywhere: a local server stands in for Sentry's ingest.
describe('the error reports tunnel', () => {
  let ingest: Server;
  let host: string;
  const received: { url: string; body: string; type: string | undefined }[] = [];
  beforeAll(async () => {
    ingest = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ url: req.url ?? '', body, type: req.headers['content-type'] });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((r) => ingest.listen(0, '127.0.0.1', r));
    host = `127.0.0.1:${(ingest.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => ingest.close(r)));

  const dsn = () => `http://public-key@${host}/42`;
  const envelope = (to: string) =>
    `${JSON.stringify({ event_id: 'a'.repeat(32), dsn: to })}\n{"type":"event"}\n{"message":"x"}`;
  const post = (body: string) =>
    new Request('http://app.example/api/monitoring', { method: 'POST', body });

  it('forwards an envelope for the configured project to its ingest', async () => {
    const res = await forwardToSentry(post(envelope(dsn())), dsn());
    expect(res.status).toBe(200);
    expect(received.at(-1)).toEqual({
      url: '/api/42/envelope/',
      body: envelope(dsn()),
      type: 'application/x-sentry-envelope',
    });
  });

  it('refuses envelopes for another project or host, malformed ones, and runs only with a DSN', async () => {
    const before = received.length;
    const other = [`http://public-key@${host}/43`, 'http://public-key@evil.example/42'];
    for (const to of other)
      expect((await forwardToSentry(post(envelope(to)), dsn())).status).toBe(400);
    expect((await forwardToSentry(post('not json\n{}'), dsn())).status).toBe(400);
    expect((await forwardToSentry(post(envelope(dsn())), undefined)).status).toBe(404);
    expect((await forwardToSentry(post('x'.repeat(1_000_001)), dsn())).status).toBe(413);
    expect(received.length).toBe(before);
  });

  it('refuses a chunked body past the cap after reading little more than the cap', async () => {
    // A chunked body declares no length: the tunnel must stop reading at the cap, not buffer a
    // 20 MB stream first (docs/quality.md §2 item 18).
    const chunk = new Uint8Array(64 * 1024).fill(120);
    const total = 20 * 1024 * 1024;
    let pulled = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request('http://app.example/api/monitoring', {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    const before = received.length;
    expect((await forwardToSentry(request, dsn())).status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1_000_000 + 2 * chunk.byteLength);
    expect(cancelled).toBe(true);
    expect(received.length).toBe(before);
  });
});
