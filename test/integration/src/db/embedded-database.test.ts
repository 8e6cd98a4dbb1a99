import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quiet } from '../../../support/sql-count.js';
import { embeddedDatabaseOf, openDatabase } from '../../../../src/db/database.js';
import { isFatalDatabaseError } from '../../../../src/db/embedded-database.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { startTestApp, type TestApp } from '../../../support/app.js';

// A 2,000-level jsonb made PGlite trap ("memory access out of bounds"); every later query failed the
// same way until a restart. The server now reopens the database from its files. PostgreSQL needs none of
// this (its pool drops a broken connection and opens another), so this file runs on PGlite only.
const scratch = mkdtempSync(join(tmpdir(), 'fedigraph-embedded-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const pgliteOnly = process.env.DATABASE_URL ? describe.skip : describe;

async function appOnFiles(name: string): Promise<TestApp> {
  const orm = await openDatabase({ pgliteDir: join(scratch, name) });
  return startTestApp({}, { database: { orm, drop: () => orm.close(true) } });
}

async function post(t: TestApp, token: string, text: string) {
  return t.http().post('/api/v1/statuses').set('authorization', `Bearer ${token}`).send({ status: text });
}

pgliteOnly('embedded database failure', () => {
  it('a WebAssembly trap: healthcheck 503, the database is reopened from its files, committed data kept', async () => {
    const t = await appOnFiles('trap');
    try {
      const embedded = embeddedDatabaseOf(t.orm.config)!;
      const token = await tokenFor(t, await makeUser(t));
      const before = await post(t, token, 'committed before the failure');
      expect(before.status).toBe(200);

      // The deep query, sent below the input guards that now refuse it at the HTTP edge.
      const nested = '['.repeat(2000) + ']'.repeat(2000);
      const failure = await t.orm.em
        .getConnection()
        .execute('select ?::jsonb as j', [nested])
        .catch((err: Error) => err);
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toMatch(/memory access out of bounds/);
      expect(embedded.broken).toBeTruthy();
      const sick = await t.http().get('/api/pleroma/healthcheck');
      expect(sick.status).toBe(503);
      expect(sick.body.healthy).toBe(false);

      await embedded.settled();
      expect(embedded.recoveries).toBe(1);
      const healthy = await t.http().get('/api/pleroma/healthcheck');
      expect(healthy.status).toBe(200);
      expect(healthy.body.healthy).toBe(true);
      const kept = await t.http().get(`/api/v1/statuses/${before.body.id}`).set('authorization', `Bearer ${token}`);
      expect(kept.status).toBe(200);
      expect(kept.body.content).toContain('committed before the failure');
      const after = await post(t, token, 'written after the recovery');
      expect(after.status).toBe(200);

      const log = t.logLines.join('');
      expect(log).toContain('the embedded database failed; reopening it from its files');
      expect(log).toContain('memory access out of bounds');
      expect(log).toContain('the embedded database was reopened');
    } finally {
      await t.stop();
    }
  }, 120_000);

  it('an instance closed under the ORM: the requests that hit it fail, later ones succeed on the reopened database', async () => {
    const t = await appOnFiles('closed');
    try {
      const embedded = embeddedDatabaseOf(t.orm.config)!;
      const token = await tokenFor(t, await makeUser(t));
      const before = await post(t, token, 'kept across the close');
      expect(before.status).toBe(200);

      // The post's background work (event listeners) must not be the first to meet the closed instance.
      await quiet(t.orm);
      await (await embedded.instance()).close();
      const hit = await post(t, token, 'sent to a closed database');
      expect(hit.status).toBe(500);
      expect(embedded.broken).toBeTruthy();
      expect((await t.http().get('/api/pleroma/healthcheck')).status).toBe(503);

      await embedded.settled();
      expect((await t.http().get('/api/pleroma/healthcheck')).status).toBe(200);
      const timeline = await t.http().get('/api/v1/timelines/home').set('authorization', `Bearer ${token}`);
      expect(timeline.status).toBe(200);
      expect(timeline.body.map((s: { id: string }) => s.id)).toContain(before.body.id);
      expect(timeline.body.map((s: { content: string }) => s.content).join()).not.toContain(
        'sent to a closed database',
      );
      expect((await post(t, token, 'after')).status).toBe(200);
    } finally {
      await t.stop();
    }
  }, 120_000);
});

describe('isFatalDatabaseError', () => {
  it('tells an unusable instance from an ordinary query error', () => {
    const Trap = (globalThis as unknown as { WebAssembly: { RuntimeError: new (m: string) => Error } }).WebAssembly
      .RuntimeError;
    expect(isFatalDatabaseError(new Trap('memory access out of bounds'))).toBe(true);
    expect(isFatalDatabaseError(new Trap('Aborted(). Build with -sASSERTIONS for more info.'))).toBe(true);
    expect(isFatalDatabaseError(new Error('select 1 - PGlite is closed'))).toBe(true);
    expect(isFatalDatabaseError(Object.assign(new Error('terminating connection'), { severity: 'FATAL' }))).toBe(true);
    expect(
      isFatalDatabaseError(
        Object.assign(new Error('duplicate key value violates unique constraint'), { severity: 'ERROR' }),
      ),
    ).toBe(false);
    // A user's text inside the failed query must not pass for PGlite's words.
    expect(
      isFatalDatabaseError(
        Object.assign(new Error("insert 'PGlite is closed' - value too long"), { severity: 'ERROR' }),
      ),
    ).toBe(false);
    expect(isFatalDatabaseError(new Error('database timeout'))).toBe(false);
  });
});
