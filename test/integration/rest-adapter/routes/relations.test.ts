import { describe, expect, it } from '@jest/globals';
import {
  AccountNote,
  Block,
  Follow,
  Mute,
  Notification,
  Subscription,
  type User,
} from '../../../../src/entities/index.js';
import { block, follow, mute } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { NO_RELATIONSHIP } from '../../../support/rest.js';

const t = useTestApp();

const post = (path: string, token?: string, body: Record<string, unknown> = {}) => {
  const req = t.http().post(path);
  return (token ? req.set('authorization', `Bearer ${token}`) : req).send(body);
};
const get = (path: string, token?: string) => {
  const req = t.http().get(path);
  return token ? req.set('authorization', `Bearer ${token}`) : req;
};
const ids = (body: Array<{ id: string }>) => body.map((a) => a.id);
const em = () => t.orm.em.fork();

/** The relationship object with nothing between the two accounts. */
const none = (target: User) => ({ id: String(target.id), ...NO_RELATIONSHIP });

async function pair(targetValues: Partial<User> = {}): Promise<{ me: User; other: User; token: string }> {
  const me = await makeUser(t);
  const other = await makeUser(t, targetValues);
  return { me, other, token: await tokenFor(t, me) };
}

describe('POST /api/v1/accounts/:id/follow', () => {
  it('follows an unlocked account at once, answers with the relationship and notifies it', async () => {
    const { me, other, token } = await pair();
    const res = await post(`/api/v1/accounts/${other.id}/follow`, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...none(other), following: true });
    expect(await em().findOne(Follow, { follower: me.id, following: other.id })).toMatchObject({
      state: 'accepted',
      showReblogs: true,
    });
    expect(await em().count(Subscription, { subscriber: me.id })).toBe(0);
    expect(await em().find(Notification, { user: other.id })).toEqual([
      expect.objectContaining({ type: 'follow', fromAccount: expect.objectContaining({ id: me.id }) }),
    ]);
  });

  it('takes reblogs and notify, and following again changes only the options given', async () => {
    const { other, token } = await pair();
    const first = await post(`/api/v1/accounts/${other.id}/follow`, token, { reblogs: false, notify: true });
    expect(first.body).toMatchObject({ following: true, showing_reblogs: false, subscribing: true, notifying: true });
    const again = await t
      .http()
      .post(`/api/v1/accounts/${other.id}/follow`)
      .set('authorization', `Bearer ${token}`)
      .type('form')
      .send({ reblogs: 'true' });
    expect(again.body).toMatchObject({ following: true, showing_reblogs: true, subscribing: true });
    expect(await em().count(Notification, { user: other.id })).toBe(1);
  });

  it('notify: false ends a subscription; the subscription outlives unfollowing (as in Pleroma)', async () => {
    const { me, other, token } = await pair();
    await post(`/api/v1/accounts/${other.id}/follow`, token, { notify: true });
    expect(await em().count(Subscription, { subscriber: me.id, target: other.id })).toBe(1);
    const unfollowed = await post(`/api/v1/accounts/${other.id}/unfollow`, token);
    expect(unfollowed.body).toEqual({ ...none(other), subscribing: true, notifying: true });
    const off = await post(`/api/v1/accounts/${other.id}/follow`, token, { notify: false });
    expect(off.body).toEqual({ ...none(other), following: true });
    expect(await em().count(Subscription, { subscriber: me.id })).toBe(0);
  });

  it('asks a locked account: requested, not following, and a follow_request notification', async () => {
    const { me, other, token } = await pair({ locked: true });
    const res = await post(`/api/v1/accounts/${other.id}/follow`, token);
    expect(res.body).toEqual({ ...none(other), requested: true });
    expect((await em().findOneOrFail(Notification, { user: other.id })).type).toBe('follow_request');
    expect((await em().findOneOrFail(Follow, { follower: me.id })).state).toBe('pending');
  });

  it('refuses between accounts that block each other, with 403 and nothing stored', async () => {
    const { me, other, token } = await pair();
    await block(t, other, me);
    const blockedBy = await post(`/api/v1/accounts/${other.id}/follow`, token);
    expect(blockedBy.status).toBe(403);
    expect(blockedBy.body).toEqual({ error: `Could not follow user: ${other.nickname} blocked you.` });
    const third = await makeUser(t);
    await block(t, me, third);
    const blocking = await post(`/api/v1/accounts/${third.id}/follow`, token);
    expect(blocking.status).toBe(403);
    expect(blocking.body).toEqual({ error: `Could not follow user: you are blocking ${third.nickname}.` });
    expect(await em().count(Follow, { follower: me.id })).toBe(0);
    expect(await em().count(Notification, { user: { $in: [other.id, third.id] } })).toBe(0);
  });

  it('answers 400 for oneself and 404 for an unknown or deactivated account', async () => {
    const { me, token } = await pair();
    const self = await post(`/api/v1/accounts/${me.id}/follow`, token);
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ error: 'Can not follow yourself' });
    const gone = await makeUser(t, { deactivated: true });
    for (const id of ['doesntexist', String(gone.id)]) {
      const res = await post(`/api/v1/accounts/${id}/follow`, token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Record not found' });
    }
  });

  it('needs a user with write:follows (or follow)', async () => {
    const { me, other } = await pair();
    const anonymous = await post(`/api/v1/accounts/${other.id}/follow`);
    expect(anonymous.status).toBe(401);
    const readOnly = await post(
      `/api/v1/accounts/${other.id}/follow`,
      await tokenFor(t, me, ['read', 'write:statuses']),
    );
    expect(readOnly.status).toBe(403);
    expect(readOnly.body).toEqual({ error: 'Insufficient permissions: write:follows.' });
    const appOnly = await post(`/api/v1/accounts/${other.id}/follow`, await tokenFor(t, null, ['follow']));
    expect(appOnly.status).toBe(401);
    expect(await em().count(Follow, { follower: me.id })).toBe(0);
    expect((await post(`/api/v1/accounts/${other.id}/follow`, await tokenFor(t, me, ['follow']))).body.following).toBe(
      true,
    );
  });
});

describe('POST /api/v1/accounts/:id/unfollow', () => {
  it('stops following', async () => {
    const { me, other, token } = await pair();
    await follow(t, me, other);
    const res = await post(`/api/v1/accounts/${other.id}/unfollow`, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(none(other));
    expect(await em().count(Follow, { follower: me.id })).toBe(0);
  });

  it('withdraws a follow request and its notification', async () => {
    const { me, other, token } = await pair({ locked: true });
    await post(`/api/v1/accounts/${other.id}/follow`, token).expect(200);
    const res = await post(`/api/v1/accounts/${other.id}/unfollow`, token);
    expect(res.body).toMatchObject({ following: false, requested: false });
    expect(await em().count(Notification, { user: other.id })).toBe(0);
    expect(await em().count(Follow, { follower: me.id })).toBe(0);
  });

  it('answers 400 for oneself', async () => {
    const { me, token } = await pair();
    expect((await post(`/api/v1/accounts/${me.id}/unfollow`, token)).body).toEqual({
      error: 'Can not unfollow yourself',
    });
  });
});

describe('follow requests', () => {
  async function requested() {
    const owner = await makeUser(t, { locked: true });
    const fans = [await makeUser(t), await makeUser(t)];
    for (const fan of fans) await post(`/api/v1/accounts/${owner.id}/follow`, await tokenFor(t, fan)).expect(200);
    return { owner, fans, token: await tokenFor(t, owner) };
  }

  describe('GET /api/v1/follow_requests', () => {
    it('lists the accounts asking, newest first, with a Link header', async () => {
      const { fans, token } = await requested();
      const res = await get('/api/v1/follow_requests?limit=1', token);
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual([String(fans[1].id)]);
      expect(res.headers.link).toMatch(
        /^<http:\/\/fedigraph\.test\/api\/v1\/follow_requests\?limit=1&max_id=\d+>; rel="next", <.*min_id=\d+>; rel="prev"$/,
      );
      expect(ids((await get('/api/v1/follow_requests', token)).body)).toEqual([String(fans[1].id), String(fans[0].id)]);
    });

    it('counts them in verify_credentials', async () => {
      const { token } = await requested();
      expect((await get('/api/v1/accounts/verify_credentials', token)).body.source.follow_requests_count).toBe(2);
    });

    it('needs read:follows', async () => {
      const { owner } = await requested();
      expect((await get('/api/v1/follow_requests')).status).toBe(401);
      const res = await get('/api/v1/follow_requests', await tokenFor(t, owner, ['read:accounts']));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'Insufficient permissions: read:follows.' });
    });
  });

  describe('POST /api/v1/follow_requests/:id/authorize', () => {
    it('accepts the request; its notification becomes a follow notification', async () => {
      const { owner, fans, token } = await requested();
      const res = await post(`/api/v1/follow_requests/${fans[0].id}/authorize`, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...none(fans[0]), followed_by: true });
      expect((await em().findOneOrFail(Follow, { follower: fans[0].id, following: owner.id })).state).toBe('accepted');
      const types = (await em().find(Notification, { user: owner.id }, { orderBy: { id: 'asc' } })).map((n) => n.type);
      expect(types).toEqual(['follow', 'follow_request']);
      expect(ids((await get('/api/v1/follow_requests', token)).body)).toEqual([String(fans[1].id)]);
      expect((await get(`/api/v1/accounts/${owner.id}/followers`)).body.map((a: { id: string }) => a.id)).toEqual([
        String(fans[0].id),
      ]);
    });

    it('answers 404 when the account asked nothing', async () => {
      const { token } = await requested();
      const stranger = await makeUser(t);
      const res = await post(`/api/v1/follow_requests/${stranger.id}/authorize`, token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Record not found' });
    });
  });

  describe('POST /api/v1/follow_requests/:id/reject', () => {
    it('refuses the request and drops its notification', async () => {
      const { owner, fans, token } = await requested();
      const res = await post(`/api/v1/follow_requests/${fans[1].id}/reject`, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(none(fans[1]));
      expect(await em().count(Follow, { follower: fans[1].id })).toBe(0);
      expect(await em().count(Notification, { user: owner.id, fromAccount: fans[1].id })).toBe(0);
      expect((await post(`/api/v1/follow_requests/${fans[1].id}/reject`, token)).status).toBe(404);
    });

    it('needs write:follows', async () => {
      const { owner, fans } = await requested();
      const res = await post(`/api/v1/follow_requests/${fans[0].id}/reject`, await tokenFor(t, owner, ['read']));
      expect(res.status).toBe(403);
      expect(await em().count(Follow, { following: owner.id })).toBe(2);
    });
  });
});

describe('POST /api/v1/accounts/:id/block', () => {
  it('blocks, ending follows, requests and subscriptions either way', async () => {
    const { me, other, token } = await pair();
    await follow(t, me, other, { notify: true });
    await follow(t, other, me, { state: 'pending', notify: true });
    const res = await post(`/api/v1/accounts/${other.id}/block`, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...none(other), blocking: true });
    expect(await em().count(Follow, { $or: [{ follower: me.id }, { following: me.id }] })).toBe(0);
    expect(await em().count(Subscription, { $or: [{ subscriber: me.id }, { target: me.id }] })).toBe(0);
    expect(await em().count(Block, { blocker: me.id, blocked: other.id })).toBe(1);
    const back = await get(`/api/v1/accounts/relationships?id=${me.id}`, await tokenFor(t, other));
    expect(back.body).toEqual([{ ...none(me), blocked_by: true }]);
    expect((await post(`/api/v1/accounts/${me.id}/follow`, await tokenFor(t, other))).status).toBe(403);
    expect((await post(`/api/v1/accounts/${other.id}/block`, token)).status).toBe(200);
    expect(await em().count(Block, { blocker: me.id })).toBe(1);
  });

  it('needs write:blocks (or follow), and refuses oneself', async () => {
    const { me, other, token } = await pair();
    expect((await post(`/api/v1/accounts/${other.id}/block`, await tokenFor(t, me, ['write:follows']))).status).toBe(
      403,
    );
    expect((await post(`/api/v1/accounts/${other.id}/block`, await tokenFor(t, me, ['write:blocks']))).status).toBe(
      200,
    );
    expect((await post(`/api/v1/accounts/${me.id}/block`, token)).body).toEqual({ error: 'Can not block yourself' });
  });
});

describe('POST /api/v1/accounts/:id/unblock', () => {
  it('lifts the block', async () => {
    const { me, other, token } = await pair();
    await block(t, me, other);
    const res = await post(`/api/v1/accounts/${other.id}/unblock`, token);
    expect(res.body).toEqual(none(other));
    expect(await em().count(Block, { blocker: me.id })).toBe(0);
  });
});

describe('GET /api/v1/blocks', () => {
  it('lists the accounts blocked, newest first, paginated', async () => {
    const { me, token } = await pair();
    const blocked = [await makeUser(t), await makeUser(t), await makeUser(t)];
    for (const b of blocked) await block(t, me, b);
    await block(t, await makeUser(t), me);
    const res = await get('/api/v1/blocks?limit=2', token);
    expect(ids(res.body)).toEqual([String(blocked[2].id), String(blocked[1].id)]);
    const next = /<([^>]+)>; rel="next"/.exec(res.headers.link)![1];
    expect(ids((await get(new URL(next).pathname + new URL(next).search, token)).body)).toEqual([
      String(blocked[0].id),
    ]);
  });

  it('needs read:blocks', async () => {
    const { me } = await pair();
    expect((await get('/api/v1/blocks')).status).toBe(401);
    expect((await get('/api/v1/blocks', await tokenFor(t, me, ['read:mutes']))).status).toBe(403);
    expect((await get('/api/v1/blocks', await tokenFor(t, me, ['follow']))).status).toBe(200);
  });
});

describe('POST /api/v1/accounts/:id/mute', () => {
  it('mutes with notifications by default', async () => {
    const { other, token } = await pair();
    const res = await post(`/api/v1/accounts/${other.id}/mute`, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...none(other), muting: true, muting_notifications: true });
  });

  it('keeps notifications with notifications=false, and ends after duration seconds', async () => {
    const { me, other, token } = await pair();
    const res = await t
      .http()
      .post(`/api/v1/accounts/${other.id}/mute`)
      .set('authorization', `Bearer ${token}`)
      .type('form')
      .send({ notifications: 'false', duration: '3600' });
    expect(res.body).toMatchObject({ muting: true, muting_notifications: false });
    const mute = await em().findOneOrFail(Mute, { muter: me.id });
    expect(mute.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 3500_000);
    expect(mute.expiresAt!.getTime()).toBeLessThan(Date.now() + 3700_000);
  });

  it('refuses a negative duration, changing nothing', async () => {
    const { me, other, token } = await pair();
    const res = await post(`/api/v1/accounts/${other.id}/mute`, token, { duration: -5 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'duration: must be a number of seconds' });
    expect(await em().count(Mute, { muter: me.id })).toBe(0);
  });

  it('needs write:mutes', async () => {
    const { me, other } = await pair();
    expect((await post(`/api/v1/accounts/${other.id}/mute`, await tokenFor(t, me, ['write:blocks']))).status).toBe(403);
  });
});

describe('POST /api/v1/accounts/:id/unmute', () => {
  it('lifts the mute', async () => {
    const { me, other, token } = await pair();
    await mute(t, me, other);
    expect((await post(`/api/v1/accounts/${other.id}/unmute`, token)).body).toEqual(none(other));
    expect(await em().count(Mute, { muter: me.id })).toBe(0);
  });
});

describe('GET /api/v1/mutes', () => {
  it('lists the mutes in force with when they end', async () => {
    const { me, token } = await pair();
    const [forever, later, over] = [await makeUser(t), await makeUser(t), await makeUser(t)];
    const end = new Date(Date.now() + 3600_000);
    await mute(t, me, forever);
    await mute(t, me, later, { expiresAt: end });
    await mute(t, me, over, { expiresAt: new Date(Date.now() - 1000) });
    const res = await get('/api/v1/mutes', token);
    expect(res.status).toBe(200);
    expect(res.body.map((a: { id: string; mute_expires_at: string | null }) => [a.id, a.mute_expires_at])).toEqual([
      [String(later.id), end.toISOString()],
      [String(forever.id), null],
    ]);
  });

  it('needs read:mutes', async () => {
    const { me } = await pair();
    expect((await get('/api/v1/mutes', await tokenFor(t, me, ['read:blocks']))).status).toBe(403);
  });
});

describe('POST /api/v1/pleroma/accounts/:id/subscribe', () => {
  it('subscribes to an account followed: the follow stays as it was', async () => {
    const { me, other, token } = await pair();
    await follow(t, me, other);
    const res = await post(`/api/v1/pleroma/accounts/${other.id}/subscribe`, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...none(other), following: true, subscribing: true, notifying: true });
    expect(await em().count(Subscription, { subscriber: me.id, target: other.id })).toBe(1);
    expect(await em().count(Follow, { follower: me.id, following: other.id, state: 'accepted' })).toBe(1);
  });

  it('subscribes without following (Pleroma), once however often asked', async () => {
    const { me, other, token } = await pair();
    const res = await post(`/api/v1/pleroma/accounts/${other.id}/subscribe`, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...none(other), subscribing: true, notifying: true });
    expect((await post(`/api/v1/pleroma/accounts/${other.id}/subscribe`, token)).status).toBe(200);
    expect(await em().count(Subscription, { subscriber: me.id })).toBe(1);
    expect(await em().count(Follow, { follower: me.id })).toBe(0);
    const seen = await get(`/api/v1/accounts/relationships?id=${other.id}`, token);
    expect(seen.body).toEqual([{ ...none(other), subscribing: true, notifying: true }]);
    // The subscribed account sees nothing of it in its own relationship.
    const back = await get(`/api/v1/accounts/relationships?id=${me.id}`, await tokenFor(t, other));
    expect(back.body).toEqual([none(me)]);
  });

  it('refuses with 403 an account blocking the caller, or blocked by it, and stores nothing', async () => {
    const { me, token } = await pair();
    const blocker = await makeUser(t);
    await block(t, blocker, me);
    const blocked = await post(`/api/v1/pleroma/accounts/${blocker.id}/subscribe`, token);
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({ error: `Could not subscribe: ${blocker.nickname} is blocking you` });
    const mine = await makeUser(t);
    await block(t, me, mine);
    const blocking = await post(`/api/v1/pleroma/accounts/${mine.id}/subscribe`, token);
    expect(blocking.status).toBe(403);
    expect(blocking.body).toEqual({ error: `Could not subscribe: you are blocking ${mine.nickname}` });
    expect(await em().count(Subscription, { subscriber: me.id })).toBe(0);
  });

  it('answers 404 for an unknown account, 400 for oneself', async () => {
    const { me, token } = await pair();
    const unknown = await post('/api/v1/pleroma/accounts/target_id/subscribe', token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Record not found' });
    expect((await post('/api/v1/pleroma/accounts/999999999/subscribe', token)).status).toBe(404);
    const self = await post(`/api/v1/pleroma/accounts/${me.id}/subscribe`, token);
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ error: 'Can not subscribe to yourself' });
    expect(await em().count(Subscription, { subscriber: me.id })).toBe(0);
  });

  it('needs write:follows (403) and a user (401)', async () => {
    const { me, other } = await pair();
    expect((await post(`/api/v1/pleroma/accounts/${other.id}/subscribe`, await tokenFor(t, me, ['read']))).status).toBe(
      403,
    );
    expect((await post(`/api/v1/pleroma/accounts/${other.id}/subscribe`)).status).toBe(401);
    expect(await em().count(Subscription, { target: other.id })).toBe(0);
  });
});

describe('POST /api/v1/pleroma/accounts/:id/unsubscribe', () => {
  it('ends the subscription and keeps the follow', async () => {
    const { me, other, token } = await pair();
    await follow(t, me, other, { notify: true });
    const res = await post(`/api/v1/pleroma/accounts/${other.id}/unsubscribe`, token);
    expect(res.body).toEqual({ ...none(other), following: true });
    expect(await em().count(Subscription, { subscriber: me.id })).toBe(0);
    expect(await em().count(Follow, { follower: me.id, following: other.id })).toBe(1);
  });

  it('ends a subscription without a follow; unsubscribing again is no error', async () => {
    const { me, other, token } = await pair();
    await post(`/api/v1/pleroma/accounts/${other.id}/subscribe`, token);
    expect((await post(`/api/v1/pleroma/accounts/${other.id}/unsubscribe`, token)).body).toEqual(none(other));
    const again = await post(`/api/v1/pleroma/accounts/${other.id}/unsubscribe`, token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(none(other));
    expect(await em().count(Subscription, { subscriber: me.id })).toBe(0);
  });

  it('answers 404 for an unknown account and needs write:follows', async () => {
    const { me, other, token } = await pair();
    await post(`/api/v1/pleroma/accounts/${other.id}/subscribe`, token);
    expect((await post('/api/v1/pleroma/accounts/target_id/unsubscribe', token)).status).toBe(404);
    expect(
      (await post(`/api/v1/pleroma/accounts/${other.id}/unsubscribe`, await tokenFor(t, me, ['read']))).status,
    ).toBe(403);
    expect(await em().count(Subscription, { subscriber: me.id })).toBe(1);
  });
});

describe('POST /api/v1/accounts/:id/note', () => {
  it('keeps a private note shown in the relationship; an empty comment removes it', async () => {
    const { me, other, token } = await pair();
    const res = await post(`/api/v1/accounts/${other.id}/note`, token, { comment: 'met at the conference' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...none(other), note: 'met at the conference' });
    expect((await get(`/api/v1/accounts/relationships?id[]=${other.id}`, token)).body[0].note).toBe(
      'met at the conference',
    );
    expect((await get(`/api/v1/accounts/relationships?id[]=${me.id}`, await tokenFor(t, other))).body[0].note).toBe('');
    expect((await post(`/api/v1/accounts/${other.id}/note`, token, { comment: '' })).body.note).toBe('');
    expect(await em().count(AccountNote, { author: me.id })).toBe(0);
  });

  it('keeps one note when the same note is set twice at once', async () => {
    const { me, other, token } = await pair();
    const replies = await Promise.all(
      ['first', 'second', 'third'].map((comment) => post(`/api/v1/accounts/${other.id}/note`, token, { comment })),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const notes = await em().find(AccountNote, { author: me.id });
    expect(notes.map((n) => n.comment)).toEqual([expect.stringMatching(/^(first|second|third)$/)]);
    const shown = await get(`/api/v1/accounts/relationships?id[]=${other.id}`, token);
    expect(shown.body[0].note).toBe(notes[0].comment);
  });

  it('needs write:accounts', async () => {
    const { me, other } = await pair();
    expect(
      (await post(`/api/v1/accounts/${other.id}/note`, await tokenFor(t, me, ['write:follows']), { comment: 'x' }))
        .status,
    ).toBe(403);
  });
});

describe('GET /api/v1/accounts/relationships', () => {
  it('answers one relationship per known id, in the order asked', async () => {
    const me = await makeUser(t);
    const [a, b, c] = [await makeUser(t), await makeUser(t, { locked: true }), await makeUser(t)];
    await follow(t, me, a);
    await follow(t, a, me);
    await follow(t, me, b, { state: 'pending' });
    await block(t, me, c);
    await mute(t, me, a, { notifications: false });
    const token = await tokenFor(t, me, ['read:follows']);
    const res = await get(
      `/api/v1/accounts/relationships?id[]=${c.id}&id[]=999999&id[]=${a.id}&id[]=${b.id}&id[]=nonsense`,
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { ...none(c), blocking: true },
      { ...none(a), following: true, followed_by: true, muting: true },
      { ...none(b), requested: true },
    ]);
    expect((await get(`/api/v1/accounts/relationships?id=${a.id}`, token)).body).toHaveLength(1);
  });

  it('answers [] without ids', async () => {
    const me = await makeUser(t);
    const res = await get('/api/v1/accounts/relationships', await tokenFor(t, me));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('needs a user with read:follows', async () => {
    const me = await makeUser(t);
    expect((await get(`/api/v1/accounts/relationships?id=${me.id}`)).status).toBe(401);
    const res = await get(`/api/v1/accounts/relationships?id=${me.id}`, await tokenFor(t, me, ['read:accounts']));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Insufficient permissions: read:follows.' });
  });
});
