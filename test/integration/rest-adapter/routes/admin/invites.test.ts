import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { Invite } from '../../../../../src/entities/index.js';
import { updateSettings } from '../../../../support/settings.js';
import { makeAdmin } from '../../../../support/factories/report.factory.js';
import { makeUsersWithTokens, tokenFor } from '../../../../support/factories/user.factory.js';
import { useTestApp } from '../../../../support/app.js';
import { linkIn, mailsTo, readOutbox } from '../../../../support/outbox.js';
import { api } from '../../../../support/rest.js';

const t = useTestApp();
let admin: { user: import('../../../../../src/entities/index.js').User; token: string };
beforeAll(async () => {
  admin = await makeAdmin(t);
});

const ADMIN = '/api/pleroma/admin';
const setInstance = (changes: Record<string, unknown>) => updateSettings(t.orm.em.fork(), 'instance', changes);
let counter = 0;

/** Registers through an app token with an invite token; the HTTP reply. */
async function registerWith(token: string) {
  counter += 1;
  const appToken = await tokenFor(t, null, ['read', 'write']);
  return api(t, appToken)
    .post('/api/v1/accounts')
    .send({
      username: `invited${counter}`,
      email: `invited${counter}@example.test`,
      password: 'a long enough password',
      agreement: true,
      token,
    });
}

describe('POST /api/pleroma/admin/users/invite_token', () => {
  it('creates each kind of invite with an integer id', async () => {
    const cases: Array<[Record<string, unknown>, string, number | null, string | null]> = [
      [{}, 'one_time', null, null],
      [{ max_use: 3 }, 'reusable', 3, null],
      [{ expires_at: '2999-01-31' }, 'date_limited', null, '2999-01-31'],
      [{ max_use: '2', expires_at: '2999-01-31' }, 'reusable_date_limited', 2, '2999-01-31'],
    ];
    for (const [body, type, maxUse, expiresAt] of cases) {
      const res = await api(t, admin.token).post(`${ADMIN}/users/invite_token`).send(body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: expect.any(Number),
        token: expect.any(String),
        used: false,
        uses: 0,
        max_use: maxUse,
        expires_at: expiresAt,
        invite_type: type,
      });
    }
  });

  it('refuses bad max_use and expires_at with 400 naming them; 403 for non-admins', async () => {
    const before = await t.orm.em.fork().count(Invite, {});
    expect((await api(t, admin.token).post(`${ADMIN}/users/invite_token`).send({ max_use: 0 })).body).toEqual({
      error: 'max_use: must be a positive integer',
    });
    expect(
      (await api(t, admin.token).post(`${ADMIN}/users/invite_token`).send({ expires_at: 'tomorrow' })).body,
    ).toEqual({ error: 'expires_at: must be a date (YYYY-MM-DD)' });
    const [user] = await makeUsersWithTokens(t, 1);
    expect((await api(t, user.token).post(`${ADMIN}/users/invite_token`)).status).toBe(403);
    expect((await api(t).post(`${ADMIN}/users/invite_token`)).status).toBe(403);
    expect(await t.orm.em.fork().count(Invite, {})).toBe(before);
  });
});

describe('GET /api/pleroma/admin/users/invites', () => {
  it('lists every invite with its token', async () => {
    const created = (await api(t, admin.token).post(`${ADMIN}/users/invite_token`).send({ max_use: 5 })).body;
    const res = await api(t, admin.token).get(`${ADMIN}/users/invites`);
    expect(res.status).toBe(200);
    expect(res.body.invites).toContainEqual(created);
    const [user] = await makeUsersWithTokens(t, 1);
    expect((await api(t, user.token).get(`${ADMIN}/users/invites`)).status).toBe(403);
  });
});

describe('invites gate registration (POST /api/v1/accounts with token)', () => {
  beforeEach(async () => {
    await setInstance({ registrations_open: false });
  });

  it('counts uses, refuses a used-up, expired or revoked invite', async () => {
    const reusable = (await api(t, admin.token).post(`${ADMIN}/users/invite_token`).send({ max_use: 2 })).body;
    expect((await registerWith(reusable.token)).status).toBe(200);
    expect((await registerWith(reusable.token)).status).toBe(200);
    expect((await registerWith(reusable.token)).body).toEqual({ error: 'Expired token' });
    const listed = (await api(t, admin.token).get(`${ADMIN}/users/invites`)).body.invites.find(
      (i: { id: number }) => i.id === reusable.id,
    );
    expect(listed).toMatchObject({ uses: 2, used: true });

    const expired = (await api(t, admin.token).post(`${ADMIN}/users/invite_token`).send({ expires_at: '2000-01-01' }))
      .body;
    expect((await registerWith(expired.token)).body).toEqual({ error: 'Expired token' });

    const revoked = (await api(t, admin.token).post(`${ADMIN}/users/invite_token`)).body;
    const revoke = await api(t, admin.token).post(`${ADMIN}/users/revoke_invite`).send({ token: revoked.token });
    expect(revoke.status).toBe(200);
    expect(revoke.body).toEqual({ ...revoked, used: true });
    expect((await registerWith(revoked.token)).body).toEqual({ error: 'Expired token' });
    expect((await registerWith('no-such-token')).body).toEqual({ error: 'Invalid token' });
  });
});

describe('POST /api/pleroma/admin/users/revoke_invite', () => {
  it('answers 404 for an unknown token, 400 without one, 403 for non-admins', async () => {
    const missing = await api(t, admin.token).post(`${ADMIN}/users/revoke_invite`).send({ token: 'nope' });
    expect([missing.status, missing.body]).toEqual([404, { error: 'Not found' }]);
    expect((await api(t, admin.token).post(`${ADMIN}/users/revoke_invite`).send({})).body).toEqual({
      error: 'token: is required',
    });
    const invite = (await api(t, admin.token).post(`${ADMIN}/users/invite_token`)).body;
    const [user] = await makeUsersWithTokens(t, 1);
    expect((await api(t, user.token).post(`${ADMIN}/users/revoke_invite`).send({ token: invite.token })).status).toBe(
      403,
    );
    expect((await t.orm.em.fork().findOneOrFail(Invite, invite.id)).used).toBe(false);
  });
});

describe('POST /api/pleroma/admin/users/email_invite', () => {
  it('refuses with a list of errors while registrations are open or invites disabled', async () => {
    await setInstance({ registrations_open: true, invites_enabled: true });
    const open = await api(t, admin.token).post(`${ADMIN}/users/email_invite`).send({ email: 'friend@example.test' });
    expect([open.status, open.body]).toEqual([
      400,
      [{ error: 'To send invites you need to set the `registrations_open` option to false.' }],
    ]);
    await setInstance({ registrations_open: false, invites_enabled: false });
    const disabled = await api(t, admin.token)
      .post(`${ADMIN}/users/email_invite`)
      .send({ email: 'friend@example.test' });
    expect([disabled.status, disabled.body]).toEqual([
      400,
      [{ error: 'To send invites you need to set the `invites_enabled` option to true.' }],
    ]);
    await setInstance({ invites_enabled: true });
    const bad = await api(t, admin.token).post(`${ADMIN}/users/email_invite`).send({ email: 'not-an-address' });
    expect([bad.status, bad.body]).toEqual([400, [{ error: 'email: has invalid format' }]]);
    // Refused before the route runs (JSON nested too deeply, a malformed body): still a list.
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = [deep];
    const nested = await api(t, admin.token).post(`${ADMIN}/users/email_invite`).send({ email: deep });
    expect([nested.status, nested.body]).toEqual([400, [{ error: 'JSON is nested too deeply: at most 32 levels' }]]);
    const malformed = await api(t, admin.token)
      .post(`${ADMIN}/users/email_invite`)
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect([malformed.status, malformed.body]).toEqual([400, [{ error: 'Malformed JSON body' }]]);
    expect(mailsTo(t, 'friend@example.test')).toEqual([]);
  });

  it('mails a one-time invite whose link registers once', async () => {
    await setInstance({ registrations_open: false, invites_enabled: true });
    const res = await api(t, admin.token)
      .post(`${ADMIN}/users/email_invite`)
      .send({ email: 'pal@example.test', name: 'Pal' });
    expect(res.status).toBe(204);
    const [mail] = readOutbox(t).filter((m) => m.to.includes('pal@example.test'));
    expect([mail.to, mail.subject]).toEqual(['Pal <pal@example.test>', 'Invitation to fedigraph']);
    const token = decodeURIComponent(linkIn(mail, 'http://fedigraph.test/registration/').split('/').pop()!);
    expect((await registerWith(token)).status).toBe(200);
    expect((await registerWith(token)).body).toEqual({ error: 'Expired token' });
  });

  it('is refused to non-admins with 403 {error}', async () => {
    const [user] = await makeUsersWithTokens(t, 1);
    const res = await api(t, user.token).post(`${ADMIN}/users/email_invite`).send({ email: 'x@example.test' });
    expect([res.status, res.body]).toEqual([403, { error: expect.any(String) }]);
  });
});
