import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ModerationLogEntry, Status } from '../../../src/entities/index.js';
import { makeAdmin } from '../../factories/report.factory.js';
import { makeStatus } from '../../factories/social.factory.js';
import { makeUser, makeUsersWithTokens } from '../../factories/user.factory.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { api, ids } from '../../helpers/rest.js';

let t: TestApp;
let admin: { user: import('../../../src/entities/index.js').User; token: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await makeAdmin(t);
});
afterAll(async () => {
  await t.stop();
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

describe('GET /api/pleroma/admin/users/:nickname_or_id/statuses', () => {
  it('lists public and unlisted statuses newest first; godmode adds private and direct, with_reblogs the reblogs', async () => {
    const a = await author();
    const plain = await api(t, admin.token).get(`${ADMIN}/users/${a.user.nickname}/statuses`);
    expect(plain.status).toBe(200);
    expect(ids(plain.body)).toEqual([String(a.unl.id), String(a.pub.id)]);
    const god = await api(t, admin.token).get(`${ADMIN}/users/${a.user.id}/statuses?godmode=true`);
    expect(ids(god.body)).toEqual([a.dm, a.priv, a.unl, a.pub].map((s) => String(s.id)));
    const all = await api(t, admin.token).get(
      `${ADMIN}/users/${a.user.nickname}/statuses?godmode=true&with_reblogs=true&page_size=2`,
    );
    expect(ids(all.body)).toEqual([a.reblog, String(a.dm.id)]);
    expect(all.body[0].reblog).toMatchObject({ content: 'theirs' });
  });

  it("gives each status's account its nickname, as Pleroma's admin status entity does (admin-fe shows it)", async () => {
    const a = await author();
    const list = await api(t, admin.token).get(`${ADMIN}/users/${a.user.nickname}/statuses`);
    expect(list.body.map((s: { account: { nickname: string } }) => s.account.nickname)).toEqual([
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

  it('answers 404 for an unknown user and 403 for a non-admin', async () => {
    const missing = await api(t, admin.token).get(`${ADMIN}/users/nobody_here/statuses`);
    expect([missing.status, missing.body]).toEqual([404, { error: 'Not found' }]);
    const a = await author();
    expect((await api(t, a.token).get(`${ADMIN}/users/${a.user.nickname}/statuses`)).status).toBe(403);
    expect((await api(t).get(`${ADMIN}/users/${a.user.nickname}/statuses`)).status).toBe(403);
  });
});

describe('GET /api/pleroma/admin/instances/:instance/statuses', () => {
  it('lists the statuses of this instance, none of another', async () => {
    const a = await author();
    const here = await api(t, admin.token).get(`${ADMIN}/instances/fedigraph.test/statuses?page_size=2`);
    expect(ids(here.body)).toEqual([String(a.unl.id), String(a.pub.id)]);
    expect((await api(t, admin.token).get(`${ADMIN}/instances/elsewhere.example/statuses`)).body).toEqual([]);
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
