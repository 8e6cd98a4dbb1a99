// What one request of each route costs, alone, against a hand-written floor doing the same work (bench/floor.ts)
// in the same run: anonymous GET /api/v1/instance, verify_credentials, the home timeline (20 statuses with
// their accounts, media and the viewer's flags), notifications (20), posting and favouriting. 50 seeded users
// request one at a time over loopback HTTP from a client process of their own (bench/routes-client.ts), so its
// CPU is counted on neither side. Both servers run in this process on one database: PGlite on disk (inside
// this process), or a fresh database on DATABASE_URL's server. A side's CPU per request is this process's CPU
// plus, on PostgreSQL, that of the database's backends (from /proc, sampled over a connection of its own).
// Before timing, each floored route's replies from both servers are compared byte for byte for several users
// (a new status's own id, time and conversation set aside). Prints one Markdown table.
// The two sides take turns in blocks (BENCH_BLOCKS, 10), the first side alternating from block to block, so
// that what drifts over a run (tables growing with the writes, a checkpoint's full-page writes, the machine's
// other work) falls on both alike; the ratio is that of the two sides' sums, and the block ratios' spread is
// printed beside it. BENCH_REQUESTS (1000) requests per route and side, after 30 of warm-up.
// BENCH_CPU_PROF=<dir> writes a CPU profile of each route's timed fedigraph requests into <dir> (read it with
// bench/profile-phases.ts); the sides then run in one block each, fedigraph first, so that the profile holds
// fedigraph alone. BENCH_ROUTES=instance,home measures only the routes whose name contains one of the words.
// Run with `npm run bench:routes`.
import 'reflect-metadata';
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../src/app.js';
import { AccessTokenCache } from '../src/auth/token-cache.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/core/logger.js';
import { embeddedDatabaseOf, type Orm } from '../src/db/database.js';
import { describeInstance } from '../src/instance/instance.service.js';
import { countStatements, quiet } from '../test/support/sql-count.js';
import { floorServer, pgliteQuery, pgQuery, type Query } from './floor.js';
import { database, JWT_SECRET, seed } from './load-setup.js';
import { markdownTable } from './markdown.js';
import { startCpuProfile } from './cpu-profile.js';
import { METRICS_AB, metricsOverhead, overheadTable } from './metrics-overhead.js';
import { postgresBackends } from './postgres-cpu.js';
import type { ClientBatch, ClientRequest } from './routes-client.js';
import { vapidKeys } from '../src/push/vapid-keys.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CPU_PROF = process.env.BENCH_CPU_PROF;
/** Blocks each side's timed requests are cut into, the sides taking turns (one each under the profiler). */
const BLOCKS = CPU_PROF ? 1 : Number(process.env.BENCH_BLOCKS ?? 10);
const WARMUP = 30;
const USERS = 50;
/** Users whose replies are compared byte for byte before timing. */
const COMPARED = 5;
/** BENCH_ROUTES: measure only the routes whose name contains one of these comma-separated words (all by default). */
const ONLY = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
/** The request indexes compared, after those both sides time (writes use indexes once). */
const COMPARED_FROM = 2 * (WARMUP + REQUESTS + 1);

/**
 * A new status's reply with what must differ between two posts replaced: its id (also in `uri` and `url`), its
 * `created_at`, its conversation and the author's `last_status_at`; `earlier` posts of the author since the one
 * compared with are taken off its `statuses_count`. Everything else is compared as sent.
 */
function withoutNewStatusIds(body: string, earlier: number): string {
  const s = JSON.parse(body) as Record<string, any>;
  Object.assign(s, { id: '', uri: '', url: '', created_at: '' });
  s.pleroma.conversation_id = 0;
  s.account.last_status_at = '';
  s.account.statuses_count -= earlier;
  return JSON.stringify(s);
}

/** Runs `work` under V8's CPU profiler when BENCH_CPU_PROF is set, writing `<dir>/<name>.cpuprofile`. */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const stop = await startCpuProfile(CPU_PROF, name.replace(/[^a-z0-9]+/gi, '-'));
  try {
    return await work();
  } finally {
    await stop();
  }
}

/** The client process: runs a batch of requests and answers their statuses (and bodies). */
function startClient() {
  const child = fork(join(fileURLToPath(new URL('.', import.meta.url)), 'routes-client.js'));
  type Reply = { id: number; statuses: number[]; bodies: string[] };
  const waiting = new Map<number, (reply: Reply) => void>();
  child.on('message', (m: Reply) => waiting.get(m.id)!(m));
  let next = 0;
  return {
    run(batch: Omit<ClientBatch, 'id'>): Promise<Reply> {
      const id = ++next;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        child.send({ ...batch, id });
      }).finally(() => waiting.delete(id)) as Promise<Reply>;
    },
    stop: () => child.disconnect(),
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fedigraph-routes-'));
  const db = await database(dataDir);
  const orm = await db.open();
  const client = startClient();
  let closePool = async () => {};
  let sampler: Orm | null = null;
  try {
    const seeded = await seed(orm, dataDir, USERS, true);
    const config = loadConfig({ ...process.env, ...db.env, DATA_DIR: dataDir, JWT_SECRET });
    const app = await createApp({ orm, config, logger: createLogger('silent') });
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));

    // The floor: the database driver itself, on the same database.
    let driver: Query;
    const embedded = embeddedDatabaseOf(orm.config);
    if (embedded) driver = pgliteQuery(await embedded.instance());
    else {
      const { default: pg } = (await import('pg' as string)) as {
        default: { Pool: new (o: object) => { query(q: object): Promise<{ rows: unknown[] }>; end(): Promise<void> } };
      };
      const pool = new pg.Pool({ connectionString: db.env.DATABASE_URL, max: 10 });
      closePool = () => pool.end();
      driver = pgQuery(pool);
    }
    let floorStatements = 0;
    const query: Query = (sql, params) => {
      floorStatements += 1;
      return driver(sql, params);
    };
    const { stats: _stats, ...instance } = await describeInstance(orm.em.fork(), config);
    const { publicKey: vapidPublicKey } = await vapidKeys(orm.em, app.deps.box);
    const floor = floorServer({ query, config, emoji: app.deps.emoji, instance: { ...instance, vapidPublicKey } });
    await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));
    const ports = {
      floor: (floor.address() as AddressInfo).port,
      fedigraph: (app.server.address() as AddressInfo).port,
    };

    const user = (i: number) => seeded.tokens[i % USERS];
    let posted = 0;
    const tokenCache = app.deps.accessTokens;
    const routes: Array<{
      name: string;
      request: (i: number) => ClientRequest;
      floor: 'read' | 'write' | null;
      /** Measured with the access-token cache off (A/B with the row before it). */
      uncached?: true;
    }> = [
      {
        name: 'GET /api/v1/instance (anonymous)',
        floor: 'read',
        request: () => ({ method: 'GET', path: '/api/v1/instance' }),
      },
      {
        name: 'GET /api/v1/accounts/verify_credentials',
        floor: 'read',
        request: (i) => ({ method: 'GET', path: '/api/v1/accounts/verify_credentials', token: user(i) }),
      },
      {
        name: 'GET /api/v1/accounts/verify_credentials (token cache off)',
        floor: 'read',
        uncached: true,
        request: (i) => ({ method: 'GET', path: '/api/v1/accounts/verify_credentials', token: user(i) }),
      },
      {
        name: 'GET /api/v1/timelines/home (20)',
        floor: 'read',
        request: (i) => ({ method: 'GET', path: '/api/v1/timelines/home', token: user(i) }),
      },
      {
        name: 'GET /api/v1/notifications (20)',
        floor: 'read',
        request: (i) => ({ method: 'GET', path: '/api/v1/notifications', token: user(i) }),
      },
      {
        name: 'POST /api/v1/statuses',
        floor: 'write',
        request: (i) => ({
          method: 'POST',
          path: '/api/v1/statuses',
          token: user(i),
          body: { status: `routes ${++posted}` },
        }),
      },
      {
        name: 'POST /api/v1/statuses/:id/favourite',
        floor: 'write',
        // Each index a pair (user, status) of its own among the statuses nobody favourited at seeding, so that
        // every request adds a favourite (but for the 1 in 50 on one's own status, which notifies nobody).
        request: (i) => ({
          method: 'POST',
          path: `/api/v1/statuses/${seeded.statusIds[USERS + (Math.floor(i / USERS) % USERS)]}/favourite`,
          token: user(i),
        }),
      },
      {
        name: 'GET /api/v1/favourites',
        floor: null,
        request: (i) => ({ method: 'GET', path: '/api/v1/favourites', token: user(i) }),
      },
    ];

    // Sampled over an ORM of its own: the server's pool would hand out the connection that served the requests.
    sampler = embedded ? null : await db.open();
    const backends = sampler && postgresBackends(sampler);
    /**
     * CPU ms of `count` requests on `port` from index `from`: this process's and PostgreSQL's backends', up to
     * when the background work they set off (fedigraph's listeners run after the reply) has ended.
     */
    async function measureTotal(port: number, request: (i: number) => ClientRequest, from: number, count: number) {
      const requests = Array.from({ length: count }, (_, i) => request(from + i));
      const cpu = process.cpuUsage();
      const before = await backends?.sample();
      const { statuses } = await client.run({ port, requests });
      await quiet(orm);
      const database = backends ? backends.since(before!, await backends.sample()) * 1000 : 0;
      const used = process.cpuUsage(cpu);
      const bad = statuses.find((s) => s !== 200);
      if (bad) throw new Error(`answered ${bad}`);
      return (used.user + used.system) / 1000 + database;
    }
    const measure = async (port: number, request: (i: number) => ClientRequest, from: number, count: number) =>
      (await measureTotal(port, request, from, count)) / count;

    const rows: (string | number)[][] = [];
    const overhead: (string | number)[][] = [];
    for (const route of routes) {
      if (ONLY && !ONLY.some((word) => route.name.includes(word))) continue;
      app.deps.accessTokens = route.uncached ? new AccessTokenCache(0) : tokenCache;
      const hasFloor = route.floor != null;
      if (hasFloor) {
        // The same replies, byte for byte, before anything is timed; each request on fedigraph, then the same on
        // the floor (a favourite again is a no-op), each new status's own id and time normalised.
        // The floor posts for each user just after fedigraph did: one status more on the account.
        const normal =
          route.name === 'POST /api/v1/statuses'
            ? (body: string, side: 'ours' | 'theirs') => withoutNewStatusIds(body, side === 'ours' ? 0 : 1)
            : (body: string) => body;
        for (let i = 0; i < COMPARED; i++) {
          const requests = [route.request(COMPARED_FROM + i)];
          const [ours] = (await client.run({ port: ports.fedigraph, requests, keepBodies: true })).bodies;
          const [theirs] = (await client.run({ port: ports.floor, requests, keepBodies: true })).bodies;
          if (normal(ours, 'ours') !== normal(theirs, 'theirs'))
            throw new Error(`${route.name}: the floor's reply differs\nfedigraph: ${ours}\nfloor:     ${theirs}`);
        }
      }
      // Each side requests indexes of its own: a write's floor favourites pairs of its own, after fedigraph's, so
      // both sides add every favourite.
      const sides = [{ port: ports.fedigraph, from: 0, profiled: true, cpu: [] as number[] }];
      if (hasFloor)
        sides.push({
          port: ports.floor,
          from: route.floor === 'write' ? WARMUP + REQUESTS + 1 : 0,
          profiled: false,
          cpu: [],
        });
      for (const side of sides) await measureTotal(side.port, route.request, side.from, WARMUP);
      const size = Math.ceil(REQUESTS / BLOCKS);
      for (let block = 0; block * size < REQUESTS; block++) {
        const start = block * size;
        const count = Math.min(size, REQUESTS - start);
        for (const side of block % 2 ? [...sides].reverse() : sides) {
          const timed = () => measureTotal(side.port, route.request, side.from + WARMUP + start, count);
          side.cpu.push(side.profiled ? await profiled(route.name, timed) : await timed());
        }
      }
      const [fedigraphSide, floorSide] = sides;
      const sum = (cpu: number[]) => cpu.reduce((a, b) => a + b, 0);
      const fedigraph = sum(fedigraphSide.cpu) / REQUESTS;
      if (METRICS_AB)
        overhead.push(
          await metricsOverhead(orm, route.name, async () => ({
            cpu: await measure(ports.fedigraph, route.request, WARMUP, REQUESTS),
          })),
        );
      const statements = await countStatements(orm, async () => {
        await client.run({ port: ports.fedigraph, requests: [route.request(WARMUP + REQUESTS)] });
        await quiet(orm);
      });
      let floorCpu: number | null = null;
      let floorCount: number | null = null;
      let blockRatios = '—';
      if (floorSide) {
        floorCpu = sum(floorSide.cpu) / REQUESTS;
        const ratios = fedigraphSide.cpu.map((cpu, i) => cpu / floorSide.cpu[i]).sort((a, b) => a - b);
        blockRatios = [ratios[0], ratios[Math.floor((ratios.length - 1) / 2)], ratios[ratios.length - 1]]
          .map((r) => r.toFixed(1))
          .join(', ');
        floorStatements = 0;
        await client.run({ port: ports.floor, requests: [route.request(floorSide.from + WARMUP + REQUESTS)] });
        floorCount = floorStatements;
      }
      rows.push([
        route.name,
        floorCpu == null ? '—' : floorCpu.toFixed(2),
        fedigraph.toFixed(2),
        floorCpu == null ? '—' : (fedigraph / floorCpu).toFixed(1),
        blockRatios,
        `${floorCount ?? '—'} / ${statements}`,
      ]);
    }
    await app.close();
    floor.close();
    const when = new Date().toISOString().slice(0, 16);
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(
      `## One request at a time, against the floor (${db.label}; ${REQUESTS} requests per route and side after ${WARMUP} of warm-up; ${when}Z; load average ${load})\n`,
    );
    console.log(
      `CPU ms per request: this process${embedded ? ' (the server and PGlite)' : " (the server) and PostgreSQL's backends for the database"}; the client runs in a process of its own. The sides take turns in ${BLOCKS} blocks per route, the first side alternating; fedigraph / floor is the ratio of the sums, block ratios the lowest, median and highest of the blocks' own. SQL statements: floor / fedigraph (fedigraph's include the background work a request sets off). Replies were compared byte for byte for ${COMPARED} users before timing (a new status's id, time and conversation, and its author's last status date and status count, normalised); — : the floor does not serve the route.\n`,
    );
    console.log(
      markdownTable(
        ['route', 'floor CPU ms', 'fedigraph CPU ms', 'fedigraph / floor', 'block ratios', 'SQL statements'],
        rows,
      ),
    );
    if (METRICS_AB) console.log(overheadTable(overhead));
  } finally {
    client.stop();
    await closePool();
    await sampler?.close(true);
    await orm.close(true);
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
