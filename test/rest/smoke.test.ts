import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { makeUser, tokenFor } from '../factories/user.factory.js';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.stop(); });

describe('smoke', () => {
  it('GET /api/v1/accounts/verify_credentials', async () => {
    const user = await makeUser(t, { nickname: 'alice' });
    const token = await tokenFor(t, user);
    const res = await t.http().get('/api/v1/accounts/verify_credentials').set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body.username).toBe('alice');
    const anon = await t.http().get('/api/v1/accounts/verify_credentials');
    expect(anon.status).toBe(401);
    console.log(anon.body, (await t.http().get('/api/v1/instance')).body);
  });
});
