import { beforeEach, describe, expect, it } from '@jest/globals';
import { User } from '../../../../src/entities/index.js';
import { updateSettings } from '../../../support/settings.js';
import { useTestApp } from '../../../support/app.js';

const t = useTestApp({}, { captcha: true });
beforeEach(async () => {
  await updateSettings(t.orm.em.fork(), 'captcha', { enabled: true, seconds_valid: 300 });
});

let ipCounter = 0;
const http = () => {
  ipCounter += 1;
  return t.http().set('x-forwarded-for', `10.17.${ipCounter >> 8}.${ipCounter & 255}`);
};

async function appToken(): Promise<string> {
  const app = await http()
    .post('/api/v1/apps')
    .send({ client_name: 'signup', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' });
  const token = await http()
    .post('/oauth/token')
    .send({ grant_type: 'client_credentials', client_id: app.body.client_id, client_secret: app.body.client_secret });
  return token.body.access_token;
}

let counter = 0;
const signup = (extra: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    username: `captcha${counter}`,
    email: `captcha${counter}@example.test`,
    password: 'a long enough password',
    agreement: true,
    ...extra,
  };
};
const register = async (body: Record<string, unknown>) =>
  http()
    .post('/api/v1/accounts')
    .set('authorization', `Bearer ${await appToken()}`)
    .send(body);
const getCaptcha = async () => (await http().get('/api/pleroma/captcha')).body;
/** What the picture shows: the test reads it from the sealed answer data, as only the server can. */
const answerOf = (captcha: { answer_data: string }) =>
  JSON.parse(t.deps.box.open(captcha.answer_data)).answer as string;
const answered = (c: { token: string; answer_data: string }, solution: string) => ({
  captcha_token: c.token,
  captcha_answer_data: c.answer_data,
  captcha_solution: solution,
});
const userCount = () => t.orm.em.fork().count(User, {});
const captchaError = (message: string) => ({ error: JSON.stringify({ captcha: [message] }) });

describe('GET /api/pleroma/captcha', () => {
  it('answers a native captcha: a PNG picture, a token, sealed answer data and its lifetime', async () => {
    const res = await http().get('/api/pleroma/captcha');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      type: 'native',
      token: expect.any(String),
      url: expect.stringMatching(/^data:image\/png;base64,/),
      answer_data: expect.any(String),
      seconds_valid: 300,
    });
    const png = Buffer.from(res.body.url.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.length).toBeGreaterThan(500);
    expect(res.body.answer_data).not.toContain(answerOf(res.body));
    const other = await getCaptcha();
    expect(other.token).not.toBe(res.body.token);
  });

  it('answers {type: "none"} while captcha is off, and registration needs none', async () => {
    await updateSettings(t.orm.em.fork(), 'captcha', { enabled: false });
    expect((await http().get('/api/pleroma/captcha')).body).toEqual({ type: 'none' });
    expect((await register(signup())).status).toBe(200);
  });

  it('follows seconds_valid', async () => {
    await updateSettings(t.orm.em.fork(), 'captcha', { seconds_valid: 60 });
    expect((await getCaptcha()).seconds_valid).toBe(60);
  });
});

describe('POST /api/v1/accounts with captcha on', () => {
  it('registers with the right answer (any case), once', async () => {
    const c = await getCaptcha();
    const res = await register(signup(answered(c, answerOf(c).toUpperCase())));
    expect(res.status).toBe(200);
    expect(res.body.access_token).toEqual(expect.any(String));
    const again = await register(signup(answered(c, answerOf(c))));
    expect(again.status).toBe(400);
    expect(again.body).toEqual(captchaError('CAPTCHA already used'));
  });

  it('refuses a missing field, naming it, and creates nothing', async () => {
    const c = await getCaptcha();
    const before = await userCount();
    for (const [missing, body] of [
      ['captcha_solution', { captcha_token: c.token, captcha_answer_data: c.answer_data }],
      ['captcha_token', { captcha_solution: 'x', captcha_answer_data: c.answer_data }],
      ['captcha_answer_data', { captcha_solution: 'x', captcha_token: c.token }],
    ] as const) {
      const res = await register(signup(body));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(captchaError(`Invalid CAPTCHA (Missing parameter: ${missing})`));
    }
    expect(await userCount()).toBe(before);
  });

  it('a wrong answer spends the captcha', async () => {
    const c = await getCaptcha();
    const wrong = await register(signup(answered(c, 'wrong')));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(captchaError('Invalid CAPTCHA'));
    expect((await register(signup(answered(c, answerOf(c))))).body).toEqual(captchaError('CAPTCHA already used'));
  });

  it('refuses answer data that was tampered with or belongs to another token', async () => {
    const [a, b] = [await getCaptcha(), await getCaptcha()];
    const tampered = await register(
      signup({ ...answered(a, answerOf(a)), captcha_answer_data: `${a.answer_data.slice(0, -2)}AA` }),
    );
    expect(tampered.body).toEqual(captchaError('Invalid answer data'));
    const swapped = await register(signup({ ...answered(a, answerOf(b)), captcha_answer_data: b.answer_data }));
    expect(swapped.body).toEqual(captchaError('Invalid answer data'));
  });

  it('refuses an expired captcha', async () => {
    await updateSettings(t.orm.em.fork(), 'captcha', { seconds_valid: 0 });
    const c = await getCaptcha();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await register(signup(answered(c, answerOf(c))))).body).toEqual(captchaError('CAPTCHA expired'));
  });

  it('does not spend the captcha on a form with other problems', async () => {
    const c = await getCaptcha();
    const bad = await register(signup({ ...answered(c, answerOf(c)), agreement: false }));
    expect(bad.status).toBe(400);
    expect(bad.body.error).not.toContain('captcha');
    expect((await register(signup(answered(c, answerOf(c))))).status).toBe(200);
  });
});
