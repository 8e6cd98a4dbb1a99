import { describe, expect, it } from '@jest/globals';
import { wrap } from '@mikro-orm/postgresql';
import { countStatements } from '../../../support/sql-count.js';
import { OAuthToken, User } from '../../../../src/entities/index.js';
import { digest } from '../../../../src/auth/secrets.js';
import { findAccessToken, type AccessTokenRecord } from '../../../../src/oauth/oauth.service.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { follow, makeStatus } from '../../../support/factories/social.factory.js';
import { api } from '../../../support/rest.js';
import { useTestApp } from '../../../support/app.js';

// findAccessToken runs for every request with a bearer token: one hand-written statement read into managed
// entities (src/db/joined-row.ts), instead of MikroORM building a joined findOne each time.

const t = useTestApp();

describe('findAccessToken', () => {
  it('reads the token, its app and its user in one statement, as entities the request can change', async () => {
    const user = await makeUser(t, { displayName: 'Before' });
    const token = await tokenFor(t, user, ['read', 'write']);
    const em = t.orm.em.fork();
    let found: AccessTokenRecord | null = null;
    expect(await countStatements(t.orm, async () => (found = await findAccessToken(em, digest(token))))).toBe(1);
    const record = (found as unknown as AccessTokenRecord).token;
    expect(record.scopes).toEqual(['read', 'write']);
    expect(record.app.getEntity().name).toBe('test client');
    const owner = record.user!.getEntity();
    expect(owner).toBe(em.getReference(User, user.id));
    expect(wrap(owner).isInitialized()).toBe(true);
    expect({ nickname: owner.nickname, displayName: owner.displayName }).toEqual({
      nickname: user.nickname,
      displayName: 'Before',
    });
    owner.displayName = 'After';
    await em.flush();
    expect((await t.orm.em.fork().findOneOrFail(User, user.id)).displayName).toBe('After');
  });

  it('finds a token without a user (client credentials) with its app', async () => {
    const token = await tokenFor(t, null, ['read']);
    const record = await findAccessToken(t.orm.em.fork(), digest(token));
    expect(record?.token.user).toBeNull();
    expect(record?.token.app.getEntity().name).toBe('test client');
    expect(record?.appRow.name).toBe('test client');
  });

  it('finds nothing for an unknown or expired token, or a deactivated user', async () => {
    expect(await findAccessToken(t.orm.em.fork(), digest('no such token'))).toBeNull();
    const user = await makeUser(t);
    const expired = await tokenFor(t, user);
    await t.orm.em
      .fork()
      .nativeUpdate(OAuthToken, { tokenHash: digest(expired) }, { expiresAt: new Date(Date.now() - 1000) });
    expect(await findAccessToken(t.orm.em.fork(), digest(expired))).toBeNull();
    const gone = await makeUser(t);
    const goneToken = await tokenFor(t, gone);
    expect(await findAccessToken(t.orm.em.fork(), digest(goneToken))).not.toBeNull();
    await t.orm.em.fork().nativeUpdate(User, { id: gone.id }, { deactivated: true });
    expect(await findAccessToken(t.orm.em.fork(), digest(goneToken))).toBeNull();
  });
});

describe("the caller's counts read with the token", () => {
  it('answers verify_credentials in one statement, token cached or not, with the counts the loaders give', async () => {
    const user = await makeUser(t, { nickname: 'counted' });
    const [fan, gone, asking, followed] = await Promise.all([1, 2, 3, 4].map(() => makeUser(t)));
    await follow(t, fan, user);
    await follow(t, gone, user);
    await follow(t, asking, user, { state: 'pending' });
    await follow(t, user, followed);
    await t.orm.em.fork().nativeUpdate(User, { id: gone.id }, { deactivated: true });
    await makeStatus(t, user, 'one');
    await makeStatus(t, user, 'two');
    const token = await tokenFor(t, user);
    const shown = (await api(t, await tokenFor(t, fan)).get(`/api/v1/accounts/${user.id}`)).body;
    for (const cached of [false, true]) {
      expect(t.deps.accessTokens.get(digest(token)) !== undefined).toBe(cached);
      let body: Record<string, any> = {};
      const verify = async () => (body = (await api(t, token).get('/api/v1/accounts/verify_credentials')).body);
      expect(await countStatements(t.orm, verify)).toBe(1);
      expect(body).toMatchObject({
        statuses_count: 2,
        followers_count: 1,
        following_count: 1,
        last_status_at: shown.last_status_at,
        source: { follow_requests_count: 1 },
      });
      expect(body.last_status_at).not.toBeNull();
    }
  });
});
