import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OAuthApp, OAuthToken, User } from '../../../../src/entities/index.js';
import { digest } from '../../../../src/auth/secrets.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { startTestApp, useTestApp, type TestApp } from '../../../support/app.js';
import { canShareDeployment, startSharedDeployment } from '../../../support/shared-deployment.js';
import { api } from '../../../support/rest.js';

// A known access token is answered from the cache (src/auth/token-cache.ts): no token statement, its user
// loaded by id. Every way a token stops being good refuses it on the very next request.

const t = useTestApp();
const REFUSED = { error: 'The access token is invalid' };

/** The statements `run` sends that read the token table. */
async function tokenStatements(app: TestApp, run: () => Promise<unknown>): Promise<string[]> {
  const knex = app.orm.em.getConnection().getKnex();
  const seen: string[] = [];
  const listener = (query: { sql?: string }) => {
    if (/oauth_tokens/.test(query.sql ?? '')) seen.push(query.sql!);
  };
  knex.on('query', listener);
  try {
    await run();
  } finally {
    knex.removeListener('query', listener);
  }
  return seen;
}

const verify = (token: string) => api(t, token).get('/api/v1/accounts/verify_credentials');

describe('the access-token cache', () => {
  it('answers a known token without its statement, with the user as the database has it now', async () => {
    const user = await makeUser(t, { nickname: 'cached' });
    const token = await tokenFor(t, user);
    expect((await verify(token)).status).toBe(200);
    expect(t.deps.accessTokens.get(digest(token))).toMatchObject({ userId: user.id, scopes: expect.any(Array) });
    await t.orm.em.fork().nativeUpdate(User, { id: user.id }, { displayName: 'Changed behind its back' });
    let res: Awaited<ReturnType<typeof verify>> | undefined;
    expect(await tokenStatements(t, async () => (res = await verify(token)))).toEqual([]);
    expect(res!.status).toBe(200);
    expect(res!.body).toMatchObject({ id: String(user.id), display_name: 'Changed behind its back' });
  });

  it('refuses a revoked token on the next request', async () => {
    const user = await makeUser(t);
    const [kept, revoked] = [await tokenFor(t, user), await tokenFor(t, user)];
    expect((await verify(revoked)).status).toBe(200);
    const id = (await t.orm.em.fork().findOneOrFail(OAuthToken, { tokenHash: digest(revoked) })).id;
    expect((await api(t, kept).delete(`/api/oauth_tokens/${id}`)).status).toBeLessThan(300);
    const res = await verify(revoked);
    expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: REFUSED });
    expect((await verify(kept)).status).toBe(200);
  });

  it('refuses the token of a user deactivated, even without an event', async () => {
    const user = await makeUser(t);
    const token = await tokenFor(t, user);
    expect((await verify(token)).status).toBe(200);
    await t.orm.em.fork().nativeUpdate(User, { id: user.id }, { deactivated: true });
    const res = await verify(token);
    expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: REFUSED });
  });

  it("refuses every token of a user whose password an admin changed (revoke_all), and keeps others' tokens", async () => {
    const admin = await makeUser(t, { isAdmin: true });
    const adminToken = await tokenFor(t, admin, ['read', 'write', 'admin']);
    const user = await makeUser(t, { nickname: 'newpassword' });
    const other = await tokenFor(t, await makeUser(t));
    const tokens = [await tokenFor(t, user), await tokenFor(t, user)];
    for (const token of [...tokens, other]) expect((await verify(token)).status).toBe(200);
    const changed = await api(t, adminToken)
      .patch('/api/pleroma/admin/users/newpassword/credentials')
      .send({ password: 'a brand new password' });
    expect(changed.status).toBe(200);
    for (const token of tokens) expect((await verify(token)).body).toEqual(REFUSED);
    expect((await verify(other)).status).toBe(200);
  });

  it('drops the tokens of an app deleted or edited', async () => {
    const admin = await makeUser(t, { isAdmin: true });
    const adminToken = await tokenFor(t, admin, ['read', 'write', 'admin']);
    const token = await tokenFor(t, await makeUser(t));
    const appOf = async () => (await t.orm.em.fork().findOneOrFail(OAuthToken, { tokenHash: digest(token) })).app.id;
    const appId = await appOf();
    expect((await api(t, token).get('/api/v1/apps/verify_credentials')).body).toMatchObject({ name: 'test client' });
    const edited = await api(t, adminToken).patch(`/api/pleroma/admin/oauth_app/${appId}`).send({ name: 'renamed' });
    expect(edited.status).toBe(200);
    expect((await api(t, token).get('/api/v1/apps/verify_credentials')).body).toMatchObject({ name: 'renamed' });
    expect((await api(t, adminToken).delete(`/api/pleroma/admin/oauth_app/${appId}`)).status).toBe(204);
    expect(await t.orm.em.fork().count(OAuthApp, { id: appId })).toBe(0);
    expect((await verify(token)).body).toEqual(REFUSED);
  });

  it('refuses a token once it expires', async () => {
    const token = await tokenFor(t, await makeUser(t));
    expect((await verify(token)).status).toBe(200);
    const expired = new Date(Date.now() - 1);
    await t.orm.em.fork().nativeUpdate(OAuthToken, { tokenHash: digest(token) }, { expiresAt: expired });
    t.deps.accessTokens.get(digest(token))!.expiresAt = expired.getTime();
    expect((await verify(token)).body).toEqual(REFUSED);
  });
});

/** Two instances of one deployment: the same PostgreSQL database and the same Redis event channel. */
(canShareDeployment ? describe : describe.skip)(
  'the access-token cache of two instances sharing PostgreSQL and Redis',
  () => {
    let one: TestApp, two: TestApp;
    beforeAll(async () => {
      [one, two] = await startSharedDeployment(startTestApp);
    });
    afterAll(async () => {
      await two?.stop();
      await one?.stop();
    });

    it('a token revoked through one instance is refused by the other once the event arrives', async () => {
      const user = await makeUser(one);
      const [kept, revoked] = [await tokenFor(one, user), await tokenFor(one, user)];
      expect((await api(two, revoked).get('/api/v1/accounts/verify_credentials')).status).toBe(200);
      const id = (await one.orm.em.fork().findOneOrFail(OAuthToken, { tokenHash: digest(revoked) })).id;
      expect((await api(one, kept).delete(`/api/oauth_tokens/${id}`)).status).toBeLessThan(300);
      for (let i = 0; i < 100 && two.deps.accessTokens.get(digest(revoked)); i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const res = await api(two, revoked).get('/api/v1/accounts/verify_credentials');
      expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: REFUSED });
    });
  },
);
