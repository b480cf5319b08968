// CPU time a process has used, read from Linux's /proc: what a benchmark's load cost each part of
// the stack, beside the throughput it reached (bench/member-pages.mjs).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString());

/**
 * User and system time of a process and all its threads, and of the children it has waited for,
 * in ms; 0 once it has gone. The children count because PostgreSQL's backends end when a pool
 * lets a connection go: their time then moves to the server's main process, which waited for
 * them, rather than vanish from the total.
 */
export function cpuMs(pid) {
  try {
    // The fields after the command name, which may hold spaces: utime, stime, cutime and cstime
    // are the 14th to the 17th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The CPU time of every process of that command name (PostgreSQL's backends), in ms. */
export function cpuMsOfCommand(command) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === command) total += cpuMs(entry);
    } catch {
      // It ended while being read.
    }
  }
  return total;
}
