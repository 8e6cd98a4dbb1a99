import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { makeStatus } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useInstance } from '../../../support/federation.js';
import { startForeignPeer, type ForeignPeer } from '../../../support/foreign-peer.js';
import { api } from '../../../support/rest.js';
import { updateSettings } from '../../../support/settings.js';

/** Authorized fetch (secure mode) against the hand-made peer, which signs its GETs in either scheme. */
const a = useInstance();
let peer: ForeignPeer;
let guarded: string[];
let publicPaths: string[];

beforeAll(async () => {
  peer = await startForeignPeer();
  const alice = await makeUser(a, { nickname: 'alice' });
  const status = await makeStatus(a, alice, 'hello');
  const base = `${a.config.publicUrl}/users/alice`;
  guarded = [
    base,
    `${base}/outbox`,
    `${base}/followers`,
    `${base}/following`,
    `${a.config.publicUrl}/objects/${status.id}`,
  ];
  publicPaths = [
    `${a.config.publicUrl}/users/internal.fetch`,
    `${a.config.publicUrl}/.well-known/webfinger?resource=acct:alice@${new URL(a.config.publicUrl).host}`,
    `${a.config.publicUrl}/.well-known/nodeinfo`,
    `${a.config.publicUrl}/nodeinfo/2.0.json`,
    `${a.config.publicUrl}/nodeinfo/2.1.json`,
  ];
}, 60_000);

afterAll(() => peer.close());

const statuses = (urls: string[], name: string | null, scheme?: 'draft-cavage' | 'rfc9421') =>
  Promise.all(urls.map(async (u) => (await peer.get(u, name, scheme)).status));
const setMode = (on: boolean) => updateSettings(a.orm.em.fork(), 'activitypub', { authorized_fetch_mode: on });

describe('authorized fetch (activitypub.authorized_fetch_mode)', () => {
  it('is off by default: actors, objects and collections are served unsigned', async () => {
    expect(await statuses(guarded, null)).toEqual(guarded.map(() => 200));
  });

  it('on: refuses unsigned requests (401), serves signed ones in either scheme, keeps the instance actor, WebFinger and NodeInfo public', async () => {
    await setMode(true);
    try {
      expect(await statuses(guarded, null)).toEqual(guarded.map(() => 401));
      expect(await statuses(guarded, 'reader', 'draft-cavage')).toEqual(guarded.map(() => 200));
      expect(await statuses(guarded, 'reader', 'rfc9421')).toEqual(guarded.map(() => 200));
      expect(await statuses(publicPaths, null)).toEqual(publicPaths.map(() => 200));
      const links = (await (await peer.get(publicPaths[2], null, undefined, 'application/json')).json()) as {
        links: Array<{ rel: string }>;
      };
      expect(links.links.map((l) => l.rel)).toEqual([
        'http://nodeinfo.diaspora.software/ns/schema/2.0',
        'http://nodeinfo.diaspora.software/ns/schema/2.1',
      ]);
      for (const [path, version] of [
        [publicPaths[3], '2.0'],
        [publicPaths[4], '2.1'],
      ]) {
        expect(
          ((await (await peer.get(path, null, undefined, 'application/json')).json()) as { version: string }).version,
        ).toBe(version);
      }
    } finally {
      await setMode(false);
    }
  });

  it('on: refuses requests signed by an actor of a rejected instance', async () => {
    await setMode(true);
    await updateSettings(a.orm.em.fork(), 'mrf_simple', { reject: [peer.host] });
    try {
      const refused = await statuses(guarded, 'reader', 'draft-cavage');
      expect(refused.every((s) => s === 401 || s === 403)).toBe(true);
    } finally {
      await updateSettings(a.orm.em.fork(), 'mrf_simple', { reject: [] });
      await setMode(false);
    }
  });

  it('our own fetches are signed: a search by URL fetches with the instance actor key', async () => {
    const instanceActor = `${a.config.publicUrl}/users/internal.fetch`;
    peer.actor('author');
    const id = `${peer.origin}/notes/secure`;
    peer.serve(
      {
        id,
        type: 'Note',
        attributedTo: peer.actor('author'),
        content: '<p>served to signed requests only</p>',
        to: ['https://www.w3.org/ns/activitystreams#Public'],
      },
      [instanceActor],
    );
    const viewer = api(a, await tokenFor(a, await makeUser(a)));
    const res = await viewer.get(`/api/v2/search?q=${encodeURIComponent(id)}&resolve=true&type=statuses`).expect(200);
    expect(res.body.statuses.map((s: { content: string }) => s.content)).toEqual([
      '<p>served to signed requests only</p>',
    ]);
    expect(peer.fetchedBy('/notes/secure')).toEqual([`${instanceActor}#main-key`]);
  });
});
