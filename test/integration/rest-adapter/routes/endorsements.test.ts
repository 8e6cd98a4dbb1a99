import { describe, expect, it } from '@jest/globals';
import { Endorsement, User } from '../../../../src/entities/index.js';
import { follow } from '../../../support/factories/social.factory.js';
import { makeUser, makeUsersWithTokens, tokenFor } from '../../../support/factories/user.factory.js';
import { api, ids, NO_RELATIONSHIP } from '../../../support/rest.js';
import { useTestApp } from '../../../support/app.js';

const t = useTestApp();
const em = () => t.orm.em.fork();

describe('POST /api/v1/accounts/:id/pin and /unpin, GET /api/v1/endorsements', () => {
  it('features followed accounts, lists them newest first with Link, and shows endorsed', async () => {
    const [me, bob, carol] = await makeUsersWithTokens(t, 3);
    await follow(t, me.user, bob.user);
    await follow(t, me.user, carol.user);
    const client = api(t, me.token);

    const pinned = await client.post(`/api/v1/accounts/${bob.user.id}/pin`);
    expect([pinned.status, pinned.body]).toEqual([
      200,
      { ...NO_RELATIONSHIP, id: String(bob.user.id), following: true, endorsed: true },
    ]);
    // Endorsing again changes nothing.
    expect((await client.post(`/api/v1/accounts/${bob.user.id}/pin`)).body.endorsed).toBe(true);
    await client.post(`/api/v1/accounts/${carol.user.id}/pin`).expect(200);
    expect(ids((await client.get('/api/v1/endorsements')).body)).toEqual([String(carol.user.id), String(bob.user.id)]);
    const page = await client.get('/api/v1/endorsements?limit=1');
    const [latest] = await em().find(Endorsement, { user: me.user.id }, { orderBy: { id: 'desc' } });
    expect(ids(page.body)).toEqual([String(carol.user.id)]);
    expect(page.headers.link).toBe(
      `<${t.config.publicUrl}/api/v1/endorsements?limit=1&max_id=${latest.id}>; rel="next", ` +
        `<${t.config.publicUrl}/api/v1/endorsements?limit=1&min_id=${latest.id}>; rel="prev"`,
    );
    const rel = await client.get(`/api/v1/accounts/relationships?id[]=${bob.user.id}&id[]=${carol.user.id}`);
    expect(rel.body.map((r: { endorsed: boolean }) => r.endorsed)).toEqual([true, true]);
    // Others see nothing of it in their relationship.
    const other = await api(t, carol.token).get(`/api/v1/accounts/relationships?id[]=${bob.user.id}`);
    expect(other.body[0].endorsed).toBe(false);

    const unpinned = await client.post(`/api/v1/accounts/${bob.user.id}/unpin`);
    expect([unpinned.status, unpinned.body.endorsed]).toEqual([200, false]);
    expect(ids((await client.get('/api/v1/endorsements')).body)).toEqual([String(carol.user.id)]);
    expect((await client.post(`/api/v1/accounts/${bob.user.id}/unpin`)).status).toBe(200);
    // A deactivated account leaves the list.
    await em().nativeUpdate(User, carol.user.id, { deactivated: true });
    expect((await client.get('/api/v1/endorsements')).body).toEqual([]);
  });

  it('refuses accounts not followed, oneself, unknown ids, the limit, and callers without auth or scope', async () => {
    const [me, stranger] = await makeUsersWithTokens(t, 2);
    const client = api(t, me.token);
    const notFollowed = await client.post(`/api/v1/accounts/${stranger.user.id}/pin`);
    expect([notFollowed.status, notFollowed.body]).toEqual([
      400,
      { error: `Could not endorse: You are not following ${stranger.user.nickname}` },
    ]);
    const self = await client.post(`/api/v1/accounts/${me.user.id}/pin`);
    expect([self.status, self.body]).toEqual([400, { error: 'Can not endorse yourself' }]);
    const unknown = await client.post('/api/v1/accounts/99999999/pin');
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'Record not found' }]);

    const followed: User[] = [];
    for (let i = 0; i < 21; i += 1) {
      const user = await makeUser(t);
      await follow(t, me.user, user);
      followed.push(user);
    }
    for (const user of followed.slice(0, 20)) await client.post(`/api/v1/accounts/${user.id}/pin`).expect(200);
    const over = await client.post(`/api/v1/accounts/${followed[20].id}/pin`);
    expect([over.status, over.body]).toEqual([400, { error: 'You have already pinned the maximum number of users' }]);
    expect(await em().count(Endorsement, { user: me.user.id })).toBe(20);

    const anonymous = await api(t).get('/api/v1/endorsements');
    expect([anonymous.status, anonymous.body]).toEqual([401, { error: 'Authentication required' }]);
    const readOnly = api(t, await tokenFor(t, me.user, ['read']));
    const denied = await readOnly.post(`/api/v1/accounts/${followed[0].id}/unpin`);
    expect([denied.status, denied.body]).toEqual([403, { error: 'Insufficient permissions: write:accounts.' }]);
    const writeOnly = await api(t, await tokenFor(t, me.user, ['write'])).get('/api/v1/endorsements');
    expect([writeOnly.status, writeOnly.body]).toEqual([403, { error: 'Insufficient permissions: read:accounts.' }]);
  });
});
