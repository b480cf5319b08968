import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import {
  PINNED_IMAGE,
  baseImages,
  dockerHealthcheck,
  instructions,
} from '@/tests/deploy/support/dockerfile';

// The images cannot be built here (no container engine), so their Dockerfiles are read: a pinned
// base, a health check that asks the program whether it is ready, a user other than root, and no
// env file in the build context. The health check's command is run for real against a stand-in.

const IMAGES = {
  'Dockerfile.web': { ready: '/api/ready', portVariable: 'PORT' },
  'Dockerfile.service': { ready: '/ready', portVariable: 'LOYALTY_PORT' },
} as const;
const run = promisify(execFile);

/** A stand-in for the program: its readiness path answers `status`. */
async function standIn(path: string, status: number): Promise<Server> {
  const server = createServer((req, res) => {
    res.statusCode = req.url === path ? status : 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** The health check's exit code with the program's port variable pointing at `port`. */
async function healthcheckExit(dockerfile: keyof typeof IMAGES, port: number) {
  const [bin, ...args] = dockerHealthcheck(dockerfile)!;
  expect(bin).toBe('node');
  try {
    await run(process.execPath, args, {
      env: { ...process.env, [IMAGES[dockerfile].portVariable]: String(port) },
      timeout: 10_000,
    });
    return 0;
  } catch (error) {
    return (error as { code: number }).code;
  }
}

describe.each(Object.keys(IMAGES) as (keyof typeof IMAGES)[])('%s', (dockerfile) => {
  it('builds on one Node image, pinned by version and digest, of the major .nvmrc names', () => {
    const images = baseImages(dockerfile);
    expect(images.length).toBeGreaterThan(0);
    expect(new Set(images).size).toBe(1);
    expect(images[0]).toMatch(PINNED_IMAGE);
    expect(images[0]).toMatch(
      new RegExp(`^node:${readFileSync('.nvmrc', 'utf8').trim()}\\.\\d+\\.\\d+-bookworm-slim@`),
    );
  });

  it('checks its health on the readiness path with node alone (the image has no curl)', () => {
    const check = dockerHealthcheck(dockerfile);
    expect(check?.slice(0, 2)).toEqual(['node', '-e']);
    expect(check![2]).toContain(`'${IMAGES[dockerfile].ready}'`);
  });

  it('reports healthy only while the program answers its readiness path with 200', async () => {
    const { ready } = IMAGES[dockerfile];
    for (const [status, exit] of [
      [200, 0],
      [503, 1],
    ] as const) {
      const server = await standIn(ready, status);
      try {
        expect(await healthcheckExit(dockerfile, (server.address() as AddressInfo).port)).toBe(
          exit,
        );
      } finally {
        server.close();
      }
    }
    // Nothing listening: the check fails rather than hangs.
    const closed = await standIn(ready, 200);
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await healthcheckExit(dockerfile, port)).toBe(1);
  });

  it('runs the program as an unprivileged user', () => {
    const lines = instructions(dockerfile);
    const lastStage = lines.slice(lines.findLastIndex((l) => l.startsWith('FROM ')));
    const user = lastStage.findLast((l) => l.startsWith('USER '));
    expect(user).toBeDefined();
    expect(user!.split(/\s+/)[1]).not.toMatch(/^(root|0)(:|$)/);
    expect(lastStage.indexOf(user!)).toBeLessThan(lastStage.findIndex((l) => l.startsWith('CMD ')));
  });
});

describe('.dockerignore', () => {
  // Docker's patterns: `*` is any run of characters within one path segment.
  const patterns = readFileSync('.dockerignore', 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  const ignored = (file: string) =>
    patterns.reduce((out, pattern) => {
      const negated = pattern.startsWith('!');
      const glob = negated ? pattern.slice(1) : pattern;
      const re = new RegExp(
        `^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`,
      );
      return re.test(file) ? !negated : out;
    }, false);

  it('keeps every env file out of the build context, where next build would copy it', () => {
    for (const file of ['.env', '.env.local', '.env.production', '.env.production.local'])
      expect(ignored(file), file).toBe(true);
    expect(ignored('package.json')).toBe(false);
  });
});

describe("the service's image", () => {
  it('holds every SQL file the service applies at start, where the bundle reads it', async () => {
    const { BEHAVIOUR_SQL_PATHS } = await import('@/services/loyalty/db/client');
    const copied = instructions('Dockerfile.service')
      .filter((line) => line.startsWith('COPY --from=build '))
      .map((line) => line.split(/\s+/)[3]!);
    for (const path of BEHAVIOUR_SQL_PATHS) {
      const inRepo = path.slice(path.indexOf('services/loyalty/'));
      expect(copied, inRepo).toContain(`./${inRepo}`);
    }
  });
});
