import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keepUpload, stageFile, writeFileAtomically, zoneFileName } from '../../../../src/zones/zone-files.js';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'zone-files-'));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

let dirCounter = 0;
const freshDir = () => join(root, `d${++dirCounter}`);

describe('zoneFileName', () => {
  it.each([
    ['example.com', 'example.com'],
    ['example.com.', 'example.com'],
    ['Example.COM.', 'example.com'],
    ['EXAMPLE.COM', 'example.com'],
    ['com', 'com'],
    ['localhost.', 'localhost'],
    ['a', 'a'],
    ['_dmarc.example.com', '_dmarc.example.com'],
    ['_sip._tcp.example.com.', '_sip._tcp.example.com'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
    ['2.0.192.in-addr.arpa.', '2.0.192.in-addr.arpa'],
    ['8.b.d.0.1.0.0.2.ip6.arpa', '8.b.d.0.1.0.0.2.ip6.arpa'],
    ['my-zone.example', 'my-zone.example'],
    [`${'a'.repeat(63)}.example`, `${'a'.repeat(63)}.example`],
  ])('%s → %s', (origin, expected) => {
    expect(zoneFileName(origin)).toBe(expected);
  });

  it('accepts a name of exactly 253 characters (without the trailing dot) and refuses 254', () => {
    const label = 'a'.repeat(63);
    const name253 = [label, label, label, 'b'.repeat(61)].join('.');
    expect(name253).toHaveLength(253);
    expect(zoneFileName(name253)).toBe(name253);
    expect(zoneFileName(`${name253}.`)).toBe(name253);
    const name254 = [label, label, label, 'b'.repeat(62)].join('.');
    expect(name254).toHaveLength(254);
    expect(zoneFileName(name254)).toBeNull();
  });

  it.each([
    [''],
    ['.'],
    ['..'],
    ['...'],
    ['../etc/passwd'],
    ['../../etc'],
    ['..example.com'],
    ['.example.com'],
    ['example..com'],
    ['example.com..'],
    ['a/b.example'],
    ['/etc/passwd'],
    ['a\\b.example'],
    ['foo\\/bar.example.'],
    ['\\046.example'],
    ['exa mple.com'],
    [' example.com'],
    ['example.com '],
    ['example.com\n'],
    ['example.com\0'],
    ['*.example.com'],
    ['ex*ample.com'],
    ['-example.com'],
    ['example-.com'],
    ['example.-com'],
    ['bücher.example'],
    ['example.com:80'],
    ['example.com/'],
    ['exa"mple.com'],
    [`${'a'.repeat(64)}.example`],
  ])('refuses %j', (origin) => {
    expect(zoneFileName(origin)).toBeNull();
  });
});

describe('writeFileAtomically', () => {
  it('writes the bytes exactly, creating missing directories, and returns the path', async () => {
    const dir = join(freshDir(), 'nested', 'deeper');
    const bytes = Buffer.from('$ORIGIN example.com.\r\n; café ☕\r\n\u0001\xff', 'latin1');
    const path = await writeFileAtomically(dir, 'example.com.zone', bytes);
    expect(path).toBe(join(dir, 'example.com.zone'));
    expect(readFileSync(path).equals(bytes)).toBe(true);
    expect(readdirSync(dir)).toEqual(['example.com.zone']);
    expect(statSync(path).mode & 0o777).toBe(0o644 & ~process.umask());
  });

  it('writes an empty file', async () => {
    const dir = freshDir();
    const path = await writeFileAtomically(dir, 'empty.zone', Buffer.alloc(0));
    expect(readFileSync(path)).toHaveLength(0);
    expect(readdirSync(dir)).toEqual(['empty.zone']);
  });

  it('replaces an existing file and leaves no temporary file behind', async () => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'example.com.zone'), 'old old old old old old old old old old');
    await writeFileAtomically(dir, 'example.com.zone', Buffer.from('new'));
    expect(readFileSync(join(dir, 'example.com.zone'), 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['example.com.zone']);
  });

  it('leaves other files of the directory alone', async () => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'other.zone'), 'other');
    await writeFileAtomically(dir, 'example.com.zone', Buffer.from('mine'));
    expect(readdirSync(dir).sort()).toEqual(['example.com.zone', 'other.zone']);
    expect(readFileSync(join(dir, 'other.zone'), 'utf8')).toBe('other');
  });

  it('rejects when the target cannot be replaced (it is a directory) and removes its temporary file', async () => {
    const dir = freshDir();
    mkdirSync(join(dir, 'example.com.zone', 'inside'), { recursive: true });
    await expect(writeFileAtomically(dir, 'example.com.zone', Buffer.from('x'))).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['example.com.zone']);
    expect(statSync(join(dir, 'example.com.zone')).isDirectory()).toBe(true);
  });

  it('concurrent writers of one name leave exactly one of their contents, never a mix, and no temporary files', async () => {
    const dir = freshDir();
    const contents = Array.from({ length: 12 }, (_, i) => Buffer.alloc(256 * 1024 + i, String.fromCharCode(65 + i)));
    await Promise.all(contents.map((c) => writeFileAtomically(dir, 'race.zone', c)));
    const final = readFileSync(join(dir, 'race.zone'));
    expect(contents.some((c) => c.equals(final))).toBe(true);
    expect(readdirSync(dir)).toEqual(['race.zone']);
  });

  it('a reader polling during many rewrites only ever sees a complete old or new file', async () => {
    const dir = freshDir();
    const versions = Array.from({ length: 20 }, (_, i) => Buffer.alloc(512 * 1024, String.fromCharCode(97 + i)));
    await writeFileAtomically(dir, 'watched.zone', versions[0]);
    let writing = true;
    const seen: Buffer[] = [];
    const reader = (async () => {
      while (writing) seen.push(await readFile(join(dir, 'watched.zone')));
    })();
    for (const v of versions.slice(1)) await writeFileAtomically(dir, 'watched.zone', v);
    writing = false;
    await reader;
    expect(seen.length).toBeGreaterThan(0);
    for (const s of seen) expect(versions.some((v) => v.equals(s))).toBe(true);
    expect(readFileSync(join(dir, 'watched.zone')).equals(versions[19])).toBe(true);
  });
});

describe('stageFile', () => {
  it('leaves the target alone until commit, which renames once however often it is called', async () => {
    const dir = freshDir();
    mkdirSync(dir);
    writeFileSync(join(dir, 'a.zone'), 'old');
    const staged = await stageFile(dir, 'a.zone', Buffer.from('new'));
    expect(readFileSync(join(dir, 'a.zone'), 'utf8')).toBe('old');
    expect(await Promise.all([staged.commit(), staged.commit()])).toEqual([join(dir, 'a.zone'), join(dir, 'a.zone')]);
    expect(await staged.commit()).toBe(join(dir, 'a.zone'));
    expect(readFileSync(join(dir, 'a.zone'), 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['a.zone']);
  });

  it('discard removes the temp file and never touches the target', async () => {
    const dir = freshDir();
    mkdirSync(dir);
    writeFileSync(join(dir, 'a.zone'), 'old');
    const staged = await stageFile(dir, 'a.zone', Buffer.from('new'));
    await staged.discard();
    expect(readdirSync(dir)).toEqual(['a.zone']);
    expect(readFileSync(join(dir, 'a.zone'), 'utf8')).toBe('old');
  });
});

describe('keepUpload', () => {
  it('stores the bytes under DATA_DIR/uploads/zones with a fresh server-chosen name each time', async () => {
    const dataDir = freshDir();
    const bytes = Buffer.from('$ORIGIN example.com.\n');
    const first = await keepUpload(dataDir, bytes);
    const second = await keepUpload(dataDir, bytes);
    const uploads = join(dataDir, 'uploads', 'zones');
    for (const path of [first, second]) {
      expect(path.startsWith(`${uploads}/`)).toBe(true);
      expect(path.slice(uploads.length + 1)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.zone$/,
      );
      expect(readFileSync(path).equals(bytes)).toBe(true);
    }
    expect(first).not.toBe(second);
    expect(readdirSync(uploads).sort()).toEqual([first, second].map((p) => p.slice(uploads.length + 1)).sort());
  });
});
