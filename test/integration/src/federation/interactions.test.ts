import { beforeAll, describe, expect, it } from '@jest/globals';
import { makeAdmin } from '../../../support/factories/report.factory.js';
import { makeUser, tokenFor, clientOf } from '../../../support/factories/user.factory.js';
import { eventually, hostOf, useInstance, postSigned, resolveRemote } from '../../../support/federation.js';
import { gql } from '../../../support/graphql.js';
import { api, type Client } from '../../../support/rest.js';

/** Favourites, reblogs and reactions between two live instances: `a` (alice) and `b` (bob, carol). */
const a = useInstance();
const b = useInstance();
let alice: Client;
let bob: Client;
let carol: Client;
let aliceHandle: string;
let aliceId: number;
let bobHandle: string;

/** Bob's notifications of one type, newest first. */
async function bobsNotifications(type: string): Promise<Array<Record<string, any>>> {
  const res = await bob.get(`/api/v1/notifications?types[]=${encodeURIComponent(type)}`).expect(200);
  return res.body;
}

beforeAll(async () => {
  const aliceUser = await makeUser(a, { nickname: 'alice' });
  aliceId = aliceUser.id;
  alice = api(a, await tokenFor(a, aliceUser));
  bob = await clientOf(b, 'bob');
  carol = await clientOf(b, 'carol');
  aliceHandle = `alice@${hostOf(a)}`;
  bobHandle = `bob@${hostOf(b)}`;
}, 60_000);

describe('favourites, reblogs and reactions of a remote status', () => {
  let local: { id: string; uri: string };
  let remoteId: string;

  beforeAll(async () => {
    const posted = await bob.post('/api/v1/statuses').send({ status: 'interact with me' }).expect(200);
    local = { id: posted.body.id, uri: posted.body.uri };
    remoteId = await resolveRemote(alice, local.uri, 'statuses');
  });

  it('a favourite reaches the author as a Like (favourite notification, count); unfavouriting sends its Undo', async () => {
    await alice.post(`/api/v1/statuses/${remoteId}/favourite`).expect(200);
    const note = await eventually(async () => (await bobsNotifications('favourite'))[0]);
    expect(note).toMatchObject({ type: 'favourite', account: { acct: aliceHandle }, status: { id: local.id } });
    expect((await bob.get(`/api/v1/statuses/${local.id}`).expect(200)).body.favourites_count).toBe(1);

    await alice.post(`/api/v1/statuses/${remoteId}/unfavourite`).expect(200);
    const gone = await eventually(async () => (await bobsNotifications('favourite')).length === 0);
    expect(gone).toBe(true);
    expect((await bob.get(`/api/v1/statuses/${local.id}`).expect(200)).body.favourites_count).toBe(0);
  });

  it('a reblog reaches the author as an Announce (reblog notification, count); unreblogging sends its Undo', async () => {
    await alice.post(`/api/v1/statuses/${remoteId}/reblog`).expect(200);
    const note = await eventually(async () => (await bobsNotifications('reblog'))[0]);
    expect(note).toMatchObject({ type: 'reblog', account: { acct: aliceHandle }, status: { id: local.id } });
    expect((await bob.get(`/api/v1/statuses/${local.id}`).expect(200)).body.reblogs_count).toBe(1);
    // The remote reblog is not a local status of b.
    const localTimeline = await bob.get('/api/v1/timelines/public?local=true').expect(200);
    expect(localTimeline.body.some((s: { account: { acct: string } }) => s.account.acct === aliceHandle)).toBe(false);

    await alice.post(`/api/v1/statuses/${remoteId}/unreblog`).expect(200);
    const gone = await eventually(async () => (await bobsNotifications('reblog')).length === 0);
    expect(gone).toBe(true);
    expect((await bob.get(`/api/v1/statuses/${local.id}`).expect(200)).body.reblogs_count).toBe(0);
  });

  it('a reaction reaches the author as an EmojiReact (pleroma:emoji_reaction); removing it sends its Undo', async () => {
    await alice.put(`/api/v1/pleroma/statuses/${remoteId}/reactions/${encodeURIComponent('👍')}`).expect(200);
    const note = await eventually(async () => (await bobsNotifications('pleroma:emoji_reaction'))[0]);
    expect(note).toMatchObject({
      type: 'pleroma:emoji_reaction',
      emoji: '👍',
      account: { acct: aliceHandle },
      status: { id: local.id },
    });
    const reactions = await bob.get(`/api/v1/pleroma/statuses/${local.id}/reactions`).expect(200);
    expect(reactions.body).toEqual([expect.objectContaining({ name: '👍', count: 1, me: false })]);

    await alice.delete(`/api/v1/pleroma/statuses/${remoteId}/reactions/${encodeURIComponent('👍')}`).expect(200);
    const gone = await eventually(async () => (await bobsNotifications('pleroma:emoji_reaction')).length === 0);
    expect(gone).toBe(true);
    expect((await bob.get(`/api/v1/pleroma/statuses/${local.id}/reactions`).expect(200)).body).toEqual([]);
  });
});

describe('an Undo naming its activity by id only', () => {
  /** Posts an activity of alice (A) to B's shared inbox, signed with alice's key. */
  async function asAlice(activity: Record<string, unknown>): Promise<number> {
    return postSigned(a, b, { id: aliceId, nickname: 'alice' }, activity);
  }

  it('takes back the Like it names (as received before)', async () => {
    const posted = await bob.post('/api/v1/statuses').send({ status: 'like by id' }).expect(200);
    const likeId = `${a.config.publicUrl}/users/alice#likes/by-id-test`;
    expect(await asAlice({ type: 'Like', id: likeId, object: posted.body.uri })).toBe(202);
    const liked = await eventually(
      async () => (await bob.get(`/api/v1/statuses/${posted.body.id}`).expect(200)).body.favourites_count === 1,
    );
    expect(liked).toBe(true);
    expect(await asAlice({ type: 'Undo', id: `${likeId}/undo`, object: likeId })).toBe(202);
    const undone = await eventually(
      async () => (await bob.get(`/api/v1/statuses/${posted.body.id}`).expect(200)).body.favourites_count === 0,
    );
    expect(undone).toBe(true);
  });
});

describe('reblogs reaching followers', () => {
  it("a remote account's reblog of a status unknown here brings that status (fetched) into the follower's home", async () => {
    const bobOnA = (
      await alice.get(`/api/v2/search?q=${encodeURIComponent(bobHandle)}&resolve=true&type=accounts`).expect(200)
    ).body.accounts[0].id;
    await alice.post(`/api/v1/accounts/${bobOnA}/follow`).expect(200);
    const following = await eventually(
      async () => (await alice.get(`/api/v1/accounts/relationships?id[]=${bobOnA}`).expect(200)).body[0].following,
    );
    expect(following).toBe(true);

    const posted = await carol.post('/api/v1/statuses').send({ status: 'carol speaks' }).expect(200);
    await bob.post(`/api/v1/statuses/${posted.body.id}/reblog`).expect(200);
    const reblog = await eventually(async () => {
      const home = await alice.get('/api/v1/timelines/home').expect(200);
      return home.body.find((s: { reblog: { uri: string } | null }) => s.reblog?.uri === posted.body.uri);
    });
    expect(reblog).toMatchObject({
      account: { acct: bobHandle },
      reblog: { content: expect.stringContaining('carol speaks'), account: { acct: `carol@${hostOf(b)}` } },
    });
  });
});

describe('relays', () => {
  const RELAY = '/api/pleroma/admin/relay';

  it('serves the relay actor at /relay: an Application with its key', async () => {
    const res = await api(a).get('/relay').set('accept', 'application/activity+json').expect(200);
    expect(res.body).toMatchObject({
      type: 'Application',
      id: `${a.config.publicUrl}/relay`,
      preferredUsername: 'relay',
      inbox: `${a.config.publicUrl}/inbox`,
    });
    expect(res.body.publicKey).toMatchObject({
      id: `${a.config.publicUrl}/relay#main-key`,
      owner: `${a.config.publicUrl}/relay`,
    });
    expect(res.body.publicKey.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it('an admin follows a relay (b acting as one): Follow from /relay, accepted, logged; its Announces reach the public timeline; unfollowing answers the URL', async () => {
    const admin = await makeAdmin(a);
    const as = api(a, admin.token);
    const relayUrl = `${b.config.publicUrl}/relay`;
    await (await clientOf(a, 'plain')).post(RELAY).send({ relay_url: relayUrl }).expect(403);
    await as.post(RELAY).send({ relay_url: 'not a url' }).expect(400);

    const followed = await as.post(RELAY).send({ relay_url: relayUrl }).expect(200);
    expect(followed.body).toEqual({ actor: relayUrl, followed_back: false });
    const accepted = await eventually(async () => {
      const res = await as.get(RELAY).expect(200);
      return res.body.relays[0]?.followed_back === true ? res.body : null;
    });
    expect(accepted).toEqual({ relays: [{ actor: relayUrl, followed_back: true }] });
    // The same through GraphQL; not for a signed-in non-admin.
    const viaGql = await gql(a, '{ adminRelays { actor followedBack } }', {}, admin.token);
    expect(viaGql.body.data).toEqual({ adminRelays: [{ actor: relayUrl, followedBack: true }] });
    const denied = await gql(
      a,
      '{ adminRelays { actor } }',
      {},
      await tokenFor(a, await makeUser(a, { nickname: 'nosy' })),
    );
    expect(denied.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const log = await as.get('/api/pleroma/admin/moderation_log').expect(200);
    expect(log.body.items[0].message).toBe(`@${admin.user.nickname} followed relay: ${relayUrl}`);

    // b's relay announces b's public statuses to the relays following it: a shows them in its federated timeline.
    const posted = await carol.post('/api/v1/statuses').send({ status: 'relayed words' }).expect(200);
    const shown = await eventually(async () => {
      const res = await alice.get('/api/v1/timelines/public?remote=true').expect(200);
      return res.body.find((s: { uri: string }) => s.uri === posted.body.uri);
    });
    expect(shown).toMatchObject({
      content: expect.stringContaining('relayed words'),
      account: { acct: `carol@${hostOf(b)}` },
    });

    const removed = await as.delete(RELAY).send({ relay_url: relayUrl }).expect(200);
    expect(removed.body).toBe(relayUrl);
    expect((await as.get(RELAY).expect(200)).body).toEqual({ relays: [] });
    const log2 = await as.get('/api/pleroma/admin/moderation_log').expect(200);
    expect(log2.body.items[0].message).toBe(`@${admin.user.nickname} unfollowed relay: ${relayUrl}`);
    await as.delete(RELAY).send({ relay_url: relayUrl }).expect(404);
  });
});
