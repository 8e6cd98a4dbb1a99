// The CPU time PostgreSQL's backends spend for one database, read from /proc (the server must run on this
// machine). Backends come and go with the pools' connections: each sample is the CPU of the backends alive at
// that moment, so a backend that exits between two samples takes its CPU with it (the app's pool keeps its
// connections for the run; the figure is a lower bound otherwise).
import { readFileSync } from 'node:fs';
import type { Orm } from '../src/db/database.js';

/** User + system CPU seconds of process `pid` so far, or 0 once it has exited. */
export function processCpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * The on-CPU seconds of single-threaded process `pid` so far, or 0 once it has exited: the scheduler's own
 * account in nanoseconds (`/proc/<pid>/schedstat`), where `/proc/<pid>/stat` counts in ticks of 10 ms, which over
 * a short window of a few backends is a large part of what is measured.
 */
function backendCpuSeconds(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e9;
  } catch {
    return 0;
  }
}

/**
 * A sampler of the CPU seconds the backends connected to `sampler`'s database have used, less the sampling
 * connection's own: call `sample()` before and after, and subtract per backend with `since()`. `sampler` must be
 * an ORM of its own, not the measured server's: its connection is left out of every sample, and a pool hands the
 * most recently used connection out first, so sampling through the server's pool would leave out the backend
 * that served the requests. Only client backends: an autovacuum worker analysing the freshly seeded tables is a
 * backend of the database too, and one that started within a window would be counted with all its CPU against
 * the requests of that window.
 */
export function postgresBackends(sampler: Orm) {
  const pids = async (): Promise<number[]> => {
    const rows = await sampler.em.getConnection().execute<{ pid: number }[]>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
          and backend_type = 'client backend'`,
    );
    return rows.map((r) => Number(r.pid));
  };
  return {
    async sample(): Promise<Map<number, number>> {
      return new Map((await pids()).map((pid) => [pid, backendCpuSeconds(pid)]));
    },
    /** CPU seconds used between two samples by the backends alive at the second. */
    since(before: Map<number, number>, after: Map<number, number>): number {
      let total = 0;
      for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
      return total;
    },
  };
}
