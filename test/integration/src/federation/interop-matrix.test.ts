import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { eventually, useInstance } from '../../../support/federation.js';
import { startForeignPeer, type ForeignPeer } from '../../../support/foreign-peer.js';
import { api, type Client } from '../../../support/rest.js';

/**
 * The interop matrix of docs/federation.md as one table: every activity type the inbox handles, embedded and
 * referenced, shaped as Mastodon, Pleroma/Akkoma, Misskey and GoToSocial send it, posted by the hand-made peer
 * (foreign-peer.ts; its `gotosocial` profile for the GoToSocial rows); each case reads its effect back through
 * the REST API.
 */
const a = useInstance();
let peer: ForeignPeer;
let gts: ForeignPeer;
let alice: Client;
let admin: Client;
let aliceActor: string;
let inbox: string;

const PUBLIC = 'https://www.w3.org/ns/activitystreams#Public';
const LD_JSON = 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"';
const AP_JSON = 'application/activity+json';
/**
 * The contexts Pleroma and Misskey send, inlined (Pleroma links its litepub-0.1.jsonld, which defines these
 * terms): EmojiReact is a LitePub term, `_misskey_reaction` a Misskey one.
 */
const PLEROMA_CONTEXT = [
  'https://www.w3.org/ns/activitystreams',
  { litepub: 'http://litepub.social/ns#', EmojiReact: 'litepub:EmojiReact', '@language': 'und' },
];
const MISSKEY_CONTEXT = [
  'https://www.w3.org/ns/activitystreams',
  { misskey: 'https://misskey-hub.net/ns#', _misskey_reaction: 'misskey:_misskey_reaction' },
];
const MISSKEY_REACTION = { '@context': MISSKEY_CONTEXT, content: '🎉', _misskey_reaction: '🎉' };

beforeAll(async () => {
  peer = await startForeignPeer();
  gts = await startForeignPeer('gotosocial');
  alice = api(a, await tokenFor(a, await makeUser(a, { nickname: 'alice' })));
  admin = api(a, await tokenFor(a, await makeUser(a, { nickname: 'mod', isAdmin: true }), ['read', 'admin']));
  aliceActor = `${a.config.publicUrl}/users/alice`;
  inbox = `${a.config.publicUrl}/inbox`;
}, 60_000);

afterAll(async () => {
  await peer.close();
  await gts.close();
});

/** What a case works with: its own sender on the peer and a fresh public status of alice's. */
interface Case {
  /** The peer the sender lives on. */
  peer: ForeignPeer;
  /** The sender's actor id (a fresh account of the peer per case). */
  actor: string;
  name: string;
  status: { id: string; uri: string };
  /** A fresh id on the peer, for objects and activities. */
  id(path: string): string;
  /** Posts an activity as the sender (draft-cavage: what all three send); expects 202. */
  send(activity: Record<string, unknown>): Promise<void>;
  /** The sender's local account id. */
  account(): Promise<string>;
}

const get = async (as: Client, path: string) => (await as.get(path).expect(200)).body;
const statusOf = (c: Case) => get(alice, `/api/v1/statuses/${c.status.id}`);
const postsOf = async (c: Case) =>
  (await get(alice, `/api/v1/accounts/${await c.account()}/statuses`)).map(
    (s: { content: string; visibility: string }) => ({ content: s.content, visibility: s.visibility }),
  );
const relationship = async (c: Case) => {
  const [r] = await get(alice, `/api/v1/accounts/relationships?id[]=${await c.account()}`);
  return { following: r.following, followed_by: r.followed_by, requested: r.requested };
};

const note = (c: Case, path: string, content: string, extra: Record<string, unknown> = {}) => ({
  id: c.id(path),
  type: 'Note',
  attributedTo: c.actor,
  to: [PUBLIC],
  cc: [`${c.actor}/followers`],
  content,
  published: new Date().toISOString(),
  ...extra,
});

/** Creates, embedded, a public Note of the sender and waits until it is here. */
async function created(c: Case, content = '<p>first</p>'): Promise<Record<string, unknown>> {
  const object = note(c, '/notes/1', content);
  await c.send({ type: 'Create', to: object.to, cc: object.cc, object });
  await eventually(async () => (await postsOf(c).catch(() => [])).length === 1);
  return object;
}

/** Alice follows the sender; answers the Follow the peer received. */
async function followedByAlice(c: Case): Promise<Record<string, unknown>> {
  await alice.post(`/api/v1/accounts/${await c.account()}/follow`).expect(200);
  const got = await eventually(async () =>
    c.peer.received.find((r) => r.body.type === 'Follow' && r.body.object === c.actor),
  );
  return got!.body;
}

/** The sender follows alice and waits until it is recorded. */
async function followingAlice(c: Case): Promise<void> {
  await c.send({ id: c.id('/follows/1'), type: 'Follow', object: aliceActor });
  await eventually(async () => (await relationship(c)).followed_by);
}

type Row = [name: string, run: (c: Case) => Promise<unknown>, effect: (c: Case) => Promise<unknown>, expected: unknown];

const publicPost = (content: string) => [{ content, visibility: 'public' }];
const counts = async (c: Case) => {
  const s = await statusOf(c);
  return { favourites: s.favourites_count, reblogs: s.reblogs_count, reactions: s.pleroma.emoji_reactions };
};
const NONE = { favourites: 0, reblogs: 0, reactions: [] };
const undo = (c: Case, object: unknown) => c.send({ type: 'Undo', object });

const rows: Row[] = [
  // Create, embedded; the public address in two of its three forms (the bare `Public`: see the it.todo below).
  ...[PUBLIC, 'as:Public'].map((address): Row => [
    `Create, Note embedded, to ${address}`,
    (c) => {
      const object = note(c, '/notes/1', '<p>hello</p>', { to: [address] });
      return c.send({ type: 'Create', to: [address], cc: object.cc, object });
    },
    postsOf,
    publicPost('<p>hello</p>'),
  ]),
  [
    'Create, Note embedded (Misskey: _misskey_content, quote fields)',
    (c) => {
      const object = note(c, '/notes/mk', '<p>hi</p>', { _misskey_content: 'hi', _misskey_quote: null });
      return c.send({ type: 'Create', to: object.to, cc: object.cc, object });
    },
    postsOf,
    publicPost('<p>hi</p>'),
  ],
  ...[AP_JSON, LD_JSON].map((type): Row => [
    `Create, Note referenced, served as ${type}`,
    (c) => {
      const object = note(c, '/notes/ref', '<p>fetched</p>');
      peer.serve(object, undefined, type);
      return c.send({ type: 'Create', to: object.to, cc: object.cc, object: object.id });
    },
    postsOf,
    publicPost('<p>fetched</p>'),
  ]),
  // Update: a Note embedded or referenced, the actor embedded.
  [
    'Update, Note embedded (Mastodon)',
    async (c) => {
      const object = await created(c);
      await c.send({ type: 'Update', to: [PUBLIC], object: { ...object, content: '<p>edited</p>' } });
    },
    postsOf,
    publicPost('<p>edited</p>'),
  ],
  [
    'Update, Note referenced',
    async (c) => {
      const object = await created(c);
      peer.serve({ ...object, id: String(object.id), content: '<p>edited</p>' });
      await c.send({ type: 'Update', to: [PUBLIC], object: object.id });
    },
    postsOf,
    publicPost('<p>edited</p>'),
  ],
  [
    'Update, actor embedded (profile change)',
    async (c) => {
      await c.account();
      const person = {
        id: c.actor,
        type: 'Person',
        preferredUsername: c.name,
        name: 'Renamed',
        inbox: `${c.actor}/inbox`,
      };
      peer.describe(c.name, { name: 'Renamed' });
      await c.send({ type: 'Update', to: [PUBLIC], object: person });
    },
    async (c) => (await get(alice, `/api/v1/accounts/${await c.account()}`)).display_name,
    'Renamed',
  ],
  // Delete: Mastodon's and Misskey's Tombstone, Pleroma's bare id.
  ...[
    ['Tombstone with atomUri (Mastodon)', { type: 'Tombstone', atomUri: true }],
    ['Tombstone (Misskey)', { type: 'Tombstone' }],
  ].map(([shape, tombstone]): Row => [
    `Delete, ${String(shape)}`,
    async (c) => {
      const { id } = await created(c);
      const extra = (tombstone as { atomUri?: boolean }).atomUri ? { atomUri: id } : {};
      await c.send({ type: 'Delete', to: [PUBLIC], object: { id, type: 'Tombstone', ...extra } });
    },
    postsOf,
    [],
  ]),
  [
    'Delete, object by id (Pleroma)',
    async (c) => {
      const { id } = await created(c);
      await c.send({ type: 'Delete', to: [PUBLIC, `${c.actor}/followers`], object: id });
    },
    postsOf,
    [],
  ],
  // Announce, Like, EmojiReact of a status of ours; the Undo of each.
  [
    'Announce by id (Mastodon)',
    (c) => c.send({ type: 'Announce', to: [PUBLIC], cc: [aliceActor], object: c.status.uri }),
    counts,
    { ...NONE, reblogs: 1 },
  ],
  [
    'Announce, Note embedded (Pleroma)',
    async (c) => {
      const ours = await get(alice, `/api/v1/statuses/${c.status.id}`);
      const object = { id: c.status.uri, type: 'Note', attributedTo: aliceActor, content: ours.content, to: [PUBLIC] };
      await c.send({ type: 'Announce', to: ['as:Public'], cc: [aliceActor], object });
    },
    counts,
    { ...NONE, reblogs: 1 },
  ],
  ['Like (Mastodon)', (c) => c.send({ type: 'Like', object: c.status.uri }), counts, { ...NONE, favourites: 1 }],
  [
    'EmojiReact (Pleroma)',
    (c) =>
      c.send({
        '@context': PLEROMA_CONTEXT,
        type: 'EmojiReact',
        to: [aliceActor],
        cc: [PUBLIC],
        object: c.status.uri,
        content: '🔥',
      }),
    counts,
    { ...NONE, reactions: [{ name: '🔥', count: 1, me: false }] },
  ],
  [
    'Like with _misskey_reaction (Misskey: a reaction)',
    (c) => c.send({ type: 'Like', object: c.status.uri, ...MISSKEY_REACTION }),
    counts,
    { ...NONE, reactions: [{ name: '🎉', count: 1, me: false }] },
  ],
  ...(
    [
      ['Like embedded (Mastodon)', 'Like', {}, 'embedded'],
      ['Announce by id (Misskey)', 'Announce', {}, 'id'],
      ['EmojiReact embedded (Pleroma)', 'EmojiReact', { '@context': PLEROMA_CONTEXT, content: '🔥' }, 'embedded'],
      ['Like referenced (served by the peer)', 'Like', {}, 'referenced'],
      ['Misskey reaction embedded', 'Like', MISSKEY_REACTION, 'embedded'],
    ] as const
  ).map(([shape, type, extra, form]): Row => [
    `Undo, ${shape}`,
    async (c) => {
      const activity = { id: c.id(`/activities/${type}`), type, actor: c.actor, object: c.status.uri, ...extra };
      await c.send(activity);
      await eventually(async () => JSON.stringify(await counts(c)) !== JSON.stringify(NONE));
      if (form === 'referenced') peer.serve(activity);
      await undo(c, form === 'embedded' ? activity : activity.id);
    },
    counts,
    NONE,
  ]),
  // Follow and its Undo, Accept and Reject of ours, Block.
  [
    'Follow (Mastodon)',
    (c) => c.send({ id: c.id('/follows/1'), type: 'Follow', object: aliceActor }),
    relationship,
    { following: false, followed_by: true, requested: false },
  ],
  [
    'Follow with state and to (Pleroma)',
    (c) =>
      c.send({
        id: c.id('/follows/1'),
        type: 'Follow',
        to: [aliceActor],
        cc: [],
        state: 'pending',
        object: aliceActor,
      }),
    relationship,
    { following: false, followed_by: true, requested: false },
  ],
  [
    'Undo, Follow embedded (Mastodon)',
    async (c) => {
      await followingAlice(c);
      await undo(c, { id: c.id('/follows/1'), type: 'Follow', actor: c.actor, object: aliceActor });
    },
    relationship,
    { following: false, followed_by: false, requested: false },
  ],
  ...(['embedded', 'referenced'] as const).flatMap((form) =>
    (['Accept', 'Reject'] as const).map((type): Row => [
      `${type}, our Follow ${form}`,
      async (c) => {
        const follow = await followedByAlice(c);
        await c.send({ type, object: form === 'embedded' ? follow : follow.id });
      },
      relationship,
      { following: type === 'Accept', followed_by: false, requested: false },
    ]),
  ),
  [
    'Block (Mastodon): the follows between end',
    async (c) => {
      await followingAlice(c);
      await c.send({ id: c.id('/blocks/1'), type: 'Block', object: aliceActor });
    },
    relationship,
    { following: false, followed_by: false, requested: false },
  ],
  // Flag: a report filed here; Move: the sender marked moved.
  ...(['Mastodon', 'Pleroma'] as const).map((shape): Row => [
    `Flag (${shape})`,
    (c) =>
      c.send({
        type: 'Flag',
        content: `spam ${c.name}`,
        object: [aliceActor, c.status.uri],
        // Mastodon addresses nobody; Pleroma addresses the reported account.
        ...(shape === 'Mastodon' ? { to: [] } : { to: [aliceActor], cc: [] }),
      }),
    async (c) => {
      const { reports } = await get(admin, '/api/pleroma/admin/reports');
      const r = reports.find((x: { content: string }) => x.content === `spam ${c.name}`);
      return r && { account: r.account.acct, statuses: r.statuses.map((s: { id: string }) => s.id) };
    },
    undefined, // set per case below
  ]),
  [
    'Move (target lists the sender in alsoKnownAs)',
    async (c) => {
      await c.account();
      peer.describe(`${c.name}-new`, { alsoKnownAs: [c.actor] });
      await c.send({ type: 'Move', object: c.actor, target: peer.actor(`${c.name}-new`) });
    },
    async (c) => (await get(alice, `/api/v1/accounts/${await c.account()}`)).moved?.acct ?? null,
    undefined,
  ],
];

/** Expectations that depend on the case's names (filled here so the rows above stay data). */
const expectedOf = (row: Row, c: Case) => {
  if (row[0].startsWith('Flag')) return { account: 'alice', statuses: [c.status.id] };
  if (row[0].startsWith('Move')) return `${c.name}-new@${c.peer.host}`;
  return row[3];
};

let n = 0;
/** Runs one row with a fresh sender on `p` and a fresh public status of alice's. */
async function runRow(p: ForeignPeer, row: Row): Promise<void> {
  n += 1;
  const name = `case${n}`;
  const actor = p.actor(name);
  const posted = await alice
    .post('/api/v1/statuses')
    .send({ status: `status for ${name}` })
    .expect(200);
  let accountId: string | undefined;
  const c: Case = {
    peer: p,
    actor,
    name,
    status: { id: posted.body.id, uri: posted.body.uri },
    id: (path) => `${p.origin}/${name}${path}`,
    async send(activity) {
      expect(await p.post(inbox, name, { to: [aliceActor], ...activity }, 'draft-cavage')).toBe(202);
    },
    async account() {
      if (accountId) return accountId;
      const q = encodeURIComponent(actor);
      const res = await get(alice, `/api/v2/search?q=${q}&resolve=true&type=accounts`);
      return (accountId = res.accounts[0].id as string);
    },
  };
  await row[1](c);
  const expected = expectedOf(row, c);
  const seen = await eventually(async () => {
    const value = await row[2](c).catch(() => undefined);
    return JSON.stringify(value) === JSON.stringify(expected) ? { value } : null;
  }, 15_000);
  expect(seen?.value ?? (await row[2](c))).toEqual(expected);
}

describe('an activity of the foreign peer reaches our inbox with its effect', () => {
  it.each(rows)('%s', (...row) => runRow(peer, row));
});

/**
 * GoToSocial's shapes, read from its source (superseriousbusiness/gotosocial): internal/typeutils/internaltoas.go
 * and its test (Note with `interactionPolicy` and `contentMap`, `to`/`cc` as single strings, Announce `to`
 * followers `cc` author and Public, Like/Follow/Block `to` the target, Flag from the instance actor named after
 * the host with no `to`), internal/typeutils/wrap.go (Create and Update ids `<status>/activity#Create`, actor
 * Update `to` Public `bcc` followers), internal/processing/workers/federate.go (Undo and Accept with the activity
 * embedded, Move `to` followers `cc` Public), internal/uris/uri.go (ids `/users/x/statuses|liked|follow|blocks|
 * moves|accepts/<ULID>`, `/reports/<ULID>`), internal/federation/federatingdb/util.go (activities without an id
 * get `<origin>/<ULID>` when sent: Undo, Delete).
 */
const GTS_CONTEXT = [
  'https://gotosocial.org/ns',
  'https://www.w3.org/ns/activitystreams',
  { sensitive: 'as:sensitive' },
];
let ulid = 0;
/** A made-up ULID (GoToSocial's ids are ULIDs; only their uniqueness matters here). */
const nextUlid = () => `01JGTS${String((ulid += 1)).padStart(20, '0')}`;
const gtsEveryone = { always: [PUBLIC], approvalRequired: [], automaticApproval: [PUBLIC], manualApproval: [] };
const gtsNote = (
  c: Case,
  content: string,
  audience: { to: string; cc: string } = { to: PUBLIC, cc: `${c.actor}/followers` },
) => {
  const id = `${c.actor}/statuses/${nextUlid()}`;
  return {
    attachment: [],
    attributedTo: c.actor,
    ...audience,
    content,
    contentMap: { en: content },
    id,
    interactionPolicy: { canAnnounce: gtsEveryone, canLike: gtsEveryone, canReply: gtsEveryone },
    published: new Date().toISOString(),
    replies: { id: `${id}/replies`, type: 'Collection' },
    sensitive: false,
    summary: '',
    tag: [],
    type: 'Note',
    url: `${c.peer.origin}/@${c.name}/statuses/${id.split('/').pop()}`,
  };
};
const gtsWrap = (type: 'Create' | 'Update', note: ReturnType<typeof gtsNote>) => ({
  '@context': GTS_CONTEXT,
  id: `${note.id}/activity#${type}`,
  type,
  actor: note.attributedTo,
  to: note.to,
  cc: note.cc,
  published: note.published,
  object: note,
});
/** Creates a GoToSocial-shaped public Note and waits until it is here. */
async function gtsCreated(c: Case, content = '<p>first</p>') {
  const object = gtsNote(c, content);
  await c.send(gtsWrap('Create', object));
  await eventually(async () => (await postsOf(c).catch(() => [])).length === 1);
  return object;
}
const gtsLike = (c: Case) => ({
  id: `${c.actor}/liked/${nextUlid()}`,
  type: 'Like',
  actor: c.actor,
  object: c.status.uri,
  to: aliceActor,
});
const gtsAnnounce = (c: Case) => ({
  id: `${c.actor}/statuses/${nextUlid()}`,
  type: 'Announce',
  actor: c.actor,
  object: c.status.uri,
  published: new Date().toISOString(),
  to: `${c.actor}/followers`,
  cc: [aliceActor, PUBLIC],
});
const gtsFollow = (c: Case) => ({
  id: `${c.actor}/follow/${nextUlid()}`,
  type: 'Follow',
  actor: c.actor,
  object: aliceActor,
  to: aliceActor,
});
/** The sender follows alice, GoToSocial-shaped, and waits until it is recorded; answers the Follow. */
async function gtsFollowing(c: Case): Promise<Record<string, unknown>> {
  const follow = gtsFollow(c);
  await c.send(follow);
  await eventually(async () => (await relationship(c)).followed_by);
  return follow;
}
/** GoToSocial's Undo: no id of its own until sent (then `<origin>/<ULID>`), the activity embedded. */
const gtsUndo = (c: Case, object: Record<string, unknown>, to: unknown = aliceActor, cc?: unknown) =>
  c.send({ id: `${c.peer.origin}/${nextUlid()}`, type: 'Undo', actor: c.actor, object, to, ...(cc ? { cc } : {}) });

const gtsRows: Row[] = [
  [
    'Create, Note embedded (public: to Public, cc followers, interactionPolicy)',
    (c) => c.send(gtsWrap('Create', gtsNote(c, '<p>hello from gts</p>'))),
    postsOf,
    publicPost('<p>hello from gts</p>'),
  ],
  [
    'Create, Note embedded (unlisted: to followers, cc Public)',
    (c) => c.send(gtsWrap('Create', gtsNote(c, '<p>quiet</p>', { to: `${c.actor}/followers`, cc: PUBLIC }))),
    postsOf,
    [{ content: '<p>quiet</p>', visibility: 'unlisted' }],
  ],
  [
    'Create, Note referenced (fetched: only signed GETs answered)',
    (c) => {
      const object = gtsNote(c, '<p>fetched from gts</p>');
      c.peer.serve(object);
      return c.send({ ...gtsWrap('Create', object), object: object.id });
    },
    postsOf,
    publicPost('<p>fetched from gts</p>'),
  ],
  [
    'Update, Note embedded (an edit)',
    async (c) => {
      const object = await gtsCreated(c);
      await c.send(
        gtsWrap('Update', { ...object, content: '<p>edited</p>', updated: new Date().toISOString() } as typeof object),
      );
    },
    postsOf,
    publicPost('<p>edited</p>'),
  ],
  [
    'Update, Note embedded: the earlier text stays in the history of our copy',
    async (c) => {
      const object = await gtsCreated(c, '<p>v1</p>');
      await c.send(gtsWrap('Update', { ...object, content: '<p>v2</p>' }));
    },
    async (c) => {
      const [status] = await get(alice, `/api/v1/accounts/${await c.account()}/statuses`);
      const history = await get(alice, `/api/v1/statuses/${status.id}/history`);
      return history.map((v: { content: string }) => v.content);
    },
    ['<p>v1</p>', '<p>v2</p>'],
  ],
  [
    'Update, actor embedded (to Public, bcc followers)',
    async (c) => {
      await c.account();
      c.peer.describe(c.name, { name: 'Renamed in gts' });
      const person = (await (await c.peer.get(c.actor, c.name)).json()) as Record<string, unknown>;
      await c.send({
        '@context': person['@context'],
        id: `${c.actor}/updates/${nextUlid()}`,
        type: 'Update',
        actor: c.actor,
        to: PUBLIC,
        bcc: `${c.actor}/followers`,
        object: { ...person, '@context': undefined },
      });
    },
    async (c) => (await get(alice, `/api/v1/accounts/${await c.account()}`)).display_name,
    'Renamed in gts',
  ],
  [
    'Delete, object by id (to Public, cc followers)',
    async (c) => {
      const { id } = await gtsCreated(c);
      await c.send({
        id: `${c.peer.origin}/${nextUlid()}`,
        type: 'Delete',
        actor: c.actor,
        to: PUBLIC,
        cc: `${c.actor}/followers`,
        object: id,
      });
    },
    postsOf,
    [],
  ],
  ['Like (to the author)', (c) => c.send(gtsLike(c)), counts, { ...NONE, favourites: 1 }],
  ['Announce (to followers, cc author and Public)', (c) => c.send(gtsAnnounce(c)), counts, { ...NONE, reblogs: 1 }],
  [
    'Undo, Like embedded',
    async (c) => {
      const like = gtsLike(c);
      await c.send(like);
      await eventually(async () => (await counts(c)).favourites === 1);
      await gtsUndo(c, like);
    },
    counts,
    NONE,
  ],
  [
    'Undo, Announce embedded (to and cc of the Announce)',
    async (c) => {
      const announce = gtsAnnounce(c);
      await c.send(announce);
      await eventually(async () => (await counts(c)).reblogs === 1);
      await gtsUndo(c, announce, announce.to, announce.cc);
    },
    counts,
    NONE,
  ],
  [
    'Follow (to the target)',
    (c) => c.send(gtsFollow(c)),
    relationship,
    { following: false, followed_by: true, requested: false },
  ],
  [
    'Undo, Follow embedded',
    async (c) => gtsUndo(c, await gtsFollowing(c)),
    relationship,
    { following: false, followed_by: false, requested: false },
  ],
  [
    'Accept, our Follow embedded',
    async (c) => {
      const follow = await followedByAlice(c);
      await c.send({
        id: `${c.actor}/accepts/${nextUlid()}`,
        type: 'Accept',
        actor: c.actor,
        object: follow,
        to: aliceActor,
      });
    },
    relationship,
    { following: true, followed_by: false, requested: false },
  ],
  [
    'Block (to the target): the follows between end',
    async (c) => {
      await gtsFollowing(c);
      await c.send({
        id: `${c.actor}/blocks/${nextUlid()}`,
        type: 'Block',
        actor: c.actor,
        object: aliceActor,
        to: aliceActor,
      });
    },
    relationship,
    { following: false, followed_by: false, requested: false },
  ],
  [
    'Flag (from the instance actor named after the host, no to)',
    async (c) => {
      const instanceActor = c.peer.actor(c.peer.host);
      const body = {
        '@context': 'https://www.w3.org/ns/activitystreams',
        id: `${c.peer.origin}/reports/${nextUlid()}`,
      };
      const flag = {
        ...body,
        type: 'Flag',
        actor: instanceActor,
        content: `spam ${c.name}`,
        object: [aliceActor, c.status.uri],
      };
      expect(await c.peer.post(inbox, c.peer.host, flag, 'draft-cavage')).toBe(202);
    },
    async (c) => {
      const { reports } = await get(admin, '/api/pleroma/admin/reports');
      const r = reports.find((x: { content: string }) => x.content === `spam ${c.name}`);
      return r && { account: r.account.acct, statuses: r.statuses.map((s: { id: string }) => s.id) };
    },
    undefined,
  ],
  [
    'Move (to followers, cc Public; target lists the sender in alsoKnownAs)',
    async (c) => {
      await c.account();
      c.peer.describe(`${c.name}-new`, { alsoKnownAs: [c.actor] });
      await c.send({
        id: `${c.actor}/moves/${nextUlid()}`,
        type: 'Move',
        actor: c.actor,
        object: c.actor,
        target: c.peer.actor(`${c.name}-new`),
        to: `${c.actor}/followers`,
        cc: PUBLIC,
      });
    },
    async (c) => (await get(alice, `/api/v1/accounts/${await c.account()}`)).moved?.acct ?? null,
    undefined,
  ],
];

describe('a GoToSocial-shaped activity reaches our inbox with its effect', () => {
  it.each(gtsRows)('%s', (...row) => runRow(gts, row));

  it('our fetches of its objects were all signed (it answers unsigned GETs with 401 only)', () => {
    expect(gts.unsignedRefused).toEqual([]);
  });

  it('refuses an unsigned GET of its actor, and serves the key path unsigned', async () => {
    const actor = gts.actor('probe');
    expect((await gts.get(actor, null)).status).toBe(401);
    expect(await (await gts.get(`${actor}/main-key`, null)).json()).toMatchObject({
      id: actor,
      publicKey: { id: `${actor}/main-key` },
    });
    gts.unsignedRefused.length = 0;
  });
});
describe('the bare public address', () => {
  // JSON-LD expansion resolves a bare `Public` against the activity's id; the Create handler reads the JSON as
  // received (embedded) or as fetched (referenced) to tell it from an actor really named Public.
  const sender = async (name: string) => {
    const actor = peer.actor(name);
    const q = encodeURIComponent(actor);
    await get(alice, `/api/v2/search?q=${q}&resolve=true&type=accounts`);
    const account = (await get(alice, `/api/v2/search?q=${q}&resolve=true&type=accounts`)).accounts[0].id;
    const posts = async () =>
      (await get(alice, `/api/v1/accounts/${account}/statuses`)).map((s: { content: string; visibility: string }) => ({
        content: s.content,
        visibility: s.visibility,
      }));
    return { actor, posts };
  };
  const bareNote = (actor: string, name: string, to: string[], cc: string[] = []) => ({
    id: `${peer.origin}/${name}/notes/1`,
    type: 'Note',
    attributedTo: actor,
    to,
    cc,
    content: `<p>${name}</p>`,
    published: new Date().toISOString(),
  });

  it.each([
    ['to', 'public'],
    ['cc', 'unlisted'],
  ])('a Create whose embedded Note has the bare `Public` in %s yields a %s status', async (field, visibility) => {
    const name = `bare-${field}`;
    const { actor, posts } = await sender(name);
    const audience =
      field === 'to' ? { to: ['Public'], cc: [`${actor}/followers`] } : { to: [`${actor}/followers`], cc: ['Public'] };
    const object = bareNote(actor, name, audience.to, audience.cc);
    expect(await peer.post(inbox, name, { type: 'Create', ...audience, object }, 'draft-cavage')).toBe(202);
    const seen = await eventually(async () => (await posts()).length > 0 && posts());
    expect(seen).toEqual([{ content: `<p>${name}</p>`, visibility }]);
  });

  it('a Create referencing a Note addressed to the bare `Public` yields a public status', async () => {
    const name = 'bare-referenced';
    const { actor, posts } = await sender(name);
    const object = bareNote(actor, name, ['Public']);
    peer.serve(object);
    expect(await peer.post(inbox, name, { type: 'Create', to: ['Public'], object: object.id }, 'draft-cavage')).toBe(
      202,
    );
    const seen = await eventually(async () => (await posts()).length > 0 && posts());
    expect(seen).toEqual([{ content: `<p>${name}</p>`, visibility: 'public' }]);
  });

  it('a direct Note to an actor named Public stays direct, even with a bare `Public` on the activity', async () => {
    const name = 'bare-named';
    const { actor, posts } = await sender(name);
    const named = peer.actor('Public');
    const object = bareNote(actor, name, [named, aliceActor]);
    const activity = { type: 'Create', to: ['Public', aliceActor], object };
    expect(await peer.post(inbox, name, activity, 'draft-cavage')).toBe(202);
    const seen = await eventually(async () => (await posts()).length > 0 && posts());
    // Alice, addressed, sees it as direct.
    expect(seen).toEqual([{ content: `<p>${name}</p>`, visibility: 'direct' }]);
    // Not in anybody's public view.
    const publicTimeline = await get(alice, '/api/v1/timelines/public');
    expect(publicTimeline.some((s: { content: string }) => s.content === `<p>${name}</p>`)).toBe(false);
  });

  it('an Announce addressed to the bare `Public` still reblogs', async () => {
    const name = 'bare-announce';
    await sender(name);
    const posted = await alice.post('/api/v1/statuses').send({ status: 'announce me' }).expect(200);
    const activity = { type: 'Announce', to: ['Public'], cc: [aliceActor], object: posted.body.uri };
    expect(await peer.post(inbox, name, activity, 'draft-cavage')).toBe(202);
    const count = await eventually(async () => (await get(alice, `/api/v1/statuses/${posted.body.id}`)).reblogs_count);
    expect(count).toBe(1);
  });
});

describe('both ActivityPub media types on the peer’s fetch of ours', () => {
  it.each([AP_JSON, LD_JSON])('a status and an actor are served for Accept: %s', async (accept) => {
    const posted = await alice.post('/api/v1/statuses').send({ status: 'fetch me' }).expect(200);
    for (const [url, type] of [
      [posted.body.uri, 'Note'],
      [aliceActor, 'Person'],
    ]) {
      const res = await peer.get(url, 'fetcher', 'draft-cavage', accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/(activity|ld)\+json/);
      expect(await res.json()).toMatchObject({ id: url, type });
    }
  });
});
