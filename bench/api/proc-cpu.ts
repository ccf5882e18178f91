/** CPU time of a process (and its children) from /proc, for the benches' load-independent costs. */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ; 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** [parent pid, user + system CPU ms] of a process, from /proc/<pid>/stat; undefined when it is gone. */
export function procStat(pid: number): [number, number] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm)": state, ppid, ..., utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [Number(fields[1]), ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND];
  } catch {
    return undefined;
  }
}

/** CPU ms of a process and its children (PostgreSQL's postmaster and its backends). */
export function treeCpuMs(root: number): number {
  let total = procStat(root)?.[1] ?? 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/u.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat && stat[0] === root) total += stat[1];
  }
  return total;
}

/** The postmaster's pid of a running PostgreSQL, from its data directory. */
export function postmasterPid(dataDirectory: string): number {
  return Number(readFileSync(`${dataDirectory}/postmaster.pid`, 'utf8').split('\n')[0]);
}
