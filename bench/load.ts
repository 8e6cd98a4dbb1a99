// Throughput under load: the server as `npm start` runs it (a child process: PGlite in a temporary DATA_DIR by
// default; PostgreSQL + Redis with DATABASE_URL / REDIS_URL, on a fresh database created for the run), with
// BENCH_CONNECTIONS (200) concurrent clients for BENCH_DURATION seconds (30) on a mix of routes: home timeline,
// posting, favourites, notifications, a nested GraphQL query and zone uploads. The load generator is
// autocannon, one instance per route, each connection a user of its own. Prints per route req/s, p50, p99,
// 5xx, client time-outs (BENCH_TIMEOUT s, 10), then checks every acknowledged status and zone in the database
// after the server has stopped (lost writes), and the CPU seconds the server processes and the database used
// (PostgreSQL's backends for the run's database, from /proc; PGlite runs inside the server) with the requests
// served per CPU second of both. BENCH_CPU_PROF=<dir> runs the server with --cpu-prof into <dir>.
// BENCH_WEB_CONCURRENCY (PostgreSQL with Redis: "1,2"; PGlite: "1") runs the whole measure once per number of
// server processes (WEB_CONCURRENCY) and ends with their rows side by side.
// Run with `npm run bench:load`.
import 'reflect-metadata';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../test/support/free-port.js';
import { database, JWT_SECRET, NESTED_QUERY, seed, type Database, type Seeded } from './load-setup.js';
import { markdownTable } from './markdown.js';
import { postgresBackends, processCpuSeconds } from './postgres-cpu.js';
import { generateZone } from './zones-gen.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const TIMEOUT = Number(process.env.BENCH_TIMEOUT ?? 10);
const CPU_PROF = process.env.BENCH_CPU_PROF;
const PROCESSES = (
  process.env.BENCH_WEB_CONCURRENCY ?? (process.env.DATABASE_URL && process.env.REDIS_URL ? '1,2' : '1')
)
  .split(',')
  .map(Number);
/** How the connections are shared among the routes. */
const MIX = { home: 0.3, post: 0.15, favourite: 0.15, notifications: 0.2, graphql: 0.15, upload: 0.05 };

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The server as `npm start` runs it, in a child process; resolves once it answers. */
async function startServer(dataDir: string, db: Database, port: number, processes: number) {
  const args = [...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : []), 'dist/src/main.js'];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      ...db.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_CONCURRENCY: String(processes),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/instance`)).ok) break;
    } catch {
      if (i > 600) throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    /** CPU seconds the server's processes (the primary and its workers) have used so far (user + system, from /proc). */
    cpuSeconds(): number {
      const workers = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').split(' ').filter(Boolean);
      return [child.pid!, ...workers.map(Number)].reduce((sum, pid) => sum + processCpuSeconds(pid), 0);
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

interface Route {
  name: string;
  requests: autocannon.Request[];
}

function routes(s: Seeded, acked: { statuses: number[]; zones: string[] }): Record<keyof typeof MIX, Route> {
  let next = 0;
  /** Each connection is one user, given its token on its first request. */
  const as = (ctx: object, tokens: string[]) => {
    const context = ctx as { user?: number };
    context.user ??= next++ % tokens.length;
    return `Bearer ${tokens[context.user]}`;
  };
  const json = { 'content-type': 'application/json' };
  let posted = 0;
  let uploaded = 0;
  const zone = generateZone(4000, 7, 'origin.load.example.').text;
  const boundary = 'fedigraphloadbenchboundary';
  return {
    home: {
      name: 'GET /api/v1/timelines/home',
      requests: [
        {
          method: 'GET',
          path: '/api/v1/timelines/home',
          setupRequest: (req, ctx) => ({ ...req, headers: { authorization: as(ctx, s.tokens) } }),
        },
      ],
    },
    notifications: {
      name: 'GET /api/v1/notifications',
      requests: [
        {
          method: 'GET',
          path: '/api/v1/notifications',
          setupRequest: (req, ctx) => ({ ...req, headers: { authorization: as(ctx, s.tokens) } }),
        },
      ],
    },
    post: {
      name: 'POST /api/v1/statuses',
      requests: [
        {
          method: 'POST',
          path: '/api/v1/statuses',
          setupRequest: (req, ctx) => ({
            ...req,
            headers: { ...json, authorization: as(ctx, s.tokens) },
            body: JSON.stringify({ status: `load status ${++posted} #load` }),
          }),
          onResponse: (status, body) => {
            if (status === 200) acked.statuses.push(Number(JSON.parse(body).id));
          },
        },
      ],
    },
    favourite: {
      name: 'POST /api/v1/statuses/:id/favourite',
      requests: [
        {
          method: 'POST',
          setupRequest: (req, ctx) => ({
            ...req,
            path: `/api/v1/statuses/${s.statusIds[Math.floor(Math.random() * s.statusIds.length)]}/favourite`,
            headers: { authorization: as(ctx, s.tokens) },
          }),
        },
      ],
    },
    graphql: {
      name: 'POST /graphql (nested home timeline)',
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          setupRequest: (req, ctx) => ({
            ...req,
            headers: { ...json, authorization: as(ctx, s.tokens) },
            body: JSON.stringify({ query: NESTED_QUERY }),
          }),
        },
      ],
    },
    upload: {
      name: 'POST /api/upload (4 KB zone)',
      requests: [
        {
          method: 'POST',
          path: '/api/upload',
          // Users in turn: the upload budget is 10 every 10 s per user.
          setupRequest: (req) => {
            const n = ++uploaded;
            const text = zone.replaceAll('origin.load.example.', `z${n}.load.example.`);
            const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="z${n}.zone"\r\nContent-Type: text/plain\r\n\r\n${text}\r\n--${boundary}--\r\n`;
            return {
              ...req,
              headers: {
                'content-type': `multipart/form-data; boundary=${boundary}`,
                authorization: `Bearer ${s.jwts[n % s.jwts.length]}`,
              },
              body,
            };
          },
          onResponse: (status, body) => {
            if (status === 200) acked.zones.push(JSON.parse(body).response.zone.origin);
          },
        },
      ],
    },
  };
}

/** One measure with this many server processes; returns its summary row. */
async function run(processes: number): Promise<Array<string | number>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fedigraph-load-'));
  const db = await database(dataDir);
  try {
    let orm = await db.open();
    const seeded = await seed(orm, dataDir, CONNECTIONS);
    await orm.close(true);
    const port = await freePort();
    const server = await startServer(dataDir, db, port, processes);
    const acked = { statuses: [] as number[], zones: [] as string[] };
    const table = routes(seeded, acked);
    // Warm-up (not measured): the first requests of each route compile operations and load modules.
    await Promise.all(
      (Object.keys(MIX) as Array<keyof typeof MIX>).map((key) =>
        autocannon({
          url: `http://127.0.0.1:${port}`,
          connections: 2,
          amount: 20,
          timeout: 60,
          requests: table[key].requests,
        }),
      ),
    );
    // PostgreSQL's backends run outside the server: sampled over a connection of their own.
    const sampler = db.env.DATABASE_URL ? await db.open() : null;
    const backends = sampler && postgresBackends(sampler);
    const loadBefore = load();
    const cpuBefore = server.cpuSeconds();
    const databaseBefore = await backends?.sample();
    const started = new Date().toISOString().slice(0, 16);
    const results = await Promise.all(
      (Object.keys(MIX) as Array<keyof typeof MIX>).map(async (key) => {
        const connections = Math.max(1, Math.round(CONNECTIONS * MIX[key]));
        const result = await autocannon({
          url: `http://127.0.0.1:${port}`,
          connections,
          duration: DURATION,
          timeout: TIMEOUT,
          requests: table[key].requests,
        });
        return { name: table[key].name, connections, result };
      }),
    );
    const loadAfter = load();
    const serverCpu = server.cpuSeconds() - cpuBefore;
    const databaseCpu = backends ? backends.since(databaseBefore!, await backends.sample()) : 0;
    await sampler?.close(true);
    const exitCode = await server.stop();

    // Every acknowledged write must be in the database (and each zone in its file) once the server has stopped.
    orm = await db.open();
    const rows = <T>(sql: string, params: unknown[]) => orm.em.getConnection().execute<T[]>(sql, params);
    const foundStatuses = new Set<number>();
    for (let i = 0; i < acked.statuses.length; i += 1000) {
      const chunk = acked.statuses.slice(i, i + 1000);
      for (const r of await rows<{ id: number }>(
        `select id from statuses where id in (${chunk.map(() => '?').join(', ')})`,
        chunk,
      ))
        foundStatuses.add(Number(r.id));
    }
    const foundZones = new Set<string>();
    for (let i = 0; i < acked.zones.length; i += 1000) {
      const chunk = acked.zones.slice(i, i + 1000);
      for (const r of await rows<{ origin: string }>(
        `select origin from zones where origin in (${chunk.map(() => '?').join(', ')})`,
        chunk,
      ))
        foundZones.add(r.origin);
    }
    await orm.close(true);
    const lostStatuses = acked.statuses.filter((id) => !foundStatuses.has(id)).length;
    const lostZones = acked.zones.filter(
      (origin) => !foundZones.has(origin) || !existsSync(join(dataDir, 'zones', `${origin}.zone`)),
    ).length;

    const total = { requests: 0, fivexx: 0, timeouts: 0, errors: 0, p99: 0 };
    const lines = results.map(({ name, connections, result }) => {
      const fivexx = result['5xx'];
      total.requests += result.requests.total;
      total.fivexx += fivexx;
      total.timeouts += result.timeouts;
      total.errors += result.errors - result.timeouts;
      total.p99 = Math.max(total.p99, result.latency.p99);
      return [
        name,
        connections,
        (result.requests.total / DURATION).toFixed(1),
        result.latency.p50,
        result.latency.p99,
        result['2xx'],
        result.non2xx - fivexx,
        fivexx,
        result.timeouts,
        result.errors - result.timeouts,
      ];
    });
    lines.push([
      '**all**',
      CONNECTIONS,
      `**${(total.requests / DURATION).toFixed(1)}**`,
      '',
      `**${total.p99}** (worst route)`,
      '',
      '',
      total.fivexx,
      total.timeouts,
      total.errors,
    ]);
    console.log(
      `## Load (${CONNECTIONS} connections for ${DURATION} s; ${db.label}; ${processes} server process(es); ${started}Z; load average ${loadBefore} before, ${loadAfter} after)\n`,
    );
    console.log(
      markdownTable(
        ['route', 'connections', 'req/s', 'p50 ms', 'p99 ms', '2xx', '4xx', '5xx', 'time-outs', 'other errors'],
        lines,
      ),
    );
    console.log('');
    const summary = [
      processes,
      (total.requests / DURATION).toFixed(1),
      acked.statuses.length,
      lostStatuses,
      acked.zones.length,
      lostZones,
      String(exitCode),
      serverCpu.toFixed(1),
      backends ? databaseCpu.toFixed(1) : 'in the server (PGlite)',
      (total.requests / (serverCpu + databaseCpu)).toFixed(0),
    ];
    console.log(markdownTable([...SUMMARY], [summary.slice(2)]));
    return [...summary, loadAfter];
  } finally {
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const SUMMARY = [
  'acknowledged statuses',
  'lost',
  'acknowledged zones',
  'lost',
  'server exit code',
  'server CPU s',
  'database CPU s',
  'requests per CPU second',
] as const;

async function main(): Promise<void> {
  const rows = [];
  for (const processes of PROCESSES) rows.push(await run(processes));
  if (rows.length < 2) return;
  console.log('\n## Load by number of server processes (WEB_CONCURRENCY)\n');
  console.log(markdownTable(['server processes', 'req/s', ...SUMMARY, 'load average after'], rows));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
