import { beforeAll, describe, expect, it } from '@jest/globals';
import { ModerationLogEntry, Status, User, type Visibility } from '../../../../../src/entities/index.js';
import { createRemoteStatus } from '../../../../../src/statuses/status.service.js';
import { makeAdmin } from '../../../../support/factories/report.factory.js';
import { makeStatus } from '../../../../support/factories/social.factory.js';
import { makeUser, makeUsersWithTokens } from '../../../../support/factories/user.factory.js';
import { useTestApp } from '../../../../support/app.js';
import { api, ids } from '../../../../support/rest.js';

const t = useTestApp();
let admin: { user: import('../../../../../src/entities/index.js').User; token: string };
beforeAll(async () => {
  admin = await makeAdmin(t);
});

const em = () => t.orm.em.fork();
const ADMIN = '/api/pleroma/admin';

/** An author with one status of each visibility and then a reblog of an older status, oldest first. */
async function author() {
  const [a] = await makeUsersWithTokens(t, 1);
  const theirs = await makeStatus(t, await makeUser(t), 'theirs');
  const pub = await makeStatus(t, a.user, 'public');
  const unl = await makeStatus(t, a.user, { status: 'unlisted', visibility: 'unlisted' });
  const priv = await makeStatus(t, a.user, { status: 'private', visibility: 'private' });
  const dm = await makeStatus(t, a.user, { status: 'direct', visibility: 'direct' });
  const reblog = (await api(t, a.token).post(`/api/v1/statuses/${theirs.id}/reblog`)).body.id as string;
  return { ...a, pub, unl, priv, dm, reblog };
}

/** Pleroma's `{total, activities}` page (admin-fe reads it), the activities' ids in order. */
const page = (body: { total: number; activities: Array<{ id: string }> }) => [body.total, ids(body.activities)];

describe('GET /api/pleroma/admin/users/:nickname_or_id/statuses', () => {
  it('answers {total, activities}: public and unlisted newest first; godmode adds private and direct, with_reblogs the reblogs; total counts all pages', async () => {
    const a = await author();
    const plain = await api(t, admin.token).get(`${ADMIN}/users/${a.user.nickname}/statuses`);
    expect(plain.status).toBe(200);
    expect(Object.keys(plain.body)).toEqual(['total', 'activities']);
    expect(page(plain.body)).toEqual([2, [String(a.unl.id), String(a.pub.id)]]);
    const god = await api(t, admin.token).get(`${ADMIN}/users/${a.user.id}/statuses?godmode=true`);
    expect(page(god.body)).toEqual([4, [a.dm, a.priv, a.unl, a.pub].map((s) => String(s.id))]);
    const all = await api(t, admin.token).get(
      `${ADMIN}/users/${a.user.nickname}/statuses?godmode=true&with_reblogs=true&page_size=2`,
    );
    expect(page(all.body)).toEqual([5, [a.reblog, String(a.dm.id)]]);
    expect(all.body.activities[0].reblog).toMatchObject({ content: 'theirs' });
    const second = await api(t, admin.token).get(
      `${ADMIN}/users/${a.user.nickname}/statuses?godmode=true&with_reblogs=true&page=2&page_size=2`,
    );
    expect(page(second.body)).toEqual([5, [String(a.priv.id), String(a.unl.id)]]);
    const past = await api(t, admin.token).get(`${ADMIN}/users/${a.user.nickname}/statuses?page=3&page_size=2`);
    expect(past.body).toEqual({ total: 2, activities: [] });
  });

  it("gives each status's account its nickname, as Pleroma's admin status entity does (admin-fe shows it)", async () => {
    const a = await author();
    const list = await api(t, admin.token).get(`${ADMIN}/users/${a.user.nickname}/statuses`);
    expect(list.body.activities.map((s: { account: { nickname: string } }) => s.account.nickname)).toEqual([
      a.user.nickname,
      a.user.nickname,
    ]);
    const one = await api(t, admin.token).get(`${ADMIN}/statuses/${a.pub.id}`);
    expect(one.body.account).toMatchObject({
      nickname: a.user.nickname,
      acct: a.user.nickname,
      username: a.user.nickname,
    });
  });

  it('answers 404 for an unknown user, 400 for a bad page, 403 for a non-admin', async () => {
    const missing = await api(t, admin.token).get(`${ADMIN}/users/nobody_here/statuses`);
    expect([missing.status, missing.body]).toEqual([404, { error: 'Not found' }]);
    const a = await author();
    const bad = await api(t, admin.token).get(`${ADMIN}/users/${a.user.nickname}/statuses?page=0`);
    expect([bad.status, bad.body]).toEqual([400, { error: 'page: must be a positive integer' }]);
    const denied = await api(t, a.token).get(`${ADMIN}/users/${a.user.nickname}/statuses`);
    expect([denied.status, denied.body]).toEqual([403, { error: 'User is not an admin.' }]);
    const anonymous = await api(t).get(`${ADMIN}/users/${a.user.nickname}/statuses`);
    expect([anonymous.status, anonymous.body]).toEqual([403, { error: 'Invalid credentials.' }]);
  });
});

describe('GET /api/pleroma/admin/instances/:instance/statuses', () => {
  /** A remote account of `host` with a public and a private status, oldest first, as federation records them. */
  async function remoteAuthor(host: string) {
    const fork = em();
    const user = fork.create(User, { nickname: `rita@${host}`, local: false, apId: `https://${host}/users/rita` });
    await fork.flush();
    const note = (n: number, visibility: Visibility) =>
      createRemoteStatus(fork, user, {
        apId: `https://${host}/notes/${n}`,
        url: null,
        content: `<p>note ${n}</p>`,
        spoilerText: '',
        visibility,
        sensitive: false,
        createdAt: new Date(),
        inReplyTo: null,
        mentionIds: [],
        recipientIds: [],
        tags: [],
      });
    return { user, pub: await note(1, 'public'), priv: await note(2, 'private') };
  }

  it("answers {total, activities}: this instance's statuses are the local ones, another's those of its accounts", async () => {
    const a = await author();
    const r = await remoteAuthor('remote.example');
    await remoteAuthor('other.example');
    const localTotal = await em().count(Status, { local: true, visibility: ['public', 'unlisted'], reblogOf: null });
    const here = await api(t, admin.token).get(`${ADMIN}/instances/fedigraph.test/statuses?page_size=2`);
    expect(here.status).toBe(200);
    expect(page(here.body)).toEqual([localTotal, [String(a.unl.id), String(a.pub.id)]]);
    const there = await api(t, admin.token).get(`${ADMIN}/instances/REMOTE.example/statuses`);
    expect(page(there.body)).toEqual([1, [String(r.pub.id)]]);
    expect(there.body.activities[0].account).toMatchObject({
      acct: 'rita@remote.example',
      nickname: 'rita@remote.example',
    });
    const god = await api(t, admin.token).get(`${ADMIN}/instances/remote.example/statuses?godmode=true`);
    expect(page(god.body)).toEqual([2, [String(r.priv.id), String(r.pub.id)]]);
    expect((await api(t, admin.token).get(`${ADMIN}/instances/elsewhere.example/statuses`)).body).toEqual({
      total: 0,
      activities: [],
    });
    // LIKE wildcards in the host match only themselves.
    expect((await api(t, admin.token).get(`${ADMIN}/instances/%25.example/statuses`)).body).toEqual({
      total: 0,
      activities: [],
    });
  });

  it('answers 400 for a bad page_size and 403 for a non-admin', async () => {
    const bad = await api(t, admin.token).get(`${ADMIN}/instances/remote.example/statuses?page_size=x`);
    expect([bad.status, bad.body]).toEqual([400, { error: 'page_size: Int cannot represent non-integer value: "x"' }]);
    const [other] = await makeUsersWithTokens(t, 1);
    const denied = await api(t, other.token).get(`${ADMIN}/instances/remote.example/statuses`);
    expect([denied.status, denied.body]).toEqual([403, { error: 'User is not an admin.' }]);
  });
});

describe('GET /api/pleroma/admin/statuses', () => {
  it('lists all statuses by page, with godmode, local_only and with_reblogs', async () => {
    const a = await author();
    const first = await api(t, admin.token).get(`${ADMIN}/statuses?page_size=2`);
    expect(ids(first.body)).toEqual([String(a.unl.id), String(a.pub.id)]);
    const god = await api(t, admin.token).get(
      `${ADMIN}/statuses?godmode=true&with_reblogs=true&local_only=true&page_size=3`,
    );
    expect(ids(god.body)).toEqual([a.reblog, String(a.dm.id), String(a.priv.id)]);
    const second = await api(t, admin.token).get(`${ADMIN}/statuses?godmode=true&page=2&page_size=2`);
    expect(ids(second.body)).toEqual([String(a.unl.id), String(a.pub.id)]);
    expect((await api(t, admin.token).get(`${ADMIN}/statuses?page_size=0`)).body).toEqual({
      error: 'page_size: must be a positive integer',
    });
  });
});

describe('GET /api/pleroma/admin/statuses/:id', () => {
  it('shows any status, direct ones included; 404 Not Found otherwise', async () => {
    const a = await author();
    const res = await api(t, admin.token).get(`${ADMIN}/statuses/${a.dm.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: String(a.dm.id), visibility: 'direct', account: { id: String(a.user.id) } });
    const missing = await api(t, admin.token).get(`${ADMIN}/statuses/999999`);
    expect([missing.status, missing.body]).toEqual([404, { error: 'Not Found' }]);
  });
});

describe('PUT /api/pleroma/admin/statuses/:id', () => {
  it('sets sensitive and visibility and logs it as Pleroma words it', async () => {
    const a = await author();
    const res = await api(t, admin.token)
      .put(`${ADMIN}/statuses/${a.pub.id}`)
      .send({ sensitive: 'true', visibility: 'private' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: String(a.pub.id), sensitive: true, visibility: 'private' });
    const only = await api(t, admin.token).put(`${ADMIN}/statuses/${a.unl.id}`).send({ visibility: 'public' });
    expect(only.body.visibility).toBe('public');
    const entries = await em().find(ModerationLogEntry, { action: 'status_update' }, { orderBy: { id: 'asc' } });
    expect(entries.slice(-2).map((e) => [e.message, e.data])).toEqual([
      [
        `@${admin.user.nickname} updated status #${a.pub.id}, set sensitive: 'true', visibility: 'private'`,
        { subject: { type: 'status', id: String(a.pub.id) }, sensitive: true, visibility: 'private' },
      ],
      [
        `@${admin.user.nickname} updated status #${a.unl.id}, set visibility: 'public'`,
        { subject: { type: 'status', id: String(a.unl.id) }, sensitive: null, visibility: 'public' },
      ],
    ]);
  });

  it('refuses a visibility other than public, private or unlisted (400), unknown ids (404) and non-admins (403); nothing changes', async () => {
    const a = await author();
    const direct = await api(t, admin.token).put(`${ADMIN}/statuses/${a.pub.id}`).send({ visibility: 'direct' });
    expect([direct.status, direct.body]).toEqual([400, { error: 'Unsupported visibility' }]);
    // An unknown word, or the GraphQL name of a known one, is refused as Pleroma's enum cast words it.
    for (const visibility of ['test', 'PUBLIC', 'Private']) {
      const res = await api(t, admin.token).put(`${ADMIN}/statuses/${a.pub.id}`).send({ visibility, sensitive: true });
      expect([res.status, res.body]).toEqual([400, { error: `${visibility} - Invalid value for enum.` }]);
    }
    expect((await api(t, admin.token).put(`${ADMIN}/statuses/999999`).send({ sensitive: true })).status).toBe(404);
    expect((await api(t, a.token).put(`${ADMIN}/statuses/${a.pub.id}`).send({ sensitive: true })).status).toBe(403);
    expect(await em().findOneOrFail(Status, a.pub.id)).toMatchObject({ visibility: 'public', sensitive: false });
  });
});

describe('DELETE /api/pleroma/admin/statuses/:id', () => {
  it('deletes any status, answers {} and logs it; 404 afterwards; 403 for non-admins', async () => {
    const a = await author();
    expect((await api(t, a.token).delete(`${ADMIN}/statuses/${a.priv.id}`)).status).toBe(403);
    const res = await api(t, admin.token).delete(`${ADMIN}/statuses/${a.priv.id}`);
    expect([res.status, res.body]).toEqual([200, {}]);
    expect(await em().count(Status, { id: a.priv.id })).toBe(0);
    const entry = await em().findOneOrFail(
      ModerationLogEntry,
      { action: 'status_delete' },
      { orderBy: { id: 'desc' } },
    );
    expect([entry.message, entry.data]).toEqual([
      `@${admin.user.nickname} deleted status #${a.priv.id}`,
      { subject_id: String(a.priv.id) },
    ]);
    expect((await api(t, admin.token).delete(`${ADMIN}/statuses/${a.priv.id}`)).status).toBe(404);
  });
});
