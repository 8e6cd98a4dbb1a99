import { describe, expect, it } from '@jest/globals';
import {
  Bookmark,
  Favourite,
  Notification,
  Status,
  Subscription,
  ThreadMute,
  User,
} from '../../../../src/entities/index.js';
import { block, follow, makeStatus, mute } from '../../../support/factories/social.factory.js';
import { makeMedia } from '../../../support/factories/media.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { api } from '../../../support/rest.js';
import { useTestApp } from '../../../support/app.js';
import { countStatements, quiet } from '../../../support/sql-count.js';

const t = useTestApp();
const em = () => t.orm.em.fork();

/** The notifications a user has, as `type from status`. */
async function notificationsOf(userId: number): Promise<string[]> {
  const rows = await em().find(Notification, { user: userId }, { orderBy: { id: 'asc' } });
  return rows.map((n) => `${n.type} ${n.fromAccount.id} ${n.status?.id ?? '-'}`);
}

describe('the statements of the two writes', () => {
  it('posts a plain status in 2 statements, background work included, and notifies its subscribers', async () => {
    const author = await makeUser(t);
    const subscriber = await makeUser(t);
    const client = api(t, await tokenFor(t, author));
    await client.post('/api/v1/statuses').send({ status: 'warm-up' }).expect(200);
    let body: Record<string, any> = {};
    // Authentication; the thread, the status, its notifications, the reply's counts and the outbox's question.
    const plain = await countStatements(t.orm, async () => {
      body = (await client.post('/api/v1/statuses').send({ status: 'plain' }).expect(200)).body;
      await quiet(t.orm);
    });
    expect(plain).toBe(2);
    expect(body).toMatchObject({
      content: 'plain',
      visibility: 'public',
      favourites_count: 0,
      account: { id: String(author.id), statuses_count: 2 },
    });
    const row = await em().findOneOrFail(Status, Number(body.id));
    expect(row.context.id).toBeGreaterThan(0);

    await em().insert(Subscription, { subscriber: subscriber.id, target: author.id });
    const posted = (await client.post('/api/v1/statuses').send({ status: 'to subscribers' }).expect(200)).body;
    expect(await notificationsOf(subscriber.id)).toEqual([`status ${author.id} ${posted.id}`]);
    // Followers-only: a subscriber who does not follow hears nothing.
    await client.post('/api/v1/statuses').send({ status: 'private', visibility: 'private' }).expect(200);
    expect(await notificationsOf(subscriber.id)).toHaveLength(1);
  });

  it('favourites in 3 statements and notifies the author, but never across a block, a mute or a muted thread', async () => {
    const author = await makeUser(t);
    const [fan, muted, blocked, threadFan] = [
      await makeUser(t),
      await makeUser(t),
      await makeUser(t),
      await makeUser(t),
    ];
    const status = await makeStatus(t, author, 'liked');
    const fanClient = api(t, await tokenFor(t, fan));
    await fanClient.post(`/api/v1/statuses/${(await makeStatus(t, author, 'warm-up')).id}/favourite`).expect(200);
    let body: Record<string, any> = {};
    const statements = await countStatements(t.orm, async () => {
      body = (await fanClient.post(`/api/v1/statuses/${status.id}/favourite`).expect(200)).body;
      await quiet(t.orm);
    });
    // Authentication, the status with what its reply shows, the favourite with its notification.
    expect(statements).toBe(3);
    expect(body).toMatchObject({ id: String(status.id), favourited: true, favourites_count: 1 });
    // Again: no change, no second notification.
    await fanClient.post(`/api/v1/statuses/${status.id}/favourite`).expect(200);
    expect(await em().count(Favourite, { status: status.id })).toBe(1);

    await mute(t, author, muted);
    await api(t, await tokenFor(t, muted))
      .post(`/api/v1/statuses/${status.id}/favourite`)
      .expect(200);
    const blockedClient = api(t, await tokenFor(t, blocked));
    await block(t, author, blocked);
    // A blocked account does not see the status at all.
    await blockedClient.post(`/api/v1/statuses/${status.id}/favourite`).expect(404);
    await em().insert(ThreadMute, { user: author.id, context: status.context.id });
    await api(t, await tokenFor(t, threadFan))
      .post(`/api/v1/statuses/${status.id}/favourite`)
      .expect(200);

    expect(await em().count(Favourite, { status: status.id })).toBe(3);
    expect((await notificationsOf(author.id)).filter((n) => n.endsWith(` ${status.id}`))).toEqual([
      `favourite ${fan.id} ${status.id}`,
    ]);
  });

  it('refuses a status the caller may not see, and a bad id, changing nothing', async () => {
    const author = await makeUser(t);
    const other = await makeUser(t);
    const direct = await makeStatus(t, author, { status: 'secret', visibility: 'direct' });
    const client = api(t, await tokenFor(t, other));
    const hidden = await client.post(`/api/v1/statuses/${direct.id}/favourite`);
    expect([hidden.status, hidden.body]).toEqual([404, { error: 'Record not found' }]);
    const bad = await client.post('/api/v1/statuses/x1/favourite');
    expect([bad.status, bad.body]).toEqual([404, { error: 'Record not found' }]);
    expect(await em().count(Favourite, { user: other.id })).toBe(0);
    expect(await notificationsOf(author.id)).toEqual([]);
  });

  it('answers a favourite with the status exactly as it reads afterwards, whatever it shows', async () => {
    const author = await makeUser(t);
    const fan = await makeUser(t);
    const other = await makeUser(t);
    const fanClient = api(t, await tokenFor(t, fan));
    await follow(t, other, author);
    await follow(t, author, fan);
    await em().nativeUpdate(User, author.id, { hideFollowers: true, hideFollowersCount: true });
    const plain = await makeStatus(t, author, 'plain');
    const media = await makeMedia(t, author);
    const withMedia = await makeStatus(t, author, { status: 'a picture', mediaIds: [String(media.id)] });
    const withPoll = await makeStatus(t, author, { status: 'a poll', poll: { options: ['a', 'b'], expiresIn: 3600 } });
    const reacted = await makeStatus(t, author, 'reacted');
    await api(t, await tokenFor(t, other))
      .put(`/api/v1/pleroma/statuses/${reacted.id}/reactions/👍`)
      .expect(200);
    const threadMuted = await makeStatus(t, author, 'thread muted');
    await fanClient.post(`/api/v1/statuses/${threadMuted.id}/mute`).expect(200);
    const bookmarked = await makeStatus(t, author, 'bookmarked');
    await em().insert(Bookmark, { user: fan.id, status: bookmarked.id });
    const reply = await makeStatus(t, other, { status: 'a reply', inReplyToId: String(plain.id) });
    const reblog = (
      await api(t, await tokenFor(t, other))
        .post(`/api/v1/statuses/${plain.id}/reblog`)
        .expect(200)
    ).body as { id: string };
    const filtered = await makeStatus(t, author, 'a filtered word');
    const favourites = [plain, withMedia, withPoll, reacted, threadMuted, bookmarked, reply, filtered].map((s) =>
      String(s.id),
    );
    await fanClient.post(`/api/v1/statuses/${reacted.id}/favourite`).expect(200);
    for (const id of [...favourites, reblog.id]) {
      if (id === String(filtered.id))
        await fanClient
          .post('/api/v2/filters')
          .send({ title: 'words', context: ['home'], keywords_attributes: [{ keyword: 'filtered' }] })
          .expect(200);
      if (id === String(plain.id)) await mute(t, fan, author);
      const favourited = await fanClient.post(`/api/v1/statuses/${id}/favourite`).expect(200);
      const read = await fanClient.get(`/api/v1/statuses/${favourited.body.id as string}`).expect(200);
      expect(favourited.text).toBe(read.text);
    }
  });

  it('answers a post with the status exactly as it reads afterwards, and notifies whom it addresses', async () => {
    const author = await makeUser(t);
    const [mentioned, subscriber, follower] = [await makeUser(t), await makeUser(t), await makeUser(t)];
    await follow(t, follower, author);
    await follow(t, author, mentioned);
    await em().insert(Subscription, { subscriber: subscriber.id, target: author.id });
    const client = api(t, await tokenFor(t, author));
    const posts = [
      { status: 'plain' },
      { status: `hello @${mentioned.nickname}`, visibility: 'unlisted' },
      { status: 'followers only', visibility: 'private' },
      { status: `only for @${mentioned.nickname}`, visibility: 'direct' },
      { status: 'with a filtered word' },
    ];
    const ids: string[] = [];
    for (const post of posts) {
      if (post.status === 'with a filtered word')
        await client
          .post('/api/v2/filters')
          .send({ title: 'words', context: ['home'], keywords_attributes: [{ keyword: 'filtered' }] })
          .expect(200);
      const posted = await client.post('/api/v1/statuses').send(post).expect(200);
      const read = await client.get(`/api/v1/statuses/${posted.body.id as string}`).expect(200);
      expect(posted.text).toBe(read.text);
      ids.push(posted.body.id as string);
    }
    const reply = await client.post('/api/v1/statuses').send({ status: 'a reply', in_reply_to_id: ids[0] }).expect(200);
    expect(reply.text).toBe((await client.get(`/api/v1/statuses/${reply.body.id as string}`).expect(200)).text);
    expect(await notificationsOf(mentioned.id)).toEqual([
      `mention ${author.id} ${ids[1]}`,
      `mention ${author.id} ${ids[3]}`,
    ]);
    expect(await notificationsOf(subscriber.id)).toEqual(
      [ids[0], ids[1], ids[4], reply.body.id].map((id) => `status ${author.id} ${id}`),
    );
  });
});
