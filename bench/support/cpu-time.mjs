// CPU time a process has used, read from Linux's /proc: what a benchmark's load cost each part of
// the stack, beside the throughput it reached (bench/member-pages.mjs).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString());

/** User and system time of a process and all its threads, in ms; 0 once it has gone. */
export function cpuMs(pid) {
  try {
    // The fields after the command name, which may hold spaces: utime and stime are 14th and 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
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
