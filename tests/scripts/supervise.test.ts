import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// `npm run start:prod` (scripts/start-prod.mjs) runs the web app and the service under
// scripts/supervise.mjs: a signal reaches both, either one ending stops the other, a failure is
// the exit code, a child that will not stop is killed, and the pair stops when whatever started
// it is gone (npm's `sh -c` dies of SIGTERM without passing it on). Real processes throughout.

const dir = mkdtempSync(path.join(tmpdir(), 'supervise-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const supervisor = path.join(dir, 'supervisor.mjs');
writeFileSync(
  supervisor,
  `import { spawn } from 'node:child_process';
import { supervise } from ${JSON.stringify(pathToFileURL(path.resolve('scripts/supervise.mjs')).href)};
const programs = JSON.parse(process.env.CHILDREN);
const children = programs.map((code) => spawn(process.execPath, ['-e', code], { stdio: 'inherit' }));
console.log(JSON.stringify({ supervisor: process.pid, children: children.map((c) => c.pid) }));
supervise(children, { graceMs: 1500, stopWithParent: true, parentCheckMs: 100 });
`,
);

/** Says which signal it got, then exits as Next's server does (128 + the signal's number). */
const server = (name: string) =>
  `for (const [s, n] of [['SIGTERM', 143], ['SIGINT', 130]])
     process.on(s, () => { console.log('${name} got ' + s); process.exit(n); });
   setInterval(() => {}, 1000); console.log('${name} up');`;
const crashing = `setTimeout(() => process.exit(3), 300); setInterval(() => {}, 1000); console.log('crasher up');`;
const stubborn = `process.on('SIGTERM', () => console.log('stubborn ignores SIGTERM'));
  setInterval(() => {}, 1000); console.log('stubborn up');`;

type Run = {
  child: ChildProcess;
  out: () => string;
  pids: Promise<{ supervisor: number; children: number[] }>;
};

function run(children: string[], viaShell = false): Run {
  const env = { ...process.env, CHILDREN: JSON.stringify(children) };
  const child = viaShell
    ? spawn('sh', ['-c', `"${process.execPath}" "${supervisor}"`], { env })
    : spawn(process.execPath, [supervisor], { env });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk));
  const pids = new Promise<{ supervisor: number; children: number[] }>((resolve) => {
    const look = () => {
      const line = out.split('\n').find((l) => l.startsWith('{"supervisor"'));
      if (line) resolve(JSON.parse(line));
      else setTimeout(look, 20);
    };
    look();
  });
  return { child, out: () => out, pids };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Running, and not a zombie waiting to be reaped. */
function alive(pid: number) {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const up = (r: Run, ...names: string[]) =>
  until(() => names.every((n) => r.out().includes(`${n} up`)));

it('passes SIGTERM to both and exits 0 when both stopped', async () => {
  const r = run([server('web'), server('service')]);
  await up(r, 'web', 'service');
  r.child.kill('SIGTERM');
  expect(await exited(r.child)).toBe(0);
  expect(r.out()).toContain('web got SIGTERM');
  expect(r.out()).toContain('service got SIGTERM');
  const { children } = await r.pids;
  expect(children.filter(alive)).toEqual([]);
});

it('passes SIGINT on as SIGINT', async () => {
  const r = run([server('web'), server('service')]);
  await up(r, 'web', 'service');
  r.child.kill('SIGINT');
  expect(await exited(r.child)).toBe(0);
  expect(r.out()).toContain('web got SIGINT');
  expect(r.out()).toContain('service got SIGINT');
});

it('stops the other when one fails, and exits with its code', async () => {
  const r = run([crashing, server('web')]);
  expect(await exited(r.child)).toBe(3);
  expect(r.out()).toContain('web got SIGTERM');
  expect((await r.pids).children.filter(alive)).toEqual([]);
});

it('exits non-zero when a child is killed', async () => {
  const r = run([server('web'), server('service')]);
  await up(r, 'web', 'service');
  const { children } = await r.pids;
  process.kill(children[1]!, 'SIGKILL');
  expect(await exited(r.child)).toBe(137);
  expect(r.out()).toContain('web got SIGTERM');
});

it('kills a child that does not stop within the grace period, and says it failed', async () => {
  const r = run([stubborn, server('web')]);
  await up(r, 'stubborn', 'web');
  const started = Date.now();
  r.child.kill('SIGTERM');
  expect(await exited(r.child)).toBe(1);
  expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  expect(r.out()).toContain('stubborn ignores SIGTERM');
  expect((await r.pids).children.filter(alive)).toEqual([]);
});

it('stops both when the shell that started it dies without passing the signal on', async () => {
  const r = run([server('web'), server('service')], true);
  await up(r, 'web', 'service');
  const { supervisor: pid, children } = await r.pids;
  // What npm does on SIGTERM: it signals its `sh -c`, which dies and leaves its child running.
  r.child.kill('SIGTERM');
  await exited(r.child);
  await until(() => !alive(pid) && children.every((c) => !alive(c)));
  expect(r.out()).toContain('web got SIGTERM');
});
