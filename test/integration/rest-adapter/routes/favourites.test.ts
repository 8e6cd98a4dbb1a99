import { describe, expect, it } from '@jest/globals';
import { Favourite } from '../../../../src/entities/index.js';
import { block, makeStatus } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { api, ids } from '../../../support/rest.js';
import { useTestApp } from '../../../support/app.js';

const t = useTestApp();

describe('GET /api/v1/favourites', () => {
  it('lists what the caller favourited, newest favourite first, paged by favourite in the Link header', async () => {
    const me = await makeUser(t);
    const author = await makeUser(t);
    const blocked = await makeUser(t);
    const client = api(t, await tokenFor(t, me));
    const [older, newer, gone] = [
      await makeStatus(t, author, 'older'),
      await makeStatus(t, author, 'newer'),
      await makeStatus(t, blocked, 'blocked'),
    ];
    // Favourited out of status order: the favourite, not the status, orders the list.
    for (const s of [newer, older, gone]) await client.post(`/api/v1/statuses/${s.id}/favourite`).expect(200);
    // A favourited status the caller may no longer see is left out.
    await block(t, me, blocked);
    const all = await client.get('/api/v1/favourites');
    expect(ids(all.body)).toEqual([String(older.id), String(newer.id)]);
    expect(all.body[0]).toMatchObject({ favourited: true, content: expect.stringContaining('older') });
    const favs = await t.orm.em.fork().find(Favourite, { user: me.id }, { orderBy: { id: 'asc' } });
    const first = await client.get('/api/v1/favourites?limit=1');
    expect(ids(first.body)).toEqual([String(older.id)]);
    expect(first.headers.link).toBe(
      `<${t.config.publicUrl}/api/v1/favourites?limit=1&max_id=${favs[1].id}>; rel="next", ` +
        `<${t.config.publicUrl}/api/v1/favourites?limit=1&min_id=${favs[1].id}>; rel="prev"`,
    );
    expect(ids((await client.get(`/api/v1/favourites?max_id=${favs[1].id}`)).body)).toEqual([String(newer.id)]);
  });

  it('refuses anonymous callers, tokens without read:favourites and bad cursors', async () => {
    const me = await makeUser(t);
    const anonymous = await api(t).get('/api/v1/favourites');
    expect([anonymous.status, anonymous.body]).toEqual([401, { error: 'Authentication required' }]);
    const noScope = await api(t, await tokenFor(t, me, ['read:statuses'])).get('/api/v1/favourites');
    expect([noScope.status, noScope.body]).toEqual([403, { error: 'Insufficient permissions: read:favourites.' }]);
    const bad = await api(t, await tokenFor(t, me)).get('/api/v1/favourites?max_id=x');
    expect([bad.status, bad.body]).toEqual([400, { error: 'max_id: must be an id' }]);
  });
});
