import { beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import yazl from 'yazl';
import { emojiDir } from '../../../../src/emoji/custom-emoji.js';
import { extractEntries } from '../../../../src/emoji/pack-archive.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { SAMPLES } from '../../../fixtures/media-samples.js';
import { useTestApp } from '../../../support/app.js';
import { api, type Client } from '../../../support/rest.js';

const t = useTestApp();
let admin: Client;
let user: Client;
const packJson = (name: string) => JSON.parse(readFileSync(join(emojiDir(t.config), name, 'pack.json'), 'utf8'));

beforeAll(async () => {
  admin = api(
    t,
    await tokenFor(t, await makeUser(t, { isAdmin: true }), ['read', 'write', 'admin:read', 'admin:write']),
  );
  user = api(t, await tokenFor(t, await makeUser(t), ['read', 'write', 'admin']));
});

describe('POST /api/v1/pleroma/emoji/pack', () => {
  it('creates an empty pack with a pack.json as Pleroma writes it', async () => {
    const res = await admin.post('/api/v1/pleroma/emoji/pack?name=blobs');
    expect([res.status, res.body]).toEqual([200, 'ok']);
    expect(packJson('blobs')).toEqual({ files: {}, files_count: 0, pack: {} });
  });

  it('answers 409 for an existing name and 400 for a blank or unsafe one', async () => {
    expect((await admin.post('/api/pleroma/emoji/pack?name=blobs')).status).toBe(409);
    for (const name of ['', '   ', '../x', 'a/b', '.hidden', 'a\\b']) {
      const res = await admin.post(`/api/pleroma/emoji/pack?name=${encodeURIComponent(name)}`);
      expect({ name, status: res.status, error: typeof res.body.error }).toEqual({
        name,
        status: 400,
        error: 'string',
      });
    }
    expect(existsSync(join(emojiDir(t.config), '..', 'x'))).toBe(false);
  });

  it('is refused to non-admins, even with every scope', async () => {
    expect((await user.post('/api/pleroma/emoji/pack?name=mine')).status).toBe(403);
    expect((await api(t).post('/api/pleroma/emoji/pack?name=mine')).status).toBe(403);
    expect(existsSync(join(emojiDir(t.config), 'mine'))).toBe(false);
  });
});

describe('POST /api/v1/pleroma/emoji/packs/files', () => {
  it('adds an uploaded image, the shortcode and file name from the upload', async () => {
    const res = await admin
      .post('/api/v1/pleroma/emoji/packs/files?name=blobs')
      .attach('file', SAMPLES.png, 'blobcat.png');
    expect([res.status, res.body]).toEqual([200, { blobcat: 'blobcat.png' }]);
    expect(readFileSync(join(emojiDir(t.config), 'blobs', 'blobcat.png'))).toEqual(SAMPLES.png);
    expect(packJson('blobs')).toEqual({ files: { blobcat: 'blobcat.png' }, files_count: 1, pack: {} });
  });

  it('takes a shortcode and a file name in a sub-folder', async () => {
    const res = await admin
      .post('/api/pleroma/emoji/packs/files?name=blobs')
      .field('shortcode', 'blobfox')
      .field('filename', 'foxes/fox.gif')
      .attach('file', SAMPLES.gif, 'whatever.gif');
    expect([res.status, res.body]).toEqual([200, { blobcat: 'blobcat.png', blobfox: 'foxes/fox.gif' }]);
  });

  it('refuses a shortcode used in any pack (409), a non-image (400), an unsafe file name (400), a missing pack (404)', async () => {
    await admin.post('/api/pleroma/emoji/pack?name=other');
    expect(
      (await admin.post('/api/pleroma/emoji/packs/files?name=other').attach('file', SAMPLES.png, 'blobcat.png')).status,
    ).toBe(409);
    expect(
      (
        await admin
          .post('/api/pleroma/emoji/packs/files?name=other')
          .attach('file', Buffer.from('<svg onload=alert(1)>'), 'x.png')
      ).status,
    ).toBe(400);
    for (const filename of ['../evil.png', '/abs.png', 'a\\b.png', 'pack.json', '.x.png', 'x.html']) {
      const res = await admin
        .post('/api/pleroma/emoji/packs/files?name=other')
        .field('filename', filename)
        .field('shortcode', 'evil')
        .attach('file', SAMPLES.png, 'e.png');
      expect({ filename, status: res.status }).toEqual({ filename, status: 400 });
    }
    expect(
      (await admin.post('/api/pleroma/emoji/packs/files?name=nope').attach('file', SAMPLES.png, 'n.png')).status,
    ).toBe(404);
    expect(packJson('other').files).toEqual({});
  });

  it('fetches a URL given as file (a loopback URL is refused without ALLOW_PRIVATE_ADDRESSES)', async () => {
    const res = await admin
      .post('/api/pleroma/emoji/packs/files?name=other')
      .send({ file: 'http://127.0.0.1:1/x.png', shortcode: 'remote' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/private address/);
  });
});

describe('GET /api/pleroma/emoji/pack', () => {
  it('shows a page of files with the count and the metadata', async () => {
    const res = await api(t).get('/api/pleroma/emoji/pack?name=blobs&page_size=1&page=2');
    expect([res.status, res.body]).toEqual([
      200,
      { files: { blobfox: 'foxes/fox.gif' }, files_count: 2, pack: { 'can-download': false } },
    ]);
  });

  it('answers 404 for a missing pack', async () => {
    expect((await api(t).get('/api/pleroma/emoji/pack?name=nope')).status).toBe(404);
  });
});

describe('PATCH /api/pleroma/emoji/pack', () => {
  it('replaces the metadata; a shared pack advertises its archive hash', async () => {
    const metadata = { license: 'CC0', homepage: 'https://example.test', description: 'blobs', 'share-files': true };
    const res = await admin.patch('/api/pleroma/emoji/pack?name=blobs').send({ metadata });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...metadata,
      'can-download': true,
      'download-sha256': expect.stringMatching(/^[0-9A-F]{64}$/),
    });
    expect(packJson('blobs').pack).toEqual(metadata);
  });

  it('takes the metadata as a form or a multipart form, bracket keys nested as Pleroma reads them', async () => {
    const form = await admin
      .patch('/api/pleroma/emoji/pack?name=blobs')
      .type('form')
      .send('metadata[license]=CC-BY&metadata[description]=form&metadata[share-files]=true');
    expect(form.status).toBe(200);
    expect(form.body).toEqual({
      license: 'CC-BY',
      description: 'form',
      'share-files': true,
      'can-download': true,
      'download-sha256': expect.stringMatching(/^[0-9A-F]{64}$/),
    });
    expect(packJson('blobs').pack).toEqual({ license: 'CC-BY', description: 'form', 'share-files': true });

    const multipart = await admin
      .patch('/api/pleroma/emoji/pack?name=blobs')
      .field('metadata[license]', 'CC0')
      .field('metadata[homepage]', 'https://example.test')
      .field('metadata[description]', 'blobs')
      .field('metadata[share-files]', 'true');
    expect(multipart.status).toBe(200);
    expect(packJson('blobs').pack).toEqual({
      license: 'CC0',
      homepage: 'https://example.test',
      description: 'blobs',
      'share-files': true,
    });
  });

  it('answers 404 for a pack that does not exist, sent as a form', async () => {
    const res = await admin
      .patch('/api/pleroma/emoji/pack?name=nope')
      .type('form')
      .send('metadata[license]=CC0&metadata[share-files]=true');
    expect([res.status, res.body]).toEqual([404, { error: expect.any(String) }]);
  });

  it('answers 400 for a form key nested past the depth limit or naming the prototype, and changes nothing', async () => {
    const deepKey = `metadata${'[a]'.repeat(40)}`;
    for (const send of [
      (r: ReturnType<Client['patch']>) => r.type('form').send(`${encodeURIComponent(deepKey)}=x`),
      (r: ReturnType<Client['patch']>) => r.field(deepKey, 'x'),
    ]) {
      const res = await send(admin.patch('/api/pleroma/emoji/pack?name=blobs'));
      expect([res.status, res.body]).toEqual([400, { error: 'JSON is nested too deeply: at most 32 levels' }]);
    }
    // The prototype key is dropped: metadata is then missing.
    const proto = await admin
      .patch('/api/pleroma/emoji/pack?name=blobs')
      .type('form')
      .send('metadata[__proto__][license]=x');
    expect([proto.status, proto.body]).toEqual([400, { error: 'metadata: is required' }]);
    expect(({} as Record<string, unknown>).license).toBeUndefined();
    expect(packJson('blobs').pack.license).toBe('CC0');
  });

  it('answers 400 for bad metadata and changes nothing', async () => {
    for (const metadata of [{ license: 5 }, { 'share-files': 'maybe' }, { unknown: 'x' }, 'text']) {
      const res = await admin.patch('/api/pleroma/emoji/pack?name=blobs').send({ metadata });
      expect({ metadata, status: res.status }).toEqual({ metadata, status: 400 });
    }
    expect(packJson('blobs').pack.license).toBe('CC0');
  });
});

describe('GET /api/pleroma/emoji/packs/archive', () => {
  it('serves a zip of pack.json and the files whose bytes and hash stay the same', async () => {
    const one = await api(t)
      .get('/api/pleroma/emoji/packs/archive?name=blobs')
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(one.status).toBe(200);
    expect(one.headers['content-type']).toBe('application/zip');
    const sha = createHash('sha256')
      .update(one.body as Buffer)
      .digest('hex')
      .toUpperCase();
    const listed = await api(t).get('/api/v1/pleroma/emoji/packs');
    expect(listed.body.packs.blobs.pack['download-sha256']).toBe(sha);
    const entries = await extractEntries(one.body as Buffer, new Set(['pack.json', 'blobcat.png', 'foxes/fox.gif']), {
      maxBytes: 1e6,
      maxEntries: 10,
    });
    expect([...entries.keys()].sort()).toEqual(['blobcat.png', 'foxes/fox.gif', 'pack.json']);
    expect(entries.get('blobcat.png')).toEqual(SAMPLES.png);
  });

  it('answers 403 for a pack that is not shared and 404 for a missing one', async () => {
    expect((await api(t).get('/api/pleroma/emoji/packs/archive?name=other')).status).toBe(403);
    expect((await api(t).get('/api/pleroma/emoji/packs/archive?name=nope')).status).toBe(404);
  });

  it('is the same archive at GET /api/v1/pleroma/emoji/packs/archive, refused the same way', async () => {
    const bytes = (path: string) =>
      api(t)
        .get(path)
        .buffer(true)
        .parse((res, cb) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => cb(null, Buffer.concat(chunks)));
        });
    const v1 = await bytes('/api/v1/pleroma/emoji/packs/archive?name=blobs');
    expect([v1.status, v1.headers['content-type']]).toEqual([200, 'application/zip']);
    expect(v1.body).toEqual((await bytes('/api/pleroma/emoji/packs/archive?name=blobs')).body);
    const unshared = await api(t).get('/api/v1/pleroma/emoji/packs/archive?name=other');
    expect([unshared.status, unshared.body]).toEqual([403, { error: expect.any(String) }]);
  });
});

describe('GET /api/pleroma/emoji/packs', () => {
  it('lists the packs by name with their count', async () => {
    const res = await api(t).get('/api/pleroma/emoji/packs?page_size=1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      count: 2,
      packs: {
        blobs: {
          files: { blobcat: 'blobcat.png', blobfox: 'foxes/fox.gif' },
          files_count: 2,
          pack: expect.objectContaining({ license: 'CC0', 'can-download': true }),
        },
      },
    });
    expect(Object.keys((await api(t).get('/api/pleroma/emoji/packs?page=2&page_size=1')).body.packs)).toEqual([
      'other',
    ]);
  });
});

describe('GET /api/v1/custom_emojis with packs', () => {
  it('lists pack emoji with their pack tag, served with a type from their bytes', async () => {
    const res = await api(t).get('/api/v1/custom_emojis');
    expect(res.body).toEqual([
      {
        shortcode: 'blobcat',
        url: 'http://fedigraph.test/emoji/blobs/blobcat.png',
        static_url: 'http://fedigraph.test/emoji/blobs/blobcat.png',
        visible_in_picker: true,
        tags: ['pack:blobs'],
        category: 'pack:blobs',
      },
      {
        shortcode: 'blobfox',
        url: 'http://fedigraph.test/emoji/blobs/foxes/fox.gif',
        static_url: 'http://fedigraph.test/emoji/blobs/foxes/fox.gif',
        visible_in_picker: true,
        tags: ['pack:blobs'],
        category: 'pack:blobs',
      },
    ]);
    const file = await api(t).get('/emoji/blobs/foxes/fox.gif');
    expect([file.status, file.headers['content-type']]).toEqual([200, 'image/gif']);
  });
});

describe('PATCH /api/pleroma/emoji/packs/files', () => {
  it('renames an emoji and its file', async () => {
    const res = await admin
      .patch('/api/pleroma/emoji/packs/files?name=blobs')
      .send({ shortcode: 'blobfox', new_shortcode: 'fox', new_filename: 'fox.gif' });
    expect([res.status, res.body]).toEqual([200, { blobcat: 'blobcat.png', fox: 'fox.gif' }]);
    expect(existsSync(join(emojiDir(t.config), 'blobs', 'foxes'))).toBe(false);
    expect(existsSync(join(emojiDir(t.config), 'blobs', 'fox.gif'))).toBe(true);
  });

  it('refuses a used shortcode without force (409), a missing emoji (400), an empty new shortcode (400)', async () => {
    expect(
      (
        await admin
          .patch('/api/pleroma/emoji/packs/files?name=blobs')
          .send({ shortcode: 'fox', new_shortcode: 'blobcat', new_filename: 'fox.gif' })
      ).status,
    ).toBe(409);
    expect(
      (
        await admin
          .patch('/api/pleroma/emoji/packs/files?name=blobs')
          .send({ shortcode: 'nope', new_shortcode: 'x', new_filename: 'x.gif' })
      ).status,
    ).toBe(400);
    expect(
      (
        await admin
          .patch('/api/pleroma/emoji/packs/files?name=blobs')
          .send({ shortcode: 'fox', new_shortcode: '', new_filename: 'x.gif' })
      ).body,
    ).toEqual({ error: 'new_shortcode: is required' });
  });

  it('with force replaces the emoji of the new shortcode', async () => {
    const res = await admin
      .patch('/api/pleroma/emoji/packs/files?name=blobs')
      .send({ shortcode: 'fox', new_shortcode: 'blobcat', new_filename: 'fox.gif', force: true });
    expect([res.status, res.body]).toEqual([200, { blobcat: 'fox.gif' }]);
    expect(existsSync(join(emojiDir(t.config), 'blobs', 'blobcat.png'))).toBe(false);
  });
});

describe('DELETE /api/pleroma/emoji/packs/files', () => {
  it('removes the emoji and its file', async () => {
    const res = await admin.delete('/api/pleroma/emoji/packs/files?name=blobs&shortcode=blobcat');
    expect([res.status, res.body]).toEqual([200, {}]);
    expect(existsSync(join(emojiDir(t.config), 'blobs', 'fox.gif'))).toBe(false);
    expect((await admin.delete('/api/pleroma/emoji/packs/files?name=blobs&shortcode=blobcat')).status).toBe(400);
  });
});

describe('GET /api/pleroma/emoji/packs/import', () => {
  it('makes packs of folders without pack.json, from emoji.txt or their images', async () => {
    const dir = emojiDir(t.config);
    mkdirSync(join(dir, 'loose', 'sub'), { recursive: true });
    writeFileSync(join(dir, 'loose', 'a.png'), SAMPLES.png);
    writeFileSync(join(dir, 'loose', 'sub', 'b.gif'), SAMPLES.gif);
    mkdirSync(join(dir, 'listed'));
    writeFileSync(join(dir, 'listed', 'c.png'), SAMPLES.png);
    writeFileSync(join(dir, 'listed', 'emoji.txt'), 'cee, /emoji/listed/c.png, Tag\nbad line\nevil, ../x.png\n');
    const res = await admin.get('/api/pleroma/emoji/packs/import');
    expect([res.status, res.body]).toEqual([200, ['listed', 'loose']]);
    expect(packJson('loose').files).toEqual({ a: 'a.png', b: 'sub/b.gif' });
    expect(packJson('listed').files).toEqual({ cee: 'c.png' });
    expect((await admin.get('/api/pleroma/emoji/packs/import')).body).toEqual([]);
  });

  it('imports the same way at GET /api/v1/pleroma/emoji/packs/import; non-admins 403, nothing imported', async () => {
    const dir = emojiDir(t.config);
    mkdirSync(join(dir, 'third'));
    writeFileSync(join(dir, 'third', 'd.png'), SAMPLES.png);
    const denied = await user.get('/api/v1/pleroma/emoji/packs/import');
    expect([denied.status, denied.body]).toEqual([403, { error: expect.any(String) }]);
    expect(existsSync(join(dir, 'third', 'pack.json'))).toBe(false);
    const res = await admin.get('/api/v1/pleroma/emoji/packs/import');
    expect([res.status, res.body]).toEqual([200, ['third']]);
    expect(packJson('third').files).toEqual({ d: 'd.png' });
    await admin.delete('/api/pleroma/emoji/pack?name=third').expect(200);
  });
});

describe('DELETE /api/pleroma/emoji/pack', () => {
  it('deletes the pack and its files; 404 when missing', async () => {
    expect([(await admin.delete('/api/pleroma/emoji/pack?name=loose')).status]).toEqual([200]);
    expect(existsSync(join(emojiDir(t.config), 'loose'))).toBe(false);
    expect((await admin.delete('/api/pleroma/emoji/pack?name=loose')).status).toBe(404);
    expect((await api(t).get('/api/pleroma/emoji')).body.a).toBeUndefined();
  });
});

describe('POST /api/pleroma/admin/reload_emoji', () => {
  it('reads the folder again after a change made by hand', async () => {
    const dir = emojiDir(t.config);
    writeFileSync(join(dir, 'listed', 'd.png'), SAMPLES.png);
    writeFileSync(
      join(dir, 'listed', 'pack.json'),
      JSON.stringify({ files: { cee: 'c.png', dee: 'd.png' }, pack: {} }),
    );
    expect((await api(t).get('/api/pleroma/emoji')).body.dee).toBeUndefined(); // the cached copy
    expect((await user.post('/api/pleroma/admin/reload_emoji')).status).toBe(403);
    const res = await admin.post('/api/pleroma/admin/reload_emoji');
    expect([res.status, res.body]).toEqual([200, 'ok']);
    expect((await api(t).get('/api/pleroma/emoji')).body.dee).toEqual({
      image_url: '/emoji/listed/d.png',
      tags: ['pack:listed'],
    });
  });
});

describe('zip-slip', () => {
  it('refuses archives with .. , absolute names or links', async () => {
    const zipOf = (name: string, mode?: number) =>
      new Promise<Buffer>((resolve) => {
        const zip = new yazl.ZipFile();
        zip.addBuffer(Buffer.from('x'), 'ok.png', mode ? { mode } : {});
        // yazl refuses to write unsafe names: patch them into the bytes (same length) afterwards.
        zip.addBuffer(Buffer.from('evil'), name.replace(/[./\\]/g, 'x'), mode ? { mode } : {});
        zip.end();
        const chunks: Buffer[] = [];
        zip.outputStream
          .on('data', (c: Buffer) => chunks.push(c))
          .on('end', () => {
            const bytes = Buffer.concat(chunks);
            const safe = Buffer.from(name.replace(/[./\\]/g, 'x'));
            let at = bytes.indexOf(safe);
            while (at >= 0) {
              Buffer.from(name).copy(bytes, at);
              at = bytes.indexOf(safe, at + 1);
            }
            resolve(bytes);
          });
      });
    const limits = { maxBytes: 1e6, maxEntries: 10 };
    for (const name of ['../evil.png', '/abs/e.png', 'a\\..\\e.png']) {
      await expect(extractEntries(await zipOf(name), new Set(['ok.png', name]), limits)).rejects.toThrow();
    }
    await expect(
      extractEntries(await zipOf('link.png', 0o120777), new Set(['ok.png', 'link.png']), limits),
    ).rejects.toThrow(/Link/);
  });
});

describe('custom emoji in statuses, accounts and chat messages', () => {
  it('fills the emojis array from :shortcode: uses', async () => {
    await admin.post('/api/pleroma/emoji/pack?name=party').expect(200);
    await admin
      .post('/api/pleroma/emoji/packs/files?name=party')
      .field('shortcode', 'parrot')
      .attach('file', SAMPLES.gif, 'parrot.gif')
      .expect(200);
    const parrot = {
      shortcode: 'parrot',
      url: 'http://fedigraph.test/emoji/party/parrot.gif',
      static_url: 'http://fedigraph.test/emoji/party/parrot.gif',
      visible_in_picker: true,
    };
    const author = await makeUser(t);
    const friend = await makeUser(t);
    const as = api(t, await tokenFor(t, author, ['read', 'write']));
    const profile = await as
      .patch('/api/v1/accounts/update_credentials')
      .send({ display_name: 'Party :parrot:', note: 'no emoji :nope:' });
    expect(profile.body.emojis).toEqual([parrot]);
    const status = await as
      .post('/api/v1/statuses')
      .send({ status: 'hello :parrot: and :unknown:', spoiler_text: ':parrot:' });
    expect(status.status).toBe(200);
    expect(status.body.emojis).toEqual([parrot]);
    expect(status.body.account.emojis).toEqual([parrot]);
    const chat = await as.post(`/api/v1/pleroma/chats/by-account-id/${friend.id}`);
    const message = await as.post(`/api/v1/pleroma/chats/${chat.body.id}/messages`).send({ content: 'look :parrot:' });
    expect(message.body.emojis).toEqual([parrot]);
    expect((await as.post('/api/v1/statuses').send({ status: 'plain' })).body.emojis).toEqual([]);
  });
});

describe('POST /api/pleroma/emoji/packs/files with a zip', () => {
  it('adds every image of the archive under its path, skipping taken shortcodes and non-images', async () => {
    await admin.post('/api/pleroma/emoji/pack?name=zipped').expect(200);
    const zip = new yazl.ZipFile();
    zip.addBuffer(SAMPLES.png, 'z1.png');
    zip.addBuffer(SAMPLES.gif, 'sub/z2.gif');
    zip.addBuffer(Buffer.from('not an image'), 'fake.png');
    zip.addBuffer(SAMPLES.png, 'parrot.png'); // taken by the party pack
    zip.addBuffer(Buffer.from('{}'), 'pack.json');
    zip.end();
    const chunks: Buffer[] = [];
    for await (const c of zip.outputStream as AsyncIterable<Buffer>) chunks.push(c);
    const res = await admin
      .post('/api/pleroma/emoji/packs/files?name=zipped')
      .attach('file', Buffer.concat(chunks), { filename: 'emoji.zip', contentType: 'application/zip' });
    expect([res.status, res.body]).toEqual([200, { z1: 'z1.png', z2: 'sub/z2.gif' }]);
    expect(readFileSync(join(emojiDir(t.config), 'zipped', 'sub', 'z2.gif'))).toEqual(SAMPLES.gif);
    expect(packJson('zipped').files).toEqual({ z1: 'z1.png', z2: 'sub/z2.gif' });
  });
});
