import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuMs, cpuMsOfCommand } from '../../bench/support/cpu-time.mjs';

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  let spin = 0;
  while (performance.now() < until) spin++;
  return spin;
};

describe('a process CPU time, as the member-pages benchmark reads it', () => {
  it('grows with the work the process does', () => {
    const before = cpuMs(process.pid);
    busyFor(120);
    const spent = cpuMs(process.pid) - before;
    // A clock tick is 10 ms; the busy loop holds the CPU for all of its 120 ms.
    expect(spent).toBeGreaterThanOrEqual(80);
    expect(spent).toBeLessThan(5000);
  });

  it('keeps the time of a child that has ended, as PostgreSQL keeps its ended backends’', () => {
    const before = cpuMs(process.pid);
    execFileSync(process.execPath, [
      '-e',
      'const until = performance.now() + 150; while (performance.now() < until);',
    ]);
    expect(cpuMs(process.pid) - before).toBeGreaterThanOrEqual(100);
  });

  it('is nothing for a process that has gone', () => {
    expect(cpuMs(2 ** 22 + 1)).toBe(0);
  });

  it('adds up every process of a command name, this one among them', () => {
    const command = readFileSync('/proc/self/comm', 'utf8').trim();
    busyFor(30);
    expect(cpuMsOfCommand(command)).toBeGreaterThanOrEqual(cpuMs(process.pid));
    expect(cpuMsOfCommand('no-such-command-here')).toBe(0);
  });
});
