import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../../../src/cli/commands.js';
import { acquireDataDirLock } from '../../../../src/db/data-dir-lock.js';

// The CLI against the embedded database in a scratch DATA_DIR (PGlite files on disk, as `npm run cli` uses).
const dataDir = mkdtempSync(join(tmpdir(), 'fedigraph-cli-'));
const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
let out: string[] = [];

beforeAll(() => {
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    out.push(args.join(' '));
  });
});
afterAll(() => {
  Object.assign(process.env, saved);
  if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
  rmSync(dataDir, { recursive: true, force: true });
});

async function cli(...argv: string[]): Promise<string> {
  out = [];
  await runCli(argv);
  return out.join('\n');
}

describe('npm run cli -- user', () => {
  it('user new prints a generated password when none is given', async () => {
    const text = await cli('user', 'new', 'root', 'root@example.test', '--admin', '-y');
    expect(text).toMatch(/^User @root created \(admin\)\.\nGenerated password: \S{16}$/);
  });

  it('user new with --password prints no password', async () => {
    expect(
      await cli('user', 'new', 'mod', 'mod@example.test', '--password', 'long enough pw', '--moderator', '-y'),
    ).toBe('User @mod created (moderator).');
  });

  it('user new refuses a taken nickname, case-insensitively', async () => {
    await expect(cli('user', 'new', 'ROOT', 'other@example.test', '-y')).rejects.toThrow(
      'nickname: has already been taken',
    );
  });

  it('user set changes roles and password', async () => {
    expect(await cli('user', 'set', 'mod', '--admin', '--no-moderator', '--password', 'another password')).toBe(
      '@mod: admin=true moderator=false, password changed',
    );
  });

  it('user list shows every user with roles', async () => {
    // ids are the database's (PGlite may skip sequence values across restarts)
    expect(await cli('user', 'list')).toMatch(
      /^\d+\troot\troot@example\.test\tadmin\n\d+\tmod\tmod@example\.test\tadmin$/,
    );
  });

  it('user list --json lists the users as JSON', async () => {
    const rows = JSON.parse(await cli('user', 'list', '--json'));
    expect(rows).toEqual([
      expect.objectContaining({ nickname: 'root', is_admin: true, is_moderator: false, deactivated: false }),
      expect.objectContaining({ nickname: 'mod', email: 'mod@example.test', is_admin: true }),
    ]);
  });

  it('user reset_password prints a reset link', async () => {
    expect(await cli('user', 'reset_password', 'root')).toMatch(/^Password reset link for @root: http\S+$/);
    await expect(cli('user', 'reset_password')).rejects.toThrow(/^Usage:/);
  });

  it('user revoke_all ends the tokens and sessions of the user', async () => {
    expect(await cli('user', 'revoke_all', 'mod')).toBe('Revoked every token and session of @mod.');
    await expect(cli('user', 'revoke_all', 'nobody')).rejects.toThrow('Not found');
  });

  it('--help prints the usage', async () => {
    expect(await cli('user', '--help')).toMatch(/^Usage:\n/);
    expect(await cli('-h')).toMatch(/user revoke_all <nickname>/);
  });

  it('user set of an unknown nickname fails', async () => {
    await expect(cli('user', 'set', 'nobody', '--admin')).rejects.toThrow('Not found');
  });

  it('fails at once with a clear message while a server holds the embedded database', async () => {
    const release = acquireDataDirLock(dataDir, 'server');
    try {
      await expect(cli('user', 'list')).rejects.toThrow(
        /in use by the server \(pid \d+\)\. Stop it first, or set DATABASE_URL/,
      );
    } finally {
      release();
    }
  });

  it('prints usage for an unknown command', async () => {
    await expect(cli('frobnicate')).rejects.toThrow(/^Usage:/);
  });
});
