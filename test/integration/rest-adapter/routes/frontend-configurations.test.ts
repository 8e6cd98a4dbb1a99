import { describe, expect, it } from '@jest/globals';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { kw } from '../../../support/config.js';
import { useTestApp } from '../../../support/app.js';
import { api } from '../../../support/rest.js';

const t = useTestApp();

describe('GET /api/pleroma/frontend_configurations', () => {
  it('answers {} by default, then what an admin stores under :frontend_configurations, to anyone', async () => {
    expect((await api(t).get('/api/pleroma/frontend_configurations')).body).toEqual({});
    const admin = await makeUser(t, { isAdmin: true });
    const token = await tokenFor(t, admin, ['admin']);
    const pleromaFe = { theme: 'pleroma-dark', showInstanceSpecificPanel: true, logo: '/static/logo.svg' };
    const stored = await api(t, token)
      .post('/api/pleroma/admin/config')
      .send({
        configs: [{ group: ':pleroma', key: ':frontend_configurations', value: kw({ pleroma_fe: pleromaFe }) }],
      });
    expect(stored.status).toBe(200);
    const res = await api(t, 'a-revoked-token').get('/api/pleroma/frontend_configurations');
    expect([res.status, res.body]).toEqual([200, { pleroma_fe: pleromaFe }]);
  });
});

describe('GET /api/pleroma/emoji.json', () => {
  it('is /api/pleroma/emoji (Pleroma takes the .json suffix on its legacy paths)', async () => {
    const plain = await api(t).get('/api/pleroma/emoji');
    const suffixed = await api(t).get('/api/pleroma/emoji.json?x=1');
    expect([suffixed.status, suffixed.body]).toEqual([200, plain.body]);
    expect((await api(t).get('/nodeinfo/2.0.json')).status).toBe(200);
  });
});
