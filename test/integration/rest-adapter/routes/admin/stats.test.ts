import { describe, expect, it } from '@jest/globals';
import { makeAdmin } from '../../../../support/factories/report.factory.js';
import { makeStatus } from '../../../../support/factories/social.factory.js';
import { makeUsersWithTokens } from '../../../../support/factories/user.factory.js';
import { useTestApp } from '../../../../support/app.js';
import { api } from '../../../../support/rest.js';

const t = useTestApp();

describe('GET /api/pleroma/admin/stats', () => {
  it('counts statuses by visibility (reblogs aside), of all or of one instance', async () => {
    const admin = await makeAdmin(t);
    const [a, b] = await makeUsersWithTokens(t, 2);
    const pub = await makeStatus(t, a.user, 'one');
    await makeStatus(t, a.user, 'two');
    await makeStatus(t, a.user, { status: 'three', visibility: 'unlisted' });
    await makeStatus(t, a.user, { status: 'four', visibility: 'private' });
    await makeStatus(t, a.user, { status: `five @${b.user.nickname}`, visibility: 'direct' });
    await api(t, b.token).post(`/api/v1/statuses/${pub.id}/reblog`).expect(200);
    const expected = { status_visibility: { public: 2, unlisted: 1, private: 1, direct: 1 } };
    const res = await api(t, admin.token).get('/api/pleroma/admin/stats');
    expect([res.status, res.body]).toEqual([200, expected]);
    expect((await api(t, admin.token).get('/api/pleroma/admin/stats?instance=fedigraph.test')).body).toEqual(expected);
    expect((await api(t, admin.token).get('/api/pleroma/admin/stats?instance=other.example')).body).toEqual({
      status_visibility: { public: 0, unlisted: 0, private: 0, direct: 0 },
    });
  });

  it('is refused to anonymous callers and non-admins', async () => {
    const [user] = await makeUsersWithTokens(t, 1);
    for (const token of [null, user.token])
      expect((await api(t, token).get('/api/pleroma/admin/stats')).status).toBe(403);
  });
});
