// The clients of bench:streaming, in a process of their own so that the server's CPU is measured apart from
// theirs. The parent sends { kind: 'open', ... }: the client opens the follower sockets (one each), then the
// idle ones, and answers { kind: 'opened' }; then { kind: 'burst' }: it posts the statuses CONCURRENCY at a time
// (after a few not counted, answering { kind: 'warmed' } and waiting for { kind: 'go' }) and answers
// { kind: 'done', ... } once every follower socket has received every status as `update`, with the
// delivery latencies (from the POST being sent to the message arriving) and the POST latencies.
import WebSocket from 'ws';

export interface OpenOrder {
  kind: 'open';
  port: number;
  followerTokens: string[];
  idleTokens: string[];
  sockets: number;
}

export interface BurstOrder {
  kind: 'burst';
  authorToken: string;
  statuses: number;
  /** Posted and delivered first, not counted: the server compiles its operations on first use. */
  warmup: number;
  concurrency: number;
}

export interface BurstResult {
  kind: 'done';
  delivered: number;
  /** Sorted, ms. */
  latencies: number[];
  /** Sorted, ms. */
  postTimes: number[];
  /** From the first POST being sent to the last delivery arriving, ms. */
  totalMs: number;
  /** CPU seconds the clients spent during the burst. */
  clientCpuSeconds: number;
}

/** The status text carries its number between markers the client finds without parsing the frame. */
const statusText = (n: number) => `bench-${n}-mark`;
const MARK = /bench-(\d+)-mark/;

const clients: WebSocket[] = [];
let port = 0;
const postedAt: number[] = [];
const latencies: number[] = [];
let delivered = 0;
let expected = Infinity;
let allDelivered: () => void = () => {};

const open = (token: string) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v1/streaming?stream=user&access_token=${token}`);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });

async function openAll(order: OpenOrder): Promise<void> {
  port = order.port;
  for (const token of order.followerTokens) {
    const ws = await open(token);
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (!text.includes('"event":"update"')) return;
      const n = Number(MARK.exec(text)?.[1]);
      latencies.push(performance.now() - postedAt[n]);
      if (++delivered === expected) allDelivered();
    });
    clients.push(ws);
  }
  for (let i = 0; clients.length < order.sockets; i++)
    clients.push(await open(order.idleTokens[i % order.idleTokens.length]));
}

/** Posts statuses first .. first + count - 1 and waits for their deliveries. */
async function burst(order: BurstOrder, followers: number, first: number, count: number): Promise<BurstResult> {
  delivered = 0;
  latencies.length = 0;
  expected = followers * count;
  const done = new Promise<void>((resolve) => {
    allDelivered = resolve;
  });
  const postTimes: number[] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < count; i += order.concurrency) {
    await Promise.all(
      Array.from({ length: Math.min(order.concurrency, count - i) }, async (_, j) => {
        const n = first + i + j;
        postedAt[n] = performance.now();
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/statuses`, {
          method: 'POST',
          headers: { authorization: `Bearer ${order.authorToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ status: statusText(n) }),
        });
        if (res.status !== 200) throw new Error(`POST /api/v1/statuses: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
        postTimes.push(performance.now() - postedAt[n]);
      }),
    );
  }
  const timeout = setTimeout(() => {
    throw new Error(`only ${delivered} of ${expected} deliveries arrived`);
  }, 600_000);
  if (delivered < expected) await done;
  clearTimeout(timeout);
  const totalMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  postTimes.sort((a, b) => a - b);
  return {
    kind: 'done',
    delivered,
    latencies: [...latencies],
    postTimes,
    totalMs,
    clientCpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}

let followers = 0;
process.on('message', (order: OpenOrder | BurstOrder | { kind: 'go' }) => {
  void (async () => {
    if (order.kind === 'go') return;
    if (order.kind === 'open') {
      followers = order.followerTokens.length;
      await openAll(order);
      process.send!({ kind: 'opened' });
    } else {
      await burst(order, followers, 0, order.warmup);
      const go = new Promise((resolve) => process.once('message', resolve));
      process.send!({ kind: 'warmed' });
      await go;
      process.send!(await burst(order, followers, order.warmup, order.statuses));
      for (const ws of clients) ws.terminate();
    }
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
});
process.on('disconnect', () => process.exit(0));
