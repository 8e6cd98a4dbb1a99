import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Status, User } from '../../../../src/entities/index.js';
import { makeStatus } from '../../../support/factories/social.factory.js';
import { makeUser } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';

const t = useTestApp();
let dora: User;
let root: Status;
let reply: Status;

const html = (path: string) => t.http().get(path).set('accept', 'text/html');

beforeAll(async () => {
  dora = await makeUser(t, { nickname: 'dora', displayName: 'Dora "D" <Explorer>' });
  const eve = await makeUser(t, { nickname: 'eve' });
  const gone = await makeUser(t, { nickname: 'gone' });
  root = await makeStatus(t, dora, { status: 'the thread starts & goes on', visibility: 'public' });
  reply = await makeStatus(t, eve, {
    status: '@dora an unlisted answer',
    visibility: 'unlisted',
    inReplyToId: String(root.id),
  });
  await makeStatus(t, eve, { status: '@dora only for followers', visibility: 'private', inReplyToId: String(root.id) });
  await makeStatus(t, gone, { status: '@dora from a closed account', inReplyToId: String(root.id) });
  const em = t.orm.em.fork();
  await em.nativeUpdate('User', { id: gone.id }, { deactivated: true });
});

describe('/notice/:id without a front-end', () => {
  it('shows the status and its public thread, with OpenGraph and Twitter tags', async () => {
    const res = await html(`/notice/${root.id}`);
    expect([res.status, res.type]).toEqual([200, 'text/html']);
    expect(res.text).toContain('<meta property="og:type" content="article">');
    expect(res.text).toContain('<meta property="og:title" content="Dora &quot;D&quot; &lt;Explorer&gt; (@dora)">');
    expect(res.text).toContain('<meta property="og:description" content="the thread starts &amp; goes on">');
    expect(res.text).toContain(`<meta property="og:url" content="${t.config.publicUrl}/notice/${root.id}">`);
    expect(res.text).toContain('<meta name="twitter:card" content="summary">');
    expect(res.text).toContain('<meta name="twitter:description" content="the thread starts &amp; goes on">');
    expect(res.text).toContain(
      `<link rel="alternate" type="application/activity+json" href="${t.config.publicUrl}/objects/${root.id}">`,
    );
    expect(res.text).toContain('<article class="current" aria-current="page">');
    expect(res.text).toContain('an unlisted answer');
    expect(res.text).not.toContain('only for followers');
    expect(res.text).not.toContain('closed account');
    // No script, and nothing from another origin.
    expect(res.text).not.toMatch(/<script|(src|href)="https?:\/\/(?!fedigraph\.test\/)/);
  });

  it('shows a reply with the status it answers above it', async () => {
    const res = await html(`/notice/${reply.id}`);
    expect(res.status).toBe(200);
    const body = res.text.slice(res.text.indexOf('<main>'));
    expect(body.indexOf('the thread starts')).toBeLessThan(body.indexOf('an unlisted answer'));
    expect(body).toContain(
      '<article class="current" aria-current="page"><p class="meta"><a class="author" href="/@eve">',
    );
  });

  it('is a 404 page for private, direct, unknown and malformed ids, and for a closed account', async () => {
    const privateOne = await makeStatus(t, dora, { status: 'followers see this', visibility: 'private' });
    const direct = await makeStatus(t, dora, { status: '@eve secret', visibility: 'direct' });
    const closed = await makeUser(t, { nickname: 'closed' });
    const closedStatus = await makeStatus(t, closed, 'a public post of a closed account');
    await t.orm.em.fork().nativeUpdate('User', { id: closed.id }, { deactivated: true });
    for (const id of [privateOne.id, direct.id, closedStatus.id, 999999, 'abc', '0']) {
      const res = await html(`/notice/${id}`);
      expect([id, res.status, res.type]).toEqual([id, 404, 'text/html']);
      expect(res.text).toContain('<h1>Not found</h1>');
      expect(res.text).not.toMatch(/followers see this|secret|closed account/);
    }
  });
});

describe('content negotiation on /users/:nickname and /objects/:id', () => {
  it('answers ActivityPub JSON to activity+json and ld+json requests', async () => {
    for (const accept of [
      'application/activity+json',
      'application/ld+json; profile="https://www.w3.org/ns/activitystreams"',
    ]) {
      const actor = await t.http().get('/users/dora').set('accept', accept);
      expect([accept, actor.status, actor.headers['content-type']]).toEqual([
        accept,
        200,
        expect.stringMatching(/json/),
      ]);
      expect(JSON.parse(actor.text)).toMatchObject({ type: 'Person', preferredUsername: 'dora' });
      const note = await t.http().get(`/objects/${root.id}`).set('accept', accept);
      expect([accept, note.status]).toEqual([accept, 200]);
      expect(JSON.parse(note.text)).toMatchObject({ type: 'Note', id: `${t.config.publicUrl}/objects/${root.id}` });
    }
  });

  it('answers browsers with the profile page, and leads them from an object to its notice page (302)', async () => {
    const profile = await html('/users/dora');
    expect([profile.status, profile.type]).toEqual([200, 'text/html']);
    expect(profile.text).toContain('<meta property="og:type" content="profile">');
    expect(profile.text).toContain('the thread starts &amp; goes on');
    const object = await html(`/objects/${root.id}`);
    expect([object.status, object.headers.location]).toEqual([302, `/notice/${root.id}`]);
  });

  it('never leads a browser to a status it may not see, nor shows an invisible account', async () => {
    const privateOne = await makeStatus(t, dora, { status: 'not for you', visibility: 'private' });
    expect((await html(`/objects/${privateOne.id}`)).status).toBe(404);
    expect((await html('/objects/999999')).status).toBe(404);
    expect((await html('/users/gone')).status).toBe(404);
    expect((await html('/users/nobody')).status).toBe(404);
  });
});
