import { existsSync, readFileSync } from 'node:fs';
import {
  PROD_SERVICE_COMMAND,
  PROD_WEB_COMMAND,
  SERVICE_SERVER,
  WEB_SERVER,
} from '@/scripts/prod-commands.mjs';

// The containers cannot be built on these machines (no registry for base images), so this holds
// them to what can be checked: each runs exactly the production command `npm run start:prod` runs,
// each npm script it calls exists, and each file it copies is in the repository or made by the
// build script it ran.
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
const read = (file: string) => readFileSync(file, 'utf8');
const cmdOf = (dockerfile: string) =>
  JSON.parse(/^CMD (\[.*\])$/m.exec(read(dockerfile))![1]!) as string[];
const npmRuns = (text: string) => [...text.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);

/** What each build script writes (scripts/build-prod.mjs, scripts/build-service.mjs). */
const BUILT = ['.next/standalone', 'services/loyalty/dist'];

describe('containers and compose', () => {
  it('run the production commands of scripts/prod-commands.mjs', () => {
    expect(cmdOf('Dockerfile.web')).toEqual(PROD_WEB_COMMAND);
    expect(cmdOf('Dockerfile.service')).toEqual(PROD_SERVICE_COMMAND);
    const compose = read('compose.yaml');
    const commands = [...compose.matchAll(/command: (\[.*\])/g)].map(
      (m) => JSON.parse(m[1]!.replace(/'/g, '"')) as string[],
    );
    expect(commands).toEqual([PROD_SERVICE_COMMAND, PROD_WEB_COMMAND]);
    const dockerfiles = [...compose.matchAll(/dockerfile: (\S+)/g)].map((m) => m[1]!);
    expect(dockerfiles).toEqual(['Dockerfile.service', 'Dockerfile.web']);
    for (const file of dockerfiles) expect(existsSync(file)).toBe(true);
  });

  it('call only npm scripts that exist, and start:prod runs the same commands', () => {
    for (const file of ['Dockerfile.web', 'Dockerfile.service'])
      for (const script of npmRuns(read(file))) expect(pkg.scripts).toHaveProperty(script);
    expect(pkg.scripts['start:prod']).toBe('node scripts/start-prod.mjs');
    const start = read('scripts/start-prod.mjs');
    expect(start).toContain('start(PROD_SERVICE_COMMAND)');
    expect(start).toContain('start(PROD_WEB_COMMAND)');
    expect(read('scripts/build-service.mjs')).toContain('outfile: SERVICE_SERVER');
    expect(WEB_SERVER.startsWith(BUILT[0]!)).toBe(true);
    expect(SERVICE_SERVER.startsWith(BUILT[1]!)).toBe(true);
  });

  it('copy only files the repository has or the build made', () => {
    for (const file of ['Dockerfile.web', 'Dockerfile.service']) {
      const copies = [...read(file).matchAll(/^COPY (?:--from=build )?(\S+(?: \S+)*) \S+$/gm)];
      for (const [, sources] of copies)
        for (const source of sources!.split(' ').map((s) => s.replace(/^\/app\//, ''))) {
          if (source === '.') continue;
          const built = BUILT.some((b) => source.startsWith(b));
          expect(built || existsSync(source), `${file}: ${source}`).toBe(true);
        }
    }
  });
});
