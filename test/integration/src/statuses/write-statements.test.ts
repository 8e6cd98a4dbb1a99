import { describe, expect, it } from '@jest/globals';
import { Favourite, Notification, Status, Subscription, ThreadMute } from '../../../../src/entities/index.js';
import { block, makeStatus, mute } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { api } from '../../../support/rest.js';
import { useTestApp } from '../../../support/app.js';
import { countStatements } from '../../../support/sql-count.js';

const t = useTestApp();
const em = () => t.orm.em.fork();

/** The notifications a user has, as `type from status`. */
async function notificationsOf(userId: number): Promise<string[]> {
  const rows = await em().find(Notification, { user: userId }, { orderBy: { id: 'asc' } });
  return rows.map((n) => `${n.type} ${n.fromAccount.id} ${n.status?.id ?? '-'}`);
}

describe('the statements of the two writes', () => {
  it('posts a plain status in 5 statements, background work included, and notifies its subscribers', async () => {
    const author = await makeUser(t);
    const subscriber = await makeUser(t);
    const client = api(t, await tokenFor(t, author));
    await client.post('/api/v1/statuses').send({ status: 'warm-up' }).expect(200);
    let body: Record<string, any> = {};
    // Authentication, the status with its thread, the notifications, the outbox's question, the reply's counts.
    const plain = await countStatements(t.orm, async () => {
      body = (await client.post('/api/v1/statuses').send({ status: 'plain' }).expect(200)).body;
    });
    expect(plain).toBe(5);
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

  it('favourites in 8 statements and notifies the author, but never across a block, a mute or a muted thread', async () => {
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
    });
    expect(statements).toBe(8);
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
});
