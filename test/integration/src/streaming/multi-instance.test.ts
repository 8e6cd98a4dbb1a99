import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { follow } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { api } from '../../../support/rest.js';
import { canShareDeployment, startSharedDeployment } from '../../../support/shared-deployment.js';
import { openStream, startListeningApp, type ListeningApp, type TestSocket } from '../../../support/streaming.js';

/** Two instances of one deployment: the same PostgreSQL database and the same Redis event channel. */
if (!canShareDeployment)
  console.log('multi-instance streaming test skipped: it needs DATABASE_URL and REDIS_URL (CI sets both)');

(canShareDeployment ? describe : describe.skip)('two app instances sharing PostgreSQL and Redis', () => {
  let one: ListeningApp, two: ListeningApp;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    [one, two] = await startSharedDeployment(startListeningApp);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await two.stop();
    await one.stop();
  });

  it('delivers to a socket on one instance a status posted through the other', async () => {
    const [alice, bob] = await Promise.all([makeUser(one, { nickname: 'alice' }), makeUser(one, { nickname: 'bob' })]);
    await follow(one, bob, alice, { state: 'accepted' });
    const [aliceToken, bobToken] = await Promise.all([tokenFor(one, alice), tokenFor(one, bob)]);
    const socket = await openStream(two, { stream: 'user', access_token: bobToken });
    sockets.push(socket);
    const posted = await api(one, aliceToken).post('/api/v1/statuses').send({ status: 'from instance one @bob' });
    expect(posted.status).toBe(200);
    const update = await socket.next((m) => m.event === 'update');
    expect(JSON.parse(update.payload!)).toEqual(
      (await api(two, bobToken).get(`/api/v1/statuses/${posted.body.id}`)).body,
    );
    const notification = await socket.next((m) => m.event === 'notification');
    expect(JSON.parse(notification.payload!)).toMatchObject({ type: 'mention', status: { id: posted.body.id } });
  });
});
