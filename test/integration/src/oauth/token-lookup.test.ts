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

// findAccessToken runs for every request with a bearer token: one hand-written statement (src/db/joined-row.ts),
// instead of MikroORM building a joined findOne each time. The user is read as a plain row and becomes a managed
// entity only when asked for: mapping it cost more than the rest of authentication.

const t = useTestApp();

describe('findAccessToken', () => {
  it('reads the token, its app and its user in one statement; the user becomes an entity the request can change when asked for', async () => {
    const user = await makeUser(t, { displayName: 'Before' });
    const token = await tokenFor(t, user, ['read', 'write']);
    const em = t.orm.em.fork();
    let found: AccessTokenRecord | null = null;
    expect(await countStatements(t.orm, async () => (found = await findAccessToken(em, digest(token))))).toBe(1);
    const record = found as unknown as AccessTokenRecord;
    expect(record.token).toMatchObject({ userId: user.id, scopes: ['read', 'write'] });
    expect(record.token.appRow.name).toBe('test client');
    expect(record.user!.row).toMatchObject({ id: user.id, nickname: user.nickname, displayName: 'Before' });
    expect(em.getUnitOfWork().getById(User.name, user.id)).toBeUndefined();
    const owner = record.user!.managed();
    expect(record.user!.managed()).toBe(owner);
    expect(owner).toBe(em.getReference(User, user.id));
    expect(wrap(owner).isInitialized()).toBe(true);
    expect({ nickname: owner.nickname, displayName: owner.displayName }).toEqual({
      nickname: user.nickname,
      displayName: 'Before',
    });
    owner.displayName = 'After';
    await em.flush();
    expect((await t.orm.em.fork().findOneOrFail(User, user.id)).displayName).toBe('After');
    expect(record.user!.row.displayName).toBe('Before');
  });

  it('gives the entity the request already holds, with its changes not yet flushed', async () => {
    const user = await makeUser(t, { displayName: 'Stored' });
    const token = await tokenFor(t, user);
    const em = t.orm.em.fork();
    const held = await em.findOneOrFail(User, user.id);
    held.displayName = 'Changed';
    const record = await findAccessToken(em, digest(token));
    expect(record!.user!.managed()).toBe(held);
    expect(held.displayName).toBe('Changed');
  });

  it('finds a token without a user (client credentials) with its app', async () => {
    const token = await tokenFor(t, null, ['read']);
    const record = await findAccessToken(t.orm.em.fork(), digest(token));
    expect(record?.user).toBeNull();
    expect(record?.token.userId).toBeNull();
    expect(record?.token.appRow.name).toBe('test client');
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

describe("verify_credentials from the caller's row", () => {
  it('shows the row read at authentication as update_credentials shows the entity it changed', async () => {
    const moved = await makeUser(t);
    const user = await makeUser(t, {
      displayName: 'Shown :blank:',
      note: 'a note with a #tag',
      locked: true,
      actorType: 'Service',
      rawFields: [{ name: 'site', value: 'https://example.test' }],
      defaultScope: 'unlisted',
      tags: ['x'],
      settingsStore: { 'pleroma-fe': { theme: 'dark' } },
      mascot: { id: '1', url: 'https://example.test/m.png', type: 'image', mimeType: 'image/png' },
      alsoKnownAs: ['https://example.test/users/old'],
      blockFromStrangers: true,
      hideNotificationContents: true,
      hideFollowers: true,
      noRichText: true,
    } as Partial<User>);
    await t.orm.em.fork().nativeUpdate(User, { id: user.id }, { movedTo: moved.id });
    await makeStatus(t, user, 'one');
    const token = await tokenFor(t, user);
    for (const cached of [false, true]) {
      expect(t.deps.accessTokens.get(digest(token)) !== undefined).toBe(cached);
      const fromRow = await api(t, token).get('/api/v1/accounts/verify_credentials');
      const fromEntity = await api(t, token).patch('/api/v1/accounts/update_credentials').send({});
      expect(fromRow.status).toBe(200);
      expect(fromRow.text).toBe(fromEntity.text);
    }
  });
});
