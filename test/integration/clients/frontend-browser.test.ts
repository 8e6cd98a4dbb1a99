import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { setPrimaryFrontend } from '../../../src/frontends/primary-frontend.js';
import { makeStatus } from '../../support/factories/social.factory.js';
import { DEFAULT_PASSWORD, makeUser, tokenFor } from '../../support/factories/user.factory.js';
import { api } from '../../support/rest.js';
import { useListeningApp } from '../../support/streaming.js';
import { zip } from '../../support/zip.js';

/** Debian's chromium (`.ci/run` installs it); where it is missing or cannot start, the test is skipped and says why. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LAUNCH = { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] };
let skipReason = existsSync(CHROMIUM)
  ? null
  : `no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`;
if (!skipReason) {
  const probe = await chromium.launch(LAUNCH).catch((err: Error) => {
    skipReason = `Chromium at ${CHROMIUM} cannot be launched: ${err.message.split('\n')[0]}`;
    return null;
  });
  await probe?.close();
}
if (skipReason) console.warn(`front-end browser test skipped: ${skipReason}`);
const describeInBrowser = skipReason ? describe.skip : describe;

/** A tiny front-end: its script writes the client-side route it was opened at into the page. */
const FRONTEND = {
  'dist/index.html':
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tiny FE</title><script src="/static/app.js" defer></script></head><body><h1 id="route">loading</h1></body></html>',
  'dist/static/app.js': "document.getElementById('route').textContent = 'Tiny FE at ' + location.pathname;",
};

describeInBrowser('the face of the server in a browser', () => {
  let browser: Browser;
  let tmp: string;
  afterAll(async () => {
    await browser?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });
  const t = useListeningApp();
  const foreign: string[] = [];
  const cspViolations: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch(LAUNCH);
    tmp = mkdtempSync(join(tmpdir(), 'fedigraph-face-'));
  });

  /** A fresh browser window (its own cookies) that records requests to other origins and CSP violations. */
  async function newPage() {
    const context = await browser.newContext();
    context.on('request', (req) => {
      const url = new URL(req.url());
      if (url.protocol !== 'data:' && url.host !== new URL(t.base).host) foreign.push(req.url());
    });
    const page = await context.newPage();
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
    });
    return page;
  }

  test('our own page signs in through the OAuth page and comes back signed in', async () => {
    await makeUser(t, { nickname: 'june' });
    const page = await newPage();
    await page.goto(`${t.base}/`);
    const signIn = page.locator('form[aria-labelledby=signin]');
    await signIn.getByLabel('Username or e-mail').fill('june');
    await signIn.getByLabel('Password').fill(DEFAULT_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('#signed-in').filter({ hasText: '@june' }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  test('our own page registers an account, with the keyboard alone', async () => {
    const page = await newPage();
    await page.goto(`${t.base}/`);
    const form = page.locator('form[aria-labelledby=register]');
    await form.getByLabel('Username').focus();
    await page.keyboard.type('kit');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kit@example.test');
    await page.keyboard.press('Tab');
    await page.keyboard.type('a long enough password');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // the agreement
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator('#signed-in').filter({ hasText: '@kit' }).waitFor({ timeout: 20_000 });
    await page.context().close();
  });

  test('opens a profile page and a notice page, with their preview tags', async () => {
    const lena = await makeUser(t, { nickname: 'lena', displayName: 'Lena' });
    const status = await makeStatus(t, lena, { status: 'lena in a browser', visibility: 'public' });
    const page = await newPage();
    await page.goto(`${t.base}/@lena`);
    await page.getByRole('heading', { name: 'Lena' }).waitFor();
    await page.getByText('lena in a browser').waitFor();
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('Lena (@lena)');
    await page.getByRole('link', { name: /UTC/ }).click();
    await page.waitForURL(`${t.base}/notice/${status.id}`);
    expect(await page.locator('article[aria-current=page]').textContent()).toContain('lena in a browser');
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary');
    // An ActivityPub object URL opened in a browser leads to its notice page.
    await page.goto(`${t.base}/objects/${status.id}`);
    expect(page.url()).toBe(`${t.base}/notice/${status.id}`);
    await page.context().close();
  });

  test('an installed front-end zip is served at / and at its client-side routes, its script running', async () => {
    const file = join(tmp, 'tiny.zip');
    writeFileSync(file, await zip(FRONTEND));
    const admin = await makeUser(t, { nickname: 'root', isAdmin: true });
    const installed = await api(t, await tokenFor(t, admin, ['admin']))
      .post('/api/pleroma/admin/frontends/install')
      .send({ name: 'tiny-fe', ref: 'v1', file });
    expect(installed.status).toBe(200);
    await setPrimaryFrontend(t.orm.em.fork(), null, { name: 'tiny-fe', ref: 'v1' });
    const page = await newPage();
    for (const path of ['/', '/main/all', '/users/lena', '/@lena', '/settings/profile']) {
      await page.goto(`${t.base}${path}`);
      await page
        .locator('#route')
        .filter({ hasText: `Tiny FE at ${path}` })
        .waitFor({ timeout: 20_000 });
    }
    await page.context().close();
    expect(foreign).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
