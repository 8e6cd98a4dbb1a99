import { describe, expect, it } from '@jest/globals';
import { FeaturedTag, User } from '../../../../src/entities/index.js';
import { makeStatus } from '../../../support/factories/social.factory.js';
import { makeUsersWithTokens, tokenFor } from '../../../support/factories/user.factory.js';
import { api } from '../../../support/rest.js';
import { useTestApp } from '../../../support/app.js';

const t = useTestApp();
const em = () => t.orm.em.fork();

describe('/api/v1/featured_tags', () => {
  it("features hashtags with the owner's counts, lists them, shows them on the account, and unfeatures", async () => {
    const [me, other] = await makeUsersWithTokens(t, 2);
    const client = api(t, me.token);
    await makeStatus(t, me.user, 'first #Cats');
    const latest = await makeStatus(t, me.user, { status: 'second #cats', visibility: 'unlisted' });
    await makeStatus(t, me.user, { status: 'secret #cats', visibility: 'private' });
    await makeStatus(t, other.user, 'not mine #cats');

    const created = await client.post('/api/v1/featured_tags').send({ name: '#Cats' });
    const [row] = await em().find(FeaturedTag, { user: me.user.id });
    const cats = {
      id: String(row.id),
      name: 'cats',
      url: `${t.config.publicUrl}/users/${me.user.nickname}/tagged/cats`,
      statuses_count: '2',
      last_status_at: latest.createdAt.toISOString().slice(0, 10),
    };
    expect([created.status, created.body]).toEqual([200, cats]);
    // Featuring it again answers it again.
    expect((await client.post('/api/v1/featured_tags?name=cats')).body).toEqual(cats);
    const dogs = (await client.post('/api/v1/featured_tags').send({ name: 'dogs' })).body;
    expect(dogs).toMatchObject({ name: 'dogs', statuses_count: '0', last_status_at: null });

    expect((await client.get('/api/v1/featured_tags')).body).toEqual([cats, dogs]);
    expect((await api(t).get(`/api/v1/accounts/${me.user.id}/featured_tags`)).body).toEqual([cats, dogs]);
    expect((await api(t, other.token).get(`/api/v1/accounts/${other.user.id}/featured_tags`)).body).toEqual([]);

    const removed = await client.delete(`/api/v1/featured_tags/${dogs.id}`);
    expect([removed.status, removed.body]).toEqual([200, {}]);
    expect((await client.get('/api/v1/featured_tags')).body).toEqual([cats]);
  });

  it('suggests the hashtags used most lately and not featured yet', async () => {
    const [me] = await makeUsersWithTokens(t, 1);
    await makeStatus(t, me.user, '#alpha #beta');
    await makeStatus(t, me.user, '#beta #gamma');
    await api(t, me.token).post('/api/v1/featured_tags').send({ name: 'gamma' }).expect(200);
    const res = await api(t, me.token).get('/api/v1/featured_tags/suggestions');
    expect([res.status, res.body.map((x: { name: string }) => x.name)]).toEqual([200, ['beta', 'alpha']]);
    expect(res.body[0]).toEqual({
      name: 'beta',
      url: `${t.config.publicUrl}/tag/beta`,
      history: [],
      following: null,
    });
  });

  it("refuses bad names, the eleventh hashtag, others' ids, and callers without auth or scope", async () => {
    const [me, other] = await makeUsersWithTokens(t, 2);
    const client = api(t, me.token);
    for (const body of [{}, { name: '' }, { name: '#' }]) {
      const res = await client.post('/api/v1/featured_tags').send(body);
      expect([res.status, res.body]).toEqual([400, { error: 'name: is required' }]);
    }
    for (const name of ['two words', '123', 'a-b', '#<b>']) {
      const res = await client.post('/api/v1/featured_tags').send({ name });
      expect([name, res.status, res.body]).toEqual([name, 422, { error: 'Validation failed: Tag is invalid' }]);
    }
    for (let i = 0; i < 10; i += 1)
      await client
        .post('/api/v1/featured_tags')
        .send({ name: `tag${i}` })
        .expect(200);
    const over = await client.post('/api/v1/featured_tags').send({ name: 'onemore' });
    expect([over.status, over.body]).toEqual([
      422,
      { error: "Validation failed: You can't feature more than 10 hashtags" },
    ]);
    expect(await em().count(FeaturedTag, { user: me.user.id })).toBe(10);

    const [mine] = await em().find(FeaturedTag, { user: me.user.id });
    for (const id of [mine.id, 99999999, 'abc']) {
      const res = await api(t, other.token).delete(`/api/v1/featured_tags/${id}`);
      expect([res.status, res.body]).toEqual([404, { error: 'Record not found' }]);
    }
    const anonymous = await api(t).get('/api/v1/featured_tags');
    expect([anonymous.status, anonymous.body]).toEqual([401, { error: 'Authentication required' }]);
    const readOnly = await api(t, await tokenFor(t, me.user, ['read'])).delete(`/api/v1/featured_tags/${mine.id}`);
    expect([readOnly.status, readOnly.body]).toEqual([403, { error: 'Insufficient permissions: write:accounts.' }]);
    expect(await em().count(FeaturedTag, { user: me.user.id })).toBe(10);
    await em().nativeUpdate(User, other.user.id, { deactivated: true });
    const gone = await api(t).get(`/api/v1/accounts/${other.user.id}/featured_tags`);
    expect([gone.status, gone.body]).toEqual([404, { error: 'Record not found' }]);
  });
});
