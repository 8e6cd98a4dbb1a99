import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emojiDir } from '../../../../src/emoji/custom-emoji.js';
import { useTestApp } from '../../../support/app.js';

const t = useTestApp();
beforeAll(async () => {
  const dir = emojiDir(t.config);
  const file = (path: string, content = 'GIF89a') => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  };
  file('blobcat.png');
  file('blobs/blobfox.gif');
  file('blobs/pack.json', JSON.stringify({ files: { blobfox: 'blobfox.gif' }, pack: {} }));
  file('party/nested/deep_one.webp');
  file('party/blobcat.svg'); // a second blobcat: the first path in order wins
  file('.hidden.png');
  file('bad name.png');
});

describe('GET /api/v1/custom_emojis', () => {
  it('lists the emoji images on disk, loose ones and pack ones, by shortcode', async () => {
    const res = await t.http().get('/api/v1/custom_emojis');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        shortcode: 'blobcat',
        url: 'http://fedigraph.test/emoji/blobcat.png',
        static_url: 'http://fedigraph.test/emoji/blobcat.png',
        visible_in_picker: true,
        tags: ['Custom'],
        category: '',
      },
      {
        shortcode: 'blobfox',
        url: 'http://fedigraph.test/emoji/blobs/blobfox.gif',
        static_url: 'http://fedigraph.test/emoji/blobs/blobfox.gif',
        visible_in_picker: true,
        tags: ['pack:blobs'],
        category: 'pack:blobs',
      },
      {
        shortcode: 'deep_one',
        url: 'http://fedigraph.test/emoji/party/nested/deep_one.webp',
        static_url: 'http://fedigraph.test/emoji/party/nested/deep_one.webp',
        visible_in_picker: true,
        tags: ['pack:party'],
        category: 'pack:party',
      },
    ]);
  });
});

describe('GET /api/pleroma/emoji', () => {
  it('maps shortcodes to image paths and tags', async () => {
    const res = await t.http().get('/api/pleroma/emoji');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      blobcat: { image_url: '/emoji/blobcat.png', tags: ['Custom'] },
      blobfox: { image_url: '/emoji/blobs/blobfox.gif', tags: ['pack:blobs'] },
      deep_one: { image_url: '/emoji/party/nested/deep_one.webp', tags: ['pack:party'] },
    });
  });
});

describe('GET /emoji/...', () => {
  it('serves the images as inert files', async () => {
    const res = await t.http().get('/emoji/blobs/blobfox.gif');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves nothing outside the emoji folder, nor hidden files', async () => {
    expect((await t.http().get('/emoji/../jwt-secret')).status).toBe(404);
    expect((await t.http().get('/emoji/%2e%2e/jwt-secret')).status).toBe(404);
    expect((await t.http().get('/emoji/.hidden.png')).status).toBe(404);
  });
});
