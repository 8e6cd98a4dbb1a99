import { beforeAll, describe, expect, it } from '@jest/globals';
import { Job } from '../../../../src/entities/index.js';
import { openMessage } from '../../../../src/federation/message-queue.js';
import { updateSettings } from '../../../support/settings.js';
import { makeAdmin } from '../../../support/factories/report.factory.js';
import { makeUser, tokenFor, clientOf } from '../../../support/factories/user.factory.js';
import { eventually, hostOf, useInstance, postSigned, resolveRemote } from '../../../support/federation.js';
import { api, type Client } from '../../../support/rest.js';

/**
 * Reports (Flag) and changes (Update of Notes and actors) between two live instances: `a` (alice, dave and an
 * admin) and `b` (bob, carol and a moderator's admin).
 */
const a = useInstance();
const b = useInstance();
let alice: Client;
let dave: Client;
let adminA: Client;
let bob: Client;
let carol: Client;
let adminB: Client;
let aliceId: number;
let aliceHandle: string;
let bobHandle: string;

/** The reports b's admins see, newest first. */
async function reportsOnB(): Promise<{ total: number; reports: Array<Record<string, any>> }> {
  return (await adminB.get('/api/pleroma/admin/reports').expect(200)).body;
}

/** Posts an activity of alice (a) to b's shared inbox, signed with alice's key; answers the status code. */
async function asAlice(activity: Record<string, unknown>): Promise<number> {
  return postSigned(a, b, { id: aliceId, nickname: 'alice' }, activity);
}

/** The activities a has queued for delivery (Fedify's outbox messages), as JSON text. */
async function queuedOnA(): Promise<string[]> {
  const jobs = await a.orm.em.fork().find(Job, { kind: 'federation' });
  return jobs.map((j) => JSON.stringify(openMessage(a.deps.box, j.payload)));
}

beforeAll(async () => {
  const aliceUser = await makeUser(a, { nickname: 'alice' });
  aliceId = aliceUser.id;
  alice = api(a, await tokenFor(a, aliceUser));
  dave = await clientOf(a, 'dave');
  adminA = api(a, (await makeAdmin(a)).token);
  bob = await clientOf(b, 'bob');
  carol = await clientOf(b, 'carol');
  adminB = api(b, (await makeAdmin(b)).token);
  aliceHandle = `alice@${hostOf(a)}`;
  bobHandle = `bob@${hostOf(b)}`;
  // bob follows alice: her statuses and profile changes go to b.
  const aliceOnB = await resolveRemote(bob, aliceHandle, 'accounts');
  await bob.post(`/api/v1/accounts/${aliceOnB}/follow`).expect(200);
  const following = await eventually(
    async () => (await bob.get(`/api/v1/accounts/relationships?id[]=${aliceOnB}`).expect(200)).body[0].following,
  );
  expect(following).toBe(true);
}, 90_000);

describe('reports forwarded as Flag', () => {
  let bobOnA: string;
  let bobStatus: { id: string; uri: string };
  let bobStatusOnA: string;

  beforeAll(async () => {
    bobOnA = await resolveRemote(alice, bobHandle, 'accounts');
    const posted = await bob.post('/api/v1/statuses').send({ status: 'reportable' }).expect(200);
    bobStatus = { id: posted.body.id, uri: posted.body.uri };
    bobStatusOnA = await resolveRemote(alice, bobStatus.uri, 'statuses');
  });

  it("forward=true reaches the reported account's instance (from a's instance actor); forward=false stays here", async () => {
    await alice
      .post('/api/v1/reports')
      .send({ account_id: bobOnA, status_ids: [bobStatusOnA], comment: 'kept here', forward: false })
      .expect(200);
    const sent = await alice
      .post('/api/v1/reports')
      .send({ account_id: bobOnA, status_ids: [bobStatusOnA], comment: 'spam <b>again</b>', forward: true })
      .expect(200);
    expect(sent.body).toMatchObject({ forwarded: true });

    const arrived = await eventually(async () => (await reportsOnB()).reports[0]);
    expect(arrived).toMatchObject({
      state: 'open',
      // The comment arrives intact; the admin API shows it HTML-escaped, as for a local report.
      content: 'spam &lt;b&gt;again&lt;/b&gt;',
      account: { nickname: 'bob', acct: 'bob' },
      // The reporter is the sending actor: a's instance actor, never alice.
      actor: { acct: `internal.fetch@${hostOf(a)}` },
      statuses: [expect.objectContaining({ id: bobStatus.id, uri: bobStatus.uri })],
    });
    expect(JSON.stringify(arrived)).not.toContain('alice');
    // Only the forwarded one came.
    expect((await reportsOnB()).total).toBe(1);
    // b's staff are notified as for a local report.
    const notes = await adminB.get('/api/v1/notifications?types[]=pleroma:report').expect(200);
    expect(notes.body[0]).toMatchObject({ type: 'pleroma:report', report: { id: arrived.id } });
  });

  it("a received Flag keeps only the reported account's own local statuses (others and unknown ids dropped)", async () => {
    const carols = await carol.post('/api/v1/statuses').send({ status: 'not bob' }).expect(200);
    const before = (await reportsOnB()).total;
    expect(
      await asAlice({
        type: 'Flag',
        id: `${a.config.publicUrl}/users/alice#flags/direct`,
        object: [
          `${b.config.publicUrl}/users/bob`,
          bobStatus.uri,
          carols.body.uri,
          `${b.config.publicUrl}/objects/999999`,
          'https://elsewhere.example/notes/1',
        ],
        content: 'by hand',
      }),
    ).toBe(202);
    const report = await eventually(async () => {
      const list = await reportsOnB();
      return list.total > before ? list.reports[0] : null;
    });
    expect(report).toMatchObject({
      content: 'by hand',
      account: { nickname: 'bob' },
      actor: { acct: aliceHandle },
    });
    expect(report?.statuses.map((s: { id: string }) => s.id)).toEqual([bobStatus.id]);
  });

  it('a Flag naming no local account, or from a rejected instance, files nothing', async () => {
    const before = (await reportsOnB()).total;
    expect(
      await asAlice({
        type: 'Flag',
        id: `${a.config.publicUrl}/users/alice#flags/nobody`,
        object: [`${a.config.publicUrl}/users/dave`, bobStatus.uri],
        content: 'not yours',
      }),
    ).toBe(202);
    await updateSettings(b.orm.em.fork(), 'mrf_simple', { reject: [hostOf(a)] });
    expect(
      await asAlice({
        type: 'Flag',
        id: `${a.config.publicUrl}/users/alice#flags/rejected`,
        object: [`${b.config.publicUrl}/users/bob`],
        content: 'from a rejected host',
      }),
    ).toBe(403);
    await updateSettings(b.orm.em.fork(), 'mrf_simple', { reject: [] });
    // A later Flag arrives; the two before it left nothing.
    expect(
      await asAlice({
        type: 'Flag',
        id: `${a.config.publicUrl}/users/alice#flags/later`,
        object: [`${b.config.publicUrl}/users/bob`],
        content: 'later',
      }),
    ).toBe(202);
    const later = await eventually(async () => (await reportsOnB()).reports[0]?.content === 'later');
    expect(later).toBe(true);
    expect((await reportsOnB()).total).toBe(before + 1);
  });

  it('a report about a local account sends no Flag', async () => {
    const daveId = (await dave.get('/api/v1/accounts/verify_credentials').expect(200)).body.id;
    await alice
      .post('/api/v1/reports')
      .send({ account_id: daveId, comment: 'local matter', forward: true })
      .expect(200);
    await new Promise((r) => setTimeout(r, 500));
    expect((await queuedOnA()).some((j) => j.includes('local matter'))).toBe(false);
    // The forwarded report of the first test was queued (so this check can see one).
    expect((await queuedOnA()).some((j) => j.includes('"Flag"') && j.includes('spam'))).toBe(true);
  });
});

describe('edits of local statuses (Update of a Note)', () => {
  it("an edit reaches the follower's instance: the new Note replaces the copy there", async () => {
    const posted = await alice.post('/api/v1/statuses').send({ status: 'edit me' }).expect(200);
    const copy = await eventually(async () => {
      const home = await bob.get('/api/v1/timelines/home').expect(200);
      return home.body.find((s: { uri: string }) => s.uri === posted.body.uri);
    });
    expect(copy).toMatchObject({ sensitive: false, spoiler_text: '', edited_at: null });

    await alice
      .put(`/api/v1/statuses/${posted.body.id}`)
      .send({ status: 'edited text', spoiler_text: 'now with a warning' })
      .expect(200);
    const edited = await eventually(async () => {
      const s = (await bob.get(`/api/v1/statuses/${copy.id}`).expect(200)).body;
      return s.spoiler_text === 'now with a warning' && s;
    });
    expect(edited).toMatchObject({
      id: copy.id,
      uri: posted.body.uri,
      content: expect.stringContaining('edited text'),
      spoiler_text: 'now with a warning',
      sensitive: true,
      edited_at: expect.any(String),
      account: { acct: aliceHandle },
    });
    expect(edited.content).not.toContain('edit me');
  });

  it('an edit of a followers-only status goes to no instance without a follower', async () => {
    // dave has no follower anywhere: neither his post nor its edit is queued for delivery.
    const posted = await dave.post('/api/v1/statuses').send({ status: 'for my followers', visibility: 'private' });
    expect(posted.status).toBe(200);
    await dave.put(`/api/v1/statuses/${posted.body.id}`).send({ status: 'for my followers, edited' }).expect(200);
    // A later edit of alice's (followed from b) arrives, so the events before it were handled.
    const later = await alice.post('/api/v1/statuses').send({ status: 'later one' }).expect(200);
    const copy = await eventually(async () => {
      const home = await bob.get('/api/v1/timelines/home').expect(200);
      return home.body.find((s: { uri: string }) => s.uri === later.body.uri);
    });
    // An admin's change of a local status goes out as an Update too.
    await adminA.put(`/api/pleroma/admin/statuses/${later.body.id}`).send({ sensitive: true }).expect(200);
    const edited = await eventually(
      async () => (await bob.get(`/api/v1/statuses/${copy.id}`).expect(200)).body.sensitive === true,
    );
    expect(edited).toBe(true);
    const queued = await queuedOnA();
    expect(queued.some((j) => j.includes(posted.body.uri))).toBe(false);
    expect(queued.some((j) => j.includes('"Update"') && j.includes(later.body.uri))).toBe(true);
  });
});

describe('profile changes (Update of an actor)', () => {
  it("a profile change reaches the follower's instance", async () => {
    await alice
      .patch('/api/v1/accounts/update_credentials')
      .send({ display_name: 'Alice of A', note: 'a new bio', locked: true })
      .expect(200);
    const aliceOnB = await eventually(async () => {
      const res = await bob.get(`/api/v1/accounts/search?q=${encodeURIComponent(aliceHandle)}`).expect(200);
      const found = res.body.find((u: { acct: string }) => u.acct === aliceHandle);
      return found?.display_name === 'Alice of A' && found;
    });
    expect(aliceOnB).toMatchObject({
      acct: aliceHandle,
      display_name: 'Alice of A',
      note: expect.stringContaining('a new bio'),
      locked: true,
    });
  });

  it('a profile change of an account without remote followers is sent nowhere', async () => {
    await dave.patch('/api/v1/accounts/update_credentials').send({ display_name: 'Dave Unseen' }).expect(200);
    await new Promise((r) => setTimeout(r, 500));
    expect((await queuedOnA()).some((j) => j.includes('Dave Unseen'))).toBe(false);
  });
});
