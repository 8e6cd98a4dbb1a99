import { describe, expect, it } from '@jest/globals';
import { CustomFilter, FilterKeyword } from '../../../../src/entities/index.js';
import { follow, makeStatus } from '../../../support/factories/social.factory.js';
import { makeUsersWithTokens, tokenFor } from '../../../support/factories/user.factory.js';
import { api, ids } from '../../../support/rest.js';
import { useTestApp } from '../../../support/app.js';

const t = useTestApp();
const em = () => t.orm.em.fork();
const users = (n: number) => makeUsersWithTokens(t, n);

describe('/api/v2/filters', () => {
  it('creates, lists, shows, changes and deletes a filter with its keywords', async () => {
    const [me] = await users(1);
    const client = api(t, me.token);
    const created = await client.post('/api/v2/filters').send({
      title: 'Spoilers',
      context: ['home', 'public'],
      filter_action: 'hide',
      keywords_attributes: [{ keyword: 'finale' }, { keyword: 'season 2', whole_word: false }],
    });
    expect(created.status).toBe(200);
    const [k1, k2] = await em().find(FilterKeyword, {}, { orderBy: { id: 'asc' } });
    const filter = await em().findOneOrFail(CustomFilter, { user: me.user.id });
    const body = {
      id: String(filter.id),
      title: 'Spoilers',
      context: ['home', 'public'],
      expires_at: null,
      filter_action: 'hide',
      keywords: [
        { id: String(k1.id), keyword: 'finale', whole_word: true },
        { id: String(k2.id), keyword: 'season 2', whole_word: false },
      ],
      statuses: [],
    };
    expect(created.body).toEqual(body);
    expect((await client.get('/api/v2/filters')).body).toEqual([body]);
    expect((await client.get(`/api/v2/filters/${filter.id}`)).body).toEqual(body);

    const changed = await client.put(`/api/v2/filters/${filter.id}`).send({
      title: 'Shows',
      filter_action: 'warn',
      expires_in: 3600,
      keywords_attributes: {
        0: { id: String(k1.id), _destroy: 'true' },
        1: { id: String(k2.id), keyword: 'S2' },
        2: { keyword: 'cliffhanger' },
      },
    });
    expect(changed.status).toBe(200);
    const k3 = await em().findOneOrFail(FilterKeyword, { keyword: 'cliffhanger' });
    expect(changed.body).toEqual({
      ...body,
      title: 'Shows',
      filter_action: 'warn',
      expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      keywords: [
        { id: String(k2.id), keyword: 'S2', whole_word: false },
        { id: String(k3.id), keyword: 'cliffhanger', whole_word: true },
      ],
    });
    const deleted = await client.delete(`/api/v2/filters/${filter.id}`);
    expect([deleted.status, deleted.body]).toEqual([200, {}]);
    expect((await client.get('/api/v2/filters')).body).toEqual([]);
    expect(await em().count(FilterKeyword, {})).toBe(0);
  });

  it('serves keywords and statuses on their own paths', async () => {
    const [me, friend] = await users(2);
    const client = api(t, me.token);
    const { id } = (await client.post('/api/v2/filters').send({ title: 'x', context: ['home'] })).body;
    const added = await client.post(`/api/v2/filters/${id}/keywords`).send({ keyword: 'cats', whole_word: false });
    const kid = added.body.id;
    expect([added.status, added.body]).toEqual([200, { id: kid, keyword: 'cats', whole_word: false }]);
    expect((await client.get(`/api/v2/filters/${id}/keywords`)).body).toEqual([added.body]);
    expect((await client.get(`/api/v2/filter_keywords/${kid}`)).body).toEqual(added.body);
    const put = await client.put(`/api/v2/filter_keywords/${kid}`).send({ keyword: 'dogs' });
    expect(put.body).toEqual({ id: kid, keyword: 'dogs', whole_word: false });
    expect((await client.delete(`/api/v2/filter_keywords/${kid}`)).body).toEqual({});
    expect((await client.get(`/api/v2/filters/${id}/keywords`)).body).toEqual([]);

    const status = await makeStatus(t, friend.user, 'anything');
    const st = await client.post(`/api/v2/filters/${id}/statuses`).send({ status_id: String(status.id) });
    const sid = st.body.id;
    expect([st.status, st.body]).toEqual([200, { id: sid, status_id: String(status.id) }]);
    expect((await client.get(`/api/v2/filters/${id}/statuses`)).body).toEqual([st.body]);
    expect((await client.get(`/api/v2/filter_statuses/${sid}`)).body).toEqual(st.body);
    expect((await client.get(`/api/v2/filters/${id}`)).body.statuses).toEqual([st.body]);
    const again = await client.post(`/api/v2/filters/${id}/statuses`).send({ status_id: String(status.id) });
    expect([again.status, again.body]).toEqual([422, { error: 'Validation failed: Status has already been taken' }]);
    expect((await client.delete(`/api/v2/filter_statuses/${sid}`)).body).toEqual({});
    expect((await client.get(`/api/v2/filter_statuses/${sid}`)).status).toBe(404);
  });

  it("answers 404 for another user's filter, keyword and status entry, and changes nothing", async () => {
    const [me, other] = await users(2);
    const mine = api(t, me.token);
    const status = await makeStatus(t, me.user, 'x');
    const { id, keywords } = (
      await mine
        .post('/api/v2/filters')
        .send({ title: 'mine', context: ['home'], keywords_attributes: [{ keyword: 'a' }] })
    ).body;
    const sid = (await mine.post(`/api/v2/filters/${id}/statuses`).send({ status_id: String(status.id) })).body.id;
    const theirs = api(t, other.token);
    const notFound = [404, { error: 'Record not found' }];
    for (const res of [
      await theirs.get(`/api/v2/filters/${id}`),
      await theirs.put(`/api/v2/filters/${id}`).send({ title: 'stolen' }),
      await theirs.delete(`/api/v2/filters/${id}`),
      await theirs.get(`/api/v2/filters/${id}/keywords`),
      await theirs.post(`/api/v2/filters/${id}/keywords`).send({ keyword: 'b' }),
      await theirs.get(`/api/v2/filter_keywords/${keywords[0].id}`),
      await theirs.put(`/api/v2/filter_keywords/${keywords[0].id}`).send({ keyword: 'b' }),
      await theirs.delete(`/api/v2/filter_keywords/${keywords[0].id}`),
      await theirs.get(`/api/v2/filter_statuses/${sid}`),
      await theirs.delete(`/api/v2/filter_statuses/${sid}`),
      await mine.get('/api/v2/filters/nope'),
    ]) {
      expect([res.status, res.body]).toEqual(notFound);
    }
    expect((await theirs.get('/api/v2/filters')).body).toEqual([]);
    const after = (await mine.get(`/api/v2/filters/${id}`)).body;
    expect([after.title, after.keywords.map((k: { keyword: string }) => k.keyword), after.statuses.length]).toEqual([
      'mine',
      ['a'],
      1,
    ]);
  });

  it('refuses bad input with 422 in Mastodon’s shape, and unauthorised callers', async () => {
    const [me] = await users(1);
    const client = api(t, me.token);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ context: ['home'] }, "Validation failed: Title can't be blank"],
      [{ title: 'x' }, "Validation failed: Context can't be blank"],
      [{ title: ' ', context: ['home'] }, "Validation failed: Title can't be blank"],
      [{ title: 'x', context: [] }, "Validation failed: Context can't be blank"],
      [{ title: 'x', context: ['home', 'nowhere'] }, 'Validation failed: Context is invalid'],
      [{ title: 'x', context: ['home'], filter_action: 'explode' }, 'Validation failed: Filter action is invalid'],
      [
        { title: 'x', context: ['home'], expires_in: 0 },
        'Validation failed: Expires in must be from 1 to 31536000 seconds',
      ],
      [
        { title: 'x', context: ['home'], keywords_attributes: [{ keyword: '' }] },
        "Validation failed: Keyword can't be blank",
      ],
    ];
    for (const [body, error] of cases) {
      const res = await client.post('/api/v2/filters').send(body);
      expect([body, res.status, res.body]).toEqual([body, 422, { error }]);
    }
    expect((await client.get('/api/v2/filters')).body).toEqual([]);
    expect((await api(t).get('/api/v2/filters')).status).toBe(401);
    const readOnly = await tokenFor(t, me.user, ['read']);
    expect(
      (
        await api(t, readOnly)
          .post('/api/v2/filters')
          .send({ title: 'x', context: ['home'] })
      ).status,
    ).toBe(403);
    const writeOnly = await tokenFor(t, me.user, ['write']);
    expect((await api(t, writeOnly).get('/api/v2/filters')).status).toBe(403);
  });
});

describe('v2 filters applied', () => {
  it("hide drops matches (keyword or status) from the owner's home timeline and notifications only", async () => {
    const [me, friend, other] = await users(3);
    await follow(t, me.user, friend.user);
    await follow(t, other.user, friend.user);
    const kept = await makeStatus(t, friend.user, 'a nice day');
    const spoiler = await makeStatus(t, friend.user, 'The Finale was great');
    const chosen = await makeStatus(t, friend.user, 'nothing special');
    const { id } = (
      await api(t, me.token)
        .post('/api/v2/filters')
        .send({
          title: 'tv',
          context: ['home', 'notifications'],
          filter_action: 'hide',
          keywords_attributes: [{ keyword: 'finale' }],
        })
    ).body;
    await api(t, me.token)
      .post(`/api/v2/filters/${id}/statuses`)
      .send({ status_id: String(chosen.id) });
    expect(ids((await api(t, me.token).get('/api/v1/timelines/home')).body)).toEqual([String(kept.id)]);
    expect(ids((await api(t, other.token).get('/api/v1/timelines/home')).body)).toEqual(
      [chosen, spoiler, kept].map((s) => String(s.id)),
    );
    await makeStatus(t, friend.user, `@${me.user.nickname} the finale!`);
    await makeStatus(t, friend.user, `@${me.user.nickname} hello`);
    const notes = (await api(t, me.token).get('/api/v1/notifications?types[]=mention')).body;
    expect(notes.map((n: { status: { content: string } }) => n.status.content)).toEqual([
      expect.stringContaining('hello'),
    ]);
    // A warn filter keeps them (mentions show on the home timeline too).
    await api(t, me.token).put(`/api/v2/filters/${id}`).send({ filter_action: 'warn' });
    expect((await api(t, me.token).get('/api/v1/timelines/home')).body).toHaveLength(5);
    expect((await api(t, me.token).get('/api/v1/notifications?types[]=mention')).body).toHaveLength(2);
  });

  it("warn keeps matches and names the filter in the status's `filtered`, for its owner only", async () => {
    const [me, friend, other] = await users(3);
    await follow(t, me.user, friend.user);
    await follow(t, other.user, friend.user);
    const plain = await makeStatus(t, friend.user, 'a nice day');
    const spoiler = await makeStatus(t, friend.user, 'The FINALE was great');
    const created = await api(t, me.token)
      .post('/api/v2/filters')
      .send({ title: 'tv', context: ['home'], keywords_attributes: [{ keyword: 'finale' }, { keyword: 'trailer' }] });
    const filter = created.body;
    await api(t, me.token)
      .post(`/api/v2/filters/${filter.id}/statuses`)
      .send({ status_id: String(spoiler.id) });
    const full = (await api(t, me.token).get(`/api/v2/filters/${filter.id}`)).body;
    const home = (await api(t, me.token).get('/api/v1/timelines/home')).body;
    expect(ids(home)).toEqual([String(spoiler.id), String(plain.id)]);
    expect(home[0].filtered).toEqual([
      { filter: full, keyword_matches: ['finale'], status_matches: [String(spoiler.id)] },
    ]);
    expect('filtered' in home[1]).toBe(false);
    const shown = (await api(t, me.token).get(`/api/v1/statuses/${spoiler.id}`)).body;
    expect(shown.filtered).toEqual(home[0].filtered);
    const theirs = (await api(t, other.token).get('/api/v1/timelines/home')).body;
    expect(theirs.some((s: object) => 'filtered' in s)).toBe(false);
    expect('filtered' in (await api(t).get(`/api/v1/statuses/${spoiler.id}`)).body).toBe(false);
  });
});
