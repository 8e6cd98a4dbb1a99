import { beforeEach, describe, expect, it } from '@jest/globals';
import { OAuthApp, OAuthToken, User } from '../../../../src/entities/index.js';
import { HOME_APP_NAME } from '../../../../src/frontends/home-app.js';
import { DEFAULT_PASSWORD, makeUser } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { updateSettings } from '../../../support/settings.js';

const t = useTestApp({}, { captcha: true });

const OPEN = {
  registrations_open: true,
  account_approval_required: false,
  account_activation_required: false,
};

beforeEach(async () => {
  const em = t.orm.em.fork();
  await updateSettings(em, 'instance', OPEN);
  await updateSettings(em, 'captcha', { enabled: false });
});

let ipCounter = 0;
/** Each request from its own address, so the registration rate limit stays out of the way. */
const http = () => {
  ipCounter += 1;
  return t.http().set('x-forwarded-for', `10.23.${ipCounter >> 8}.${ipCounter & 255}`);
};

/** The value of a named input of a page. */
const inputValue = (html: string, name: string) =>
  new RegExp(`<input type="hidden" name="${name}" value="([^"]*)">`).exec(html)?.[1] ?? null;

const cookieOf = (res: { headers: Record<string, unknown> }) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => c.split(';')[0]).join('; ');

let counter = 0;
const signup = (extra: Record<string, string> = {}) => {
  counter += 1;
  return {
    nickname: `newbie${counter}`,
    email: `newbie${counter}@example.test`,
    password: 'a long enough password',
    agreement: 'true',
    ...extra,
  };
};

describe('the sign-in form of our own page', () => {
  it("is the OAuth page's form, with labels, posted with this page's trusted app", async () => {
    const page = (await http().get('/')).text;
    expect(page).toContain('<form method="post" action="/oauth/authorize" class="card" aria-labelledby="signin">');
    expect(page).toContain('<label>Username or e-mail<input name="username" autocomplete="username" required></label>');
    expect(page).toContain(
      '<label>Password<input type="password" name="password" autocomplete="current-password" required></label>',
    );
    expect(inputValue(page, 'redirect_uri')).toBe(`${t.config.publicUrl}/`);
    const app = await t.orm.em.fork().findOneOrFail(OAuthApp, { clientId: inputValue(page, 'client_id')! });
    expect([app.name, app.trusted, app.scopes]).toEqual([HOME_APP_NAME, true, 'read']);
    // One app, however often the page is shown.
    await http().get('/');
    expect(await t.orm.em.fork().count(OAuthApp, { name: HOME_APP_NAME })).toBe(1);
  });

  it('signs in through the OAuth page and comes back to a page that says who is signed in', async () => {
    await makeUser(t, { nickname: 'ivy' });
    const page = (await http().get('/')).text;
    const fields = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state'].map((k) => [
      k,
      inputValue(page, k)!,
    ]);
    const signedIn = await http()
      .post('/oauth/authorize')
      .type('form')
      .send({ ...Object.fromEntries(fields), username: 'ivy', password: DEFAULT_PASSWORD, authorize: '1' });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.location).toMatch(new RegExp(`^${t.config.publicUrl}/\\?code=`));
    const home = await http().get('/').set('cookie', cookieOf(signedIn));
    expect(home.text).toContain('Signed in as <b>@ivy</b>');
    expect(home.text).not.toContain('action="/oauth/authorize"');
    expect(home.headers['cache-control']).toBe('no-store');
    // A wrong password stays on the OAuth page, signed out.
    const refused = await http()
      .post('/oauth/authorize')
      .type('form')
      .send({ ...Object.fromEntries(fields), username: 'ivy', password: 'wrong', authorize: '1' });
    expect([refused.status, refused.headers['set-cookie']]).toEqual([401, undefined]);
  });
});

describe('the registration form of our own page', () => {
  it('is shown while registration is open, and follows the settings at once', async () => {
    let page = (await http().get('/')).text;
    expect(page).toContain('<form method="post" action="/registration" class="card" aria-labelledby="register">');
    expect(page).not.toContain('name="reason"');
    expect(page).not.toContain('captcha_token');
    await updateSettings(t.orm.em.fork(), 'instance', {
      account_approval_required: true,
      account_activation_required: true,
    });
    await updateSettings(t.orm.em.fork(), 'captcha', { enabled: true });
    page = (await http().get('/')).text;
    expect(page).toContain('<textarea name="reason" rows="3" required></textarea>');
    expect(page).toContain('<input type="email" name="email" value="" autocomplete="email" required>');
    expect(page).toMatch(
      /<img class="captcha" src="data:image\/png;base64,[A-Za-z0-9+/=]+" alt="Captcha: type the characters this image shows"/,
    );
    expect(inputValue(page, 'captcha_token')).toBeTruthy();
    await updateSettings(t.orm.em.fork(), 'instance', { registrations_open: false });
    page = (await http().get('/')).text;
    expect(page).not.toContain('action="/registration"');
    expect(page).toContain('Registration is closed');
  });

  it('creates the account, signs the browser in and sends it to /', async () => {
    const body = signup();
    const res = await http().post('/registration').type('form').send(body);
    expect([res.status, res.headers.location]).toEqual([303, '/']);
    const user = await t.orm.em.fork().findOneOrFail(User, { nickname: body.nickname });
    expect(user.email).toBe(body.email);
    // No API token is left behind: the browser session signs the page in.
    expect(await t.orm.em.fork().count(OAuthToken, { user: user.id })).toBe(0);
    expect((await http().get('/').set('cookie', cookieOf(res))).text).toContain(
      `Signed in as <b>@${body.nickname}</b>`,
    );
  });

  it('asks for the captcha when it is on and refuses a wrong answer', async () => {
    await updateSettings(t.orm.em.fork(), 'captcha', { enabled: true });
    const page = (await http().get('/')).text;
    const captcha = {
      captcha_token: inputValue(page, 'captcha_token')!,
      captcha_answer_data: inputValue(page, 'captcha_answer_data')!,
    };
    const wrong = await http()
      .post('/registration')
      .type('form')
      .send(signup({ ...captcha, captcha_solution: 'nope' }));
    expect(wrong.status).toBe(422);
    expect(wrong.text).toContain('<li>captcha Invalid CAPTCHA</li>');
    const fresh = (await http().get('/')).text;
    const answer = JSON.parse(t.deps.box.open(inputValue(fresh, 'captcha_answer_data')!)).answer as string;
    const right = await http()
      .post('/registration')
      .type('form')
      .send(
        signup({
          captcha_token: inputValue(fresh, 'captcha_token')!,
          captcha_answer_data: inputValue(fresh, 'captcha_answer_data')!,
          captcha_solution: answer,
        }),
      );
    expect(right.status).toBe(303);
  });

  it('says what comes next for an account that must confirm its address', async () => {
    await updateSettings(t.orm.em.fork(), 'instance', { account_activation_required: true });
    const res = await http().post('/registration').type('form').send(signup());
    expect([res.status, res.headers['set-cookie']]).toEqual([200, undefined]);
    expect(res.text).toContain(
      '<p class="notice" role="status">You have been registered. Please check your email for further instructions.</p>',
    );
  });

  it('shows the problems, keeps the fields but the password, and creates nothing', async () => {
    await makeUser(t, { nickname: 'taken' });
    const before = await t.orm.em.fork().count(User);
    const res = await http()
      .post('/registration')
      .type('form')
      .send({ nickname: 'taken', email: 'x@example.test', password: 'secret password 1' });
    expect(res.status).toBe(422);
    expect(res.text).toContain('<div class="problems" role="alert">');
    expect(res.text).toContain('<li>agreement must be accepted</li>');
    expect(res.text).toContain('<li>nickname has already been taken</li>');
    expect(res.text).toContain('name="nickname" value="taken"');
    expect(res.text).not.toContain('secret password 1');
    expect(await t.orm.em.fork().count(User)).toBe(before);
  });

  it('is 403 while registration is closed, and left to an installed front-end', async () => {
    await updateSettings(t.orm.em.fork(), 'instance', { registrations_open: false });
    const res = await http().post('/registration').type('form').send(signup());
    expect(res.status).toBe(403);
    expect(res.text).toContain('<li>Registrations are closed</li>');
  });
});
