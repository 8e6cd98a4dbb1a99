import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../src/db/database.js';
import { Status, ZoneUpload } from '../../../src/entities/index.js';
import { LEFTOVER_AGE_MS, removeLeftoverZoneFiles } from '../../../src/zones/leftover-files.js';
import { makeUser, tokenFor } from '../../support/factories/user.factory.js';
import { freshDatabase, type TestDatabase } from '../../support/app.js';
import { startListeningApp } from '../../support/streaming.js';

// On SIGTERM under load, no request in flight may be reset and no status committed without its reply
// (without draining, PGlite reset 122 of 200 and PostgreSQL committed 12 unanswered). src/main.ts drains (running.drain) before it closes anything.
const scratch = mkdtempSync(join(tmpdir(), 'fedigraph-shutdown-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A database that outlives the app's ORM: PGlite files on disk, or a database of its own on PostgreSQL. */
async function durableDatabase(): Promise<{
  database: TestDatabase;
  reopen: () => Promise<TestDatabase['orm']>;
  cleanup: () => Promise<void>;
}> {
  if (process.env.DATABASE_URL) {
    const database = await freshDatabase();
    return { database, reopen: () => openDatabase({ databaseUrl: database.url! }), cleanup: () => database.drop() };
  }
  const dir = join(scratch, 'db');
  const orm = await openDatabase({ pgliteDir: dir });
  return {
    database: { orm, drop: () => orm.close(true) },
    reopen: () => openDatabase({ pgliteDir: dir }),
    cleanup: async () => {},
  };
}

describe('graceful shutdown', () => {
  it('answers every request in flight: every acknowledged write is committed and every committed write was acknowledged', async () => {
    const { database, reopen, cleanup } = await durableDatabase();
    const t = await startListeningApp({}, { database });
    const token = await tokenFor(t, await makeUser(t));
    const N = 40;
    const outcomes = Promise.all(
      Array.from({ length: N }, async (_, i) => {
        try {
          const res = await fetch(`${t.base}/api/v1/statuses`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ status: `load ${i}` }),
          });
          return { i, status: res.status, body: (await res.json()) as { id?: string } };
        } catch {
          return { i, status: 0, body: {} }; // not accepted (connection refused or closed before the request was read)
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 150)); // some answered, some in flight, some not sent yet
    await t.drain();
    await t.close();
    await database.orm.close();
    const results = await outcomes;

    const orm = await reopen();
    try {
      const committed = new Map((await orm.em.fork().find(Status, {})).map((s) => [s.text, String(s.id)]));
      const answered = results.filter((r) => r.status === 200);
      expect(results.every((r) => r.status === 200 || r.status === 0)).toBe(true);
      expect(answered.length).toBeGreaterThan(0);
      for (const r of answered) expect(committed.get(`load ${r.i}`)).toBe(r.body.id);
      for (const r of results.filter((x) => x.status === 0)) expect(committed.has(`load ${r.i}`)).toBe(false);
    } finally {
      await orm.close(true);
      await cleanup();
      rmSync(t.config.dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});

describe('leftover zone files', () => {
  it('removes old temp files and kept uploads with no row at start; keeps young files and uploads with a row', async () => {
    const { database, cleanup } = await durableDatabase();
    try {
      const dataDir = join(scratch, 'data');
      const zoneDir = join(dataDir, 'zones');
      const uploads = join(dataDir, 'uploads', 'zones');
      mkdirSync(zoneDir, { recursive: true });
      mkdirSync(uploads, { recursive: true });
      const file = (dir: string, name: string, old: boolean) => {
        const path = join(dir, name);
        writeFileSync(path, 'x');
        if (old)
          utimesSync(
            path,
            new Date(Date.now() - LEFTOVER_AGE_MS - 60_000),
            new Date(Date.now() - LEFTOVER_AGE_MS - 60_000),
          );
        return path;
      };
      const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      const staleTemp = file(zoneDir, `.${uuid(1)}.tmp`, true);
      const staleUploadTemp = file(uploads, `.${uuid(2)}.tmp`, true);
      const youngTemp = file(zoneDir, `.${uuid(3)}.tmp`, false);
      const orphan = file(uploads, `${uuid(4)}.zone`, true);
      const recorded = file(uploads, `${uuid(5)}.zone`, true);
      const zoneFile = file(zoneDir, 'example.com.zone', true);
      const em = database.orm.em.fork();
      const user = await makeUser({ orm: database.orm } as never);
      await em
        .persist(
          em.create(ZoneUpload, {
            user: user.id,
            clientFilename: 'a.zone',
            storedPath: `/moved/elsewhere/${uuid(5)}.zone`,
            size: 1,
            status: 'failed',
            errors: [],
          }),
        )
        .flush();

      const removed = await removeLeftoverZoneFiles(database.orm.em.fork(), { dataDir, zoneDir } as never);
      expect(removed.sort()).toEqual([staleTemp, staleUploadTemp, orphan].sort());
      for (const path of [youngTemp, recorded, zoneFile]) expect(existsSync(path)).toBe(true);
      for (const path of removed) expect(existsSync(path)).toBe(false);
    } finally {
      await cleanup();
    }
  });
});
