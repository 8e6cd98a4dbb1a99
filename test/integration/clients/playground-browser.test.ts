import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { User } from '../../../src/entities/index.js';
import { totpCode } from '../../../src/mfa/totp.js';
import { makeStatus } from '../../support/factories/social.factory.js';
import { DEFAULT_PASSWORD, makeUser, tokenFor } from '../../support/factories/user.factory.js';
import { useListeningApp } from '../../support/streaming.js';

/** Debian's chromium (`.ci/run` installs it); without it the browser test is skipped with this reason. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium)
  console.warn(
    `playground browser test skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`,
  );
const describeInBrowser = haveChromium ? describe : describe.skip;

describeInBrowser('GET /graphql in a browser (the playground)', () => {
  let browser: Browser;
  afterAll(async () => {
    await browser?.close();
  });
  const t = useListeningApp();
  let page: Page;
  const foreign: string[] = [];
  const cspViolations: string[] = [];

  beforeAll(async () => {
    await makeUser(t, { nickname: 'boss', isAdmin: true });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    // One context, as one browser window: its tabs share localStorage, each has its own sessionStorage.
    const context = await browser.newContext();
    page = await context.newPage();
    const origin = new URL(t.base);
    context.on('request', (req) => {
      const url = new URL(req.url());
      if (url.protocol !== 'data:' && url.host !== origin.host) foreign.push(req.url());
    });
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
    });
  });

  /** Reads the response pane until it shows `expected` (calling `between` before each read), or fails after 20 s. */
  async function paneShows(expected: string, between: () => Promise<unknown> = async () => undefined): Promise<string> {
    const deadline = Date.now() + 20_000;
    let text = '';
    while (Date.now() < deadline) {
      await between();
      text = (await page.locator('.result-window').textContent()) ?? '';
      if (text.includes(expected)) return text;
      await page.waitForTimeout(500);
    }
    throw new Error(`the response pane never showed ${expected}; it shows: ${text.slice(0, 500)}`);
  }

  /** Runs what the editor holds and waits until the response pane shows `expected`. */
  async function runAndSee(expected: string): Promise<string> {
    await page.locator('.graphiql-execute-button').click();
    return paneShows(expected);
  }

  test('signs in with the password form, runs queries as that user, receives a subscription event, and never leaves the origin', async () => {
    const res = await page.goto(`${t.base}/graphql`);
    expect(res?.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");

    // Anonymous: the page works, the sign-in form is there.
    await expect(page.locator('input[type=password]')).toBeDefined();
    await page.fill('input[name=nickname]', 'boss');
    await page.fill('input[type=password]', DEFAULT_PASSWORD);
    await page.press('input[type=password]', 'Enter');
    await page.locator('#who').filter({ hasText: '@boss' }).waitFor({ timeout: 20_000 });

    // The token is kept for this tab only: another tab of the same browser starts signed out.
    const otherTab = await page.context().newPage();
    await otherTab.goto(`${t.base}/graphql`);
    await otherTab.locator('input[type=password]').waitFor({ state: 'visible' });
    expect(await otherTab.locator('#signed-in').isHidden()).toBe(true);
    await otherTab.close();

    await page.goto(`${t.base}/graphql?query=${encodeURIComponent('{ me { nickname } }')}`);
    await page.locator('#who').filter({ hasText: '@boss' }).waitFor({ timeout: 20_000 });
    expect(await runAndSee('"nickname": "boss"')).toContain('"me"');

    // `&variables=` opens the operation with its variables.
    const lookup = 'query Lookup($acct: String!) { account(acct: $acct) { nickname } }';
    await page.goto(
      `${t.base}/graphql?query=${encodeURIComponent(lookup)}&variables=${encodeURIComponent('{"acct":"boss"}')}`,
    );
    await page.locator('#who').filter({ hasText: '@boss' }).waitFor({ timeout: 20_000 });
    expect(await runAndSee('"account"')).toContain('"nickname": "boss"');

    // An admin query answers with data, not FORBIDDEN (the token carries the admin scope).
    await page.goto(
      `${t.base}/graphql?query=${encodeURIComponent('{ adminUsers { totalCount nodes { nickname } } }')}`,
    );
    const admin = await runAndSee('"nickname": "boss"');
    expect(admin).not.toContain('FORBIDDEN');

    // A subscription over graphql-ws on the same /graphql, signed in through connection_init (notificationAdded
    // needs a viewer): a status mentioning @boss shows up in the response pane as a notification.
    await page.goto(
      `${t.base}/graphql?query=${encodeURIComponent('subscription { notificationAdded { type status { content } } }')}`,
    );
    await page.locator('#who').filter({ hasText: '@boss' }).waitFor({ timeout: 20_000 });
    await page.locator('.graphiql-execute-button').click();
    const author = await makeUser(t);
    // Posted until one arrives: the socket may still be opening when the first one is published.
    const event = await paneShows('hello from the test', () => makeStatus(t, author, '@boss hello from the test'));
    expect(event).toContain('"type": "MENTION"');

    await page.screenshot({ path: process.env.PLAYGROUND_SCREENSHOT ?? '/tmp/fedigraph-playground.png' });
    expect(foreign).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('the docs explorer shows the schema with its descriptions', async () => {
    await page.goto(`${t.base}/graphql`);
    await page.getByRole('button', { name: /Documentation Explorer/ }).click();
    const docs = page.locator('.graphiql-doc-explorer');
    await docs
      .locator('a', { hasText: /^Query$/ })
      .first()
      .click();
    await docs.getByText('give exactly one. NOT_FOUND when there is none').waitFor({ timeout: 20_000 });
  });

  test('sign-out forgets the token: the next query runs anonymously', async () => {
    await page.goto(`${t.base}/graphql?query=${encodeURIComponent('{ me { nickname } }')}`);
    await page.locator('#who').filter({ hasText: '@boss' }).waitFor({ timeout: 20_000 });
    await page.click('#sign-out');
    await page.locator('input[type=password]').waitFor({ state: 'visible' });
    expect(await runAndSee('UNAUTHENTICATED')).not.toContain('"nickname": "boss"');
  });

  test('an account with multi-factor authentication signs in with its code as the second step', async () => {
    const user = await makeUser(t, { nickname: 'guarded' });
    const token = await tokenFor(t, user);
    const setup = await t
      .http()
      .get('/api/pleroma/accounts/mfa/setup/totp')
      .set('authorization', `Bearer ${token}`)
      .expect(200);
    await t
      .http()
      .post('/api/pleroma/accounts/mfa/confirm/totp')
      .set('authorization', `Bearer ${token}`)
      .send({ password: DEFAULT_PASSWORD, code: totpCode(setup.body.key) })
      .expect(200);
    // The confirmation spent this step's code; the sign-in below may use it again.
    await t.orm.em.fork().nativeUpdate(User, { id: user.id }, { mfaLastStep: null });

    await page.goto(`${t.base}/graphql`);
    await page.fill('input[name=nickname]', 'guarded');
    await page.fill('input[type=password]', DEFAULT_PASSWORD);
    await page.press('input[type=password]', 'Enter');
    await page.locator('#sign-in-error').filter({ hasText: 'Enter the code' }).waitFor({ timeout: 20_000 });
    await page.fill('input[name=code]', totpCode(setup.body.key));
    await page.press('input[name=code]', 'Enter');
    await page.locator('#who').filter({ hasText: '@guarded' }).waitFor({ timeout: 20_000 });
    await page.goto(`${t.base}/graphql?query=${encodeURIComponent('{ me { nickname } }')}`);
    await page.locator('#who').filter({ hasText: '@guarded' }).waitFor({ timeout: 20_000 });
    expect(await runAndSee('"nickname": "guarded"')).toContain('"me"');
    expect(foreign).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
