import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractEntries } from '../../../../src/emoji/pack-archive.js';
import { openDatabase } from '../../../../src/db/database.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { cliWith } from '../../../support/cli.js';
import { DEFAULT_PASSWORD, makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { api } from '../../../support/rest.js';
import { scratchDatabase, type ScratchDatabase } from '../../../support/scratch-database.js';
import { updateSettings } from '../../../support/settings.js';
import { SAMPLES } from '../../../fixtures/media-samples.js';

/**
 * `backup` / `restore` on PostgreSQL (pg_dump / pg_restore): an instance seeded through HTTP, backed up with its
 * uploads and settings, restored onto a fresh database and a fresh DATA_DIR, and read back through HTTP.
 * PostgreSQL only (DATABASE_URL); the embedded database's path is test/integration/src/cli/backup.test.ts.
 */
const postgres = process.env.DATABASE_URL;
(postgres ? describe : describe.skip)('backup and restore on PostgreSQL', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'fedigraph-pg-backup-'));
  const archive = join(scratch, 'instance.zip');
  let first: ScratchDatabase;
  let fresh: ScratchDatabase;
  // JWT_SECRET empty: the secret lives in DATA_DIR/jwt-secret, as on a server configured by its data directory.
  const envOf = (database: ScratchDatabase, dir: string) => ({
    DATABASE_URL: database.url,
    DATA_DIR: join(scratch, dir),
    JWT_SECRET: '',
    PUBLIC_URL: 'http://fedigraph.test',
  });
  /** An app on `database` and the DATA_DIR of `dir`, as the server runs on them. */
  const appOn = async (database: ScratchDatabase, dir: string): Promise<TestApp> => {
    const orm = await openDatabase({ databaseUrl: database.url });
    return startTestApp(envOf(database, dir), { database: { orm, drop: () => orm.close() } });
  };
  const seeded = { token: '', accountId: '', statusId: '', mediaPath: '' };

  beforeAll(async () => {
    first = await scratchDatabase(postgres!, 'fedigraph_ops_test');
    fresh = await scratchDatabase(postgres!, 'fedigraph_ops_test');
    const app = await appOn(first, 'first');
    try {
      const alice = await makeUser(app, { nickname: 'alice' });
      seeded.token = await tokenFor(app, alice);
      const as = api(app, seeded.token);
      const media = await as.post('/api/v2/media').attach('file', SAMPLES.png, 'cat.png').expect(200);
      seeded.mediaPath = new URL(media.body.url).pathname;
      const status = await as.post('/api/v1/statuses').send({ status: 'kept words', media_ids: [media.body.id] });
      expect(status.status).toBe(200);
      seeded.statusId = status.body.id;
      seeded.accountId = status.body.account.id;
      await updateSettings(app.orm.em.fork(), 'instance', { name: 'Backed-up instance' });
    } finally {
      await app.stop();
    }
    mkdirSync(join(scratch, 'first', 'emoji'), { recursive: true });
    writeFileSync(join(scratch, 'first', 'emoji', 'blob.png'), SAMPLES.png);
  }, 120_000);

  afterAll(async () => {
    await first.drop();
    await fresh.drop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('backup writes pg_dump’s dump, the uploads and the secret into an archive only its owner reads', async () => {
    expect(await cliWith(envOf(first, 'first'), 'backup', '--file', archive)).toMatch(
      new RegExp(`^Wrote ${archive}: the postgresql database and \\d+ files\\.$`),
    );
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    const entries = await extractEntries(readFileSync(archive), () => true, { maxBytes: 1e9, maxEntries: 1e6 });
    expect([...entries.keys()]).toEqual(
      expect.arrayContaining(['manifest.json', 'database/postgresql.dump', 'data/jwt-secret', 'data/emoji/blob.png']),
    );
    expect([...entries.keys()].some((k) => k.startsWith('data/uploads/'))).toBe(true);
    expect(JSON.parse(entries.get('manifest.json')!.toString())).toEqual({
      format: 'fedigraph-backup',
      version: 1,
      database: 'postgresql',
      createdAt: expect.any(String),
    });
  }, 120_000);

  it('the dump holds no secret in clear: no password, no token, no private key, no database URL', async () => {
    const dump = join(scratch, 'postgresql.dump');
    const entries = await extractEntries(readFileSync(archive), () => true, { maxBytes: 1e9, maxEntries: 1e6 });
    writeFileSync(dump, entries.get('database/postgresql.dump')!);
    // pg_dump's custom format is compressed: read it back as SQL text to search it.
    const sql = execFileSync('pg_restore', ['--file=-', dump], { maxBuffer: 256 * 1024 * 1024 }).toString();
    expect(sql).toContain('kept words');
    expect(sql).not.toContain(DEFAULT_PASSWORD);
    expect(sql).not.toContain(seeded.token);
    expect(sql).not.toMatch(/"d"\s*:\s*"/);
    expect(sql).not.toContain('BEGIN PRIVATE KEY');
    // The connection URL is in no file of the archive (the password, when there is one, goes in PGPASSWORD).
    expect(sql).not.toContain(first.url);
    for (const [name, bytes] of entries) expect([name, bytes.includes(Buffer.from(first.url))]).toEqual([name, false]);
  }, 120_000);

  it('restore onto a fresh database and DATA_DIR brings the account, status, upload, settings and secret back', async () => {
    expect(await cliWith(envOf(fresh, 'fresh'), 'restore', '--file', archive)).toMatch(
      new RegExp(`^Restored the postgresql database and \\d+ files from ${archive}\\.$`),
    );
    expect(readFileSync(join(scratch, 'fresh', 'jwt-secret'))).toEqual(
      readFileSync(join(scratch, 'first', 'jwt-secret')),
    );
    expect(statSync(join(scratch, 'fresh', 'jwt-secret')).mode & 0o777).toBe(0o600);
    const app = await appOn(fresh, 'fresh');
    try {
      // The token issued before the backup still works: its digest and the secret came back together.
      const as = api(app, seeded.token);
      const me = await as.get('/api/v1/accounts/verify_credentials').expect(200);
      expect([me.body.id, me.body.username]).toEqual([seeded.accountId, 'alice']);
      const status = await as.get(`/api/v1/statuses/${seeded.statusId}`).expect(200);
      expect(status.body.content).toContain('kept words');
      expect(new URL(status.body.media_attachments[0].url).pathname).toBe(seeded.mediaPath);
      const file = await app.http().get(seeded.mediaPath).buffer(true).expect(200);
      expect(Buffer.compare(file.body as Buffer, SAMPLES.png)).toBe(0);
      expect((await app.http().get('/api/v1/instance').expect(200)).body.title).toBe('Backed-up instance');
    } finally {
      await app.stop();
    }
  }, 120_000);

  it('restore refuses a database that has tables, before writing anything', async () => {
    const other = join(scratch, 'other');
    await expect(cliWith(envOf(first, 'other'), 'restore', '--file', archive)).rejects.toThrow(
      'The database of DATABASE_URL has tables: restore onto a fresh database',
    );
    expect(existsSync(other) && readdirSync(other).length).toBeFalsy();
  }, 60_000);

  /** The CLI as a process with PATH holding no PostgreSQL client tools. */
  const withoutPgTools = (database: ScratchDatabase, dir: string, ...argv: string[]) =>
    spawnSync(process.execPath, ['--import', './test/support/ts-register.mjs', 'src/cli.ts', ...argv], {
      env: { ...process.env, ...envOf(database, dir), PATH: join(scratch, 'no-tools') },
      encoding: 'utf8',
      timeout: 120_000,
    });

  it('without pg_dump, backup exits 1 with a clear error and leaves no archive', () => {
    const target = join(scratch, 'missing-tools.zip');
    const { status, stdout, stderr } = withoutPgTools(first, 'first', 'backup', '--file', target);
    expect([status, stdout, stderr]).toEqual([
      1,
      '',
      'Error: pg_dump is not installed (not found in PATH): install the PostgreSQL client tools\n',
    ]);
    expect(existsSync(target) || existsSync(`${target}.partial`)).toBe(false);
  }, 120_000);

  it('without pg_restore, restore exits 1 with a clear error and writes nothing', async () => {
    const empty = await scratchDatabase(postgres!, 'fedigraph_ops_test');
    try {
      const child = withoutPgTools(empty, 'untouched', 'restore', '--file', archive);
      expect([child.status, child.stderr]).toEqual([
        1,
        'Error: pg_restore is not installed (not found in PATH): install the PostgreSQL client tools\n',
      ]);
      expect(existsSync(join(scratch, 'untouched'))).toBe(false);
    } finally {
      await empty.drop();
    }
  }, 120_000);
});
