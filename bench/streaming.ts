// Streaming benchmark: one instance on the embedded PGlite database (on disk, as `npm start` uses it) holds
// SOCKETS sockets of the Mastodon streaming API on the `user` stream: ACTIVE of them belong to followers of an
// author (one socket each), the rest to accounts that follow nobody (idle: the events are routed past them).
// The author posts a burst of statuses through POST /api/v1/statuses; every follower socket must receive
// every status as `update`. Reports the delivery latency (from the POST being sent to the message arriving),
// the sockets the instance holds and the memory they take. Two sizes, each on a fresh instance: 1,000 sockets
// with 50 followers, 5,000 with 500 (BENCH_SIZES="1000x50,5000x500"); BENCH_STATUSES statuses (100) each.
// Run with `npm run bench:streaming`.
import 'reflect-metadata';
import WebSocket from 'ws';
import { loadavg } from 'node:os';
import { Follow } from '../src/entities/index.js';
import { benchAccounts } from './bench-accounts.js';
import { markdownTable } from './markdown.js';
import { startBenchApp } from './bench-app.js';

const SIZES = (process.env.BENCH_SIZES ?? '1000x50,5000x500')
  .split(',')
  .map((size) => size.split('x').map(Number) as [number, number]);
const STATUSES = Number(process.env.BENCH_STATUSES ?? 100);
/** Idle sockets are spread over this many accounts (creating an account hashes a password: it is slow). */
const IDLE_ACCOUNTS = 50;
/** Statuses posted at once during the burst. */
const CONCURRENCY = 10;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

type Row = (string | number)[];

async function run(SOCKETS: number, ACTIVE: number): Promise<{ delivery: Row; memory: Row }> {
  const { app, orm, port, stop } = await startBenchApp();
  const clients: WebSocket[] = [];
  try {
    const em = orm.em.fork();
    const [author] = await benchAccounts(em, app.deps, 'author', 1);
    const followers = await benchAccounts(em, app.deps, 'follower', ACTIVE);
    const idle = await benchAccounts(em, app.deps, 'idle', IDLE_ACCOUNTS);
    for (const f of followers) em.create(Follow, { follower: f.user.id, following: author.user.id, state: 'accepted' });
    await em.flush();

    global.gc?.();
    const heapBefore = process.memoryUsage();
    const open = (token: string) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v1/streaming?stream=user&access_token=${token}`);
        ws.once('open', () => resolve(ws));
        ws.once('error', reject);
      });
    const postedAt = new Map<string, number>();
    const latencies: number[] = [];
    let delivered = 0;
    let allDelivered!: () => void;
    const done = new Promise<void>((resolve) => {
      allDelivered = resolve;
    });
    for (const f of followers) {
      const ws = await open(f.token);
      ws.on('message', (data) => {
        const message = JSON.parse(data.toString()) as { event: string; payload: string };
        if (message.event !== 'update') return;
        const text = JSON.parse(message.payload).content as string;
        latencies.push(performance.now() - postedAt.get(text)!);
        if (++delivered === ACTIVE * STATUSES) allDelivered();
      });
      clients.push(ws);
    }
    for (let i = 0; clients.length < SOCKETS; i++) clients.push(await open(idle[i % idle.length].token));
    global.gc?.();
    const heapAfter = process.memoryUsage();
    const held = app.streaming.mastodonSockets;

    const postTimes: number[] = [];
    const load = loadavg()[0].toFixed(2);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < STATUSES; i += CONCURRENCY) {
      await Promise.all(
        Array.from({ length: Math.min(CONCURRENCY, STATUSES - i) }, async (_, j) => {
          const text = `status ${i + j}`;
          postedAt.set(text, performance.now());
          const res = await fetch(`http://127.0.0.1:${port}/api/v1/statuses`, {
            method: 'POST',
            headers: { authorization: `Bearer ${author.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ status: text }),
          });
          if (res.status !== 200) throw new Error(`POST /api/v1/statuses: ${res.status} ${await res.text()}`);
          postTimes.push(performance.now() - postedAt.get(text)!);
        }),
      );
    }
    const timeout = setTimeout(() => {
      throw new Error(`only ${delivered} of ${ACTIVE * STATUSES} deliveries arrived`);
    }, 600_000);
    await done;
    clearTimeout(timeout);
    const total = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    latencies.sort((a, b) => a - b);
    postTimes.sort((a, b) => a - b);

    return {
      delivery: [
        held,
        ACTIVE,
        delivered,
        percentile(latencies, 50).toFixed(1),
        percentile(latencies, 99).toFixed(1),
        latencies[latencies.length - 1].toFixed(1),
        percentile(postTimes, 50).toFixed(1),
        (total / 1000).toFixed(1),
        Math.round(delivered / (total / 1000)),
        cpuSeconds.toFixed(1),
        Math.round(delivered / cpuSeconds),
        load,
      ],
      memory: [
        SOCKETS,
        mb(heapBefore.heapUsed),
        mb(heapAfter.heapUsed),
        mb(heapAfter.rss),
        ((heapAfter.heapUsed - heapBefore.heapUsed) / SOCKETS / 1024).toFixed(1),
      ],
    };
  } finally {
    for (const ws of clients) ws.terminate();
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
        'burst done in s',
        'deliveries/s',
        'CPU s (server and clients)',
        'deliveries per CPU s',
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
        'heap per socket KB (server and client side)',
      ],
      memory,
    ),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
