import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from '../../../../src/cli/cli-env.js';
import { runCli } from '../../../../src/cli/commands.js';
import { zip } from '../../../support/zip.js';

// `frontend install` needs no database: it runs in the CLI's process, on the files of DATA_DIR.
const dataDir = mkdtempSync(join(tmpdir(), 'fedigraph-cli-frontend-'));
const saved = process.env.DATA_DIR;
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  writeFileSync(join(dataDir, 'admin-fe.zip'), await zip({ 'dist/index.html': '<p>admin</p>', 'README.md': 'no' }));
});
afterAll(() => {
  if (saved === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = saved;
  rmSync(dataDir, { recursive: true, force: true });
});

async function cli(...argv: string[]): Promise<string> {
  const lines: string[] = [];
  await runCli(argv, { log: (line) => lines.push(line), interactive: false });
  return lines.join('\n');
}

describe('npm run cli -- frontend install', () => {
  it('installs a zip on disk under DATA_DIR/frontends/<name>/<ref>, the files of its dist folder only', async () => {
    expect(
      await cli('frontend', 'install', 'admin-fe', '--ref', 'v2.4.0', '--file', join(dataDir, 'admin-fe.zip')),
    ).toBe('Installed admin-fe v2.4.0.');
    const dir = join(dataDir, 'frontends', 'admin-fe', 'v2.4.0');
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('<p>admin</p>');
    expect(() => readFileSync(join(dir, 'README.md'))).toThrow();
  });

  it('refuses what it cannot install, with the API’s messages; a wrong command line is a usage error', async () => {
    await expect(cli('frontend', 'install', 'admin-fe', '--file', join(dataDir, 'missing.zip'))).rejects.toThrow(
      'Could not download or unzip the frontend',
    );
    await expect(cli('frontend', 'install', '../up', '--file', join(dataDir, 'admin-fe.zip'))).rejects.toThrow(
      'name: letters, digits, ".", "_" and "-" only',
    );
    await expect(cli('frontend', 'install', 'mine', '--url', 'http://127.0.0.1:9/x.zip')).rejects.toThrow(
      'No ref given or configured',
    );
    await expect(cli('frontend', 'install')).rejects.toThrow(UsageError);
    await expect(cli('frontend', 'install', 'x', '--file', 'a', '--url', 'b')).rejects.toThrow(
      '--file or --url, not both',
    );
  });
});
