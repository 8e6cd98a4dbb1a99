import { describe, expect, it } from '@jest/globals';
import { countStatements } from '../../support/sql-count.js';
import { ConversationParticipation, Favourite, type Status } from '../../../src/entities/index.js';
import { updateSettings } from '../../support/settings.js';
import { restartApplication } from '../../../src/settings/config.service.js';
import { makeMedia } from '../../support/factories/media.factory.js';
import { block, follow, makeStatus } from '../../support/factories/social.factory.js';
import { makeUsersWithTokens, tokenFor } from '../../support/factories/user.factory.js';
import { SAMPLES } from '../../fixtures/media-samples.js';
import { useTestApp } from '../../support/app.js';
import { gql } from '../../support/graphql.js';
import { expectFlat } from '../../support/statements.js';

const t = useTestApp();

const em = () => t.orm.em.fork();

const users = (n: number) => makeUsersWithTokens(t, n);

describe('createStatus and status', () => {
  it('posts a status and reads it back with nested account, replies, media and favouritedBy', async () => {
    const [me, other] = await users(2);
    const media = await makeMedia(t, me.user, { description: 'alt' });
    const created = await gql(
      t,
      `mutation($media: [ID!]) {
      createStatus(status: "hello #World", visibility: PUBLIC, mediaIds: $media, language: "en") { id text content visibility tags { name url } }
    }`,
      { media: [String(media.id)] },
      me.token,
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data.createStatus.id;
    expect(created.body.data.createStatus).toEqual({
      id,
      text: 'hello #World',
      visibility: 'PUBLIC',
      tags: [{ name: 'world', url: 'http://fedigraph.test/tag/world' }],
      content:
        'hello <a class="hashtag" data-tag="world" href="http://fedigraph.test/tag/world" rel="tag ugc">#World</a>',
    });
    const reply = await makeStatus(t, other.user, { status: 'a reply', inReplyToId: id });
    await gql(t, 'mutation($id: ID!) { favouriteStatus(id: $id) { id } }', { id }, other.token);

    const res = await gql(
      t,
      `query($id: ID!) { status(id: $id) {
      id account { nickname } mediaAttachments { id type url description } favouritesCount favourited repliesCount
      replies { id text account { nickname } inReplyTo { id } parentVisible }
      favouritedBy { nodes { nickname } pageInfo { startCursor endCursor } }
      thread { ancestors { id } descendants { id } }
    } }`,
      { id },
      me.token,
    );
    expect(res.body.errors).toBeUndefined();
    const favourite = await em().findOneOrFail(Favourite, { status: Number(id) });
    expect(res.body.data.status).toEqual({
      id,
      account: { nickname: me.user.nickname },
      mediaAttachments: [
        {
          id: String(media.id),
          type: 'IMAGE',
          url: `http://fedigraph.test/media/${media.fileName}`,
          description: 'alt',
        },
      ],
      favouritesCount: 1,
      favourited: false,
      repliesCount: 1,
      replies: [
        {
          id: String(reply.id),
          text: 'a reply',
          account: { nickname: other.user.nickname },
          inReplyTo: { id },
          parentVisible: true,
        },
      ],
      favouritedBy: {
        nodes: [{ nickname: other.user.nickname }],
        pageInfo: { startCursor: String(favourite.id), endCursor: String(favourite.id) },
      },
      thread: { ancestors: [], descendants: [{ id: String(reply.id) }] },
    });
  });

  it('never reveals a status the viewer may not see through a nested field', async () => {
    const [author, follower, stranger] = await users(3);
    await follow(t, follower.user, author.user);
    const root = await makeStatus(t, author.user, 'public root');
    const privateReply = await makeStatus(t, author.user, {
      status: 'followers only',
      inReplyToId: String(root.id),
      visibility: 'private',
    });
    const publicBelow = await makeStatus(t, follower.user, {
      status: 'public below',
      inReplyToId: String(privateReply.id),
      visibility: 'public',
    });
    await gql(
      t,
      'mutation($id: ID!) { favouriteStatus(id: $id) { id } }',
      { id: String(privateReply.id) },
      follower.token,
    );

    const query = `query($root: ID!, $below: ID!) {
      root: status(id: $root) { replies { id } repliesCount thread { descendants { id } } }
      below: status(id: $below) { inReplyToId inReplyTo { id } parentVisible }
    }`;
    const asStranger = await gql(t, query, { root: String(root.id), below: String(publicBelow.id) }, stranger.token);
    expect(asStranger.body.data).toEqual({
      root: { replies: [], repliesCount: 0, thread: { descendants: [{ id: String(publicBelow.id) }] } },
      below: { inReplyToId: String(privateReply.id), inReplyTo: null, parentVisible: false },
    });
    const asFollower = await gql(t, query, { root: String(root.id), below: String(publicBelow.id) }, follower.token);
    expect(asFollower.body.data.root.replies).toEqual([{ id: String(privateReply.id) }]);
    expect(asFollower.body.data.below.inReplyTo).toEqual({ id: String(privateReply.id) });

    const denied = await gql(
      t,
      'query($id: ID!) { status(id: $id) { id favouritedBy { nodes { id } } } }',
      { id: String(privateReply.id) },
      stranger.token,
    );
    expect(denied.body.errors?.[0]).toMatchObject({ message: 'Record not found', extensions: { code: 'NOT_FOUND' } });
    expect(denied.body.data).toEqual({ status: null });
  });

  it('hides reblogs of statuses the viewer may not see, in timelines and by id', async () => {
    const [author, booster, blocked] = await users(3);
    await follow(t, blocked.user, booster.user);
    await block(t, author.user, blocked.user);
    const s = await makeStatus(t, author.user, 'original');
    const r = await gql(
      t,
      'mutation($id: ID!) { reblogStatus(id: $id) { id reblog { id } } }',
      { id: String(s.id) },
      booster.token,
    );
    expect(r.body.data.reblogStatus.reblog).toEqual({ id: String(s.id) });
    const home = await gql(t, '{ homeTimeline { nodes { id reblog { id } } } }', {}, blocked.token);
    expect(home.body.data.homeTimeline.nodes).toEqual([]);
    const byId = await gql(
      t,
      'query($id: ID!) { status(id: $id) { id } }',
      { id: r.body.data.reblogStatus.id },
      blocked.token,
    );
    expect(byId.body.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it('refuses without the scope, naming it', async () => {
    const [me] = await users(1);
    const res = await gql(t, 'mutation { createStatus(status: "x") { id } }', {}, await tokenFor(t, me.user, ['read']));
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Insufficient permissions: write:statuses.',
      extensions: { code: 'FORBIDDEN' },
    });
    const anon = await gql(t, 'mutation { createStatus(status: "x") { id } }');
    expect(anon.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('timelines with cursors', () => {
  it('pages the home timeline with after, and back with before and last, from pageInfo', async () => {
    const [me] = await users(1);
    const posted: Status[] = [];
    for (let i = 0; i < 5; i++) posted.push(await makeStatus(t, me.user, `s${i}`));
    const page = (args: string) =>
      gql(t, `{ homeTimeline(${args}) { nodes { text } pageInfo { startCursor endCursor } } }`, {}, me.token);
    const first = (await page('first: 2')).body.data.homeTimeline;
    expect(first).toEqual({
      nodes: [{ text: 's4' }, { text: 's3' }],
      pageInfo: { startCursor: String(posted[4].id), endCursor: String(posted[3].id) },
    });
    const second = (await page(`first: 2, after: "${first.pageInfo.endCursor}"`)).body.data.homeTimeline;
    expect(second.nodes).toEqual([{ text: 's2' }, { text: 's1' }]);
    const back = (await page(`last: 2, before: "${second.pageInfo.startCursor}"`)).body.data.homeTimeline;
    expect(back.nodes).toEqual([{ text: 's4' }, { text: 's3' }]);
  });
});

describe('uploadMedia', () => {
  const uploadMedia = (token: string, file: Buffer) =>
    t
      .http()
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .set('apollo-require-preflight', 'true')
      .field(
        'operations',
        JSON.stringify({
          query:
            'mutation($file: Upload!) { uploadMedia(file: $file, description: "d") { id type mimeType url meta } }',
          variables: { file: null },
        }),
      )
      .field('map', JSON.stringify({ 0: ['variables.file'] }))
      .attach('0', file, { filename: 'x.txt', contentType: 'text/plain' });

  it('uploads through a GraphQL multipart request', async () => {
    const [me] = await users(1);
    const res = await uploadMedia(me.token, SAMPLES.png);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.uploadMedia).toMatchObject({
      type: 'IMAGE',
      mimeType: 'image/png',
      meta: { original: { width: 3, height: 2 } },
    });
  });

  it('refuses a file over the upload_limit as PAYLOAD_TOO_LARGE, and takes a larger one once the limit is raised', async () => {
    const [me] = await users(1);
    const big = Buffer.concat([SAMPLES.png, Buffer.alloc(2 * 1024 * 1024)]);
    await updateSettings(em(), 'instance', { upload_limit: 1024 });
    await restartApplication(em(), null); // upload_limit applies at build time (rule 5)
    try {
      const refused = await uploadMedia(me.token, big);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'file: larger than the limit of 1024 bytes',
        extensions: { code: 'PAYLOAD_TOO_LARGE' },
      });
    } finally {
      await updateSettings(em(), 'instance', { upload_limit: 16_000_000 });
      await restartApplication(em(), null); // upload_limit applies at build time (rule 5)
    }
    // 2 MiB: above the zone service's 1 MiB, within the instance's default limit.
    expect((await uploadMedia(me.token, big)).body.data.uploadMedia).toMatchObject({ type: 'IMAGE' });
  });
});

describe('notifications and conversations', () => {
  it('lists notifications and conversations with nested accounts and statuses', async () => {
    const [me, other] = await users(2);
    const dm = await makeStatus(t, other.user, { status: `@${me.user.nickname} psst`, visibility: 'direct' });
    const res = await gql(
      t,
      `{
      notifications { nodes { type isSeen isMuted account { nickname } status { id directConversationId } } }
      conversations { nodes { id unread accounts { nickname } recipients { nickname } lastStatus { id } statuses { nodes { id } } } }
    }`,
      {},
      me.token,
    );
    expect(res.body.errors).toBeUndefined();
    const participation = await em().findOneOrFail(ConversationParticipation, { user: me.user });
    expect(res.body.data).toEqual({
      notifications: {
        nodes: [
          {
            type: 'MENTION',
            isSeen: false,
            isMuted: false,
            account: { nickname: other.user.nickname },
            status: { id: String(dm.id), directConversationId: String(participation.id) },
          },
        ],
      },
      conversations: {
        nodes: [
          {
            id: String(participation.id),
            unread: true,
            accounts: [{ nickname: other.user.nickname }],
            recipients: expect.arrayContaining([{ nickname: me.user.nickname }, { nickname: other.user.nickname }]),
            lastStatus: { id: String(dm.id) },
            statuses: { nodes: [{ id: String(dm.id) }] },
          },
        ],
      },
    });
  });
});

describe('DataLoader batching', () => {
  it('costs the same number of statements for a home timeline page of 10 and of 40 statuses', async () => {
    const [me, ...authors] = await users(5);
    for (const a of authors) await follow(t, me.user, a.user);
    const parent = await makeStatus(t, authors[0].user, 'parent');
    for (let i = 0; i < 44; i++) {
      const author = authors[i % authors.length];
      const mediaIds = [String((await makeMedia(t, author.user)).id)];
      const s = await makeStatus(t, author.user, {
        status: `status ${i} @${me.user.nickname} #tag${i % 3}`,
        mediaIds,
        inReplyToId: i % 4 === 0 ? String(parent.id) : undefined,
        visibility: i % 5 === 0 ? 'direct' : 'public',
      });
      if (i % 2 === 0)
        await gql(t, 'mutation($id: ID!) { favouriteStatus(id: $id) { id } }', { id: String(s.id) }, me.token);
      if (i % 7 === 0)
        await gql(
          t,
          'mutation($id: ID!) { reblogStatus(id: $id) { id } }',
          { id: String(s.id) },
          authors[(i + 1) % authors.length].token,
        );
    }
    const query = `query($first: Int) { homeTimeline(first: $first) { nodes {
      id content favouritesCount reblogsCount repliesCount favourited reblogged muted directConversationId parentVisible
      account { id nickname acct url avatar counts { statuses } }
      mediaAttachments { id url type } mentions { id acct } tags { name } application { name }
      inReplyTo { id account { nickname } } inReplyToAccount { acct }
      reblog { id favouritesCount account { nickname } mediaAttachments { id } }
    } pageInfo { endCursor } } }`;
    let small: { body: { data?: { homeTimeline: { nodes: unknown[] } } } } = { body: {} };
    let large: typeof small = { body: {} };
    const ten = await countStatements(t.orm, async () => {
      small = await gql(t, query, { first: 10 }, me.token);
    });
    const forty = await countStatements(t.orm, async () => {
      large = await gql(t, query, { first: 40 }, me.token);
    });
    expect(small.body.data!.homeTimeline.nodes).toHaveLength(10);
    expect(large.body.data!.homeTimeline.nodes).toHaveLength(40);
    expectFlat([ten, forty]);
    expect(ten).toBeGreaterThan(2); // the counter does see the statements
    expect(ten).toBeLessThan(30);
  });
});
