// Inclusive CPU per phase of a `node --cpu-prof` profile: for each sample, the phases its stack passes through
// (matched by file and function names, innermost match first), each counted once per sample, so a phase's
// time includes what it calls. A sample whose stack matches no phase is `other` (idle samples are left out).
// Usage: node dist/bench/profile-phases.js <file.cpuprofile> [...]
import { readFileSync } from 'node:fs';
import { markdownTable } from './markdown.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Phases in the order a request meets them; a frame belongs to the first phase that matches it. */
export const PHASES: Array<[string, (fn: string, url: string) => boolean]> = [
  // The profiler's own work (stopping it writes the profile), not the server's.
  ['profiler', (_, url) => url === 'node:inspector' || /bench\/cpu-profile/.test(url)],
  ['database', (fn, url) => /pglite|\/pg\/|pg-protocol|knex|@mikro-orm/.test(url)],
  ['JSON', (fn) => fn === 'stringify' || fn === 'parse'],
  ['view', (_, url) => /rest-adapter\/views\//.test(url)],
  ['authentication', (_, url) => /src\/auth\/|oauth\.service/.test(url)],
  ['context', (_, url) => /graphql\/context|batch-loaders|dataloader/.test(url)],
  [
    'operation',
    (_, url) =>
      /node_modules\/(graphql|graphql-jit|graphql-shield|graphql-middleware|type-graphql)\/|\/resolvers\/|src\/(statuses|accounts|notifications|instance|settings)\//.test(
        url,
      ),
  ],
  [
    'HTTP and Express',
    (_, url) =>
      /node_modules\/(express|router|body-parser|cors|helmet|pino-http)|src\/http\/|rest-adapter\/router|node:_http|node:net/.test(
        url,
      ),
  ],
];

export function phaseTimes(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const fn = byId.get(id)!.callFrame.functionName;
    if (fn === '(idle)' || fn === '(program)' || fn === '(garbage collector)') {
      if (fn !== '(idle)') totals.set(fn, (totals.get(fn) ?? 0) + profile.timeDeltas[i]);
      return;
    }
    const phases = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const { functionName, url } = byId.get(node)!.callFrame;
      const phase = PHASES.find(([, match]) => match(functionName, url));
      if (phase) phases.add(phase[0]);
    }
    if (phases.size === 0) phases.add('other');
    for (const p of phases) totals.set(p, (totals.get(p) ?? 0) + profile.timeDeltas[i]);
  });
  return totals;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  for (const file of process.argv.slice(2)) {
    const totals = phaseTimes(JSON.parse(readFileSync(file, 'utf8')) as Profile);
    const busy = [...totals].filter(([p]) => p !== '(program)' && p !== '(garbage collector)');
    console.log(`${file}\n`);
    console.log(
      markdownTable(
        ['phase', 'inclusive CPU ms'],
        [...totals].sort((a, b) => b[1] - a[1]).map(([p, us]) => [p, (us / 1000).toFixed(0)]),
      ),
    );
    console.log(`\n(${busy.length} phases; a sample counts in every phase on its stack, so the rows overlap.)\n`);
  }
}
