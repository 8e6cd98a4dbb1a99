import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  ConversationParticipation,
  IdempotencyKey,
  MediaAttachment,
  Notification,
  OAuthToken,
  Status,
  type User,
} from '../../../../src/entities/index.js';
import { digest } from '../../../../src/auth/secrets.js';
import { updateSettings } from '../../../support/settings.js';
import { block, follow, makeStatus, mute } from '../../../support/factories/social.factory.js';
import { makeMedia } from '../../../support/factories/media.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { expectSafeHtml } from '../../../support/html.js';
import { ACCOUNT_KEYS, api, ids } from '../../../support/rest.js';

const t = useTestApp();
let alice: User, bob: User, carol: User, dave: User, eve: User;
let aliceToken: string, bobToken: string, carolToken: string, daveToken: string, eveToken: string;

beforeAll(async () => {
  [alice, bob, carol, dave, eve] = await Promise.all(
    ['alice', 'bob', 'carol', 'dave', 'eve'].map((nickname) => makeUser(t, { nickname })),
  );
  [aliceToken, bobToken, carolToken, daveToken, eveToken] = await Promise.all(
    [alice, bob, carol, dave, eve].map((u) => tokenFor(t, u)),
  );
  await follow(t, carol, alice); // carol follows alice: sees her private statuses
  await block(t, eve, alice); // eve blocks alice
});

const em = () => t.orm.em.fork();
const post = (token: string, body: Record<string, unknown>) => api(t, token).post('/api/v1/statuses').send(body);

describe('POST /api/v1/statuses', () => {
  it('posts a status and answers the whole Status entity', async () => {
    const res = await post(aliceToken, {
      status: 'Hello @bob, see #Fedi at https://example.com/a?b=1&c=2',
      visibility: 'public',
      language: 'en',
    });
    expect(res.status).toBe(200);
    const id = res.body.id;
    const stored = await em().findOneOrFail(Status, Number(id));
    expect(res.body).toEqual({
      id,
      uri: `http://fedigraph.test/objects/${id}`,
      url: `http://fedigraph.test/notice/${id}`,
      account: expect.objectContaining({
        id: String(alice.id),
        username: 'alice',
        acct: 'alice',
        url: 'http://fedigraph.test/users/alice',
      }),
      in_reply_to_id: null,
      in_reply_to_account_id: null,
      reblog: null,
      content:
        `Hello <span class="h-card"><a class="u-url mention" data-user="${bob.id}" href="http://fedigraph.test/users/bob" rel="ugc">@<span>bob</span></a></span>, ` +
        'see <a class="hashtag" data-tag="fedi" href="http://fedigraph.test/tag/fedi" rel="tag ugc">#Fedi</a> ' +
        'at <a href="https://example.com/a?b=1&amp;c=2" rel="ugc">https://example.com/a?b=1&amp;c=2</a>',
      created_at: stored.createdAt.toISOString(),
      edited_at: null,
      emojis: [],
      replies_count: 0,
      reblogs_count: 0,
      favourites_count: 0,
      reblogged: false,
      favourited: false,
      muted: false,
      bookmarked: false,
      pinned: false,
      sensitive: false,
      spoiler_text: '',
      visibility: 'public',
      media_attachments: [],
      mentions: [{ id: String(bob.id), username: 'bob', acct: 'bob', url: 'http://fedigraph.test/users/bob' }],
      tags: [{ name: 'fedi', url: 'http://fedigraph.test/tag/fedi' }],
      card: null,
      poll: null,
      application: { name: 'test client', website: null },
      language: 'en',
      pleroma: {
        content: { 'text/plain': 'Hello @bob, see #Fedi at https://example.com/a?b=1&c=2' },
        conversation_id: stored.context.id,
        direct_conversation_id: null,
        in_reply_to_account_acct: null,
        local: true,
        spoiler_text: { 'text/plain': '' },
        expires_at: null,
        thread_muted: false,
        emoji_reactions: [],
        parent_visible: false,
        pinned_at: null,
      },
    });
    expect(Object.keys(res.body.account).sort()).toEqual(ACCOUNT_KEYS);
    expect(stored).toMatchObject({
      text: 'Hello @bob, see #Fedi at https://example.com/a?b=1&c=2',
      tags: ['fedi'],
      mentionIds: [bob.id],
      recipientIds: [bob.id],
    });
    expect(await em().count(Notification, { user: bob, type: 'mention', status: stored.id, fromAccount: alice })).toBe(
      1,
    );
  });

  it('never lets a script, an event attribute or a javascript: link into the HTML', async () => {
    const hostile =
      '<script>alert(1)</script> <img src=x onerror=alert(1)> "><svg onload=alert(1)> javascript:alert(1) ' +
      'https://example.com/"onmouseover="alert(1) <a href="javascript:alert(1)">x</a> @<b>bob</b> #<i>x</i>';
    const res = await post(aliceToken, { status: hostile, spoiler_text: '<script>alert(2)</script>' });
    expect(res.status).toBe(200);
    expectSafeHtml(res.body.content);
    expect(res.body.content).not.toMatch(/<(script|img|svg|iframe)/i);
    expect(res.body.spoiler_text).toBe('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(res.body.pleroma.content['text/plain']).toBe(hostile);
    expect(res.body.account.display_name).toBe('alice');
  });

  it("uses the replied-to status's thread, visibility and author", async () => {
    const parent = await makeStatus(t, bob, { status: 'root', visibility: 'unlisted' });
    const res = await post(aliceToken, { status: 'a reply', in_reply_to_id: String(parent.id) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      in_reply_to_id: String(parent.id),
      in_reply_to_account_id: String(bob.id),
      visibility: 'unlisted',
      pleroma: { conversation_id: parent.context.id, in_reply_to_account_acct: 'bob', parent_visible: true },
    });
    // The replied-to author is addressed (Pleroma), and notified.
    const reply = await em().findOneOrFail(Status, Number(res.body.id));
    expect(reply.recipientIds).toEqual([bob.id]);
    expect(await em().count(Notification, { user: bob, type: 'mention', status: reply.id })).toBe(1);
  });

  it("falls back on the account's default visibility", async () => {
    const frank = await makeUser(t, { nickname: 'frank', defaultScope: 'private' });
    const res = await post(await tokenFor(t, frank), { status: 'default scope' });
    expect(res.body.visibility).toBe('private');
  });

  it('marks statuses with #nsfw sensitive and keeps spoiler_text', async () => {
    const res = await post(aliceToken, { status: 'spicy #NSFW', spoiler_text: 'cw' });
    expect(res.body).toMatchObject({
      sensitive: true,
      spoiler_text: 'cw',
      pleroma: { spoiler_text: { 'text/plain': 'cw' } },
    });
    const plain = await post(aliceToken, { status: 'form bools', sensitive: 'true' });
    expect(plain.body.sensitive).toBe(true);
  });

  it('refuses bad input with a 4xx naming the problem, storing nothing', async () => {
    const before = await em().count(Status, {});
    const parent = await makeStatus(t, alice, { status: 'dm', visibility: 'direct' });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ status: '' }, 422, 'Cannot post an empty status without attachments'],
      [{ status: '   ' }, 422, 'Cannot post an empty status without attachments'],
      [
        { status: 'x', visibility: 'everyone' },
        400,
        'visibility: Value "everyone" does not exist in "Visibility" enum.',
      ],
      [{ status: 'x', language: 'not a language' }, 400, 'language: is not a valid language code'],
      [{ status: 'x', in_reply_to_id: '999999' }, 404, 'Record not found'],
      [
        { status: 'x', in_reply_to_id: String(parent.id), visibility: 'public' },
        422,
        'The message visibility must be direct',
      ],
      [
        { status: 'x', in_reply_to_conversation_id: '999999' },
        422,
        'in_reply_to_conversation_id: unknown conversation',
      ],
      [
        { status: 'x', media_ids: ['999999'] },
        422,
        'media_ids: media 999999 not found or already attached to another status',
      ],
    ];
    for (const [body, status, error] of cases) {
      const res = await post(aliceToken, body);
      expect([res.status, res.body]).toEqual([status, { error }]);
    }
    expect(await em().count(Status, {})).toBe(before + 1);
  });

  it('refuses a status over the character limit with 422', async () => {
    await updateSettings(em(), 'instance', { limit: 10 });
    try {
      const res = await post(aliceToken, { status: 'x'.repeat(8), spoiler_text: 'abc' });
      expect([res.status, res.body]).toEqual([422, { error: 'The status is over the character limit' }]);
      expect((await post(aliceToken, { status: 'x'.repeat(7), spoiler_text: 'abc' })).status).toBe(200);
    } finally {
      await updateSettings(em(), 'instance', { limit: 5000 });
    }
  });

  it('cannot reply to a status the author may not see', async () => {
    const secret = await makeStatus(t, bob, { status: 'for carol', visibility: 'direct' });
    const res = await post(aliceToken, { status: 'x', in_reply_to_id: String(secret.id) });
    expect([res.status, res.body]).toEqual([404, { error: 'Record not found' }]);
  });

  describe('media_ids', () => {
    it("attaches the poster's own unattached uploads (shown in upload order)", async () => {
      const [m1, m2] = [await makeMedia(t, alice), await makeMedia(t, alice)];
      const res = await post(aliceToken, { status: 'pics', media_ids: [String(m2.id), String(m1.id)] });
      expect(res.status).toBe(200);
      expect(res.body.media_attachments.map((m: { id: string }) => m.id)).toEqual(
        [String(m1.id), String(m2.id)].sort(),
      );
      expect((await em().findOneOrFail(MediaAttachment, m1.id)).status?.id).toBe(Number(res.body.id));
    });

    it('accepts media alone, without text', async () => {
      const m = await makeMedia(t, alice);
      const res = await api(t, aliceToken).post('/api/v1/statuses').type('form').send(`media_ids[]=${m.id}`);
      expect(res.status).toBe(200);
      expect(res.body.content).toBe('');
      expect(res.body.media_attachments).toHaveLength(1);
    });

    it("refuses someone else's media, attached media and more than 4", async () => {
      const others = await makeMedia(t, bob);
      const attached = await makeMedia(t, alice);
      expect((await post(aliceToken, { status: 'x', media_ids: [String(attached.id)] })).status).toBe(200);
      for (const id of [others.id, attached.id]) {
        const res = await post(aliceToken, { status: 'x', media_ids: [String(id)] });
        expect([res.status, res.body]).toEqual([
          422,
          { error: `media_ids: media ${id} not found or already attached to another status` },
        ]);
      }
      const five = await Promise.all([1, 2, 3, 4, 5].map(() => makeMedia(t, alice)));
      const res = await post(aliceToken, { status: 'x', media_ids: five.map((m) => String(m.id)) });
      expect([res.status, res.body]).toEqual([422, { error: 'media_ids: at most 4 attachments' }]);
      expect(await em().count(MediaAttachment, { id: { $in: five.map((m) => m.id) }, status: { $ne: null } })).toBe(0);
      expect((await em().findOneOrFail(MediaAttachment, others.id)).status).toBeNull();
    });
  });

  describe('Idempotency-Key', () => {
    it('gives the same status back for the same key and user, and a new one for another user or key', async () => {
      const first = await post(aliceToken, { status: 'once' }).set('Idempotency-Key', 'key-1');
      const again = await post(aliceToken, { status: 'once' }).set('Idempotency-Key', 'key-1');
      expect(first.status).toBe(200);
      expect(again.body).toEqual(first.body);
      const otherUser = await post(bobToken, { status: 'once' }).set('Idempotency-Key', 'key-1');
      const otherKey = await post(aliceToken, { status: 'once' }).set('Idempotency-Key', 'key-2');
      expect(new Set([first.body.id, otherUser.body.id, otherKey.body.id]).size).toBe(3);
      expect(await em().count(Status, { text: 'once' })).toBe(3);
      expect(await em().count(IdempotencyKey, { key: 'key-1' })).toBe(2);
    });

    it('makes one status of concurrent retries', async () => {
      const replies = await Promise.all(
        [1, 2, 3, 4].map(() => post(aliceToken, { status: 'racing' }).set('Idempotency-Key', 'race')),
      );
      expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
      expect(await em().count(Status, { text: 'racing' })).toBe(1);
    });

    it('posts anew once the status the key made is deleted', async () => {
      const first = await post(aliceToken, { status: 'redo' }).set('Idempotency-Key', 'key-3');
      await api(t, aliceToken).delete(`/api/v1/statuses/${first.body.id}`);
      const again = await post(aliceToken, { status: 'redo' }).set('Idempotency-Key', 'key-3');
      expect(again.status).toBe(200);
      expect(again.body.id).not.toBe(first.body.id);
    });
  });

  describe('direct statuses', () => {
    it('addresses the mentioned accounts only and opens a conversation for each participant', async () => {
      const res = await post(aliceToken, { status: '@bob @carol psst', visibility: 'direct' });
      expect(res.status).toBe(200);
      const status = await em().findOneOrFail(Status, Number(res.body.id));
      const participations = await em().find(
        ConversationParticipation,
        { context: status.context.id },
        { orderBy: { user: 'asc' } },
      );
      const recipients = [alice.id, bob.id, carol.id];
      expect(participations.map((p) => [p.user.id, p.read, p.recipientIds])).toEqual(
        [
          [alice.id, true, recipients],
          [bob.id, false, recipients],
          [carol.id, false, recipients],
        ].sort((a, b) => Number(a[0]) - Number(b[0])),
      );
      const of = (u: User) => participations.find((p) => p.user.id === u.id)!.id;
      expect(res.body.pleroma.direct_conversation_id).toBe(of(alice));
      expect(res.body.pleroma.direct_conversation_id).not.toBe(res.body.pleroma.conversation_id);
      const asBob = await api(t, bobToken).get(`/api/v1/statuses/${res.body.id}`);
      expect(asBob.body.pleroma.direct_conversation_id).toBe(of(bob));
    });

    it('replies in a conversation: direct, to its recipients only, in its thread', async () => {
      const dm = await post(aliceToken, { status: '@bob hi', visibility: 'direct' });
      const bobs = await em().findOneOrFail(ConversationParticipation, {
        user: bob,
        context: dm.body.pleroma.conversation_id,
      });
      const reply = await post(bobToken, {
        status: 'answer, not @dave',
        in_reply_to_conversation_id: String(bobs.id),
        visibility: 'public',
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        visibility: 'direct',
        pleroma: { conversation_id: dm.body.pleroma.conversation_id, direct_conversation_id: bobs.id },
      });
      const stored = await em().findOneOrFail(Status, Number(reply.body.id));
      expect(stored.recipientIds).toEqual([alice.id]);
      expect((await api(t, daveToken).get(`/api/v1/statuses/${reply.body.id}`)).status).toBe(404);
      expect((await api(t, aliceToken).get(`/api/v1/statuses/${reply.body.id}`)).status).toBe(200);
      // Someone else's conversation cannot be replied to.
      const res = await post(daveToken, { status: 'x', in_reply_to_conversation_id: String(bobs.id) });
      expect(res.status).toBe(422);
    });
  });

  it('does not notify a mentioned account that blocks the author or mutes them', async () => {
    await mute(t, dave, alice);
    await post(aliceToken, { status: 'hey @eve and @dave' });
    expect(await em().count(Notification, { user: { $in: [eve.id, dave.id] }, fromAccount: alice })).toBe(0);
  });

  it('needs a user token with write:statuses', async () => {
    const anon = await api(t).post('/api/v1/statuses').send({ status: 'x' });
    expect([anon.status, anon.body]).toEqual([401, { error: 'Authentication required' }]);
    const readOnly = await post(await tokenFor(t, alice, ['read']), { status: 'x' });
    expect([readOnly.status, readOnly.body]).toEqual([403, { error: 'Insufficient permissions: write:statuses.' }]);
    expect((await post(await tokenFor(t, alice, ['write:statuses']), { status: 'scoped' })).status).toBe(200);
  });
});

describe('GET /api/v1/statuses/:id', () => {
  let pub: Status, priv: Status, direct: Status, privMention: Status;
  beforeAll(async () => {
    pub = await makeStatus(t, alice, { status: 'public one', visibility: 'public' });
    priv = await makeStatus(t, alice, { status: 'followers only', visibility: 'private' });
    privMention = await makeStatus(t, alice, { status: 'followers and @dave', visibility: 'private' });
    direct = await makeStatus(t, alice, { status: 'just @bob', visibility: 'direct' });
  });

  const get = (token: string | null, s: Status) => api(t, token).get(`/api/v1/statuses/${s.id}`);

  it('shows a public status to anyone, anonymous callers included', async () => {
    for (const token of [null, bobToken, daveToken]) {
      const res = await get(token, pub);
      expect(res.status).toBe(200);
      expect(res.body.content).toBe('public one');
    }
  });

  it('shows a private status to the author, followers and mentioned accounts only', async () => {
    for (const token of [aliceToken, carolToken]) expect((await get(token, priv)).status).toBe(200);
    for (const token of [null, bobToken, daveToken])
      expect([(await get(token, priv)).status, (await get(token, priv)).body]).toEqual([
        404,
        { error: 'Record not found' },
      ]);
    expect((await get(daveToken, privMention)).status).toBe(200);
  });

  it('shows a direct status to the author and its recipients only', async () => {
    for (const token of [aliceToken, bobToken]) expect((await get(token, direct)).status).toBe(200);
    for (const token of [null, carolToken, daveToken]) expect((await get(token, direct)).status).toBe(404);
  });

  it('hides statuses across a block, both ways', async () => {
    expect((await get(eveToken, pub)).status).toBe(404);
    const evePost = await makeStatus(t, eve, 'by eve');
    expect((await get(aliceToken, evePost)).status).toBe(404);
    expect((await get(bobToken, evePost)).status).toBe(200);
  });

  it('answers 404 for ids that are not ids', async () => {
    for (const id of ['abc', '0', '-1', '99999999999999999999'])
      expect((await api(t).get(`/api/v1/statuses/${id}`)).status).toBe(404);
  });

  it('refuses a token without read:statuses even for a public status', async () => {
    const res = await get(await tokenFor(t, bob, ['write']), pub);
    expect([res.status, res.body]).toEqual([403, { error: 'Insufficient permissions: read:statuses.' }]);
  });

  it('serves an unknown or revoked token as anonymous (Pleroma), and refuses it where a user is needed', async () => {
    const anonymous = await get(null, pub);
    const unknown = await get('not-a-token', pub);
    expect([unknown.status, unknown.body]).toEqual([200, anonymous.body]);
    const token = await tokenFor(t, bob, ['read']);
    await em().nativeDelete(OAuthToken, { tokenHash: digest(token) });
    expect((await get(token, pub)).body).toEqual(anonymous.body);
    expect((await api(t, token).get('/api/v1/timelines/public')).status).toBe(200);
    const home = await api(t, token).get('/api/v1/timelines/home');
    expect([home.status, home.body]).toEqual([401, { error: 'The access token is invalid' }]);
  });
});

describe('DELETE /api/v1/statuses/:id', () => {
  it('deletes the own status and answers it with its source text and media', async () => {
    const m = await makeMedia(t, alice);
    const created = await post(aliceToken, { status: 'to be redrafted #tag', media_ids: [String(m.id)] });
    await api(t, bobToken).post(`/api/v1/statuses/${created.body.id}/favourite`);
    const res = await api(t, aliceToken).delete(`/api/v1/statuses/${created.body.id}`);
    expect(res.status).toBe(200);
    // The author's count no longer includes the deleted status.
    const account = { ...created.body.account, statuses_count: created.body.account.statuses_count - 1 };
    expect(res.body).toEqual({ ...created.body, account, favourites_count: 1, text: 'to be redrafted #tag' });
    expect(await em().count(Status, Number(created.body.id))).toBe(0);
    expect(await em().count(Notification, { status: Number(created.body.id) })).toBe(0);
    // The media stay, free to be attached again.
    expect((await em().findOneOrFail(MediaAttachment, m.id)).status).toBeNull();
    expect((await api(t, aliceToken).get(`/api/v1/statuses/${created.body.id}`)).status).toBe(404);
  });

  it("answers 404 for someone else's status and leaves it", async () => {
    const s = await makeStatus(t, alice, 'mine');
    const res = await api(t, bobToken).delete(`/api/v1/statuses/${s.id}`);
    expect([res.status, res.body]).toEqual([404, { error: 'Record not found' }]);
    expect(await em().count(Status, s.id)).toBe(1);
    expect((await api(t).delete(`/api/v1/statuses/${s.id}`)).status).toBe(401);
  });
});

describe('GET /api/v1/statuses/:id/context', () => {
  it('lists the ancestors and the descendants (depth first) the viewer may see', async () => {
    const root = await makeStatus(t, alice, 'root');
    const a = await makeStatus(t, bob, { status: 'a', inReplyToId: String(root.id) });
    const a1 = await makeStatus(t, alice, { status: 'a1', inReplyToId: String(a.id) });
    const hidden = await makeStatus(t, alice, {
      status: 'followers only',
      inReplyToId: String(a.id),
      visibility: 'private',
    });
    const belowHidden = await makeStatus(t, carol, {
      status: 'below',
      inReplyToId: String(hidden.id),
      visibility: 'public',
    });
    const b = await makeStatus(t, carol, { status: 'b', inReplyToId: String(root.id) });

    const stranger = await tokenFor(t, await makeUser(t));
    const ofRoot = await api(t, stranger).get(`/api/v1/statuses/${root.id}/context`);
    expect(ofRoot.status).toBe(200);
    expect(ofRoot.body.ancestors).toEqual([]);
    expect(ids(ofRoot.body.descendants)).toEqual([a.id, a1.id, belowHidden.id, b.id].map(String));

    const asFollower = await api(t, carolToken).get(`/api/v1/statuses/${root.id}/context`);
    expect(ids(asFollower.body.descendants)).toEqual([a.id, a1.id, hidden.id, belowHidden.id, b.id].map(String));

    const ofLeaf = await api(t).get(`/api/v1/statuses/${belowHidden.id}/context`);
    expect(ids(ofLeaf.body.ancestors)).toEqual([root.id, a.id].map(String));
    expect(ofLeaf.body.descendants).toEqual([]);
    expect(ofLeaf.body.ancestors[0]).toMatchObject({
      id: String(root.id),
      content: 'root',
      reblog: null,
      pleroma: expect.any(Object),
    });
  });

  it('leaves out blocked and muted authors, and answers 404 for an invisible status', async () => {
    const root = await makeStatus(t, bob, 'root of bob');
    const byAlice = await makeStatus(t, alice, { status: 'reply by alice', inReplyToId: String(root.id) });
    const byCarol = await makeStatus(t, carol, { status: 'reply by carol', inReplyToId: String(root.id) });
    expect(ids((await api(t, eveToken).get(`/api/v1/statuses/${root.id}/context`)).body.descendants)).toEqual([
      String(byCarol.id),
    ]);
    expect((await api(t, eveToken).get(`/api/v1/statuses/${byAlice.id}/context`)).status).toBe(404);
    const priv = await makeStatus(t, alice, { status: 'x', visibility: 'private' });
    expect((await api(t, daveToken).get(`/api/v1/statuses/${priv.id}/context`)).status).toBe(404);
  });
});

describe('POST /api/v1/statuses/:id/favourite and /unfavourite', () => {
  it('favourites once, counts it, notifies the author; unfavourite takes both back', async () => {
    const s = await makeStatus(t, alice, 'like me');
    const first = await api(t, bobToken).post(`/api/v1/statuses/${s.id}/favourite`);
    const again = await api(t, bobToken).post(`/api/v1/statuses/${s.id}/favourite`);
    expect(first.status).toBe(200);
    expect(again.body).toMatchObject({ id: String(s.id), favourited: true, favourites_count: 1 });
    expect((await api(t, carolToken).get(`/api/v1/statuses/${s.id}`)).body).toMatchObject({
      favourited: false,
      favourites_count: 1,
    });
    expect(await em().count(Notification, { user: alice, type: 'favourite', fromAccount: bob, status: s.id })).toBe(1);

    const undone = await api(t, bobToken).post(`/api/v1/statuses/${s.id}/unfavourite`);
    expect(undone.body).toMatchObject({ favourited: false, favourites_count: 0 });
    expect(await em().count(Notification, { user: alice, type: 'favourite', status: s.id })).toBe(0);
    expect((await api(t, bobToken).post(`/api/v1/statuses/${s.id}/unfavourite`)).status).toBe(200);
  });

  it('answers 404 for a status the caller may not see, and needs write:favourites', async () => {
    const priv = await makeStatus(t, alice, { status: 'x', visibility: 'private' });
    expect((await api(t, daveToken).post(`/api/v1/statuses/${priv.id}/favourite`)).status).toBe(404);
    expect((await api(t, eveToken).post(`/api/v1/statuses/${priv.id}/favourite`)).status).toBe(404);
    const pub = await makeStatus(t, alice, 'x');
    const res = await api(t, await tokenFor(t, bob, ['write:statuses'])).post(`/api/v1/statuses/${pub.id}/favourite`);
    expect([res.status, res.body]).toEqual([403, { error: 'Insufficient permissions: write:favourites.' }]);
    expect((await api(t).post(`/api/v1/statuses/${pub.id}/favourite`)).status).toBe(401);
  });
});

describe('POST /api/v1/statuses/:id/reblog and /unreblog', () => {
  it('reblogs a visible public status: the reblog wraps it; once only; the author is notified', async () => {
    const s = await makeStatus(t, alice, 'boost me #tag');
    const res = await api(t, bobToken).post(`/api/v1/statuses/${s.id}/reblog`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      account: expect.objectContaining({ username: 'bob' }),
      visibility: 'public',
      content: s.content,
      reblogged: true,
      tags: [{ name: 'tag', url: 'http://fedigraph.test/tag/tag' }],
      uri: `http://fedigraph.test/activities/${res.body.id}`,
      reblog: expect.objectContaining({ id: String(s.id), reblogged: true, reblogs_count: 1, reblog: null }),
    });
    const again = await api(t, bobToken).post(`/api/v1/statuses/${s.id}/reblog`);
    expect(again.body.id).toBe(res.body.id);
    // Reblogging the reblog reblogs the original (and gives back the same reblog).
    expect((await api(t, bobToken).post(`/api/v1/statuses/${res.body.id}/reblog`)).body.id).toBe(res.body.id);
    expect(await em().count(Notification, { user: alice, type: 'reblog', fromAccount: bob, status: s.id })).toBe(1);
    expect((await api(t, aliceToken).get(`/api/v1/statuses/${res.body.id}`)).body.reblog.id).toBe(String(s.id));

    const undone = await api(t, bobToken).post(`/api/v1/statuses/${s.id}/unreblog`);
    expect(undone.body).toMatchObject({ id: String(s.id), reblogged: false, reblogs_count: 0 });
    expect(await em().count(Status, { reblogOf: s.id })).toBe(0);
    expect(await em().count(Notification, { type: 'reblog', status: s.id })).toBe(0);
  });

  it('refuses to reblog private and direct statuses; invisible ones are not found', async () => {
    const priv = await makeStatus(t, alice, { status: 'followers', visibility: 'private' });
    const direct = await makeStatus(t, alice, { status: '@bob dm', visibility: 'direct' });
    expect([(await api(t, carolToken).post(`/api/v1/statuses/${priv.id}/reblog`)).status]).toEqual([403]);
    const res = await api(t, bobToken).post(`/api/v1/statuses/${direct.id}/reblog`);
    expect([res.status, res.body]).toEqual([403, { error: 'This action is not allowed' }]);
    expect((await api(t, daveToken).post(`/api/v1/statuses/${priv.id}/reblog`)).status).toBe(404);
    expect(await em().count(Status, { reblogOf: { $in: [priv.id, direct.id] } })).toBe(0);
  });

  it('hides a reblog from anyone who may not see the status reblogged', async () => {
    const s = await makeStatus(t, alice, 'seen by all but eve');
    const r = await api(t, bobToken).post(`/api/v1/statuses/${s.id}/reblog`);
    expect((await api(t, eveToken).get(`/api/v1/statuses/${r.body.id}`)).status).toBe(404);
    expect((await api(t, daveToken).get(`/api/v1/statuses/${r.body.id}`)).status).toBe(200);
  });
});

describe('GET /api/v1/statuses/:id/favourited_by and /reblogged_by', () => {
  it('lists the accounts newest first, paginated with a Link header, blocked accounts left out', async () => {
    const s = await makeStatus(t, dave, 'popular');
    for (const token of [aliceToken, bobToken, carolToken]) {
      await api(t, token).post(`/api/v1/statuses/${s.id}/favourite`);
      await api(t, token).post(`/api/v1/statuses/${s.id}/reblog`);
    }
    for (const [list, path] of [
      ['favourited_by', `/api/v1/statuses/${s.id}/favourited_by`],
      ['reblogged_by', `/api/v1/statuses/${s.id}/reblogged_by`],
    ]) {
      const all = await api(t, daveToken).get(path);
      expect(all.status).toBe(200);
      expect(all.body.map((a: { username: string }) => a.username)).toEqual(['carol', 'bob', 'alice']);
      expect(Object.keys(all.body[0]).sort()).toEqual(ACCOUNT_KEYS);

      const first = await api(t, daveToken).get(`${path}?limit=2`);
      expect(first.body.map((a: { username: string }) => a.username)).toEqual(['carol', 'bob']);
      const next = /<([^>]+)>; rel="next"/.exec(first.headers.link)![1];
      expect(next).toMatch(
        new RegExp(`^http://fedigraph\\.test/api/v1/statuses/${s.id}/${list}\\?limit=2&max_id=\\d+$`),
      );
      const rest = await api(t, daveToken).get(next.replace('http://fedigraph.test', ''));
      expect(rest.body.map((a: { username: string }) => a.username)).toEqual(['alice']);

      // eve and alice block each other: eve does not see alice in the list.
      expect((await api(t, eveToken).get(path)).body.map((a: { username: string }) => a.username)).toEqual([
        'carol',
        'bob',
      ]);
    }
  });

  it('answers 404 for a status the caller may not see', async () => {
    const priv = await makeStatus(t, alice, { status: 'x', visibility: 'private' });
    await api(t, carolToken).post(`/api/v1/statuses/${priv.id}/favourite`);
    for (const list of ['favourited_by', 'reblogged_by']) {
      expect((await api(t, daveToken).get(`/api/v1/statuses/${priv.id}/${list}`)).status).toBe(404);
      expect((await api(t, carolToken).get(`/api/v1/statuses/${priv.id}/${list}`)).status).toBe(200);
    }
    const narrow = await tokenFor(t, carol, ['read:statuses']);
    for (const path of [`/api/v1/statuses/${priv.id}/favourited_by`, `/api/v1/statuses/${priv.id}/reblogged_by`]) {
      const res = await api(t, narrow).get(path);
      expect([res.status, res.body]).toEqual([403, { error: 'Insufficient permissions: read:accounts.' }]);
    }
  });
});
