import { describe, expect, it } from '@jest/globals';
import { ConversationParticipation, type Status, type User } from '../../../../src/entities/index.js';
import { block, makeStatus } from '../../../support/factories/social.factory.js';
import { makeUsersWithTokens, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { api, ids } from '../../../support/rest.js';

const t = useTestApp();

const em = () => t.orm.em.fork();

const users = (n: number) => makeUsersWithTokens(t, n);

const participation = (user: User, status: Status) =>
  em().findOneOrFail(ConversationParticipation, { user, context: status.context.id });
const usernames = (accounts: Array<{ username: string }>) => accounts.map((a) => a.username).sort();

describe('GET /api/v1/conversations', () => {
  it('lists the conversations with the other accounts, unread state, last status and pleroma.recipients', async () => {
    const [me, bob, carol] = await users(3);
    const dm = await makeStatus(t, bob.user, {
      status: `@${me.user.nickname} @${carol.user.nickname} hi`,
      visibility: 'direct',
    });
    const mine = await participation(me.user, dm);

    const res = await api(t, me.token).get('/api/v1/conversations');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const [c] = res.body;
    expect(c).toMatchObject({
      id: String(mine.id),
      unread: true,
      last_status: {
        id: String(dm.id),
        visibility: 'direct',
        pleroma: { direct_conversation_id: mine.id, conversation_id: dm.context.id },
      },
    });
    expect(Object.keys(c).sort()).toEqual(['accounts', 'id', 'last_status', 'pleroma', 'unread']);
    expect(usernames(c.accounts)).toEqual(usernames([bob.user, carol.user].map((u) => ({ username: u.nickname }))));
    expect(usernames(c.pleroma.recipients)).toEqual(
      usernames([me.user, bob.user, carol.user].map((u) => ({ username: u.nickname }))),
    );
    // The author's own conversation is read.
    expect((await api(t, bob.token).get('/api/v1/conversations')).body[0]).toMatchObject({
      unread: false,
      last_status: { id: String(dm.id) },
    });
  });

  it('orders by latest status, paginates by it with Link headers, and marks a reply unread for the others', async () => {
    const [me, a, b] = await users(3);
    const first = await makeStatus(t, a.user, { status: `@${me.user.nickname} one`, visibility: 'direct' });
    const second = await makeStatus(t, b.user, { status: `@${me.user.nickname} two`, visibility: 'direct' });
    await api(t, me.token).post('/api/v1/pleroma/conversations/read');
    const reply = await makeStatus(t, a.user, {
      status: `@${me.user.nickname} again`,
      visibility: 'direct',
      inReplyToId: String(first.id),
    });

    const all = await api(t, me.token).get('/api/v1/conversations');
    expect(all.body.map((c: { last_status: { id: string }; unread: boolean }) => [c.last_status.id, c.unread])).toEqual(
      [
        [String(reply.id), true],
        [String(second.id), false],
      ],
    );
    const page = await api(t, me.token).get('/api/v1/conversations?limit=1');
    expect(page.headers.link).toBe(
      `<http://fedigraph.test/api/v1/conversations?limit=1&max_id=${reply.id}>; rel="next", <http://fedigraph.test/api/v1/conversations?limit=1&min_id=${reply.id}>; rel="prev"`,
    );
    expect(
      (await api(t, me.token).get(`/api/v1/conversations?max_id=${reply.id}`)).body.map(
        (c: { last_status: { id: string } }) => c.last_status.id,
      ),
    ).toEqual([String(second.id)]);
  });

  it('never lists a conversation whose statuses the viewer may no longer see', async () => {
    const [me, other] = await users(2);
    await makeStatus(t, other.user, { status: `@${me.user.nickname} hi`, visibility: 'direct' });
    expect((await api(t, me.token).get('/api/v1/conversations')).body).toHaveLength(1);
    await block(t, me.user, other.user);
    expect((await api(t, me.token).get('/api/v1/conversations')).body).toEqual([]);
  });

  it('needs read:statuses', async () => {
    const [me] = await users(1);
    expect((await api(t).get('/api/v1/conversations')).status).toBe(401);
    expect((await api(t, await tokenFor(t, me.user, ['read:notifications'])).get('/api/v1/conversations')).status).toBe(
      403,
    );
  });
});

describe('POST /api/v1/conversations/:id/read', () => {
  it("marks one of the viewer's conversations read; anyone else's is not found", async () => {
    const [me, other] = await users(2);
    const dm = await makeStatus(t, other.user, { status: `@${me.user.nickname} hi`, visibility: 'direct' });
    const mine = await participation(me.user, dm);
    const res = await api(t, me.token).post(`/api/v1/conversations/${mine.id}/read`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: String(mine.id), unread: false });
    expect((await participation(me.user, dm)).read).toBe(true);
    const theirs = await participation(other.user, dm);
    expect([(await api(t, me.token).post(`/api/v1/conversations/${theirs.id}/read`)).body]).toEqual([
      { error: 'Unknown conversation id' },
    ]);
    const scoped = await api(t, await tokenFor(t, me.user, ['read', 'write:statuses'])).post(
      `/api/v1/conversations/${mine.id}/read`,
    );
    expect([scoped.status, scoped.body]).toEqual([403, { error: 'Insufficient permissions: write:conversations.' }]);
  });
});

describe('GET /api/v1/pleroma/conversations/:id', () => {
  it('shows the conversation to its owner only', async () => {
    const [me, other] = await users(2);
    const dm = await makeStatus(t, other.user, { status: `@${me.user.nickname} hi`, visibility: 'direct' });
    const mine = await participation(me.user, dm);
    const res = await api(t, me.token).get(`/api/v1/pleroma/conversations/${mine.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: String(mine.id), unread: true, last_status: { id: String(dm.id) } });
    const denied = await api(t, other.token).get(`/api/v1/pleroma/conversations/${mine.id}`);
    expect([denied.status, denied.body]).toEqual([404, { error: 'Unknown conversation id' }]);
    expect((await api(t).get(`/api/v1/pleroma/conversations/${mine.id}`)).status).toBe(401);
  });
});

describe('GET /api/v1/pleroma/conversations/:id/statuses', () => {
  it("lists the thread's statuses the viewer may see, oldest first (the `limit` newest), with Link headers", async () => {
    const [me, a, b] = await users(3);
    const dm = await makeStatus(t, a.user, {
      status: `@${me.user.nickname} @${b.user.nickname} start`,
      visibility: 'direct',
    });
    const r1 = await makeStatus(t, me.user, {
      status: `@${a.user.nickname} only a`,
      visibility: 'direct',
      inReplyToId: String(dm.id),
    });
    const r2 = await makeStatus(t, b.user, {
      status: `@${a.user.nickname} not me`,
      visibility: 'direct',
      inReplyToId: String(dm.id),
    });
    const mine = await participation(me.user, dm);
    const res = await api(t, me.token).get(`/api/v1/pleroma/conversations/${mine.id}/statuses`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([String(dm.id), String(r1.id)]);
    expect(ids(res.body)).not.toContain(String(r2.id));
    const page = await api(t, me.token).get(`/api/v1/pleroma/conversations/${mine.id}/statuses?limit=1`);
    expect(ids(page.body)).toEqual([String(r1.id)]);
    expect(page.headers.link).toContain(
      `<http://fedigraph.test/api/v1/pleroma/conversations/${mine.id}/statuses?limit=1&max_id=${r1.id}>; rel="next"`,
    );
    expect((await api(t, b.token).get(`/api/v1/pleroma/conversations/${mine.id}/statuses`)).status).toBe(404);
  });
});

describe('PATCH /api/v1/pleroma/conversations/:id', () => {
  it('replaces the recipients, keeping the owner; a conversation reply then addresses exactly them', async () => {
    const [me, a, b, c] = await users(4);
    const dm = await makeStatus(t, me.user, {
      status: `@${a.user.nickname} @${b.user.nickname} hi`,
      visibility: 'direct',
    });
    const mine = await participation(me.user, dm);
    const res = await api(t, me.token)
      .patch(`/api/v1/pleroma/conversations/${mine.id}`)
      .send({ recipients: [String(c.user.id), String(a.user.id), '999999'] });
    expect(res.status).toBe(200);
    expect(usernames(res.body.pleroma.recipients)).toEqual([me.user.nickname, a.user.nickname, c.user.nickname].sort());
    expect(usernames(res.body.accounts)).toEqual([a.user.nickname, c.user.nickname].sort());
    expect((await participation(me.user, dm)).recipientIds.sort()).toEqual([me.user.id, a.user.id, c.user.id].sort());
    // Others' recipient lists do not change.
    expect((await participation(a.user, dm)).recipientIds.sort()).toEqual([me.user.id, a.user.id, b.user.id].sort());

    const reply = await api(t, me.token)
      .post('/api/v1/statuses')
      .send({ status: 'to the new list', in_reply_to_conversation_id: String(mine.id) });
    expect(reply.body.visibility).toBe('direct');
    expect(reply.body.mentions.map((m: { username: string }) => m.username).sort()).toEqual(
      [a.user.nickname, c.user.nickname].sort(),
    );
    expect((await api(t, b.token).get(`/api/v1/statuses/${reply.body.id}`)).status).toBe(404);
    expect((await api(t, c.token).get(`/api/v1/statuses/${reply.body.id}`)).status).toBe(200);
    // c got a conversation of its own in the thread.
    expect((await participation(c.user, dm)).read).toBe(false);
  });

  it("accepts a form list, answers 400 without recipients, 404 for someone else's conversation", async () => {
    const [me, a] = await users(2);
    const dm = await makeStatus(t, me.user, { status: `@${a.user.nickname} hi`, visibility: 'direct' });
    const mine = await participation(me.user, dm);
    const form = await api(t, me.token)
      .patch(`/api/v1/pleroma/conversations/${mine.id}`)
      .type('form')
      .send(`recipients[]=${a.user.id}`);
    expect(usernames(form.body.pleroma.recipients)).toEqual([me.user.nickname, a.user.nickname].sort());
    const missing = await api(t, me.token).patch(`/api/v1/pleroma/conversations/${mine.id}`).send({});
    expect([missing.status, missing.body]).toEqual([400, { error: 'recipients: is required' }]);
    const bad = await api(t, me.token)
      .patch(`/api/v1/pleroma/conversations/${mine.id}`)
      .send({ recipients: ['x'] });
    expect([bad.status, bad.body]).toEqual([400, { error: 'recipients: must be account ids' }]);
    expect(
      (await api(t, a.token).patch(`/api/v1/pleroma/conversations/${mine.id}`).send({ recipients: [] })).status,
    ).toBe(404);
  });
});

describe('POST /api/v1/pleroma/conversations/read', () => {
  it('marks every unread conversation read and answers those', async () => {
    const [me, a, b] = await users(3);
    const one = await makeStatus(t, a.user, { status: `@${me.user.nickname} one`, visibility: 'direct' });
    await makeStatus(t, b.user, { status: `@${me.user.nickname} two`, visibility: 'direct' });
    await api(t, me.token).post(`/api/v1/conversations/${(await participation(me.user, one)).id}/read`);
    const res = await api(t, me.token).post('/api/v1/pleroma/conversations/read');
    expect(res.status).toBe(200);
    expect(
      res.body.map((c: { unread: boolean; last_status: { content: string } }) => [c.unread, c.last_status.content]),
    ).toEqual([[false, expect.stringContaining('two')]]);
    expect(await em().count(ConversationParticipation, { user: me.user, read: false })).toBe(0);
    expect((await api(t, me.token).post('/api/v1/pleroma/conversations/read')).body).toEqual([]);
  });
});
