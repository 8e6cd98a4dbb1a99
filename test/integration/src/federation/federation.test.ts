import { beforeAll, describe, expect, it } from '@jest/globals';
import { createServer as createHttpServer } from 'node:http';
import { signRequest } from '@fedify/fedify';
import { Temporal } from '@js-temporal/polyfill';
import { keyPairsOf } from '../../../../src/federation/keys.js';
import { updateSettings } from '../../../support/settings.js';
import { makeUser, tokenFor, clientOf } from '../../../support/factories/user.factory.js';
import { startTestApp } from '../../../support/app.js';
import { eventually, hostOf, useInstance, resolveRemote } from '../../../support/federation.js';
import { api, type Client } from '../../../support/rest.js';

/** Two live instances federating over loopback (ALLOW_PRIVATE_ADDRESSES): `a` (alice) and `b` (bob, carol). */
const a = useInstance();
const b = useInstance();
let alice: Client;
let bob: Client;
let carol: Client;
let dave: Client;
let bobHandle: string;
let aliceHandle: string;

beforeAll(async () => {
  alice = await clientOf(a, 'alice');
  dave = await clientOf(a, 'dave');
  bob = await clientOf(b, 'bob');
  carol = await clientOf(b, 'carol');
  bobHandle = `bob@${hostOf(b)}`;
  aliceHandle = `alice@${hostOf(a)}`;
}, 60_000);

describe('actors and WebFinger', () => {
  it('serves a local account as a Person with both keys, and finds it by WebFinger', async () => {
    const wf = await api(a).get(`/.well-known/webfinger?resource=acct:${aliceHandle}`).expect(200);
    const self = wf.body.links.find((l: { rel: string }) => l.rel === 'self');
    expect(self.href).toBe(`${a.config.publicUrl}/users/alice`);
    const actor = await api(a).get('/users/alice').set('accept', 'application/activity+json').expect(200);
    expect(actor.body).toMatchObject({
      type: 'Person',
      id: `${a.config.publicUrl}/users/alice`,
      preferredUsername: 'alice',
      inbox: `${a.config.publicUrl}/users/alice/inbox`,
      endpoints: { sharedInbox: `${a.config.publicUrl}/inbox` },
    });
    expect(actor.body.publicKey.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(actor.body.assertionMethod).toHaveLength(2);
    // The same keys on the next request (made once, kept).
    const again = await api(a).get('/users/alice').set('accept', 'application/activity+json').expect(200);
    expect(again.body.publicKey.publicKeyPem).toBe(actor.body.publicKey.publicKeyPem);
  });

  it('leaves HTML requests and unknown accounts to the rest of the app', async () => {
    await api(a).get('/users/nobody').set('accept', 'application/activity+json').expect(404);
    await api(a)
      .get(`/.well-known/webfinger?resource=acct:nobody@${hostOf(a)}`)
      .expect(404);
  });
});

describe('follow, post, mention, delete between two instances', () => {
  let bobOnA: string;

  it('resolves a remote account by handle; its acct is nick@host', async () => {
    bobOnA = await resolveRemote(alice, bobHandle, 'accounts');
    const res = await alice.get(`/api/v1/accounts/${bobOnA}`).expect(200);
    expect(res.body).toMatchObject({
      acct: bobHandle,
      username: expect.any(String),
      url: `${b.config.publicUrl}/users/bob`,
    });
  });

  it('a remote follow is accepted by the other side (same follow() as the API)', async () => {
    await alice.post(`/api/v1/accounts/${bobOnA}/follow`).expect(200);
    const accepted = await eventually(async () => {
      const rel = await alice.get(`/api/v1/accounts/relationships?id[]=${bobOnA}`).expect(200);
      return rel.body[0].following === true;
    });
    expect(accepted).toBe(true);
    // Bob's side: alice is a follower, and bob was notified.
    const followers = await bob.get('/api/v1/accounts/verify_credentials').expect(200);
    expect(followers.body.followers_count).toBe(1);
    const notes = await bob.get('/api/v1/notifications').expect(200);
    expect(notes.body[0]).toMatchObject({ type: 'follow', account: { acct: aliceHandle } });
  });

  it("a public post reaches the follower's home timeline", async () => {
    const posted = await bob
      .post('/api/v1/statuses')
      .send({ status: 'hello #fediverse', spoiler_text: 'cw' })
      .expect(200);
    const status = await eventually(async () => {
      const home = await alice.get('/api/v1/timelines/home').expect(200);
      return home.body.find((s: { content: string }) => s.content.includes('hello'));
    });
    expect(status).toMatchObject({
      account: { acct: bobHandle },
      spoiler_text: 'cw',
      visibility: 'public',
      uri: posted.body.uri,
      tags: [expect.objectContaining({ name: 'fediverse' })],
    });
  });

  it('a mention becomes a notification on the other side', async () => {
    await bob
      .post('/api/v1/statuses')
      .send({ status: `hi @${aliceHandle}` })
      .expect(200);
    const note = await eventually(async () => {
      const res = await alice.get('/api/v1/notifications?types[]=mention').expect(200);
      return res.body[0];
    });
    expect(note).toMatchObject({ type: 'mention', account: { acct: bobHandle } });
    expect(note.status.content).toContain('hi');
  });

  it('a deletion removes the status on the other side', async () => {
    const posted = await bob.post('/api/v1/statuses').send({ status: 'soon gone' }).expect(200);
    const arrived = await eventually(async () => {
      const home = await alice.get('/api/v1/timelines/home').expect(200);
      return home.body.find((s: { uri: string }) => s.uri === posted.body.uri);
    });
    expect(arrived).toBeTruthy();
    await bob.delete(`/api/v1/statuses/${posted.body.id}`).expect(200);
    const gone = await eventually(async () => {
      const home = await alice.get('/api/v1/timelines/home').expect(200);
      return !home.body.some((s: { uri: string }) => s.uri === posted.body.uri);
    });
    expect(gone).toBe(true);
  });
});

describe('private data and blocks', () => {
  let bobOnA: string;
  beforeAll(async () => {
    bobOnA = await resolveRemote(dave, bobHandle, 'accounts');
    await dave.post(`/api/v1/accounts/${bobOnA}/follow`).expect(200);
    await eventually(
      async () => (await dave.get(`/api/v1/accounts/relationships?id[]=${bobOnA}`)).body[0]?.following === true,
    );
  }, 60_000);

  it("a direct message reaches its addressee only, not the author's other followers there", async () => {
    const posted = await bob
      .post('/api/v1/statuses')
      .send({ status: `secret for @${aliceHandle}`, visibility: 'direct' })
      .expect(200);
    const seen = await eventually(async () => {
      const res = await alice.get('/api/v1/notifications?types[]=mention').expect(200);
      return res.body.find((n: { status: { uri: string } }) => n.status.uri === posted.body.uri);
    });
    expect(seen.status).toMatchObject({ visibility: 'direct', account: { acct: bobHandle } });
    const convs = await alice.get('/api/v1/conversations').expect(200);
    expect(convs.body.some((c: { last_status: { uri: string } }) => c.last_status?.uri === posted.body.uri)).toBe(true);
    // Dave follows bob on the same instance: the message is stored there, and he may not see it.
    await dave.get(`/api/v1/statuses/${seen.status.id}`).expect(404);
    const home = await dave.get('/api/v1/timelines/home').expect(200);
    expect(home.body.some((s: { uri: string }) => s.uri === posted.body.uri)).toBe(false);
    const pub = await api(a).get('/api/v1/timelines/public').expect(200);
    expect(pub.body.some((s: { uri: string }) => s.uri === posted.body.uri)).toBe(false);
  });

  it('a block ends the follow on both sides and the blocked account stops receiving', async () => {
    const aliceOnB = await resolveRemote(bob, aliceHandle, 'accounts');
    await bob.post(`/api/v1/accounts/${aliceOnB}/block`).expect(200);
    const unfollowed = await eventually(
      async () => (await alice.get(`/api/v1/accounts/relationships?id[]=${bobOnA}`)).body[0]?.following === false,
    );
    expect(unfollowed).toBe(true);
    const posted = await bob.post('/api/v1/statuses').send({ status: 'after the block' }).expect(200);
    // Dave still follows bob: the post arrives on A for him, never into alice's home.
    expect(
      await eventually(async () =>
        (await dave.get('/api/v1/timelines/home')).body.some((s: { uri: string }) => s.uri === posted.body.uri),
      ),
    ).toBe(true);
    const home = await alice.get('/api/v1/timelines/home').expect(200);
    expect(home.body.some((s: { uri: string }) => s.uri === posted.body.uri)).toBe(false);
    // And a new follow from alice is refused by bob's side.
    await alice.post(`/api/v1/accounts/${bobOnA}/follow`).expect(200);
    await new Promise((r) => setTimeout(r, 3000));
    expect((await bob.get(`/api/v1/accounts/relationships?id[]=${aliceOnB}`)).body[0]).toMatchObject({
      followed_by: false,
      blocking: true,
    });
  });
});

describe('inbox signatures', () => {
  /** A Follow from alice (A) to carol (B), signed with alice's key unless told otherwise. */
  async function follow(opts: { tamper?: boolean; keyId?: string; age?: number } = {}) {
    const [rsa] = await keyPairsOf(a.orm.em.fork(), a.deps.box, 'user:1');
    const body = JSON.stringify({
      '@context': 'https://www.w3.org/ns/activitystreams',
      type: 'Follow',
      id: `${a.config.publicUrl}/users/alice#follows/test-${Math.random()}`,
      actor: `${a.config.publicUrl}/users/alice`,
      object: `${b.config.publicUrl}/users/carol`,
    });
    const req = new Request(`${b.config.publicUrl}/users/carol/inbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json' },
      body,
    });
    const signed = await signRequest(
      req,
      rsa.privateKey,
      new URL(opts.keyId ?? `${a.config.publicUrl}/users/alice#main-key`),
      {
        spec: 'draft-cavage-http-signatures-12',
        currentTime: Temporal.Now.instant().subtract({ seconds: opts.age ?? 0 }),
      },
    );
    return fetch(signed.url, {
      method: 'POST',
      headers: signed.headers,
      body: opts.tamper ? body.replace('Follow', 'Block') : body,
    });
  }

  it('accepts a correctly signed activity', async () => {
    expect((await follow()).status).toBe(202);
  });

  it('refuses a tampered body, an unknown key, a replayed old date and no signature at all', async () => {
    expect((await follow({ tamper: true })).status).toBe(401);
    expect((await follow({ keyId: `${a.config.publicUrl}/users/nobody#main-key` })).status).toBe(401);
    expect((await follow({ age: 3 * 3600 })).status).toBe(401);
    const unsignedBody = JSON.stringify({
      '@context': 'https://www.w3.org/ns/activitystreams',
      type: 'Follow',
      id: `${a.config.publicUrl}/users/alice#follows/unsigned`,
      actor: `${a.config.publicUrl}/users/alice`,
      object: `${b.config.publicUrl}/users/carol`,
    });
    const unsigned = await fetch(`${b.config.publicUrl}/inbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json' },
      body: unsignedBody,
    });
    expect(unsigned.status).toBe(401);
    // None of them was recorded: carol's one follower is the correctly signed Follow of the test before.
    expect((await carol.get('/api/v1/accounts/verify_credentials')).body.followers_count).toBe(1);
  });

  it('refuses activities from a rejected instance', async () => {
    await updateSettings(b.orm.em.fork(), 'mrf_simple', { reject: [hostOf(a)] });
    expect((await follow()).status).toBe(403);
    await updateSettings(b.orm.em.fork(), 'mrf_simple', { reject: [] });
  });
});

describe('without ALLOW_PRIVATE_ADDRESSES', () => {
  it('never contacts loopback: neither to resolve a handle nor to fetch a signing key', async () => {
    let hits = 0;
    const trap = createHttpServer((_req, res) => {
      hits += 1;
      res.end('{}');
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    const trapHost = `127.0.0.1:${(trap.address() as { port: number }).port}`;
    const c = await startTestApp({ PUBLIC_URL: 'http://fedigraph.test' });
    try {
      const someone = api(c, await tokenFor(c, await makeUser(c)));
      const res = await someone
        .get(`/api/v2/search?q=${encodeURIComponent(`eve@${trapHost}`)}&resolve=true`)
        .expect(200);
      expect(res.body.accounts).toEqual([]);
      await someone
        .get(`/api/v2/search?q=${encodeURIComponent(`http://${trapHost}/users/eve`)}&resolve=true`)
        .expect(200);
      const body = JSON.stringify({
        '@context': 'https://www.w3.org/ns/activitystreams',
        type: 'Follow',
        id: `http://${trapHost}/f/1`,
        actor: `http://${trapHost}/users/eve`,
        object: 'http://fedigraph.test/users/x',
      });
      const [rsa] = await keyPairsOf(a.orm.em.fork(), a.deps.box, 'user:1');
      const signed = await signRequest(
        new Request('http://fedigraph.test/inbox', {
          method: 'POST',
          headers: { 'content-type': 'application/activity+json' },
          body,
        }),
        rsa.privateKey,
        new URL(`http://${trapHost}/users/eve#main-key`),
        { spec: 'draft-cavage-http-signatures-12' },
      );
      const headers: Record<string, string> = {};
      signed.headers.forEach((v, k) => {
        headers[k] = v;
      });
      const inbox = await api(c).post('/inbox').set(headers).send(body);
      expect(inbox.status).toBe(401);
      expect(hits).toBe(0);
    } finally {
      await c.stop();
      await new Promise((resolve) => trap.close(resolve));
    }
  });
});
