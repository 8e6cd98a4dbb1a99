import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from '../../../../src/cli/cli-env.js';
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
      '@mod: admin=true moderator=false locked=false confirmed=true activated=true, password changed',
    );
  });

  it('user set locks, unconfirms and deactivates, and back', async () => {
    expect(await cli('user', 'set', 'mod', '--locked', '--no-confirmed', '--no-activated')).toBe(
      '@mod: admin=true moderator=false locked=true confirmed=false activated=false',
    );
    expect(await cli('user', 'set', 'mod', '--no-locked', '--confirmed', '--activated')).toBe(
      '@mod: admin=true moderator=false locked=false confirmed=true activated=true',
    );
  });

  it('user set refuses a flag and its --no- form together, as a usage error', async () => {
    const err = await cli('user', 'set', 'mod', '--locked', '--no-locked').catch((e: Error) => e);
    expect(err).toBeInstanceOf(UsageError);
    expect((err as Error).message).toMatch(/^--locked and --no-locked together\nUsage:\n {2}npm run cli -- user set /);
  });

  it('user tag and untag change the moderation tags and print them', async () => {
    expect(await cli('user', 'tag', 'mod', 'force_nsfw', 'Sandbox')).toBe('Tags of @mod: force_nsfw, sandbox');
    expect(await cli('user', 'untag', 'mod', 'force_nsfw')).toBe('Tags of @mod: sandbox');
    expect(await cli('user', 'untag', 'mod', 'sandbox')).toBe('Tags of @mod: (none)');
    await expect(cli('user', 'tag', 'mod')).rejects.toThrow(UsageError);
    await expect(cli('user', 'tag', 'nobody', 'x')).rejects.toThrow('Not found');
  });

  it('user invite prints a registration link that the invite service knows', async () => {
    const one = await cli('user', 'invite');
    expect(one).toMatch(/^Generated a one_time invite\.\nLink: http:\/\/localhost:\d+\/registration\/\S+$/);
    expect(await cli('user', 'invite', '--max-use', '5', '--expires-at', '2099-01-31')).toMatch(
      /^Generated a reusable_date_limited invite\./,
    );
    expect(await cli('user', 'invite', '--expires-at', '2099-01-31')).toMatch(/^Generated a date_limited invite\./);
    await expect(cli('user', 'invite', '--max-use', 'many')).rejects.toThrow('--max-use: a whole number');
    await expect(cli('user', 'invite', '--expires-at', 'tomorrow')).rejects.toThrow(
      'expires_at: must be a date (YYYY-MM-DD)',
    );
  });

  it('user invites lists the invites (--json too); user revoke_invite closes one', async () => {
    const rows = JSON.parse(await cli('user', 'invites', '--json')) as Array<Record<string, unknown>>;
    expect(rows).toEqual([
      {
        id: expect.any(String),
        token: expect.any(String),
        invite_type: 'one_time',
        used: false,
        uses: 0,
        max_use: null,
        expires_at: null,
      },
      {
        id: expect.any(String),
        token: expect.any(String),
        invite_type: 'reusable_date_limited',
        used: false,
        uses: 0,
        max_use: 5,
        expires_at: '2099-01-31',
      },
      {
        id: expect.any(String),
        token: expect.any(String),
        invite_type: 'date_limited',
        used: false,
        uses: 0,
        max_use: null,
        expires_at: '2099-01-31',
      },
    ]);
    const [one] = rows;
    expect((await cli('user', 'invites')).split('\n')[0]).toBe(`${one.id}\t${one.token}\tone_time\topen\t0\t-\t-`);
    expect(await cli('user', 'revoke_invite', String(one.token))).toBe(`Invite ${one.token} revoked.`);
    expect(JSON.parse(await cli('user', 'invites', '--json'))[0]).toMatchObject({ token: one.token, used: true });
    await expect(cli('user', 'revoke_invite', 'no-such-token')).rejects.toThrow('Not found');
    await expect(cli('user', 'revoke_invite')).rejects.toThrow(
      /^Usage:\n {2}npm run cli -- user revoke_invite <token>/,
    );
  });

  it('user reset_mfa disables multi-factor authentication', async () => {
    expect(await cli('user', 'reset_mfa', 'root')).toBe('Multi-factor authentication disabled for @root.');
    await expect(cli('user', 'reset_mfa', 'nobody')).rejects.toThrow('Not found');
  });

  it('user rm deletes a local account, only with -y when nobody can answer', async () => {
    await cli('user', 'new', 'gone', 'gone@example.test', '-y');
    expect(await cli('user', 'rm', 'gone')).toBe('Not deleted (pass -y to skip this question).');
    expect(await cli('user', 'rm', 'gone', '-y')).toBe('User @gone deleted.');
    await expect(cli('user', 'rm', 'gone', '-y')).rejects.toThrow('Not found');
    await expect(cli('user', 'rm')).rejects.toThrow(/^Usage:\n {2}npm run cli -- user rm <nickname>/);
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

  it('--help prints the usage: of every command, of a group, of one command', async () => {
    expect(await cli('-h')).toMatch(/user revoke_all <nickname>[^]*config dump/);
    const group = await cli('user', '--help');
    expect(group).toMatch(/^Usage:\n {2}npm run cli -- user new /);
    expect(group).not.toMatch(/config/);
    expect(await cli('user', 'rm', '--help')).toBe(
      'Usage:\n  npm run cli -- user rm <nickname> [-y]   (deletes a local account and everything it owns)\n' +
        'Exit status: 0 done, 1 failed, 2 usage.',
    );
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

  it('an unknown command or option is a usage error', async () => {
    await expect(cli('frobnicate')).rejects.toThrow(UsageError);
    await expect(cli('user', 'frobnicate')).rejects.toThrow(/^Usage:\n {2}npm run cli -- user new/);
    await expect(cli('user', 'list', '--frobnicate')).rejects.toThrow(/^Unknown option '--frobnicate'/);
  });
});
