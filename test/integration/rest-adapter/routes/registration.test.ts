import { beforeEach, describe, expect, it } from '@jest/globals';
import { Invite, OAuthToken, User, UserToken } from '../../../../src/entities/index.js';
import { createInvite } from '../../../../src/invites/invite.service.js';
import { updateSettings } from '../../../support/settings.js';
import { DEFAULT_PASSWORD, makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { linkIn, mailsTo } from '../../../support/outbox.js';

const t = useTestApp();

/** Each request from its own address: registration and mailing are rate limited per address. */
let ipCounter = 0;
const http = () => {
  ipCounter += 1;
  return t.http().set('x-forwarded-for', `10.3.${ipCounter >> 8}.${ipCounter & 255}`);
};

const defaults = { registrations_open: true, account_approval_required: false, account_activation_required: false };
const setInstance = (changes: Partial<typeof defaults>) =>
  updateSettings(t.orm.em.fork(), 'instance', { ...defaults, ...changes });
beforeEach(async () => {
  await setInstance({});
});

/** An app registered as a client does it, and its client_credentials token. */
async function appToken(scopes = 'read write follow'): Promise<string> {
  const app = await http()
    .post('/api/v1/apps')
    .send({ client_name: 'signup client', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes });
  const token = await http()
    .post('/oauth/token')
    .send({ grant_type: 'client_credentials', client_id: app.body.client_id, client_secret: app.body.client_secret });
  return token.body.access_token;
}

let counter = 0;
function signup(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    username: `newbie${counter}`,
    email: `newbie${counter}@example.test`,
    password: 'a long enough password',
    agreement: true,
    ...overrides,
  };
}

const register = async (body: Record<string, unknown>, token?: string) =>
  http()
    .post('/api/v1/accounts')
    .set('authorization', `Bearer ${token ?? (await appToken())}`)
    .send(body);
const basic = (login: string, password: string) =>
  http()
    .get('/api/v1/accounts/verify_credentials')
    .set('authorization', `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`);
const findUser = (nickname: string) => t.orm.em.fork().findOne(User, { nickname });
const userCount = () => t.orm.em.fork().count(User, {});

describe('POST /api/v1/accounts', () => {
  it("registers the account and answers with a token of the app, with the app's scopes", async () => {
    const body = signup({ fullname: 'New Bie', bio: 'hello', locale: 'de' });
    const res = await register(body);
    expect(res.status).toBe(200);
    const user = (await findUser(body.username as string))!;
    expect(res.body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      scope: 'read write follow',
      created_at: expect.any(Number),
      expires_in: 30 * 24 * 3600,
      refresh_token: expect.any(String),
      id: String(user.id),
    });
    expect(user).toMatchObject({
      email: body.email,
      displayName: 'New Bie',
      bio: 'hello',
      locale: 'de',
      approvalPending: false,
      confirmationPending: false,
    });
    const me = await http()
      .get('/api/v1/accounts/verify_credentials')
      .set('authorization', `Bearer ${res.body.access_token}`);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: body.username, display_name: 'New Bie', note: 'hello' });
  });

  it('accepts a form body, the agreement as "true", and no e-mail address', async () => {
    const { email: _email, ...body } = signup({ agreement: 'true' });
    const res = await http()
      .post('/api/v1/accounts')
      .set('authorization', `Bearer ${await appToken()}`)
      .type('form')
      .send(body);
    expect(res.status).toBe(200);
    expect(res.body.access_token).toEqual(expect.any(String));
    expect((await findUser(body.username as string))!.email).toBeNull();
  });

  it('refuses callers without an app token with 403, creating nothing', async () => {
    const someone = await makeUser(t);
    const before = await userCount();
    const anonymous = await http().post('/api/v1/accounts').send(signup());
    expect(anonymous.status).toBe(403);
    expect(anonymous.body).toEqual({ error: 'Invalid credentials' });
    const viaBasic = await http().post('/api/v1/accounts').auth(someone.nickname, DEFAULT_PASSWORD).send(signup());
    expect(viaBasic.status).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it("answers a taken nickname or address with 400 and Pleroma's errors object as text", async () => {
    const taken = await makeUser(t, { email: 'taken@example.test' });
    const before = await userCount();
    const byEmail = await register(signup({ email: 'TAKEN@example.test' }));
    expect(byEmail.status).toBe(400);
    expect(byEmail.body).toEqual({ error: '{"email":["has already been taken"]}' });
    const byNickname = await register(signup({ username: taken.nickname.toUpperCase() }));
    expect(byNickname.body).toEqual({ error: '{"nickname":["has already been taken"]}' });
    expect(await userCount()).toBe(before);
  });

  it('lists every field problem at once, fields in alphabetical order', async () => {
    const res = await register(
      signup({ username: 'bad name!', email: 'not-an-address', password: 'short', agreement: false }),
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body.error)).toEqual({
      agreement: ['must be accepted'],
      email: ['has invalid format'],
      nickname: ['has invalid format'],
      password: ['should be at least 8 character(s)'],
    });
    expect(Object.keys(JSON.parse(res.body.error))).toEqual(['agreement', 'email', 'nickname', 'password']);
  });

  it('names a missing parameter', async () => {
    const { agreement: _a, ...noAgreement } = signup();
    expect((await register(noAgreement)).body).toEqual({ error: 'agreement: is required' });
    const { username: _u, ...noUsername } = signup();
    const res = await register(noUsername);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'username: is required' });
  });

  describe('with approval required', () => {
    beforeEach(async () => {
      await setInstance({ account_approval_required: true });
    });

    it('keeps the account and its reason for review, answers without a token, and mails the user and the admins', async () => {
      await makeUser(t, { nickname: 'approver', email: 'approver@example.test', isAdmin: true });
      const body = signup({ reason: 'I like birds' });
      const res = await register(body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: "You have been registered. You'll be able to log in once your account is approved.",
        identifier: 'awaiting_approval',
      });
      expect(await findUser(body.username as string)).toMatchObject({
        approvalPending: true,
        registrationReason: 'I like birds',
      });
      expect(mailsTo(t, body.email as string).map((m) => m.subject)).toEqual(['Your account is awaiting approval']);
      const [review] = mailsTo(t, 'approver@example.test');
      expect(review.subject).toBe(`New account up for review on fedigraph (@${body.username})`);
      expect(review.text).toContain('Reason: I like birds');
      const login = await basic(body.username as string, body.password as string);
      expect(login.status).toBe(401);
      expect(login.body).toEqual({ error: 'Your account is awaiting approval.' });
    });
  });

  describe('with e-mail confirmation required', () => {
    beforeEach(async () => {
      await setInstance({ account_activation_required: true });
    });

    it('requires an address', async () => {
      const { email: _e, ...body } = signup();
      const res = await register(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: '{"email":["can\'t be blank"]}' });
    });

    it('mails a confirmation link; following it confirms the account, once', async () => {
      const body = signup();
      const res = await register(body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'You have been registered. Please check your email for further instructions.',
        identifier: 'missing_confirmed_email',
      });
      const user = (await findUser(body.username as string))!;
      expect(user.confirmationPending).toBe(true);
      expect((await basic(body.username as string, body.password as string)).body).toEqual({
        error: 'Your login is missing a confirmed e-mail address',
      });

      const [mail] = mailsTo(t, body.email as string);
      expect(mail).toMatchObject({ subject: 'fedigraph account confirmation', from: 'no-reply@fedigraph.test' });
      const link = linkIn(mail, 'http://fedigraph.test/api/account/confirm_email/');
      expect(link).toMatch(new RegExp(`/confirm_email/${user.id}/[A-Za-z0-9_-]{43}$`));
      expect(mail.html).toContain(`href="${link}"`);
      const path = new URL(link).pathname;
      const confirmed = await http().get(path);
      expect(confirmed.status).toBe(200);
      expect(confirmed.headers['content-type']).toMatch(/^text\/html/);
      expect(confirmed.text).toContain('E-mail address confirmed');
      expect((await findUser(body.username as string))!.confirmationPending).toBe(false);
      expect((await basic(body.username as string, body.password as string)).status).toBe(200);
      expect(await t.orm.em.fork().count(UserToken, { user: user.id })).toBe(0);

      const again = await http().get(path);
      expect(again.status).toBe(404);
      expect(again.text).toContain('Invalid or expired confirmation link');
    });

    it('refuses a link with another user id or a wrong token', async () => {
      const body = signup();
      await register(body);
      const user = (await findUser(body.username as string))!;
      const link = new URL(linkIn(mailsTo(t, body.email as string)[0], 'http://fedigraph.test/'));
      const token = link.pathname.split('/').pop();
      expect((await http().get(`/api/account/confirm_email/${user.id + 1000}/${token}`)).status).toBe(404);
      expect((await http().get(`/api/account/confirm_email/${user.id}/forged-token`)).status).toBe(404);
      expect((await findUser(body.username as string))!.confirmationPending).toBe(true);
    });

    it('with approval required too, asks for approval once the address is confirmed', async () => {
      await setInstance({ account_activation_required: true, account_approval_required: true });
      const body = signup();
      expect((await register(body)).body.identifier).toBe('missing_confirmed_email');
      const [confirmation] = mailsTo(t, body.email as string);
      await http()
        .get(new URL(linkIn(confirmation, 'http://fedigraph.test/')).pathname)
        .expect(200);
      expect(await findUser(body.username as string)).toMatchObject({
        confirmationPending: false,
        approvalPending: true,
      });
      expect(mailsTo(t, body.email as string).map((m) => m.subject)).toEqual([
        'fedigraph account confirmation',
        'Your account is awaiting approval',
      ]);
    });
  });

  describe('with registrations closed', () => {
    beforeEach(async () => {
      await setInstance({ registrations_open: false });
    });
    const invite = (values: { maxUse?: number; expiresAt?: string; used?: boolean } = {}) =>
      createInvite(t.orm.em.fork(), t.deps.box, values).then(async ({ invite: row, token }) => {
        if (values.used) await t.orm.em.fork().nativeUpdate(Invite, { id: row.id }, { used: true });
        return { id: row.id, token };
      });
    const inviteRow = (id: number) => t.orm.em.fork().findOneOrFail(Invite, id);

    it('refuses without an invite, with an unknown one, and creates nothing', async () => {
      const before = await userCount();
      const none = await register(signup());
      expect(none.status).toBe(403);
      expect(none.body).toEqual({ error: 'Registrations are closed' });
      const unknown = await register(signup({ token: 'no-such-invite' }));
      expect(unknown.status).toBe(403);
      expect(unknown.body).toEqual({ error: 'Invalid token' });
      expect(await userCount()).toBe(before);
    });

    it('admits one registration with a one-time invite', async () => {
      const { id, token } = await invite();
      expect((await register(signup({ token }))).status).toBe(200);
      expect(await inviteRow(id)).toMatchObject({ uses: 1, used: true });
      const second = await register(signup({ token }));
      expect(second.status).toBe(403);
      expect(second.body).toEqual({ error: 'Expired token' });
    });

    it('counts the uses of a reusable invite up to max_use', async () => {
      const { id, token } = await invite({ maxUse: 2 });
      expect((await register(signup({ token }))).status).toBe(200);
      expect(await inviteRow(id)).toMatchObject({ uses: 1, used: false });
      expect((await register(signup({ token }))).status).toBe(200);
      expect(await inviteRow(id)).toMatchObject({ uses: 2, used: true });
      expect((await register(signup({ token }))).body).toEqual({ error: 'Expired token' });
    });

    it('admits any number until the date of a date-limited invite, and none after it or once revoked', async () => {
      const dated = await invite({ expiresAt: '2999-12-31' });
      for (let i = 0; i < 3; i += 1) expect((await register(signup({ token: dated.token }))).status).toBe(200);
      expect((await inviteRow(dated.id)).uses).toBe(3);
      const past = await invite({ expiresAt: '2000-01-01' });
      expect((await register(signup({ token: past.token }))).body).toEqual({ error: 'Expired token' });
      const revoked = await invite({ maxUse: 5, used: true });
      expect((await register(signup({ token: revoked.token }))).body).toEqual({ error: 'Expired token' });
    });

    it('does not spend an invite on a refused registration', async () => {
      const { id, token } = await invite();
      const res = await register(signup({ token, agreement: false }));
      expect(res.status).toBe(400);
      expect(await inviteRow(id)).toMatchObject({ uses: 0, used: false });
    });
  });
});

describe('POST /api/v1/pleroma/accounts/confirmation_resend', () => {
  beforeEach(async () => {
    await setInstance({ account_activation_required: true });
  });

  it('mails a new link to an account awaiting confirmation; the earlier link stops working', async () => {
    const body = signup();
    await register(body);
    const first = new URL(linkIn(mailsTo(t, body.email as string)[0], 'http://fedigraph.test/')).pathname;
    const res = await http().post('/api/v1/pleroma/accounts/confirmation_resend').send({ email: body.email });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const mails = mailsTo(t, body.email as string);
    expect(mails).toHaveLength(2);
    const second = new URL(linkIn(mails[1], 'http://fedigraph.test/')).pathname;
    expect(second).not.toBe(first);
    expect((await http().get(first)).status).toBe(404);
    expect((await http().get(second)).status).toBe(200);
  });

  it('answers 204 without mailing for unknown and already confirmed addresses', async () => {
    const confirmed = await makeUser(t, { email: 'done@example.test' });
    for (const email of ['nobody@example.test', confirmed.email]) {
      const res = await http().post('/api/v1/pleroma/accounts/confirmation_resend').type('form').send({ email });
      expect(res.status).toBe(204);
      expect(mailsTo(t, email!)).toEqual([]);
    }
  });

  it('names the missing address', async () => {
    const res = await http().post('/api/v1/pleroma/accounts/confirmation_resend').send({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'email: is required' });
  });
});

describe('POST /auth/password', () => {
  it('mails a reset link to the account of the address or nickname', async () => {
    const user = await makeUser(t, { email: 'forgetful@example.test' });
    const res = await http().post('/auth/password').send({ email: 'Forgetful@example.test' });
    expect(res.status).toBe(204);
    const [mail] = mailsTo(t, 'forgetful@example.test');
    expect(mail.subject).toBe('Password reset');
    expect(linkIn(mail, 'http://fedigraph.test/api/pleroma/password_reset/')).toMatch(
      /\/password_reset\/[A-Za-z0-9_-]{43}$/,
    );
    await http().post('/auth/password').type('form').send({ nickname: user.nickname }).expect(204);
    expect(mailsTo(t, 'forgetful@example.test')).toHaveLength(2);
  });

  it('answers 204 alike for an unknown address and a deactivated account, mailing nothing', async () => {
    await makeUser(t, { email: 'gone@example.test', deactivated: true });
    for (const email of ['nobody-here@example.test', 'gone@example.test']) {
      expect((await http().post('/auth/password').send({ email })).status).toBe(204);
      expect(mailsTo(t, email)).toEqual([]);
    }
  });
});

describe('the password reset page', () => {
  async function resetLink(email: string): Promise<string> {
    await http().post('/auth/password').send({ email }).expect(204);
    const mails = mailsTo(t, email);
    return new URL(linkIn(mails[mails.length - 1], 'http://fedigraph.test/')).pathname;
  }

  describe('GET /api/pleroma/password_reset/:token', () => {
    it('shows the form for a live token and 404 for any other', async () => {
      const user = await makeUser(t, { email: 'pagey@example.test' });
      const path = await resetLink('pagey@example.test');
      const page = await http().get(path);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain(`@${user.nickname}`);
      expect(page.text).toContain(`action="${path}"`);
      const unknown = await http().get('/api/pleroma/password_reset/unknown-token');
      expect(unknown.status).toBe(404);
      expect(unknown.text).toContain('Invalid or expired password reset link');
    });

    it('refuses an expired token', async () => {
      const user = await makeUser(t, { email: 'late@example.test' });
      const path = await resetLink('late@example.test');
      await t.orm.em.fork().nativeUpdate(UserToken, { user: user.id }, { expiresAt: new Date(Date.now() - 1000) });
      expect((await http().get(path)).status).toBe(404);
    });
  });

  describe('POST /api/pleroma/password_reset/:token', () => {
    it('sets the password, lifts a forced reset, revokes the old tokens, and spends the link', async () => {
      const user = await makeUser(t, { email: 'reset@example.test', passwordResetPending: true });
      const oldToken = await tokenFor(t, user);
      const path = await resetLink('reset@example.test');
      const res = await http()
        .post(path)
        .type('form')
        .send({ password: 'my new password', password_confirmation: 'my new password' });
      expect(res.status).toBe(200);
      expect(res.text).toContain('Your password has been changed');
      expect((await basic(user.nickname, DEFAULT_PASSWORD)).status).toBe(401);
      expect((await basic(user.nickname, 'my new password')).status).toBe(200);
      expect(await t.orm.em.fork().count(OAuthToken, { user: user.id })).toBe(0);
      expect((await findUser(user.nickname))!.passwordResetPending).toBe(false);
      expect(
        (await http().get('/api/v1/accounts/verify_credentials').set('authorization', `Bearer ${oldToken}`)).status,
      ).toBe(401);
      const again = await http()
        .post(path)
        .type('form')
        .send({ password: 'another password', password_confirmation: 'another password' });
      expect(again.status).toBe(404);
      expect((await basic(user.nickname, 'my new password')).status).toBe(200);
    });

    it('shows the form again with the reason for a mismatch or a short password, changing nothing', async () => {
      const user = await makeUser(t, { email: 'typo@example.test' });
      const path = await resetLink('typo@example.test');
      const mismatch = await http()
        .post(path)
        .type('form')
        .send({ password: 'my new password', password_confirmation: 'my new pasword' });
      expect(mismatch.status).toBe(400);
      expect(mismatch.text).toContain('password_confirmation: does not match password');
      const short = await http().post(path).type('form').send({ password: 'short', password_confirmation: 'short' });
      expect(short.status).toBe(400);
      expect(short.text).toContain('password: should be at least 8 character(s)');
      expect((await basic(user.nickname, DEFAULT_PASSWORD)).status).toBe(200);
      expect((await http().get(path)).status).toBe(200);
    });

    it("accepts Pleroma's own form (POST /api/pleroma/password_reset with data[...])", async () => {
      const user = await makeUser(t, { email: 'classic@example.test' });
      const token = (await resetLink('classic@example.test')).split('/').pop()!;
      const res = await http().post('/api/pleroma/password_reset').type('form').send({
        'data[token]': token,
        'data[password]': 'classic new password',
        'data[password_confirmation]': 'classic new password',
      });
      expect(res.status).toBe(200);
      expect((await basic(user.nickname, 'classic new password')).status).toBe(200);
    });
  });
});
