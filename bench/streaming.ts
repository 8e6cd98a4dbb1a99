// Streaming benchmark: one instance on the embedded PGlite database (on disk, as `npm start` uses it) holds
// SOCKETS sockets of the Mastodon streaming API on the `user` stream: ACTIVE of them belong to followers of an
// author (one socket each), the rest to accounts that follow nobody (idle: the events are routed past them).
// The author posts a burst of statuses through POST /api/v1/statuses; every follower socket must receive
// every status as `update`. Reports the delivery latency (from the POST being sent to the message arriving),
// the sockets the instance holds and the memory they take. Two sizes, each on a fresh instance: 1,000 sockets
// with 50 followers, 5,000 with 500 (BENCH_SIZES="1000x50,5000x500"); BENCH_STATUSES statuses (100) each.
// The clients (sockets and POSTs) run in a child process (bench/streaming-client.ts): the CPU reported is the
// server's alone, and deliveries/s count from the first POST being sent to the last delivery arriving.
// BENCH_CPU_PROF=<dir> writes the server's CPU profile of each burst into <dir>. Run with `npm run bench:streaming`.
import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Follow } from '../src/entities/index.js';
import { benchAccounts } from './bench-accounts.js';
import { markdownTable } from './markdown.js';
import { startBenchApp } from './bench-app.js';
import { startCpuProfile } from './cpu-profile.js';
import type { BurstOrder, BurstResult, OpenOrder } from './streaming-client.js';

const SIZES = (process.env.BENCH_SIZES ?? '1000x50,5000x500')
  .split(',')
  .map((size) => size.split('x').map(Number) as [number, number]);
const STATUSES = Number(process.env.BENCH_STATUSES ?? 100);
/** Idle sockets are spread over this many accounts (creating an account hashes a password: it is slow). */
const IDLE_ACCOUNTS = 50;
/** Statuses posted and delivered before the burst, not counted (operations compile on first use). */
const WARMUP = 20;
/** Statuses posted at once during the burst. */
const CONCURRENCY = 10;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

type Row = (string | number)[];

/** One message of the given kind from the client process. */
const answer = <T>(child: ChildProcess, kind: string) =>
  new Promise<T>((resolve, reject) => {
    const onMessage = (m: { kind: string }) => {
      if (m.kind !== kind) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(m as T);
    };
    const onExit = (code: number | null) => reject(new Error(`the client process exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });

async function run(SOCKETS: number, ACTIVE: number): Promise<{ delivery: Row; memory: Row }> {
  const { app, orm, port, stop } = await startBenchApp();
  const child = fork(join(fileURLToPath(new URL('.', import.meta.url)), 'streaming-client.js'));
  try {
    const em = orm.em.fork();
    const [author] = await benchAccounts(em, app.deps, 'author', 1);
    // 0x0 measures the POSTs with no one listening: the fan-out's share is the difference.
    const followers = (await benchAccounts(em, app.deps, 'follower', Math.max(ACTIVE, 1))).slice(0, ACTIVE);
    const idle = await benchAccounts(em, app.deps, 'idle', IDLE_ACCOUNTS);
    for (const f of followers) em.create(Follow, { follower: f.user.id, following: author.user.id, state: 'accepted' });
    await em.flush();

    global.gc?.();
    const heapBefore = process.memoryUsage();
    const opened = answer(child, 'opened');
    child.send({
      kind: 'open',
      port,
      followerTokens: followers.map((f) => f.token),
      idleTokens: idle.map((i) => i.token),
      sockets: SOCKETS,
    } satisfies OpenOrder);
    await opened;
    global.gc?.();
    const heapAfter = process.memoryUsage();
    const held = app.streaming.mastodonSockets;

    const warmed = answer(child, 'warmed');
    child.send({
      kind: 'burst',
      authorToken: author.token,
      statuses: STATUSES,
      warmup: WARMUP,
      concurrency: CONCURRENCY,
    } satisfies BurstOrder);
    await warmed;
    const load = loadavg()[0].toFixed(2);
    const done = answer<BurstResult>(child, 'done');
    const stopProfile = await startCpuProfile(process.env.BENCH_CPU_PROF, `streaming-${SOCKETS}x${ACTIVE}`);
    // The statements of the POSTs and of the fan-out (the job worker's poll too, once a second).
    let statements = 0;
    const counting = () => void (statements += 1);
    const knex = orm.em.getConnection().getKnex();
    knex.on('query', counting);
    const cpuBefore = process.cpuUsage();
    child.send({ kind: 'go' });
    const result = await done;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    await stopProfile();
    knex.removeListener('query', counting);
    const { latencies, postTimes, delivered } = result;
    if (delivered !== ACTIVE * STATUSES) throw new Error(`${delivered} of ${ACTIVE * STATUSES} deliveries`);

    return {
      delivery: [
        held,
        ACTIVE,
        delivered,
        delivered ? percentile(latencies, 50).toFixed(1) : '—',
        delivered ? percentile(latencies, 99).toFixed(1) : '—',
        delivered ? latencies[latencies.length - 1].toFixed(1) : '—',
        percentile(postTimes, 50).toFixed(1),
        (result.totalMs / 1000).toFixed(2),
        Math.round(delivered / (result.totalMs / 1000)),
        cpuSeconds.toFixed(2),
        Math.round(delivered / cpuSeconds),
        ((cpuSeconds * 1000) / STATUSES).toFixed(1),
        (statements / STATUSES).toFixed(1),
        result.clientCpuSeconds.toFixed(2),
        load,
      ],
      memory: [
        SOCKETS,
        mb(heapBefore.heapUsed),
        mb(heapAfter.heapUsed),
        mb(heapAfter.rss),
        SOCKETS ? ((heapAfter.heapUsed - heapBefore.heapUsed) / SOCKETS / 1024).toFixed(1) : '—',
      ],
    };
  } finally {
    child.kill();
    await stop();
  }
}

async function main(): Promise<void> {
  console.log(
    `## Streaming API (sockets on the user stream, some of them followers of the author; ${STATUSES} statuses posted ${CONCURRENCY} at a time; PGlite on disk; in-memory bus; ${new Date().toISOString().slice(0, 16)}Z)\n`,
  );
  const memory: Row[] = [];
  // Each size's row as soon as it is measured: the larger size takes minutes on a busy machine.
  for (const [i, [sockets, active]] of SIZES.entries()) {
    const row = await run(sockets, active);
    const table = markdownTable(
      [
        'sockets held',
        'followers',
        'deliveries',
        'delivery p50 ms',
        'delivery p99 ms',
        'max ms',
        'POST p50 ms',
        'burst done in s (first POST to last delivery)',
        'deliveries/s',
        'server CPU s',
        'deliveries per server CPU s',
        'server CPU ms per status',
        'SQL statements per status',
        'client CPU s (other process)',
        'load average (1 min) at the burst',
      ],
      [row.delivery],
    ).split('\n');
    console.log((i === 0 ? table : table.slice(2)).join('\n'));
    memory.push(row.memory);
  }
  console.log('');
  console.log(
    markdownTable(
      [
        'sockets',
        'heap before sockets MB',
        'heap with sockets MB',
        'RSS with sockets MB',
        'heap per socket KB (server side)',
      ],
      memory,
    ),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
