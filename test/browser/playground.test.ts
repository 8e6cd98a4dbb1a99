import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { makeStatus } from '../factories/social.factory.js';
import { DEFAULT_PASSWORD, makeUser } from '../factories/user.factory.js';
import { startListeningApp, type ListeningApp } from '../helpers/streaming.js';

/** Debian's chromium (`.ci/run` installs it); without it the browser test is skipped with this reason. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium)
  console.warn(
    `playground browser test skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`,
  );
const describeInBrowser = haveChromium ? describe : describe.skip;

describeInBrowser('GET /graphql in a browser (the playground)', () => {
  let t: ListeningApp;
  let browser: Browser;
  let page: Page;
  const foreign: string[] = [];
  const cspViolations: string[] = [];

  beforeAll(async () => {
    t = await startListeningApp();
    await makeUser(t, { nickname: 'boss', isAdmin: true });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    page = await browser.newPage();
    const origin = new URL(t.base);
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.protocol !== 'data:' && url.host !== origin.host) foreign.push(req.url());
    });
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
    });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
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

    await page.goto(`${t.base}/graphql?query=${encodeURIComponent('{ me { nickname } }')}`);
    await page.locator('#who').filter({ hasText: '@boss' }).waitFor({ timeout: 20_000 });
    expect(await runAndSee('"nickname": "boss"')).toContain('"me"');

    // An admin query answers with data, not FORBIDDEN (the token carries the admin scope).
    await page.goto(`${t.base}/graphql?query=${encodeURIComponent('{ adminUsers { __typename } }')}`);
    const admin = await runAndSee('__typename');
    expect(admin).not.toContain('FORBIDDEN');

    // A subscription over graphql-ws on the same /graphql: a new public status shows up in the response pane.
    await page.goto(
      `${t.base}/graphql?query=${encodeURIComponent('subscription { statusAdded(timeline: PUBLIC) { content } }')}`,
    );
    await page.locator('.graphiql-execute-button').click();
    const author = await makeUser(t);
    // Posted until one arrives: the socket may still be opening when the first one is published.
    await paneShows('hello from the test', () => makeStatus(t, author, 'hello from the test'));

    await page.screenshot({ path: process.env.PLAYGROUND_SCREENSHOT ?? '/tmp/fedigraph-playground.png' });
    expect(foreign).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('sign-out forgets the token: the next query runs anonymously', async () => {
    await page.goto(`${t.base}/graphql?query=${encodeURIComponent('{ me { nickname } }')}`);
    await page.locator('#who').filter({ hasText: '@boss' }).waitFor({ timeout: 20_000 });
    await page.click('#sign-out');
    await page.locator('input[type=password]').waitFor({ state: 'visible' });
    expect(await runAndSee('UNAUTHENTICATED')).not.toContain('"nickname": "boss"');
  });
});
