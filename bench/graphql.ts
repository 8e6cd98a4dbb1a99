// Nested GraphQL cost of the moderators' report list, and the REST adapter's overhead over it. Seeds
// 10, 100 and 1000 reports (each: reported account, reporter, 2 statuses with an image, a note) on the
// embedded PGlite database (files on disk, as `npm start` uses it), then for each N, through a listening
// server over loopback HTTP: (a) POST /graphql with the operation the REST row runs (the same selection), and
// (b) GET /api/pleroma/admin/reports for the same page. Prints SQL statements per request and the median
// latency after warm-up, and the ratio (b)/(a). Run with `npm run bench:graphql`.
import 'reflect-metadata';
import { User } from '../src/entities/index.js';
import { createApp as createOAuthApp, issueToken } from '../src/oauth/oauth.service.js';
import { REPORT_FRAGMENT } from '../rest-adapter/views/report.view.js';
import { seedReports } from './report-seed.js';
import { countStatements } from './sql-count.js';
import { markdownTable } from './markdown.js';
import { startBenchApp } from './bench-app.js';

/** The document GET /api/{ns}/admin/reports runs, sent as a client would send it. */
const QUERY = `query Reports($pageSize: Int) { reports(pageSize: $pageSize) { total items { ...AdminReport } } } ${REPORT_FRAGMENT}`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Median wall time in ms of `runs` calls after `warmup` discarded ones. */
async function timeIt(fn: () => Promise<unknown>, runs: number, warmup: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const started = process.hrtime.bigint();
    await fn();
    if (i >= warmup) times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(times);
}

async function main(): Promise<void> {
  const { app, orm, base, stop } = await startBenchApp();
  try {
    const em = orm.em.fork();
    const admin = em.create(User, { nickname: 'benchadmin', email: 'benchadmin@example.test', isAdmin: true });
    await em.flush();
    const { app: client } = await createOAuthApp(em, app.deps.box, { clientName: 'bench', redirectUris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write admin' });
    const { accessToken } = await issueToken(em, client, admin, ['read', 'write', 'admin']);
    const headers = { authorization: `Bearer ${accessToken}` };

    const graphql = async (n: number) => {
      const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ query: QUERY, variables: { pageSize: n } }) });
      const body = (await res.json()) as { errors?: unknown; data?: { reports: { items: unknown[] } } };
      if (body.errors || body.data!.reports.items.length !== n) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
    };
    const rest = async (n: number) => {
      const res = await fetch(`${base}/api/pleroma/admin/reports?page_size=${n}`, { headers });
      const body = (await res.json()) as { reports: unknown[] };
      if (res.status !== 200 || body.reports.length !== n) throw new Error(`REST failed: ${res.status}`);
    };

    const rows: (string | number)[][] = [];
    let seeded = 0;
    for (const n of [10, 100, 1000]) {
      await seedReports(orm.em.fork(), n - seeded, admin);
      seeded = n;
      const [runs, warmup] = n >= 1000 ? [7, 2] : [21, 5];
      const sqlA = await countStatements(orm, () => graphql(n));
      const sqlB = await countStatements(orm, () => rest(n));
      const a = await timeIt(() => graphql(n), runs, warmup);
      const b = await timeIt(() => rest(n), runs, warmup);
      rows.push([n, sqlA, sqlB, a.toFixed(1), b.toFixed(1), (b / a).toFixed(2)]);
    }
    console.log('## Nested reports query: GraphQL vs the REST adapter\n');
    console.log(`PGlite on disk, over loopback HTTP, Node ${process.version}; median of 21 runs after 5 warm-up (7 after 2 for N = 1000).\n`);
    console.log(markdownTable(['N reports', 'SQL (a) GraphQL', 'SQL (b) REST', '(a) GraphQL ms', '(b) REST ms', 'ratio (b)/(a)'], rows));
  } finally {
    await stop();
  }
}

await main();
