// Soak test: the built server as a child process, SOAK_CLIENTS clients (200) posting statuses and
// uploading zones for SOAK_SECONDS (30), a `kill -9` at SOAK_KILL_AT seconds (half-way), a restart on the same
// DATA_DIR (and database), then every acknowledged write (a 2xx reply) is looked for in the database afterwards.
// PGlite by default; PostgreSQL and Redis with DATABASE_URL / REDIS_URL. Prints a Markdown table; exits 1 when an
// acknowledged write is lost. Run with `npm run soak` (SOAK_SECONDS=10 for a short run).
import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SecretBox } from '../src/auth/secrets.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Orm } from '../src/db/database.js';
import { Status, ZoneVersion } from '../src/entities/index.js';
import { PROJECT_ROOT } from '../src/core/paths.js';
import { benchAccounts } from './bench-accounts.js';
import { freePort } from '../test/support/free-port.js';
import { markdownTable } from './markdown.js';

const seconds = Number(process.env.SOAK_SECONDS ?? 30);
const clientCount = Number(process.env.SOAK_CLIENTS ?? 200);
const killAt = Number(process.env.SOAK_KILL_AT ?? seconds / 2);
/** Zone uploads are limited to 10 every 10 s per user: each client uploads at most once in this many ms. */
const UPLOAD_EVERY_MS = 1_500;

function openTarget(dataDir: string): Promise<Orm> {
  return openDatabase(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDir: join(dataDir, 'db') },
  );
}

/** Starts `node dist/src/main.js`; resolves once it listens. */
async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(PROJECT_ROOT, 'dist', 'src', 'main.js')], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('listening on')) resolve();
    });
    child.stderr!.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

function zoneText(origin: string, serial: number): string {
  return `$ORIGIN ${origin}.\n$TTL 300\n@ SOA ns1 hostmaster ${serial} 7200 900 1209600 300\n@ NS ns1\nns1 A 192.0.2.1\nwww A 192.0.2.${serial % 250}\n`;
}

interface Tally {
  sent: number;
  statuses: number;
  uploads: number;
  refused: number;
  other: Map<number, number>;
  latencies: number[];
}

async function main(): Promise<void> {
  const dataDir = process.env.SOAK_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'fedigraph-soak-'));
  mkdirSync(dataDir, { recursive: true });
  const run = randomBytes(3).toString('hex');
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  const base = `http://127.0.0.1:${env.PORT}`;

  // Accounts first, written by this process on the database the server will open.
  const setupOrm = await openTarget(dataDir);
  const accounts = await benchAccounts(
    setupOrm.em.fork(),
    { box: new SecretBox(loadConfig({ ...process.env, ...env }).jwtSecret) },
    `soak${run}u`,
    clientCount,
  );
  await setupOrm.close();

  let server = await startServer(env);
  const started = performance.now();
  const end = started + seconds * 1000;
  let down = false;
  const acknowledgedStatuses: Array<{ text: string; id: string }> = [];
  const acknowledgedZones: Array<{ origin: string; serial: number }> = [];
  const tally: Tally = { sent: 0, statuses: 0, uploads: 0, refused: 0, other: new Map(), latencies: [] };

  const client = async (i: number) => {
    const { token } = accounts[i];
    const origin = `soak${run}-c${i}.example`;
    let serial = 0;
    let nextUpload = performance.now() + Math.random() * UPLOAD_EVERY_MS;
    let n = 0;
    while (performance.now() < end) {
      const upload = performance.now() >= nextUpload;
      const t0 = performance.now();
      tally.sent++;
      try {
        if (upload) {
          nextUpload = t0 + UPLOAD_EVERY_MS;
          const s = ++serial;
          const form = new FormData();
          form.append('file', new Blob([zoneText(origin, s)], { type: 'text/plain' }), `${origin}.zone`);
          const res = await fetch(`${base}/api/upload`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
            body: form,
          });
          const body = (await res.json()) as { response?: { zone?: { serial: number } } };
          if (res.ok && body.response?.zone?.serial === s) {
            acknowledgedZones.push({ origin, serial: s });
            tally.uploads++;
          } else tally.other.set(res.status, (tally.other.get(res.status) ?? 0) + 1);
        } else {
          const text = `soak ${run} client ${i} status ${n++}`;
          const res = await fetch(`${base}/api/v1/statuses`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ status: text }),
          });
          const body = (await res.json()) as { id?: string };
          if (res.ok && body.id) {
            acknowledgedStatuses.push({ text, id: body.id });
            tally.statuses++;
          } else tally.other.set(res.status, (tally.other.get(res.status) ?? 0) + 1);
        }
        tally.latencies.push(performance.now() - t0);
      } catch {
        // Refused or cut off (the server is down or being killed): not acknowledged. Wait a little before retrying.
        tally.refused++;
        await new Promise((resolve) => setTimeout(resolve, down ? 200 : 20));
      }
    }
  };

  let downtimeMs = 0;
  const killer = (async () => {
    await new Promise((resolve) => setTimeout(resolve, killAt * 1000));
    down = true;
    const killedAt = performance.now();
    server.kill('SIGKILL');
    await exited(server);
    server = await startServer(env);
    down = false;
    downtimeMs = performance.now() - killedAt;
  })();

  await Promise.all(Array.from({ length: clientCount }, (_, i) => client(i)));
  await killer;
  const elapsed = (performance.now() - started) / 1000;
  server.kill('SIGTERM');
  await exited(server);

  const orm = await openTarget(dataDir);
  let lostStatuses = 0;
  let lostZones = 0;
  try {
    const em = orm.em.fork();
    const stored = new Map(
      (await em.find(Status, { text: { $like: `soak ${run} %` } })).map((s) => [s.text, String(s.id)]),
    );
    for (const a of acknowledgedStatuses) if (stored.get(a.text) !== a.id) lostStatuses++;
    const versions = await em.find(
      ZoneVersion,
      { zone: { origin: { $like: `soak${run}-%` } } },
      { populate: ['zone'] },
    );
    const have = new Set(versions.map((v) => `${v.zone.getEntity().origin} ${v.serial}`));
    for (const a of acknowledgedZones) if (!have.has(`${a.origin} ${a.serial}`)) lostZones++;
  } finally {
    await orm.close();
  }

  const sorted = [...tally.latencies].sort((a, b) => a - b);
  const pct = (p: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))].toFixed(0) : '-';
  const other = [...tally.other].map(([status, count]) => `${status}: ${count}`).join(', ') || 'none';
  const db = process.env.DATABASE_URL ? `PostgreSQL${process.env.REDIS_URL ? ' + Redis' : ''}` : 'PGlite';
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  console.log(`## Soak: ${clientCount} clients, ${seconds} s, kill -9 at ${killAt} s, ${db}\n`);
  console.log(
    markdownTable(
      ['measure', 'value'],
      [
        ['database', db],
        ['clients / duration (s)', `${clientCount} / ${elapsed.toFixed(1)}`],
        ['requests sent', tally.sent],
        ['acknowledged statuses / zone uploads', `${tally.statuses} / ${tally.uploads}`],
        ['refused or cut off (server down or killed)', tally.refused],
        ['other replies (status: count)', other],
        ['answered latency p50 / p99 (ms)', `${pct(0.5)} / ${pct(0.99)}`],
        ['kill -9 to listening again (ms)', downtimeMs.toFixed(0)],
        ['**lost acknowledged statuses / zone versions**', `**${lostStatuses} / ${lostZones}**`],
        ['load average 1 / 5 / 15 min (end)', load],
      ],
    ),
  );
  if (!process.env.SOAK_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  if (lostStatuses + lostZones > 0) {
    console.error(`LOST ${lostStatuses + lostZones} acknowledged writes`);
    process.exit(1);
  }
}

await main();
