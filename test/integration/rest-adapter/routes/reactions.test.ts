import { describe, expect, it } from '@jest/globals';
import { EmojiReaction, Notification } from '../../../../src/entities/index.js';
import { block, makeStatus, mute } from '../../../support/factories/social.factory.js';
import { makeUser, makeUsersWithTokens, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { api } from '../../../support/rest.js';

const t = useTestApp();

const em = () => t.orm.em.fork();
const users = (n: number) => makeUsersWithTokens(t, n);
const path = (id: number | string, emoji = '') =>
  `/api/v1/pleroma/statuses/${id}/reactions${emoji ? `/${encodeURIComponent(emoji)}` : ''}`;

describe('PUT /api/v1/pleroma/statuses/:id/reactions/:emoji', () => {
  it('reacts, answers the status with pleroma.emoji_reactions and notifies the author once', async () => {
    const [author, me] = await users(2);
    const status = await makeStatus(t, author.user, 'react to me');
    const res = await api(t, me.token).put(path(status.id, '👍'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: String(status.id),
      pleroma: { emoji_reactions: [{ name: '👍', count: 1, me: true }] },
    });
    expect((await api(t, me.token).put(path(status.id, '👍'))).status).toBe(200);
    expect(await em().count(EmojiReaction, { status: status.id })).toBe(1);

    const notes = await api(t, author.token).get('/api/v1/notifications');
    expect(notes.body).toHaveLength(1);
    expect(notes.body[0]).toMatchObject({
      type: 'pleroma:emoji_reaction',
      emoji: '👍',
      account: { id: String(me.user.id) },
      status: { id: String(status.id) },
    });
    const asAuthor = await api(t, author.token).get(`/api/v1/statuses/${status.id}`);
    expect(asAuthor.body.pleroma.emoji_reactions).toEqual([{ name: '👍', count: 1, me: false }]);
  });

  it('reacts to the reblogged status through a reblog, which shows its reactions', async () => {
    const [author, booster, me] = await users(3);
    const status = await makeStatus(t, author.user);
    const reblog = (await api(t, booster.token).post(`/api/v1/statuses/${status.id}/reblog`)).body;
    const res = await api(t, me.token).put(path(reblog.id, '🚀'));
    expect([res.status, res.body.id]).toEqual([200, String(status.id)]);
    expect(await em().count(EmojiReaction, { status: status.id })).toBe(1);
    const shown = await api(t, me.token).get(`/api/v1/statuses/${reblog.id}`);
    expect(shown.body.pleroma.emoji_reactions).toEqual([{ name: '🚀', count: 1, me: true }]);
    expect(shown.body.reblog.pleroma.emoji_reactions).toEqual([{ name: '🚀', count: 1, me: true }]);
  });

  it('takes skin tones, sequences and an emoji missing its variation selector; refuses anything else with 400', async () => {
    const [author, me] = await users(2);
    const status = await makeStatus(t, author.user);
    for (const emoji of ['👍🏽', '👩‍💻', '🇫🇷'])
      expect((await api(t, me.token).put(path(status.id, emoji))).status).toBe(200);
    expect(
      (await api(t, me.token).put(path(status.id, '❤'))).body.pleroma.emoji_reactions.map(
        (r: { name: string }) => r.name,
      ),
    ).toEqual(['👍🏽', '👩‍💻', '🇫🇷', '❤️']);
    for (const bad of ['a', '👍👍', ':blank:', '1', 'x👍']) {
      const res = await api(t, me.token).put(path(status.id, bad));
      expect([res.status, res.body]).toEqual([400, { error: 'Could not add reaction emoji' }]);
    }
    expect(await em().count(EmojiReaction, { status: status.id })).toBe(4);
  });

  it("does not notify oneself, nor an author who mutes the reactor's notifications", async () => {
    const [author, me, muted] = await users(3);
    const own = await makeStatus(t, me.user);
    await api(t, me.token).put(path(own.id, '🎉'));
    expect(await em().count(Notification, { user: me.user.id })).toBe(0);
    await mute(t, author.user, muted.user, { notifications: true });
    const status = await makeStatus(t, author.user);
    await api(t, muted.token).put(path(status.id, '🎉'));
    expect(await em().count(Notification, { user: author.user.id })).toBe(0);
  });

  it('answers 404 for a status the caller may not see, and needs write:statuses', async () => {
    const [author, me, stranger] = await users(3);
    const direct = await makeStatus(t, author.user, { status: `@${me.user.nickname} secret`, visibility: 'direct' });
    const res = await api(t, stranger.token).put(path(direct.id, '👍'));
    expect([res.status, res.body]).toEqual([404, { error: 'Record not found' }]);
    expect((await api(t, me.token).put(path(direct.id, '👍'))).status).toBe(200);
    expect((await api(t, await tokenFor(t, stranger.user, ['read'])).put(path(direct.id, '👍'))).status).toBe(403);
    expect((await api(t).put(path(direct.id, '👍'))).status).toBe(401);
    const blocker = await makeStatus(t, stranger.user);
    await block(t, stranger.user, me.user);
    expect((await api(t, me.token).put(path(blocker.id, '👍'))).status).toBe(404);
  });
});

describe('DELETE /api/v1/pleroma/statuses/:id/reactions/:emoji', () => {
  it('takes the reaction and its notification back; 400 when there was none', async () => {
    const [author, me] = await users(2);
    const status = await makeStatus(t, author.user);
    await api(t, me.token).put(path(status.id, '🔥'));
    const res = await api(t, me.token).delete(path(status.id, '🔥'));
    expect(res.status).toBe(200);
    expect(res.body.pleroma.emoji_reactions).toEqual([]);
    expect(await em().count(Notification, { user: author.user.id })).toBe(0);
    const again = await api(t, me.token).delete(path(status.id, '🔥'));
    expect([again.status, again.body]).toEqual([400, { error: 'Could not remove reaction emoji' }]);
  });
});

describe('GET /api/v1/pleroma/statuses/:id/reactions', () => {
  it('lists entries oldest emoji first with accounts, filters by emoji, works anonymously, hides blocked and muted reactors', async () => {
    const [author, a, b, viewer] = await users(4);
    const status = await makeStatus(t, author.user);
    await api(t, a.token).put(path(status.id, '🌟'));
    await api(t, b.token).put(path(status.id, '🍕'));
    await api(t, b.token).put(path(status.id, '🌟'));

    const res = await api(t, a.token).get(path(status.id));
    expect(res.status).toBe(200);
    expect(
      res.body.map((r: { name: string; count: number; me: boolean; accounts: Array<{ id: string }> }) => [
        r.name,
        r.count,
        r.me,
        r.accounts.map((x) => x.id),
      ]),
    ).toEqual([
      ['🌟', 2, true, [String(a.user.id), String(b.user.id)]],
      ['🍕', 1, false, [String(b.user.id)]],
    ]);
    expect(Object.keys(res.body[0]).sort()).toEqual(['accounts', 'count', 'me', 'name']);
    expect(res.body[0].accounts[0]).toMatchObject({
      id: String(a.user.id),
      username: a.user.nickname,
      acct: a.user.nickname,
    });

    const anonymous = await api(t).get(path(status.id, '🍕'));
    expect(anonymous.body).toEqual([expect.objectContaining({ name: '🍕', count: 1, me: false })]);
    expect((await api(t).get(path(status.id, '🥦'))).body).toEqual([]);

    await block(t, viewer.user, a.user);
    await mute(t, viewer.user, b.user);
    expect((await api(t, viewer.token).get(path(status.id))).body).toEqual([]);
    expect((await api(t, viewer.token).get(`/api/v1/statuses/${status.id}`)).body.pleroma.emoji_reactions).toEqual([]);
    const gone = await makeUser(t);
    await em().insert(EmojiReaction, { user: gone.id, status: status.id, emoji: '🌟' });
    await em().nativeUpdate('User', { id: gone.id }, { deactivated: true });
    expect((await api(t).get(path(status.id, '🌟'))).body[0].count).toBe(2);
  });

  it('answers 404 for a status the caller may not see', async () => {
    const [author, me] = await users(2);
    const priv = await makeStatus(t, author.user, { status: 'followers only', visibility: 'private' });
    expect((await api(t, me.token).get(path(priv.id))).status).toBe(404);
    expect((await api(t).get(path(priv.id, '👍'))).status).toBe(404);
    expect((await api(t, author.token).get(path(priv.id))).body).toEqual([]);
  });
});
