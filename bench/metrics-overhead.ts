// BENCH_METRICS=ab (bench:routes): what the metrics exporter adds to a route's CPU. Each route is measured with
// the exporter off and on, alternating four times in one run (so a change of the machine's load falls on both),
// and the medians compared.
import type { Orm } from '../src/db/database.js';
import { configStoreFor } from '../src/settings/config-store.js';
import { updateConfig } from '../src/settings/config.service.js';
import { settingsOf } from '../src/settings/settings.service.js';
import { markdownTable } from './markdown.js';

export const METRICS_AB = process.env.BENCH_METRICS === 'ab';
const ROUNDS = Number(process.env.BENCH_METRICS_ROUNDS ?? 4);

/** Stores the exporter's `enabled` and waits until the configuration cache has it. */
async function exporterEnabled(orm: Orm, enabled: boolean): Promise<void> {
  const em = orm.em.fork();
  await updateConfig(em, null, [
    {
      group: ':prometheus',
      key: 'Pleroma.Web.Endpoint.MetricsExporter',
      value: [{ tuple: [':enabled', enabled] }],
    },
  ]);
  const store = await configStoreFor(em);
  while (settingsOf(store, 'metrics_exporter').enabled !== enabled) await new Promise((r) => setTimeout(r, 10));
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One row: the route, its median CPU ms per request with the exporter off and on, and the difference. */
export async function metricsOverhead(
  orm: Orm,
  name: string,
  measure: () => Promise<{ cpu: number }>,
): Promise<(string | number)[]> {
  const off: number[] = [];
  const on: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await exporterEnabled(orm, false);
    off.push((await measure()).cpu);
    await exporterEnabled(orm, true);
    on.push((await measure()).cpu);
  }
  await exporterEnabled(orm, false);
  const [a, b] = [median(off), median(on)];
  return [name, a.toFixed(3), b.toFixed(3), `${(((b - a) / a) * 100).toFixed(1)} %`];
}

export const overheadTable = (rows: (string | number)[][]): string =>
  `\n## Metrics exporter off and on (median of ${ROUNDS} alternating measures each)\n\n` +
  markdownTable(['route', 'CPU ms per request, off', 'CPU ms per request, on', 'overhead'], rows);
