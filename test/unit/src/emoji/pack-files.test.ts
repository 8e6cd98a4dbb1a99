import { describe, expect, it } from '@jest/globals';
import {
  checkMetadata,
  checkPackName,
  packJsonText,
  readPackJson,
  safePackFileName,
} from '../../../../src/emoji/pack-files.js';
import { packMetadataView, packView } from '../../../../rest-adapter/views/emoji.view.js';

describe('checkPackName', () => {
  it('trims and keeps plain folder names', () => {
    expect(checkPackName('  blobs ')).toBe('blobs');
    expect(checkPackName('Blob Cats 2')).toBe('Blob Cats 2');
  });

  it.each(['', ' ', '.', '..', '../x', 'a/b', 'a\\b', '.hidden', 'a\u0000b', 'x'.repeat(129), 5])(
    'refuses %p',
    (name) => {
      expect(() => checkPackName(name)).toThrow();
    },
  );
});

describe('safePackFileName', () => {
  it.each(['a.png', 'sub/b.GIF', 'c.webp', 'd.jpeg'])('keeps %s', (name) => {
    expect(safePackFileName(name)).toBe(name);
  });

  it.each([
    '../a.png',
    'sub/../../a.png',
    '/abs.png',
    'a\\b.png',
    '.a.png',
    'sub/.b.png',
    'pack.json',
    'a.html',
    'a//b.png',
    '',
  ])('refuses %p', (name) => {
    expect(safePackFileName(name)).toBeNull();
  });
});

describe('checkMetadata', () => {
  it('keeps known keys, drops the computed ones, reads share-files from text', () => {
    expect(
      checkMetadata({
        license: 'CC0',
        'share-files': 'true',
        'can-download': true,
        'download-sha256': 'AB',
        homepage: null,
      }),
    ).toEqual({ license: 'CC0', 'share-files': true });
  });

  it.each([
    [null],
    [[]],
    ['x'],
    [{ license: 1 }],
    [{ 'share-files': 'yes' }],
    [{ other: 'x' }],
    [{ 'fallback-src-sha256': 'xyz' }],
  ])('refuses %p', (raw) => {
    expect(() => checkMetadata(raw)).toThrow();
  });
});

describe('pack.json', () => {
  it('is written as Pleroma writes it and read back without unsafe entries', () => {
    const text = packJsonText({ b: 'b.png', a: 'sub/a.gif' }, { license: 'CC0' });
    expect(JSON.parse(text)).toEqual({
      files: { a: 'sub/a.gif', b: 'b.png' },
      files_count: 2,
      pack: { license: 'CC0' },
    });
    expect(
      readPackJson(
        JSON.stringify({
          files: { ok: 'ok.png', evil: '../evil.png', num: 5 },
          pack: { license: 3, description: 'd' },
        }),
      ),
    ).toEqual({ files: { ok: 'ok.png' }, metadata: { description: 'd' } });
    expect(readPackJson('not json')).toBeNull();
    expect(readPackJson('[]')).toBeNull();
  });
});

describe('pack views', () => {
  it("render Pleroma's pack: files map, count, metadata with hyphenated keys and no unset ones", () => {
    const metadata = {
      license: 'CC0',
      homepage: null,
      description: null,
      fallbackSrc: null,
      fallbackSrcSha256: null,
      shareFiles: true,
      canDownload: true,
      downloadSha256: 'AB',
    };
    expect(packMetadataView(metadata)).toEqual({
      license: 'CC0',
      'share-files': true,
      'can-download': true,
      'download-sha256': 'AB',
    });
    expect(
      packView({
        name: 'p',
        filesCount: 3,
        files: [{ shortcode: 'a', filename: 'a.png' }],
        metadata: { ...metadata, shareFiles: null, canDownload: false, downloadSha256: null },
      }),
    ).toEqual({ files: { a: 'a.png' }, files_count: 3, pack: { license: 'CC0', 'can-download': false } });
  });
});
