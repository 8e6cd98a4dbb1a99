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
 * A sampler of the CPU seconds the backends connected to `orm`'s database have used, less the sampling
 * connection's own: call `sample()` before and after, and subtract per backend with `since()`. Only client
 * backends: an autovacuum worker analysing the freshly seeded tables is a backend of the database too, and one
 * that started within a window would be counted with all its CPU against the requests of that window.
 */
export function postgresBackends(orm: Orm) {
  const pids = async (): Promise<number[]> => {
    const rows = await orm.em.getConnection().execute<{ pid: number }[]>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
          and backend_type = 'client backend'`,
    );
    return rows.map((r) => Number(r.pid));
  };
  return {
    async sample(): Promise<Map<number, number>> {
      return new Map((await pids()).map((pid) => [pid, processCpuSeconds(pid)]));
    },
    /** CPU seconds used between two samples by the backends alive at the second. */
    since(before: Map<number, number>, after: Map<number, number>): number {
      let total = 0;
      for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
      return total;
    },
  };
}
