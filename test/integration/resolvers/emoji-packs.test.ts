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
      '{ emojiPacks { totalCount pageInfo { hasNextPage hasPreviousPage } nodes { name filesCount files { shortcode filename } } } emojiPack(name: "cats", pageSize: 0) { filesCount files { shortcode } } }',
    );
    expect(read.body.data).toEqual({
      emojiPacks: {
        totalCount: 1,
        pageInfo: { hasNextPage: false, hasPreviousPage: false },
        nodes: [{ name: 'cats', filesCount: 1, files: [{ shortcode: 'meow', filename: 'meow.png' }] }],
      },
      emojiPack: { filesCount: 1, files: [] },
    });
    const archive = await gql(t, '{ emojiPackArchive(name: "cats") { sha256 size } }');
    expect(archive.body.data.emojiPackArchive.sha256).toBe(meta.body.data.adminUpdateEmojiPackMetadata.downloadSha256);
  });

  it('pages the packs by name with position cursors, page numbers and a total', async () => {
    for (const name of ['dogs', 'eels'])
      expect(
        (await gql(t, `mutation { adminCreateEmojiPack(name: "${name}") { name } }`, {}, adminToken)).body.errors,
      ).toBeUndefined();
    const PAGE = `query($first: Int, $after: String, $last: Int, $before: String, $page: Int, $pageSize: Int) {
      emojiPacks(first: $first, after: $after, last: $last, before: $before, page: $page, pageSize: $pageSize) {
        totalCount edges { cursor node { name } } pageInfo { startCursor endCursor hasNextPage hasPreviousPage }
      } }`;
    const names = (page: { edges: { node: { name: string } }[] }) => page.edges.map((e) => e.node.name);
    const first = (await gql(t, PAGE, { first: 2 })).body.data.emojiPacks;
    expect([names(first), first.totalCount, first.pageInfo.hasNextPage]).toEqual([['cats', 'dogs'], 3, true]);
    const next = (await gql(t, PAGE, { first: 2, after: first.pageInfo.endCursor })).body.data.emojiPacks;
    expect([names(next), next.pageInfo.hasNextPage]).toEqual([['eels'], false]);
    const above = (await gql(t, PAGE, { last: 1, before: next.pageInfo.startCursor })).body.data.emojiPacks;
    expect([names(above), above.pageInfo.hasPreviousPage]).toEqual([['dogs'], true]);
    expect(names((await gql(t, PAGE, { page: 2, pageSize: 2 })).body.data.emojiPacks)).toEqual(['eels']);
    const none = (await gql(t, PAGE, { pageSize: 0 })).body.data.emojiPacks;
    expect([names(none), none.totalCount]).toEqual([[], 3]);
    const bad = await gql(t, PAGE, { after: 'bm90IGEgY3Vyc29y' });
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'after: not a cursor of this list',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    for (const name of ['dogs', 'eels'])
      await gql(t, `mutation { adminDeleteEmojiPack(name: "${name}") }`, {}, adminToken);
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
