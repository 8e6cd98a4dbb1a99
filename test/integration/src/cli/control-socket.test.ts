import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from '../../../../src/cli/cli-env.js';
import { controlSocketPath, listenForCli, runOnServer } from '../../../../src/cli/control-socket.js';
import { User } from '../../../../src/entities/index.js';
import { useTestApp } from '../../../support/app.js';

// A running server's side of the CLI (as src/main.ts listens on the embedded database) and the CLI's side.
const t = useTestApp();
const dataDir = mkdtempSync(join(tmpdir(), 'fedigraph-cli-socket-'));
let server: Server;
beforeAll(async () => {
  server = await listenForCli(dataDir, t.deps);
});
afterAll(() => {
  server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function viaServer(...argv: string[]): Promise<{ ran: boolean; lines: string[] }> {
  const lines: string[] = [];
  const ran = await runOnServer(dataDir, argv, (line) => lines.push(line));
  return { ran, lines };
}

describe('the CLI while the server runs (control socket)', () => {
  it('listens on DATA_DIR/cli.sock, which only its owner may open', () => {
    const stat = statSync(controlSocketPath(dataDir));
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it("runs user new in the server's process, on its database, and prints what it printed", async () => {
    const { ran, lines } = await viaServer('user', 'new', 'boss', 'boss@example.test', '--admin', '-y');
    expect(ran).toBe(true);
    expect(lines[0]).toBe('User @boss created (admin).');
    expect(lines[1]).toMatch(/^Generated password: \S{16}$/);
    const user = await t.orm.em.fork().findOneOrFail(User, { nickname: 'boss' });
    expect(user.isAdmin).toBe(true);
    expect((await viaServer('user', 'list')).lines).toEqual([
      expect.stringMatching(/^\d+\tboss\tboss@example\.test\tadmin$/),
    ]);
  });

  it('asks no question in the server: user new without -y creates nothing', async () => {
    expect((await viaServer('user', 'new', 'quiet', 'q@example.test')).lines).toEqual([
      'Not created (pass -y to skip this question).',
    ]);
    expect(await t.orm.em.fork().count(User, { nickname: 'quiet' })).toBe(0);
  });

  it("passes a command's failure back as an error", async () => {
    await expect(viaServer('user', 'new', 'BOSS', 'other@example.test', '-y')).rejects.toThrow(
      'nickname: has already been taken',
    );
    await expect(viaServer('user', 'set', 'nobody-here', '--admin')).rejects.toThrow();
  });

  it('runs config dump in the server, writing to --file as the CLI named it (relative to the CLI)', async () => {
    const cwd = process.cwd();
    process.chdir(dataDir);
    try {
      expect((await viaServer('config', 'dump', '--file', 'dump.json')).lines).toEqual([
        `Wrote 1 stored settings to ${join(dataDir, 'dump.json')}`,
      ]);
    } finally {
      process.chdir(cwd);
    }
    expect(statSync(join(dataDir, 'dump.json')).mode & 0o777).toBe(0o600);
  });

  it("runs backup in the server: its embedded database's own dump, while it keeps running", async () => {
    const file = join(dataDir, 'instance.zip');
    const { lines } = await viaServer('backup', '--file', file);
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Wrote ${file}: the ${process.env.DATABASE_URL ? 'postgresql' : 'pglite'} database and \\d+ files\\.$`,
        ),
      ),
    ]);
    expect(statSync(file).size).toBeGreaterThan(1000);
  });

  it('passes a usage error back as one (exit status 2)', async () => {
    await expect(viaServer('user', 'rm')).rejects.toThrow(UsageError);
  });

  it('keeps the commands that need no database (emit-schema writes files where the CLI runs) in the CLI', async () => {
    expect((await viaServer('emit-schema', '/tmp/x.graphql')).ran).toBe(false);
  });

  it('refuses anything but a command line on the socket', async () => {
    const { createConnection } = await import('node:net');
    const reply = await new Promise<string>((resolve) => {
      const socket = createConnection(controlSocketPath(dataDir));
      let text = '';
      socket.on('data', (c) => (text += String(c)));
      socket.on('end', () => resolve(text));
      socket.write('{"argv": "user list"}\n');
    });
    expect(JSON.parse(reply)).toEqual({ lines: [], error: 'not a command this socket runs' });
  });

  it('is removed when the server stops; the CLI then runs the command itself', async () => {
    const other = mkdtempSync(join(tmpdir(), 'fedigraph-cli-socket-'));
    const stopped = await listenForCli(other, t.deps);
    await new Promise((resolve) => stopped.close(resolve));
    expect(existsSync(controlSocketPath(other))).toBe(false);
    expect(await runOnServer(other, ['user', 'list'], () => {})).toBe(false);
    rmSync(other, { recursive: true, force: true });
  });
});
