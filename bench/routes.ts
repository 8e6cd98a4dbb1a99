// What one request of each route costs, alone: the routes of bench:load's mix (less the zone upload, which
// bench:zones measures) and two light ones, requested one at a time over loopback HTTP by 50 seeded users, in
// this process (PGlite on disk, or a fresh database on DATABASE_URL's server). Prints, per route, the SQL
// statements of one request, and the CPU time and wall time per request over BENCH_REQUESTS requests (200).
// The CPU time is this process's: the server, PGlite when embedded, and the client's side of HTTP, which the
// first row measures alone (the same client against an Express app answering a constant). A PostgreSQL
// server's own CPU is not in it. Run with `npm run bench:routes`.
import 'reflect-metadata';
import express from 'express';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/core/logger.js';
import { database, JWT_SECRET, NESTED_QUERY, seed } from './load-setup.js';
import { markdownTable } from './markdown.js';
import { countStatements, quiet } from '../test/support/sql-count.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const USERS = 50;

type Send = (method: string, path: string, token?: string, body?: object) => Promise<number>;

/** A keep-alive client on one socket: requests one at a time, as a person's app would. */
function client(port: number): Send {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (method, path, token, body) =>
    new Promise((resolve, reject) => {
      const data = body ? JSON.stringify(body) : undefined;
      const headers: Record<string, string | number> = token ? { authorization: `Bearer ${token}` } : {};
      if (data)
        Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) });
      const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(data);
    });
}

/** CPU and wall milliseconds per request over REQUESTS requests, after 30 of warm-up (operations compile). */
async function measure(request: (i: number) => Promise<number>): Promise<{ cpu: number; wall: number }> {
  for (let i = 0; i < 30; i++) {
    const status = await request(i);
    if (status !== 200) throw new Error(`answered ${status}`);
  }
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < REQUESTS; i++) await request(i);
  const used = process.cpuUsage(cpu);
  return { cpu: (used.user + used.system) / 1000 / REQUESTS, wall: (performance.now() - start) / REQUESTS };
}

async function bareExpress(): Promise<{ cpu: number; wall: number }> {
  const app = express();
  app.get('/', (_req, res) => void res.json({ ok: true }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const send = client((server.address() as AddressInfo).port);
  try {
    return await measure(() => send('GET', '/', 'token'));
  } finally {
    server.close();
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fedigraph-routes-'));
  const db = await database(dataDir);
  const orm = await db.open();
  try {
    const seeded = await seed(orm, dataDir, USERS);
    const config = loadConfig({ ...process.env, ...db.env, DATA_DIR: dataDir, JWT_SECRET });
    const app = await createApp({ orm, config, logger: createLogger('silent') });
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    const send = client((app.server.address() as AddressInfo).port);
    const user = (i: number) => seeded.tokens[i % USERS];
    let posted = 0;
    const routes: Array<[string, (i: number) => Promise<number>]> = [
      ['GET /api/v1/instance (anonymous)', () => send('GET', '/api/v1/instance')],
      ['GET /api/v1/accounts/verify_credentials', (i) => send('GET', '/api/v1/accounts/verify_credentials', user(i))],
      ['GET /api/v1/notifications', (i) => send('GET', '/api/v1/notifications', user(i))],
      ['GET /api/v1/timelines/home', (i) => send('GET', '/api/v1/timelines/home', user(i))],
      ['POST /graphql (nested home timeline)', (i) => send('POST', '/graphql', user(i), { query: NESTED_QUERY })],
      ['POST /api/v1/statuses', (i) => send('POST', '/api/v1/statuses', user(i), { status: `routes ${++posted}` })],
      [
        'POST /api/v1/statuses/:id/favourite',
        (i) =>
          send('POST', `/api/v1/statuses/${seeded.statusIds[(i * 7) % seeded.statusIds.length]}/favourite`, user(i)),
      ],
      ['GET /api/v1/favourites', (i) => send('GET', '/api/v1/favourites', user(i))],
    ];
    const bare = await bareExpress();
    const rows: (string | number)[][] = [
      ['the client alone (bare Express)', 0, bare.cpu.toFixed(2), bare.wall.toFixed(2)],
    ];
    for (const [name, request] of routes) {
      const cost = await measure(request);
      // The statements of one more request and of the background work it sets off.
      const statements = await countStatements(orm, async () => {
        await request(REQUESTS);
        await quiet(orm);
      });
      rows.push([name, statements, cost.cpu.toFixed(2), cost.wall.toFixed(2)]);
    }
    await app.close();
    const when = new Date().toISOString().slice(0, 16);
    console.log(
      `## One request at a time (${db.label}; ${REQUESTS} requests per route; ${when}Z; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})\n`,
    );
    console.log(
      markdownTable(
        ['route', 'SQL statements (and the background work it sets off)', 'CPU ms per request', 'wall ms per request'],
        rows,
      ),
    );
  } finally {
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
