import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The CLI as a process (src/cli.ts), on a scratch DATA_DIR: its exit status and where it writes.
const dataDir = mkdtempSync(join(tmpdir(), 'fedigraph-cli-exit-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function cli(...argv: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawnSync(process.execPath, ['--import', './test/support/ts-register.mjs', 'src/cli.ts', ...argv], {
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr };
}

describe('the CLI process', () => {
  it('exits 0 with the usage on standard output for --help', () => {
    const { status, stdout } = cli('user', 'rm', '--help');
    expect([status, stdout]).toEqual([0, expect.stringMatching(/^Usage:\n {2}npm run cli -- user rm <nickname>/)]);
  }, 120_000);

  it('exits 2 with the usage on standard error for a wrong command line', () => {
    const { status, stdout, stderr } = cli('user', 'rm');
    expect([status, stdout]).toEqual([2, '']);
    expect(stderr).toMatch(/^Usage:\n {2}npm run cli -- user rm <nickname>/);
    expect(cli('frobnicate', '--nope').status).toBe(2);
  }, 120_000);

  it('exits 1 with the error on standard error when the command fails', () => {
    const { status, stderr } = cli('user', 'set', 'nobody', '--admin');
    expect([status, stderr]).toEqual([1, 'Error: Not found\n']);
  }, 120_000);
});
