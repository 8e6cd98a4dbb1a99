import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SecretBox } from '../../../src/auth/secrets.js';
import { loadConfig } from '../../../src/config.js';
import { openDatabase } from '../../../src/db/database.js';
import { Status } from '../../../src/entities/index.js';
import { PROJECT_ROOT } from '../../../src/core/paths.js';
import { makeUser, tokenFor } from '../../support/factories/user.factory.js';
import { freshDatabase, type TestApp } from '../../support/app.js';
import { freePort } from '../../support/free-port.js';

// Draining on SIGTERM with the real process: `src/main.ts` run as `npm start` runs it (compiled on the fly by
// test/support/ts-register.mjs instead of tsc), SIGTERM sent while writes are in flight. test/integration/src/shutdown.test.ts
// drives the same drain in-process.
const scratch = mkdtempSync(join(tmpdir(), 'fedigraph-sigterm-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function startServer(env: Record<string, string>): {
  child: ChildProcess;
  ready: Promise<void>;
  exited: Promise<number | null>;
  output: () => string;
} {
  const child = spawn(process.execPath, ['--import', './test/support/ts-register.mjs', 'src/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('listening on')) resolve();
    });
    child.stderr!.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, ready, exited, output: () => output };
}

describe('SIGTERM to the server process under load', () => {
  it('exits 0 after answering every accepted write: every answered write is committed, every committed write was answered', async () => {
    const dataDir = join(scratch, 'data');
    mkdirSync(dataDir);
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    };
    // The user and token are written before the server starts, on the database it will open.
    const database = process.env.DATABASE_URL ? await freshDatabase() : null;
    if (database) env.DATABASE_URL = database.url!;
    const setupOrm = database?.orm ?? (await openDatabase({ pgliteDir: join(dataDir, 'db') }));
    const setup = {
      orm: setupOrm,
      deps: { box: new SecretBox(loadConfig({ ...process.env, ...env }).jwtSecret) },
    } as unknown as TestApp;
    const token = await tokenFor(setup, await makeUser(setup));
    if (!database) await setupOrm.close();

    const server = startServer(env);
    try {
      await server.ready;
      const base = `http://127.0.0.1:${env.PORT}`;
      let n = 0;
      let stopped = false;
      const results: Array<{ text: string; status: number; id?: string }> = [];
      // 40 clients, each posting one status after another until the server stops taking them.
      const clients = Array.from({ length: 40 }, async () => {
        while (!stopped) {
          const text = `sigterm ${n++}`;
          try {
            const res = await fetch(`${base}/api/v1/statuses`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ status: text }),
            });
            results.push({ text, status: res.status, id: ((await res.json()) as { id?: string }).id });
          } catch {
            results.push({ text, status: 0 }); // refused or closed before the request was read: not accepted
            stopped = true;
          }
        }
      });
      // SIGTERM once writes are flowing (the first ones wait for the JIT on a loaded machine).
      while (results.filter((r) => r.status === 200).length < 20 && !stopped)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const answeredBefore = results.filter((r) => r.status === 200).length;
      server.child.kill('SIGTERM');
      const code = await server.exited;
      stopped = true;
      await Promise.all(clients);

      expect({ code, output: server.output() }).toEqual({
        code: 0,
        output: expect.not.stringMatching(/"level":(50|60)/),
      });
      expect(answeredBefore).toBeGreaterThan(0);
      expect(results.filter((r) => r.status !== 200 && r.status !== 0)).toEqual([]);

      const orm = database?.orm ?? (await openDatabase({ pgliteDir: join(dataDir, 'db') }));
      try {
        const committed = new Map((await orm.em.fork().find(Status, {})).map((s) => [s.text, String(s.id)]));
        const answered = results.filter((r) => r.status === 200);
        expect(answered.length).toBeGreaterThan(answeredBefore); // some were in flight when SIGTERM came
        for (const r of answered) expect([r.text, committed.get(r.text)]).toEqual([r.text, r.id]);
        const refused = new Set(results.filter((r) => r.status === 0).map((r) => r.text));
        expect([...committed.keys()].filter((text) => refused.has(text))).toEqual([]);
        expect(committed.size).toBe(answered.length);
      } finally {
        if (!database) await orm.close();
      }
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await database?.drop();
    }
  }, 120_000);
});
