import { beforeAll, describe, expect, it } from '@jest/globals';
import { makeUser, tokenFor } from '../../support/factories/user.factory.js';
import { SAMPLES } from '../../fixtures/media-samples.js';
import { useTestApp } from '../../support/app.js';
import { gql } from '../../support/graphql.js';

const t = useTestApp();
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  adminToken = await tokenFor(t, await makeUser(t, { isAdmin: true }), ['read', 'write', 'admin:read', 'admin:write']);
  userToken = await tokenFor(t, await makeUser(t), ['read', 'write', 'admin']);
});

/** A multipart mutation with one file at `variables.file` (graphql-multipart-request-spec). */
function uploadEmoji(token: string, name: string, file: Buffer, filename: string, shortcode?: string) {
  const query =
    'mutation($name: String!, $file: Upload, $shortcode: String) { adminAddEmojiPackFile(name: $name, file: $file, shortcode: $shortcode) { shortcode filename } }';
  return t
    .http()
    .post('/graphql')
    .set('authorization', `Bearer ${token}`)
    .set('apollo-require-preflight', 'true')
    .field('operations', JSON.stringify({ query, variables: { name, file: null, shortcode } }))
    .field('map', JSON.stringify({ 0: ['variables.file'] }))
    .attach('0', file, filename);
}

describe('emoji pack operations in GraphQL', () => {
  it('creates a pack, uploads a file by multipart mutation, sets metadata and reads it back', async () => {
    const created = await gql(
      t,
      'mutation { adminCreateEmojiPack(name: "cats") { name filesCount metadata { canDownload } } }',
      {},
      adminToken,
    );
    expect(created.body).toEqual({
      data: { adminCreateEmojiPack: { name: 'cats', filesCount: 0, metadata: { canDownload: false } } },
    });
    const uploaded = await uploadEmoji(adminToken, 'cats', SAMPLES.png, 'meow.png');
    expect(uploaded.body).toEqual({ data: { adminAddEmojiPackFile: [{ shortcode: 'meow', filename: 'meow.png' }] } });
    const meta = await gql(
      t,
      'mutation { adminUpdateEmojiPackMetadata(name: "cats", metadata: { license: "CC0", shareFiles: true }) { license shareFiles canDownload downloadSha256 } }',
      {},
      adminToken,
    );
    expect(meta.body.data.adminUpdateEmojiPackMetadata).toEqual({
      license: 'CC0',
      shareFiles: true,
      canDownload: true,
      downloadSha256: expect.stringMatching(/^[0-9A-F]{64}$/),
    });
    const read = await gql(
      t,
      '{ emojiPacks { total page pageSize items { name filesCount files { shortcode filename } } } emojiPack(name: "cats", pageSize: 0) { filesCount files { shortcode } } }',
    );
    expect(read.body.data).toEqual({
      emojiPacks: {
        total: 1,
        page: 1,
        pageSize: 50,
        items: [{ name: 'cats', filesCount: 1, files: [{ shortcode: 'meow', filename: 'meow.png' }] }],
      },
      emojiPack: { filesCount: 1, files: [] },
    });
    const archive = await gql(t, '{ emojiPackArchive(name: "cats") { sha256 size } }');
    expect(archive.body.data.emojiPackArchive.sha256).toBe(meta.body.data.adminUpdateEmojiPackMetadata.downloadSha256);
  });

  it('refuses the admin operations to others: FORBIDDEN to a user, UNAUTHENTICATED anonymously', async () => {
    const res = await uploadEmoji(userToken, 'cats', SAMPLES.png, 'intruder.png');
    expect(res.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const anon = await gql(t, 'mutation { adminDeleteEmojiPack(name: "cats") }');
    expect(anon.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(t, '{ emojiPack(name: "cats") { filesCount } }')).body.data.emojiPack.filesCount).toBe(1);
  });

  it('answers NOT_FOUND, CONFLICT and BAD_USER_INPUT', async () => {
    expect((await gql(t, '{ emojiPack(name: "nope") { name } }')).body.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(
      (await gql(t, 'mutation { adminCreateEmojiPack(name: "cats") { name } }', {}, adminToken)).body.errors?.[0]
        .extensions.code,
    ).toBe('CONFLICT');
    expect(
      (await gql(t, 'mutation { adminCreateEmojiPack(name: "../up") { name } }', {}, adminToken)).body.errors?.[0]
        .extensions.code,
    ).toBe('BAD_USER_INPUT');
    expect(
      (await uploadEmoji(adminToken, 'cats', Buffer.from('text'), 'text.png', 'text')).body.errors?.[0].extensions.code,
    ).toBe('BAD_USER_INPUT');
  });
});
