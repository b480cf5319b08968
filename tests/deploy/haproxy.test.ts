import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';

// deploy/haproxy.cfg is the balancer docs/production.md §9 offers and scripts/scale-out.mjs runs.
// The web app counts the code-send limits under the last X-Forwarded-For hop the balancer gives it
// (lib/server/client-address.ts), so the balancer must write the address it saw and drop the one
// a client sent. Where HAProxy is installed (.ci/run's scale-out step installs it) the file is
// checked by HAProxy itself and run against stand-in replicas; elsewhere those tests are skipped.

const CONFIG = 'deploy/haproxy.cfg';
const config = readFileSync(CONFIG, 'utf8');
const haproxy = spawnSync('haproxy', ['-v']).status === 0;
const VARIABLES = [...new Set([...config.matchAll(/"\$\{([A-Z0-9_]+)\}"/g)].map((m) => m[1]!))];

const section = (name: string) =>
  new RegExp(`^${name}\\n((?:  .*\\n|#.*\\n|\\n)*)`, 'm').exec(config)?.[1] ?? '';

describe('deploy/haproxy.cfg', () => {
  it('replaces a client’s X-Forwarded-For with the address the client connected from', () => {
    expect(section('frontend web')).toMatch(
      /^ {2}http-request set-header X-Forwarded-For %\[src\]$/m,
    );
    expect(config).not.toMatch(/^\s*option forwardfor/m);
  });

  it('sends requests only to replicas that say they are ready', () => {
    expect(section('backend webs')).toContain('http-check send meth GET uri /api/ready');
    expect(section('backend services')).toContain('http-check send meth GET uri /ready');
    expect(config).toMatch(/^ {2}default-server check /m);
  });

  it('is the file scripts/scale-out.mjs runs, with every address it names', () => {
    const scaleOut = readFileSync('scripts/scale-out.mjs', 'utf8');
    expect(scaleOut).toContain(`const HAPROXY_CONFIG = '${CONFIG}'`);
    expect(VARIABLES.sort()).toEqual([
      'SERVICE1',
      'SERVICE2',
      'SERVICE_BIND',
      'WEB1',
      'WEB2',
      'WEB_BIND',
    ]);
    for (const name of VARIABLES) expect(scaleOut).toMatch(new RegExp(`^ {2}${name}: `, 'm'));
    const docs = readFileSync('docs/production.md', 'utf8');
    expect(docs).toContain('`deploy/haproxy.cfg`');
    expect(docs).not.toMatch(/^\s*option forwardfor/m);
  });

  it.skipIf(!haproxy)('is valid for HAProxy (haproxy -c)', () => {
    const env = Object.fromEntries(VARIABLES.map((name, i) => [name, `127.0.0.1:${20000 + i}`]));
    expect(() =>
      execFileSync('haproxy', ['-c', '-q', '-f', CONFIG], { env: { ...process.env, ...env } }),
    ).not.toThrow();
  });

  describe.skipIf(!haproxy)('run against stand-in replicas', () => {
    let balancer: ChildProcess;
    let web: string;
    const replicas: Server[] = [];
    const seen: { replica: string; forwardedFor: string | undefined }[] = [];
    // web2 says it is not ready, as a replica does while it starts or stops.
    const readiness: Record<string, number> = {
      web1: 200,
      web2: 503,
      service1: 200,
      service2: 200,
    };

    const listen = async (name: string) => {
      const server = createServer((req, res) => {
        if (req.url === '/api/ready' || req.url === '/ready') res.statusCode = readiness[name]!;
        else seen.push({ replica: name, forwardedFor: req.headers['x-forwarded-for'] as string });
        res.end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      replicas.push(server);
      return `127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    const freePort = async () => {
      const server = createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      await new Promise((resolve) => server.close(resolve));
      return `127.0.0.1:${port}`;
    };

    beforeAll(async () => {
      const env: Record<string, string> = {
        WEB1: await listen('web1'),
        WEB2: await listen('web2'),
        SERVICE1: await listen('service1'),
        SERVICE2: await listen('service2'),
        WEB_BIND: await freePort(),
        SERVICE_BIND: await freePort(),
      };
      web = `http://${env.WEB_BIND}`;
      balancer = spawn('haproxy', ['-db', '-f', CONFIG], {
        env: { ...process.env, ...env },
        stdio: 'ignore',
      });
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      for (let i = 0; i < 100; i++) {
        if ((await fetch(`${web}/warm-up`).catch(() => null))?.ok) break;
        await sleep(100);
      }
      // HAProxy takes a replica as up until its first check (every 500 ms) says otherwise.
      await sleep(1500);
    });

    afterAll(() => {
      balancer?.kill('SIGTERM');
      for (const server of replicas) server.close();
    });

    it('forwards a forged X-Forwarded-For as the connecting address, to ready replicas only', async () => {
      seen.length = 0;
      const dispatcher = new Agent({ localAddress: '127.18.0.9' });
      try {
        for (let i = 0; i < 4; i++) {
          const res = await fetch(`${web}/api/amr-loyalty/config`, {
            headers: { 'x-forwarded-for': '203.0.113.7' },
            dispatcher,
          } as RequestInit);
          expect(res.status).toBe(200);
        }
      } finally {
        await dispatcher.close();
      }
      expect(seen).toEqual(Array(4).fill({ replica: 'web1', forwardedFor: '127.18.0.9' }));
    });
  });
});
