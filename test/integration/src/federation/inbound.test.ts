import { beforeAll, describe, expect, it } from '@jest/globals';
import type { User } from '../../../../src/entities/index.js';
import { updateSettings } from '../../../support/settings.js';
import { makeAdmin } from '../../../support/factories/report.factory.js';
import { makeUser, tokenFor, clientOf } from '../../../support/factories/user.factory.js';
import { SAMPLES } from '../../../fixtures/media-samples.js';
import { eventually, hostOf, useInstance, postSigned } from '../../../support/federation.js';
import { api, type Client } from '../../../support/rest.js';

/**
 * What arrives from another instance: attachments (and the media proxy over them), reply chains fetched up,
 * the relay actor's document, and the admin views of remote accounts and statuses. Two live instances:
 * `a` (alice, x, y, z, an admin) and `b` (bob).
 */
const a = useInstance();
const b = useInstance();
let aliceUser: User;
let alice: Client;
let x: Client;
let y: Client;
let z: Client;
let bob: Client;
let adminA: Client;

/** How long a delivery may take on a loaded machine (the first one makes keys on both sides). */
const PATIENCE = 90_000;

/** Resolves `handle` for `as` (search, resolve=true) and follows it; waits for the Accept. */
async function follow(as: Client, handle: string): Promise<string> {
  // Resolving fetches the account over loopback; on a loaded machine a first try may time out.
  const found = await eventually(async () => {
    const res = await as.get(`/api/v2/search?q=${encodeURIComponent(handle)}&resolve=true&type=accounts`).expect(200);
    return res.body.accounts.length ? res.body.accounts : null;
  }, PATIENCE);
  expect(found).toHaveLength(1);
  const id = found[0].id as string;
  await as.post(`/api/v1/accounts/${id}/follow`).expect(200);
  const accepted = await eventually(async () => {
    const rel = await as.get(`/api/v1/accounts/relationships?id[]=${id}`).expect(200);
    return rel.body[0].following === true;
  }, PATIENCE);
  expect(accepted).toBe(true);
  return id;
}

/** The status of `as`'s home timeline whose content has `text`, once it arrived. */
async function arrived(as: Client, text: string) {
  const status = await eventually(async () => {
    const home = await as.get('/api/v1/timelines/home').expect(200);
    return home.body.find((s: { content: string }) => s.content.includes(text));
  }, PATIENCE);
  expect(status).toBeTruthy();
  return status;
}

/** A Create of `note` from alice (a) to b's shared inbox, signed with alice's key. */
async function sendCreate(note: Record<string, unknown>): Promise<number> {
  const actor = `${a.config.publicUrl}/users/alice`;
  return postSigned(a, b, aliceUser, {
    '@context': [
      'https://www.w3.org/ns/activitystreams',
      { toot: 'http://joinmastodon.org/ns#', blurhash: 'toot:blurhash' },
    ],
    type: 'Create',
    id: `${note.id as string}/activity`,
    to: ['https://www.w3.org/ns/activitystreams#Public'],
    object: { type: 'Note', attributedTo: actor, to: ['https://www.w3.org/ns/activitystreams#Public'], ...note },
  });
}

beforeAll(async () => {
  aliceUser = await makeUser(a, { nickname: 'alice' });
  alice = api(a, await tokenFor(a, aliceUser));
  x = await clientOf(a, 'x');
  y = await clientOf(a, 'y');
  z = await clientOf(a, 'z');
  adminA = api(a, (await makeAdmin(a)).token);
  bob = await clientOf(b, 'bob');
}, 180_000);

describe('inbound media attachments', () => {
  let statusOnB: string;
  let fileUrl: string;

  it("an uploaded image posted on a reaches b as an attachment linking a's file, with its alt text and size", async () => {
    await follow(bob, `alice@${hostOf(a)}`);
    const media = await alice
      .post('/api/v1/media')
      .field('description', 'a red dot')
      .attach('file', SAMPLES.png, 'dot.png')
      .expect(200);
    fileUrl = media.body.url;
    expect(fileUrl.startsWith(`${a.config.publicUrl}/media/`)).toBe(true);
    await alice
      .post('/api/v1/statuses')
      .send({ status: 'a picture', media_ids: [media.body.id] })
      .expect(200);
    const status = await arrived(bob, 'a picture');
    statusOnB = status.id;
    expect(status.media_attachments).toEqual([
      {
        id: expect.any(String),
        type: 'image',
        url: fileUrl,
        preview_url: fileUrl,
        remote_url: fileUrl,
        text_url: fileUrl,
        description: 'a red dot',
        meta: { original: { width: 3, height: 2, size: '3x2', aspect: 1.5 } },
        blurhash: null,
        pleroma: { mime_type: 'image/png' },
      },
    ]);
  });

  it("with b's media proxy on, the attachment's URLs are b's /proxy/ URLs, which serve a's bytes", async () => {
    await updateSettings(b.orm.em.fork(), 'media_proxy', { enabled: true });
    try {
      await proxiedOnB();
    } finally {
      await updateSettings(b.orm.em.fork(), 'media_proxy', { enabled: false });
    }
  });

  /** The status as b renders it with the proxy on, and the bytes b's proxy serves. */
  async function proxiedOnB() {
    const res = await bob.get(`/api/v1/statuses/${statusOnB}`).expect(200);
    const [m] = res.body.media_attachments;
    expect(m.url).toMatch(new RegExp(`^${b.config.publicUrl}/proxy/[^/]+/[^/]+/[^/]+\\.png$`));
    expect(m.preview_url).toBe(m.url);
    expect(m.remote_url).toBe(m.url);
    const gql = await bob
      .post('/graphql')
      .send({ query: `{ status(id: "${statusOnB}") { mediaAttachments { url remoteUrl } } }` })
      .expect(200);
    expect(gql.body.data.status.mediaAttachments).toEqual([{ url: m.url, remoteUrl: m.url }]);
    const proxied = await api(b).get(new URL(m.url).pathname).buffer(true).expect(200);
    expect(proxied.headers['content-type']).toBe('image/png');
    expect(Buffer.from(proxied.body as Buffer).equals(SAMPLES.png)).toBe(true);
  }

  it('keeps the first four valid attachments, typed by mediaType; drops non-http(s) and overlong URLs; cuts long alt text', async () => {
    const base = `${a.config.publicUrl}/files`;
    const id = `${a.config.publicUrl}/objects/crafted-media`;
    const status = await sendCreate({
      id,
      content: '<p>crafted attachments</p>',
      attachment: [
        { type: 'Document', url: 'javascript:alert(1)', mediaType: 'image/png' },
        { type: 'Document', url: `${base}/${'x'.repeat(2100)}.png`, mediaType: 'image/png' },
        { type: 'Document', url: 'ftp://example.com/a.png', mediaType: 'image/png' },
        { type: 'Image', url: `${base}/1.jpg`, mediaType: 'image/jpeg', name: 'w'.repeat(6000), width: 40, height: 20 },
        { type: 'Document', url: { type: 'Link', href: `${base}/2.mp4`, mediaType: 'video/mp4' } },
        { type: 'Audio', url: `${base}/3.ogg`, mediaType: 'audio/ogg', name: 'a song' },
        { type: 'Document', url: `${base}/4.bin`, mediaType: 'not a type' },
        { type: 'Document', url: `${base}/5.png`, mediaType: 'image/png' },
      ],
    });
    expect(status).toBe(202);
    // Public, but addressed to nobody of b's: read from b's public timeline.
    const s = await eventually(async () => {
      const res = await bob.get('/api/v1/timelines/public').expect(200);
      return res.body.find((st: { uri: string }) => st.uri === id) ?? null;
    }, PATIENCE);
    expect(s).toBeTruthy();
    expect(s.media_attachments.map((m: Record<string, unknown>) => [m.type, m.url, m.pleroma, m.meta])).toEqual([
      [
        'image',
        `${base}/1.jpg`,
        { mime_type: 'image/jpeg' },
        { original: { width: 40, height: 20, size: '40x20', aspect: 2 } },
      ],
      ['video', `${base}/2.mp4`, { mime_type: 'video/mp4' }, {}],
      ['audio', `${base}/3.ogg`, { mime_type: 'audio/ogg' }, {}],
      ['unknown', `${base}/4.bin`, { mime_type: 'application/octet-stream' }, {}],
    ]);
    expect(s.media_attachments[0].description).toHaveLength(5000);
    expect(s.media_attachments[2].description).toBe('a song');
    expect(s.media_attachments[1].description).toBeNull();
  });
});

describe('reply chains', () => {
  it('a reply to statuses unknown here brings its ancestors (fetched signed), shown in the context', async () => {
    await follow(bob, `z@${hostOf(a)}`);
    const first = await x.post('/api/v1/statuses').send({ status: 'x starts a thread' }).expect(200);
    const second = await y
      .post('/api/v1/statuses')
      .send({ status: `@x y answers`, in_reply_to_id: first.body.id })
      .expect(200);
    await z.post('/api/v1/statuses').send({ status: `@y z answers y`, in_reply_to_id: second.body.id }).expect(200);
    const reply = await arrived(bob, 'z answers y');
    const context = await bob.get(`/api/v1/statuses/${reply.id}/context`).expect(200);
    expect(context.body.descendants).toEqual([]);
    expect(
      context.body.ancestors.map((s: { uri: string; account: { acct: string }; content: string }) => [
        s.uri,
        s.account.acct,
      ]),
    ).toEqual([
      [first.body.uri, `x@${hostOf(a)}`],
      [second.body.uri, `y@${hostOf(a)}`],
    ]);
    expect(reply.in_reply_to_id).toBe(context.body.ancestors[1].id);
    expect(context.body.ancestors[1].in_reply_to_id).toBe(context.body.ancestors[0].id);
    expect(context.body.ancestors[0].in_reply_to_id).toBeNull();
  });

  it('stops at a loop and at what cannot be fetched: the reply is recorded without a parent', async () => {
    const id = `${a.config.publicUrl}/objects/crafted-loop`;
    expect(await sendCreate({ id, content: '<p>a reply to itself</p>', inReplyTo: id })).toBe(202);
    const gone = `${a.config.publicUrl}/objects/crafted-orphan`;
    expect(
      await sendCreate({
        id: gone,
        content: '<p>a reply to nothing</p>',
        inReplyTo: `${a.config.publicUrl}/objects/999999`,
      }),
    ).toBe(202);
    const found = await eventually(async () => {
      const res = await bob.get('/api/v1/timelines/public').expect(200);
      const loop = res.body.find((s: { uri: string }) => s.uri === id);
      const orphan = res.body.find((s: { uri: string }) => s.uri === gone);
      return loop && orphan ? { loop, orphan } : null;
    }, PATIENCE);
    expect(found?.loop.in_reply_to_id).toBeNull();
    expect(found?.orphan.in_reply_to_id).toBeNull();
  });
});

describe('the relay actor', () => {
  it('is an Application with both keys as assertionMethod and its collections, as the user actors', async () => {
    const res = await api(a).get('/relay').set('accept', 'application/activity+json').expect(200);
    const id = `${a.config.publicUrl}/relay`;
    expect(res.body).toMatchObject({
      type: 'Application',
      id,
      url: id,
      preferredUsername: 'relay',
      name: 'relay',
      inbox: `${a.config.publicUrl}/inbox`,
      followers: `${id}/followers`,
      following: `${id}/following`,
      manuallyApprovesFollowers: false,
      endpoints: { sharedInbox: `${a.config.publicUrl}/inbox` },
      publicKey: { id: `${id}#main-key`, owner: id },
    });
    expect(res.body.assertionMethod).toEqual([
      { id: `${id}#main-key`, type: 'Multikey', controller: id, publicKeyMultibase: expect.stringMatching(/^z/) },
      { id: `${id}#key-2`, type: 'Multikey', controller: id, publicKeyMultibase: expect.stringMatching(/^z6Mk/) },
    ]);
  });
});

describe('admin views of remote data', () => {
  const host = () => hostOf(b);

  it("lists b's statuses known here by instance, counts them by visibility, and lists b's accounts as external", async () => {
    await follow(alice, `bob@${host()}`);
    for (const visibility of ['public', 'unlisted', 'private'])
      await bob
        .post('/api/v1/statuses')
        .send({ status: `bob says ${visibility}`, visibility })
        .expect(200);
    await arrived(alice, 'bob says private');
    await arrived(alice, 'bob says unlisted');
    await arrived(alice, 'bob says public');

    const stats = await adminA.get(`/api/pleroma/admin/stats?instance=${host()}`).expect(200);
    expect(stats.body).toEqual({ status_visibility: { public: 1, unlisted: 1, private: 1, direct: 0 } });
    const ownStats = await adminA.get(`/api/pleroma/admin/stats?instance=${hostOf(a)}`).expect(200);
    expect(ownStats.body.status_visibility.private).toBe(0);
    const unknown = await adminA.get('/api/pleroma/admin/stats?instance=nowhere.example').expect(200);
    expect(unknown.body).toEqual({ status_visibility: { public: 0, unlisted: 0, private: 0, direct: 0 } });

    const listed = await adminA.get(`/api/pleroma/admin/instances/${host()}/statuses`).expect(200);
    // Newest first by arrival here; deliveries may arrive in any order.
    expect(listed.body.total).toBe(2);
    expect(listed.body.activities.map((s: { content: string }) => s.content).sort()).toEqual([
      expect.stringContaining('bob says public'),
      expect.stringContaining('bob says unlisted'),
    ]);
    expect(listed.body.activities[0].account).toMatchObject({ acct: `bob@${host()}`, nickname: `bob@${host()}` });
    const godmode = await adminA.get(`/api/pleroma/admin/instances/${host()}/statuses?godmode=true`).expect(200);
    expect(godmode.body.total).toBe(3);
    expect(godmode.body.activities).toHaveLength(3);
    const own = await adminA.get(`/api/pleroma/admin/instances/${hostOf(a)}/statuses`).expect(200);
    expect(own.body.activities.every((s: { account: { acct: string } }) => !s.account.acct.includes('@'))).toBe(true);
    await api(a, await tokenFor(a, aliceUser, ['read', 'admin']))
      .get(`/api/pleroma/admin/instances/${host()}/statuses`)
      .expect(403);

    const external = await adminA.get('/api/pleroma/admin/users?filters=external').expect(200);
    expect(external.body.users.map((u: { nickname: string }) => u.nickname)).toEqual([`bob@${host()}`]);
    expect(external.body.users[0]).toMatchObject({ local: false });
    const local = await adminA.get('/api/pleroma/admin/users?filters=local&page_size=50').expect(200);
    const names = local.body.users.map((u: { nickname: string }) => u.nickname);
    expect(names).toEqual(expect.arrayContaining(['alice', 'x', 'y', 'z']));
    expect(names).not.toContain(`bob@${host()}`);
  });
});
