import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { droppedEntry, eventually, useInstance } from '../../../support/federation.js';
import { startForeignPeer, type ForeignPeer } from '../../../support/foreign-peer.js';
import { api, type Client } from '../../../support/rest.js';

/** fedigraph against a hand-made ActivityPub server (foreign-peer.ts): its own keys, signatures and JSON. */
const a = useInstance();
let peer: ForeignPeer;
let alice: Client;
let aliceActor: string;
let aliceId: string;
let inbox: string;

beforeAll(async () => {
  peer = await startForeignPeer();
  const user = await makeUser(a, { nickname: 'alice' });
  alice = api(a, await tokenFor(a, user));
  aliceId = String(user.id);
  aliceActor = `${a.config.publicUrl}/users/alice`;
  inbox = `${a.config.publicUrl}/inbox`;
}, 60_000);

afterAll(() => peer.close());

const account = async () => (await alice.get(`/api/v1/accounts/${aliceId}`).expect(200)).body;
const status = async (id: string) => (await alice.get(`/api/v1/statuses/${id}`).expect(200)).body;

describe('a remote account found by its actor URL', () => {
  it('resolves and answers the account: username without host, acct with it, ap_id the actor id', async () => {
    const id = peer.actor('ok');
    const res = await alice.get(`/api/v2/search?q=${encodeURIComponent(id)}&resolve=true&type=accounts`).expect(200);
    expect(res.body.accounts).toHaveLength(1);
    expect(res.body.accounts[0]).toMatchObject({
      username: 'ok',
      acct: `ok@${peer.host}`,
      url: `${peer.origin}/@ok`,
      pleroma: { ap_id: id },
    });
    // Found again by its profile page, now that it is known, without resolving.
    const byPage = await alice.get(`/api/v2/search?q=${encodeURIComponent(`${peer.origin}/@ok`)}`).expect(200);
    expect(byPage.body.accounts.map((x: { acct: string }) => x.acct)).toEqual([`ok@${peer.host}`]);
    // A local account by its actor URL; an unknown URL finds nothing (never matched as a nickname).
    const local = await alice.get(`/api/v2/search?q=${encodeURIComponent(aliceActor)}&type=accounts`).expect(200);
    expect(local.body.accounts.map((x: { username: string }) => x.username)).toEqual(['alice']);
    const none = await alice.get(`/api/v2/search?q=${encodeURIComponent(`${peer.origin}/users/nobody`)}`).expect(200);
    expect(none.body.accounts).toEqual([]);
  });
});

describe('a direct message whose Note is referenced, not embedded (Mastodon)', () => {
  it.each(['draft-cavage', 'rfc9421'] as const)(
    'is fetched signed by the addressed local account and reaches it (%s)',
    async (scheme) => {
      const author = peer.actor('dm');
      const noteId = `${peer.origin}/notes/dm-${scheme}`;
      peer.serve(
        {
          id: noteId,
          type: 'Note',
          attributedTo: author,
          to: [aliceActor],
          cc: [],
          content: `<p>secret ${scheme}</p>`,
          published: new Date().toISOString(),
          tag: [{ type: 'Mention', href: aliceActor, name: '@alice' }],
        },
        [aliceActor],
      );
      const code = await peer.post(inbox, 'dm', { type: 'Create', to: [aliceActor], cc: [], object: noteId }, scheme);
      expect(code).toBe(202);
      const mention = await eventually(async () => {
        const res = await alice.get('/api/v1/notifications?types[]=mention').expect(200);
        return res.body.find((n: { status: { content: string } }) => n.status.content.includes(`secret ${scheme}`));
      });
      expect(mention).toMatchObject({ status: { visibility: 'direct', account: { acct: `dm@${peer.host}` } } });
      expect(peer.fetchedBy(`/notes/dm-${scheme}`).at(-1)).toBe(`${aliceActor}#main-key`);
    },
  );
});

describe('an Undo whose embedded activity has no actor (the Undo’s actor is taken)', () => {
  let statusId: string;
  let statusUri: string;

  beforeAll(async () => {
    const posted = await alice.post('/api/v1/statuses').send({ status: 'like me' }).expect(200);
    statusId = posted.body.id;
    statusUri = posted.body.uri;
  });

  it.each(['draft-cavage', 'rfc9421'] as const)('takes back a Like (Mastodon shape, %s)', async (scheme) => {
    const likeId = `${peer.actor('fan')}#likes/${scheme}`;
    expect(await peer.post(inbox, 'fan', { id: likeId, type: 'Like', object: statusUri }, scheme)).toBe(202);
    expect(await eventually(async () => (await status(statusId)).favourites_count === 1)).toBe(true);
    const undo = { type: 'Undo', object: { id: likeId, type: 'Like', object: statusUri } };
    expect(await peer.post(inbox, 'fan', undo, scheme)).toBe(202);
    expect(await eventually(async () => (await status(statusId)).favourites_count === 0)).toBe(true);
  });

  it('takes back an Announce (Pleroma shape: as:Public addressing)', async () => {
    const announceId = `${peer.origin}/activities/announce-1`;
    const announce = { id: announceId, type: 'Announce', to: ['as:Public'], cc: [aliceActor], object: statusUri };
    expect(await peer.post(inbox, 'fan', announce, 'rfc9421')).toBe(202);
    expect(await eventually(async () => (await status(statusId)).reblogs_count === 1)).toBe(true);
    const undo = { type: 'Undo', to: ['Public'], object: { id: announceId, type: 'Announce', object: statusUri } };
    expect(await peer.post(inbox, 'fan', undo, 'draft-cavage')).toBe(202);
    expect(await eventually(async () => (await status(statusId)).reblogs_count === 0)).toBe(true);
  });

  it('takes back a Follow (Misskey shape: the follow embedded without actor)', async () => {
    const followId = `${peer.origin}/follows/1`;
    expect(await peer.post(inbox, 'fan', { id: followId, type: 'Follow', object: aliceActor }, 'rfc9421')).toBe(202);
    expect(await eventually(async () => (await account()).followers_count === 1)).toBe(true);
    const accepted = await eventually(async () => peer.received.find((r) => r.body.type === 'Accept'));
    expect(accepted?.headers['user-agent']).toMatch(/^fedigraph\//);
    const undo = { type: 'Undo', object: { id: followId, type: 'Follow', object: aliceActor } };
    expect(await peer.post(inbox, 'fan', undo, 'rfc9421')).toBe(202);
    expect(await eventually(async () => (await account()).followers_count === 0)).toBe(true);
  });

  it('is refused unsigned (401)', async () => {
    const body = JSON.stringify({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${peer.origin}/undo/unsigned`,
      type: 'Undo',
      actor: peer.actor('fan'),
      object: { type: 'Like', object: statusUri },
    });
    const unsigned = await fetch(inbox, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json' },
      body,
    });
    expect(unsigned.status).toBe(401);
  });
});

describe("the relay actor's collections", () => {
  const get = async (path: string) => {
    const res = await fetch(`${a.config.publicUrl}${path}`, { headers: { accept: 'application/activity+json' } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('serves followers (a foreign relay following /relay), following and outbox', async () => {
    const relay = `${a.config.publicUrl}/relay`;
    const follower = peer.actor('relayfan');
    expect(await peer.post(inbox, 'relayfan', { type: 'Follow', object: relay }, 'draft-cavage')).toBe(202);
    const followers = await eventually(async () => {
      const res = await get('/relay/followers');
      return res.body.totalItems === 1 ? res : null;
    });
    expect(followers).toEqual({
      status: 200,
      body: {
        '@context': 'https://www.w3.org/ns/activitystreams',
        id: `${relay}/followers`,
        type: 'OrderedCollection',
        totalItems: 1,
        orderedItems: [follower],
      },
    });
    expect((await get('/relay/following')).body).toMatchObject({ type: 'OrderedCollection', totalItems: 0 });
    expect((await get('/relay/outbox')).body).toMatchObject({ id: `${relay}/outbox`, totalItems: 0 });
    expect((await get('/relay')).body).toMatchObject({ outbox: `${relay}/outbox` });
  });
});

describe('activities that change nothing here', () => {
  it.each([
    [
      'Like of a status unknown here',
      'Like',
      () => `${a.config.publicUrl}/objects/999999`,
      'no status here by that id',
    ],
    ['Undo naming nothing received', 'Undo', () => `${peer.origin}/likes/never-sent`, 'nothing of the sender to undo'],
    ['Add (a type not handled)', 'Add', () => `${peer.origin}/notes/x`, 'activity type not handled'],
  ])('%s is logged at info with its id, sender and reason only', async (_name, type, object, reason) => {
    const id = `${peer.actor('noisy')}#${type}-dropped`;
    expect(await peer.post(inbox, 'noisy', { id, type, object: object() }, 'draft-cavage')).toBe(202);
    expect(await droppedEntry(a, id)).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: expect.any(Number),
      hostname: expect.any(String),
      msg: 'inbound activity dropped',
      activity: id,
      sender: peer.actor('noisy'),
      reason,
    });
  });
});
