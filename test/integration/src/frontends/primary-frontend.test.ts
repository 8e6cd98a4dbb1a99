import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setPrimaryFrontend } from '../../../../src/frontends/primary-frontend.js';
import { makeStatus } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { kw } from '../../../support/config.js';
import { updateSettings } from '../../../support/settings.js';
import { useTestApp } from '../../../support/app.js';
import { api } from '../../../support/rest.js';
import { zip } from '../../../support/zip.js';

const t = useTestApp();
let tmp: string;
let adminToken: string;

const INDEX = '<!doctype html><title>Tiny FE</title><div id="app"></div>';

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'fedigraph-primary-'));
  writeFileSync(
    join(tmp, 'tiny.zip'),
    await zip({ 'dist/index.html': INDEX, 'dist/static/config.json': '{"theme":"tiny"}' }),
  );
  adminToken = await tokenFor(t, await makeUser(t, { isAdmin: true }), ['admin']);
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('/ without a front-end', () => {
  it("shows this server's own page, following the instance's settings on each request", async () => {
    const first = await t.http().get('/');
    expect(first.status).toBe(200);
    expect(first.type).toBe('text/html');
    expect(first.text).toContain('<h1>fedigraph</h1>');
    expect(first.text).toContain('href="/graphql"');
    expect(first.text).toContain('Registration is open');
    await updateSettings(t.orm.em.fork(), 'instance', {
      name: 'Cats & <Co>',
      description: 'All about cats',
      registrations_open: false,
    });
    const after = (await t.http().get('/')).text;
    expect(after).toContain('<h1>Cats &amp; &lt;Co&gt;</h1>');
    expect(after).toContain('<meta property="og:description" content="All about cats">');
    expect(after).toContain('Registration is closed');
    expect(after).not.toMatch(/<script|(src|href)="https?:/);
  });

  it('leaves other paths to the 404 and the APIs alone', async () => {
    expect((await t.http().get('/main/all')).status).toBe(404);
    expect((await t.http().get('/api/v1/nothing-here')).body).toEqual({ error: 'Not found' });
  });
});

describe('/@nickname without a front-end', () => {
  it('shows the profile and its public and unlisted statuses, with OpenGraph and Twitter tags; nothing private', async () => {
    const carol = await makeUser(t, { nickname: 'carol', displayName: 'Carol <C>' });
    await makeStatus(t, carol, { status: 'a public hello', visibility: 'public' });
    await makeStatus(t, carol, { status: 'an unlisted hello', visibility: 'unlisted' });
    await makeStatus(t, carol, { status: 'for followers only', visibility: 'private' });
    await makeStatus(t, carol, { status: 'a direct secret @carol', visibility: 'direct' });
    const res = await t.http().get('/@carol').set('accept', 'text/html');
    expect([res.status, res.type]).toEqual([200, 'text/html']);
    expect(res.text).toContain('<h1>Carol &lt;C&gt;</h1>');
    expect(res.text).toContain('<meta property="og:title" content="Carol &lt;C&gt; (@carol)">');
    expect(res.text).toContain('<meta name="twitter:card" content="summary">');
    expect(res.text).toContain('a public hello');
    expect(res.text).toContain('an unlisted hello');
    expect(res.text).not.toContain('for followers only');
    expect(res.text).not.toContain('direct secret');
  });

  it('is 404 for unknown, deactivated and unconfirmed accounts', async () => {
    await makeUser(t, { nickname: 'gone', deactivated: true });
    await makeUser(t, { nickname: 'unconfirmed', confirmationPending: true });
    for (const nick of ['nobody', 'gone', 'unconfirmed', '..'])
      expect([nick, (await t.http().get(`/@${nick}`)).status]).toEqual([nick, 404]);
    // A malformed escape is refused before any route, as every path is.
    expect((await t.http().get('/@%E0%A4%A')).status).toBe(400);
  });
});

describe('/ with the primary front-end installed', () => {
  it('serves its index.html at / and at every client-side route, its files as they are', async () => {
    const installed = await api(t, adminToken)
      .post('/api/pleroma/admin/frontends/install')
      .send({ name: 'tiny-fe', ref: 'v1', file: join(tmp, 'tiny.zip') });
    expect(installed.status).toBe(200);
    // The default primary (pleroma-fe, stable) is not installed: still our own page.
    expect((await t.http().get('/')).text).toContain('<h1>');
    const stored = await api(t, adminToken)
      .post('/api/pleroma/admin/config')
      .send({
        configs: [{ group: ':pleroma', key: ':frontends', value: kw({ primary: { name: 'tiny-fe', ref: 'v1' } }) }],
      });
    expect(stored.status).toBe(200);
    for (const path of ['/', '/main/all', '/main/friends', '/users/alice', '/notice/1', '/@alice', '/settings/x'])
      expect([path, (await t.http().get(path).set('accept', 'text/html')).text]).toEqual([path, INDEX]);
    const config = await t.http().get('/static/config.json');
    expect([config.status, config.body]).toEqual([200, { theme: 'tiny' }]);
    expect((await t.http().get('/static/missing.js')).status).toBe(404);
    expect((await t.http().get('/api/v1/nothing-here')).status).toBe(404);
    expect((await t.http().get('/api/v1/instance')).body.title).toBeDefined();
  });

  it('is set by setPrimaryFrontend (the CLI) as by the config API; bad names are refused', async () => {
    const em = t.orm.em.fork();
    await setPrimaryFrontend(em, null, { name: 'pleroma-fe', ref: 'stable' });
    expect((await t.http().get('/')).text).not.toBe(INDEX);
    await expect(setPrimaryFrontend(em, null, { name: '../etc', ref: 'x' })).rejects.toThrow(/^name: /);
    await setPrimaryFrontend(em, null, { name: 'tiny-fe', ref: 'v1' });
    expect((await t.http().get('/')).text).toBe(INDEX);
  });
});
