import { beforeAll, describe, expect, it } from '@jest/globals';
import { SuggestionDismissal, type User } from '../../../../src/entities/index.js';
import { block, follow } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { api } from '../../../support/rest.js';

const t = useTestApp();
let viewer: User;
let token: string;
let admin: User;
let popular: User;
let plain: User;
let followed: User;
beforeAll(async () => {
  viewer = await makeUser(t, { nickname: 'viewer' });
  token = await tokenFor(t, viewer);
  admin = await makeUser(t, { nickname: 'admin', isAdmin: true });
  plain = await makeUser(t, { nickname: 'plain' });
  popular = await makeUser(t, { nickname: 'popular' });
  followed = await makeUser(t, { nickname: 'followed' });
  const blocked = await makeUser(t, { nickname: 'blocked' });
  await makeUser(t, { nickname: 'shy', discoverable: false });
  await follow(t, plain, popular);
  await follow(t, admin, popular);
  await follow(t, viewer, followed);
  await block(t, blocked, viewer);
});

const accts = (body: Array<{ acct: string }>) => body.map((a) => a.acct);

describe('GET /api/v1/suggestions and /api/v2/suggestions', () => {
  it('suggests staff first, then the most followed, never the viewer or whom they follow or block', async () => {
    const v1 = await api(t, token).get('/api/v1/suggestions').expect(200);
    expect(accts(v1.body)).toEqual(['admin', 'popular', 'plain']);
    const v2 = await api(t, token).get('/api/v2/suggestions?limit=2').expect(200);
    expect(v2.body.map((s: { source: string; sources: string[]; account: { id: string } }) => s)).toEqual([
      { source: 'staff', sources: ['featured'], account: expect.objectContaining({ id: String(admin.id) }) },
      { source: 'global', sources: ['most_followed'], account: expect.objectContaining({ id: String(popular.id) }) },
    ]);
  });

  it('is 401 for anonymous callers and 400 for a limit under 1', async () => {
    const anonymous = await api(t).get('/api/v2/suggestions');
    expect([anonymous.status, anonymous.body]).toEqual([401, { error: 'Authentication required' }]);
    expect((await api(t, token).get('/api/v1/suggestions?limit=0')).body).toEqual({
      error: 'limit: must be a positive integer',
    });
  });
});

describe('DELETE /api/v1/suggestions/:account_id', () => {
  it('stops suggesting that account to this viewer only, twice without harm', async () => {
    expect((await api(t, token).delete(`/api/v1/suggestions/${popular.id}`)).body).toEqual({});
    await api(t, token).delete(`/api/v1/suggestions/${popular.id}`).expect(200);
    expect(accts((await api(t, token).get('/api/v1/suggestions')).body)).toEqual(['admin', 'plain']);
    const other = await tokenFor(t, followed);
    expect(accts((await api(t, other).get('/api/v1/suggestions')).body)).toContain('popular');
  });

  it('is 404 for an unknown account and 401 anonymous, storing nothing', async () => {
    const before = await t.orm.em.fork().count(SuggestionDismissal, {});
    const unknown = await api(t, token).delete('/api/v1/suggestions/999999');
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'Record not found' }]);
    expect((await api(t).delete(`/api/v1/suggestions/${plain.id}`)).status).toBe(401);
    expect(await t.orm.em.fork().count(SuggestionDismissal, {})).toBe(before);
  });
});
