// What the GraphQL engine costs on a large nested reply, against a hand-written baseline. Seeds 10, 100 and 1000
// reports (each: reported account, reporter, 2 statuses with an image, a note) on the embedded PGlite database
// (files on disk, as `npm start` uses it), then for each N, over loopback HTTP:
//   baseline: hand-written SQL and plain objects through the REST view (bench/report-baseline.ts), served by a
//             bare node:http server in this process; its reply must equal the REST reply byte for byte;
//   GraphQL:  POST /graphql with the operation the REST row runs (the same selection);
//   REST:     GET /api/pleroma/admin/reports for the same page.
// Prints a Markdown table: median latencies (the three interleaved, after warm-up), their ratios, the median CPU
// time of each request (this process's, client included: what the other jobs of a shared machine disturb least) and
// the SQL statements of one request of each. Targets at N = 1000: GraphQL / baseline <= 2.0, REST / GraphQL <= 1.1.
// Run with `npm run bench:graphql`; `BENCH_SIZES=1000` measures only the sizes listed (comma-separated),
// `BENCH_RUNS=3 BENCH_WARMUP=1` sets the rounds of every size (a shorter run).
import 'reflect-metadata';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authenticate } from '../src/auth/authenticate.js';
import { User } from '../src/entities/index.js';
import { createApp as createOAuthApp, issueToken } from '../src/oauth/oauth.service.js';
import { print } from 'graphql';
import { routes } from '../rest-adapter/routes/index.js';
import { RateLimits } from '../src/rate-limits/rate-limits.js';
import { startBenchApp } from './bench-app.js';
import { markdownTable } from './markdown.js';
import { baselineReportsPage } from './report-baseline.js';
import { seedReports } from '../test/support/report-seed.js';
import { countStatements } from '../test/support/sql-count.js';

/** The document GET /api/{ns}/admin/reports runs, sent as a client would send it. */
const QUERY = print(routes.find((r) => r.method === 'GET' && r.path === '/api/{ns}/admin/reports')!.operation);
const SIZES = (process.env.BENCH_SIZES ?? '10,100,1000').split(',').map(Number);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Median wall time and median CPU time (of the whole process) in ms of each function, called in turn `runs` times
 * after `warmup` discarded rounds.
 */
async function timeInterleaved(
  fns: Array<() => Promise<unknown>>,
  runs: number,
  warmup: number,
): Promise<Array<{ wall: number; cpu: number }>> {
  const times = fns.map(() => ({ wall: [] as number[], cpu: [] as number[] }));
  for (let i = 0; i < warmup + runs; i++) {
    for (const [k, fn] of fns.entries()) {
      const started = process.hrtime.bigint();
      const cpu = process.cpuUsage();
      await fn();
      const used = process.cpuUsage(cpu);
      if (i < warmup) continue;
      times[k].wall.push(Number(process.hrtime.bigint() - started) / 1e6);
      times[k].cpu.push((used.user + used.system) / 1e3);
    }
  }
  return times.map((t) => ({ wall: median(t.wall), cpu: median(t.cpu) }));
}

async function main(): Promise<void> {
  // /graphql takes the REST route's document (deeper and larger than a client may send) without its limits.
  const { app, orm, config, base, stop } = await startBenchApp({ graphqlLimits: false });
  const rateLimits = new RateLimits(null);
  // The baseline: a bare HTTP server over the same database, authenticating the caller as the app does.
  const baselineServer = createServer((req, res) => {
    const em = orm.em.fork();
    const pageSize = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('page_size'));
    authenticate(em, { ...app.deps, rateLimits }, { authorization: req.headers.authorization })
      .then(async (auth) => {
        if (!auth.user?.isAdmin) return res.writeHead(403).end();
        const body = JSON.stringify(await baselineReportsPage(em, config, app.deps.emoji, auth.user.id, pageSize));
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
      })
      .catch((err: unknown) => {
        console.error(err);
        res.writeHead(500).end();
      });
  });
  await new Promise<void>((resolve) => baselineServer.listen(0, '127.0.0.1', resolve));
  // Client and servers share this process: while it seeds, a server's 5 s keep-alive timer could close a socket
  // just as the client reuses it (ECONNRESET). Idle sockets are kept longer than a seeding takes.
  for (const server of [app.server, baselineServer]) server.keepAliveTimeout = 300_000;
  const baselineBase = `http://127.0.0.1:${(baselineServer.address() as AddressInfo).port}`;
  try {
    const em = orm.em.fork();
    const admin = em.create(User, { nickname: 'benchadmin', email: 'benchadmin@example.test', isAdmin: true });
    await em.flush();
    const { app: client } = await createOAuthApp(em, app.deps.box, {
      clientName: 'bench',
      redirectUris: 'urn:ietf:wg:oauth:2.0:oob',
      scopes: 'read write admin',
    });
    const { accessToken } = await issueToken(em, client, admin, ['read', 'write', 'admin']);
    const headers = { authorization: `Bearer ${accessToken}` };

    const get = async (url: string) => {
      const res = await fetch(url, { headers });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 200)}`);
      return text;
    };
    const baseline = (n: number) => get(`${baselineBase}/reports?page_size=${n}`);
    const rest = (n: number) => get(`${base}/api/pleroma/admin/reports?page_size=${n}`);
    const graphql = async (n: number) => {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query: QUERY, variables: { pageSize: n } }),
      });
      const text = await res.text();
      if (res.status !== 200 || text.includes('"errors"')) throw new Error(`GraphQL failed: ${text.slice(0, 300)}`);
      return text;
    };

    const rows: (string | number)[][] = [];
    let seeded = 0;
    for (const n of SIZES) {
      await seedReports(orm.em.fork(), n - seeded, admin);
      seeded = n;
      const [expected, fromBaseline] = [await rest(n), await baseline(n)];
      if (fromBaseline !== expected) throw new Error(`N = ${n}: the baseline's reply differs from the REST reply`);
      if (
        (JSON.parse(await graphql(n)) as { data: { adminReports: { nodes: unknown[] } } }).data.adminReports.nodes
          .length !== n
      )
        throw new Error('GraphQL: short page');
      const sql = [
        await countStatements(orm, () => baseline(n)),
        await countStatements(orm, () => graphql(n)),
        await countStatements(orm, () => rest(n)),
      ];
      const [runs, warmup] = [
        Number(process.env.BENCH_RUNS ?? (n >= 1000 ? 9 : 21)),
        Number(process.env.BENCH_WARMUP ?? (n >= 1000 ? 3 : 5)),
      ];
      const [b, g, r] = await timeInterleaved([() => baseline(n), () => graphql(n), () => rest(n)], runs, warmup);
      rows.push([
        n,
        b.wall.toFixed(1),
        g.wall.toFixed(1),
        r.wall.toFixed(1),
        (g.wall / b.wall).toFixed(2),
        (r.wall / g.wall).toFixed(2),
        Math.round(b.cpu),
        Math.round(g.cpu),
        Math.round(r.cpu),
        (g.cpu / b.cpu).toFixed(2),
        (r.cpu / g.cpu).toFixed(2),
        ...sql,
        (expected.length / 1e6).toFixed(2),
      ]);
    }
    console.log('## Nested reports page: hand-written baseline, GraphQL, REST adapter\n');
    console.log(
      `PGlite on disk, over loopback HTTP, Node ${process.version}; medians of ${process.env.BENCH_RUNS ?? '21 (9 for N = 1000)'} interleaved runs ` +
        `after ${process.env.BENCH_WARMUP ?? '5 (3)'} warm-up; CPU: this process's (client included); ` +
        "the baseline's reply is byte-identical to the REST reply.\n",
    );
    console.log(
      markdownTable(
        [
          'N reports',
          'baseline ms',
          'GraphQL ms',
          'REST ms',
          'GraphQL / baseline',
          'REST / GraphQL',
          'CPU ms baseline',
          'CPU ms GraphQL',
          'CPU ms REST',
          'CPU GraphQL / baseline',
          'CPU REST / GraphQL',
          'SQL baseline',
          'SQL GraphQL',
          'SQL REST',
          'REST reply MB',
        ],
        rows,
      ),
    );
  } finally {
    baselineServer.close();
    await stop();
  }
}

await main();
