import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { SecretBox } from '../../../src/auth/secrets.js';
import { loadConfig } from '../../../src/config.js';
import { openDatabase, type Orm } from '../../../src/db/database.js';
import { PROJECT_ROOT } from '../../../src/core/paths.js';
import { DEFAULT_PASSWORD, makeUser, tokenFor } from '../../support/factories/user.factory.js';
import type { TestApp } from '../../support/app.js';
import { kw } from '../../support/config.js';
import { freePort } from '../../support/free-port.js';
import { scratchDatabase, type ScratchDatabase } from '../../support/scratch-database.js';

// WEB_CONCURRENCY=2 with the real process (`src/main.ts` as `npm start` runs it, compiled on the fly by
// test/support/ts-register.mjs): two server processes on one port, on a scratch PostgreSQL database and Redis
// (DATABASE_URL / REDIS_URL, else the local defaults). Every request below opens its own connection, so the
// primary hands them to both processes in turn; each check fails if the processes kept their own state.
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function answers(): Promise<string | null> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    return `Redis at ${REDIS_URL} does not answer`;
  } finally {
    redis.disconnect();
  }
  try {
    await (await scratchDatabase(SERVER_URL, 'fedigraph_probe')).drop();
  } catch {
    return `PostgreSQL at ${SERVER_URL} does not answer`;
  }
  return null;
}

let unavailable: string | null = 'not probed';
let database: ScratchDatabase;
let orm: Orm;
let server: { child: ChildProcess; exited: Promise<number | null>; output: () => string };
let port: number;
const tokens: Record<'alice' | 'admin', string> = { alice: '', admin: '' };
const scratch = mkdtempSync(join(tmpdir(), 'fedigraph-cluster-'));

/** One request on a connection of its own. */
function call(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> & Array<Record<string, unknown>> }> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(text ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } : {}),
        },
      },
      (res) => {
        let data = '';
        res.on('data', (chunk) => (data += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: data ? JSON.parse(data) : {} }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

beforeAll(async () => {
  unavailable = await answers();
  if (unavailable) {
    console.warn(
      `cluster test skipped: ${unavailable} (it needs PostgreSQL and Redis: set DATABASE_URL and REDIS_URL)`,
    );
    return;
  }
  database = await scratchDatabase(SERVER_URL, 'fedigraph_cluster');
  port = await freePort();
  const env: Record<string, string> = {
    DATA_DIR: scratch,
    PORT: String(port),
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: database.url,
    REDIS_URL,
    WEB_CONCURRENCY: '2',
    LOG_LEVEL: 'warn',
  };
  // The users and tokens are written before the server starts (the primary's migrations then find nothing to do).
  orm = await openDatabase({ databaseUrl: database.url });
  const setup = {
    orm,
    deps: { box: new SecretBox(loadConfig({ ...process.env, ...env }).jwtSecret) },
  } as unknown as TestApp;
  tokens.alice = await tokenFor(setup, await makeUser(setup, { nickname: 'alice' }));
  tokens.admin = await tokenFor(setup, await makeUser(setup, { nickname: 'boss', isAdmin: true }), [
    'read',
    'write',
    'admin',
  ]);

  const child = spawn(process.execPath, ['--import', './test/support/ts-register.mjs', 'src/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  server = { child, exited, output: () => output };
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('listening on')) resolve();
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
}, 180_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await orm?.close(true);
  await database?.drop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('WEB_CONCURRENCY=2 on PostgreSQL and Redis', () => {
  it('runs two server processes under the primary, which says so', () => {
    if (unavailable) return;
    expect(server.output()).toContain(`listening on http://127.0.0.1:${port} (PostgreSQL, 2 processes)`);
    const children = execFileSync('pgrep', ['-P', String(server.child.pid)])
      .toString()
      .trim()
      .split('\n');
    expect(children).toHaveLength(2);
  });

  it('shares rate limits: of six logins spread over both processes, exactly one is throttled', async () => {
    if (unavailable) return;
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', `/api/login?username=alice&password=${encodeURIComponent(DEFAULT_PASSWORD)}`),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('delivers a status posted to one process to streaming sockets held by both', async () => {
    if (unavailable) return;
    const sockets = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const ws = new WebSocket(
              `ws://127.0.0.1:${port}/api/v1/streaming?stream=user&access_token=${tokens.alice}`,
            );
            ws.once('open', () => resolve(ws));
            ws.once('error', reject);
          }),
      ),
    );
    try {
      const received = sockets.map(
        (ws) =>
          new Promise<string>((resolve) =>
            ws.on('message', (data) => {
              const message = JSON.parse(data.toString()) as { event: string; payload: string };
              if (message.event === 'update') resolve(JSON.parse(message.payload).id);
            }),
          ),
      );
      const posted = await call('POST', '/api/v1/statuses', tokens.alice, { status: 'across processes' });
      expect(posted.status).toBe(200);
      expect(await Promise.all(received)).toEqual(Array(4).fill(posted.body.id));
    } finally {
      for (const ws of sockets) ws.terminate();
    }
  });

  it('applies a runtime setting changed through one process in both', async () => {
    if (unavailable) return;
    const res = await call('POST', '/api/pleroma/admin/config', tokens.admin, {
      configs: [{ group: ':pleroma', key: ':instance', value: kw({ name: 'Two processes' }) }],
    });
    expect(res.status).toBe(200);
    // The other process hears the change over Redis a moment later.
    const deadline = Date.now() + 5000;
    let titles: unknown[];
    do {
      titles = (await Promise.all(Array.from({ length: 4 }, () => call('GET', '/api/v1/instance')))).map(
        (r) => r.body.title,
      );
    } while (titles.some((t) => t !== 'Two processes') && Date.now() < deadline);
    expect(titles).toEqual(Array(4).fill('Two processes'));
  });

  it('announces an ended poll once, though both processes look for ended polls', async () => {
    if (unavailable) return;
    const posted = await call('POST', '/api/v1/statuses', tokens.alice, {
      status: 'which?',
      poll: { options: ['a', 'b'], expires_in: 1 },
    });
    expect(posted.status).toBe(200);
    // Each process checks at least every 15 s (POLL_CHECK_MAX_MS): after 20 s both have looked.
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    const notifications = await call('GET', '/api/v1/notifications?types[]=poll', tokens.alice);
    expect(notifications.body.map((n) => [n.type, (n.status as { id: string }).id])).toEqual([
      ['poll', posted.body.id],
    ]);
  }, 40_000);

  it('drains both processes on SIGTERM and exits 0', async () => {
    if (unavailable) return;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 60_000);
});
