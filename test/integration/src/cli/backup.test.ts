import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../../../src/cli/commands.js';
import { loadConfig } from '../../../../src/config.js';
import { openDatabase } from '../../../../src/db/database.js';
import { Status, User } from '../../../../src/entities/index.js';
import { createStatus } from '../../../../src/statuses/status.service.js';

// backup and restore on the embedded database, in scratch data directories, as `npm run cli` runs them.
const scratch = mkdtempSync(join(tmpdir(), 'fedigraph-cli-backup-'));
const first = join(scratch, 'first');
const fresh = join(scratch, 'fresh');
const archive = join(scratch, 'instance.zip');
const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };

async function cli(dataDir: string, ...argv: string[]): Promise<string> {
  process.env.DATA_DIR = dataDir;
  const lines: string[] = [];
  await runCli(argv, { log: (line) => lines.push(line), interactive: false });
  return lines.join('\n');
}

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  await cli(first, 'user', 'new', 'alice', 'alice@example.test', '--password', 'long enough pw', '-y');
  const config = loadConfig({ ...process.env, DATA_DIR: first });
  const orm = await openDatabase({ pgliteDir: join(first, 'db') });
  const em = orm.em.fork();
  await createStatus(em, config, await em.findOneOrFail(User, { nickname: 'alice' }), null, { status: 'kept words' });
  await orm.close();
  mkdirSync(join(first, 'uploads', 'media'), { recursive: true });
  writeFileSync(join(first, 'uploads', 'media', 'cat.png'), 'not really a png');
});
afterAll(() => {
  Object.assign(process.env, saved);
  if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
  if (saved.DATA_DIR === undefined) delete process.env.DATA_DIR;
  rmSync(scratch, { recursive: true, force: true });
});

describe('npm run cli -- backup / restore', () => {
  it('backup writes the database, uploads and secret into one archive only its owner reads', async () => {
    expect(await cli(first, 'backup', '--file', archive)).toMatch(
      new RegExp(`^Wrote ${archive}: the pglite database and \\d+ files\\.$`),
    );
    expect(statSync(archive).mode & 0o777).toBe(0o600);
  });

  it('restore onto a fresh data directory brings the user, the status, the uploads and the secret back', async () => {
    expect(await cli(fresh, 'restore', '--file', archive)).toMatch(
      new RegExp(`^Restored the pglite database and \\d+ files from ${archive}\\.$`),
    );
    expect(readFileSync(join(fresh, 'uploads', 'media', 'cat.png'), 'utf8')).toBe('not really a png');
    expect(readFileSync(join(fresh, 'jwt-secret'))).toEqual(readFileSync(join(first, 'jwt-secret')));
    expect(statSync(join(fresh, 'jwt-secret')).mode & 0o777).toBe(0o600);
    const orm = await openDatabase({ pgliteDir: join(fresh, 'db') });
    try {
      const em = orm.em.fork();
      const alice = await em.findOneOrFail(User, { nickname: 'alice' });
      expect(alice.email).toBe('alice@example.test');
      const statuses = await em.find(Status, { account: alice });
      expect(statuses.map((s) => s.text)).toEqual(['kept words']);
    } finally {
      await orm.close();
    }
    expect(await cli(fresh, 'user', 'list')).toMatch(/^\d+\talice\talice@example\.test\t$/);
  });

  it('restore refuses a data directory that is not empty, and what is not a backup', async () => {
    await expect(cli(first, 'restore', '--file', archive)).rejects.toThrow(
      `${first} is not empty: restore onto a fresh DATA_DIR`,
    );
    const other = join(scratch, 'other');
    writeFileSync(join(scratch, 'junk.zip'), 'not a zip');
    await expect(cli(other, 'restore', '--file', join(scratch, 'junk.zip'))).rejects.toThrow(/: not a backup archive/);
    await expect(cli(other, 'restore')).rejects.toThrow(/^Usage:/);
  });
});
