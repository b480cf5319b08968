import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { memberBrowser } from '@/scripts/member-browser.mjs';

// The scripted member's browser (scripts/member-browser.mjs), as scripts/scale-out.mjs uses it
// while replicas are killed mid-answer.

let server: Server | undefined;
afterEach(() => server?.close());

async function serving(answer: (res: import('node:http').ServerResponse) => void) {
  server = createServer((req, res) => {
    req.resume();
    answer(res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

describe('a scripted member’s call', () => {
  it('reads the envelope’s data of a whole answer', async () => {
    const web = await serving((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { brands: {} } }));
    });
    expect(await memberBrowser(web).call('loyalty-brands')).toEqual({
      status: 200,
      data: { brands: {} },
    });
  });

  it('is no answer when a success is cut short, so the caller tries again', async () => {
    const web = await serving((res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' });
      res.write('{"data":{"bra');
      setTimeout(() => res.destroy(), 20);
    });
    expect(await memberBrowser(web).call('loyalty-brands')).toEqual({ status: 0 });
  });

  it('keeps a refusal’s status when its body is not JSON (a balancer’s own page)', async () => {
    const web = await serving((res) => {
      res.writeHead(503, { 'content-type': 'text/html' });
      res.end('<h1>503 Service Unavailable</h1>');
    });
    expect((await memberBrowser(web).call('loyalty-brands')).status).toBe(503);
  });
});
