import { beforeAll, describe, expect, it } from '@jest/globals';
import { Follow, type User } from '../../../../src/entities/index.js';
import { block, follow } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';

const t = useTestApp();

const get = (path: string, token?: string) => {
  const req = t.http().get(path);
  return token ? req.set('authorization', `Bearer ${token}`) : req;
};
const ids = (body: Array<{ id: string }>) => body.map((a) => a.id);
/** Follows the account and returns the follow's id (the pagination cursor). */
async function followId(follower: User, following: User): Promise<number> {
  await follow(t, follower, following);
  return (await t.orm.em.fork().findOneOrFail(Follow, { follower: follower.id, following: following.id })).id;
}

describe('GET /api/v1/accounts/:id/followers', () => {
  let owner: User;
  let followers: User[];
  let followIds: number[];
  beforeAll(async () => {
    owner = await makeUser(t, { nickname: 'popular' });
    followers = [];
    followIds = [];
    for (let i = 0; i < 3; i += 1) {
      const follower = await makeUser(t);
      followers.push(follower);
      followIds.push(await followId(follower, owner));
    }
    await follow(t, await makeUser(t), owner, { state: 'pending' });
    await follow(t, await makeUser(t, { deactivated: true }), owner);
  });

  it('lists accepted followers, newest follow first, to anyone', async () => {
    const res = await get(`/api/v1/accounts/${owner.id}/followers`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(followers.map((f) => String(f.id)).reverse());
    expect(res.body[0]).toMatchObject({ username: followers[2].nickname, pleroma: { relationship: {} } });
    expect(res.headers.link).toBe(
      `<http://fedigraph.test/api/v1/accounts/${owner.id}/followers?max_id=${followIds[0]}>; rel="next", ` +
        `<http://fedigraph.test/api/v1/accounts/${owner.id}/followers?min_id=${followIds[2]}>; rel="prev"`,
    );
  });

  it('pages with limit, max_id, since_id and min_id, and links the neighbouring pages', async () => {
    const first = await get(`/api/v1/accounts/${owner.id}/followers?limit=2`);
    expect(ids(first.body)).toEqual([String(followers[2].id), String(followers[1].id)]);
    expect(first.headers.link).toBe(
      `<http://fedigraph.test/api/v1/accounts/${owner.id}/followers?limit=2&max_id=${followIds[1]}>; rel="next", ` +
        `<http://fedigraph.test/api/v1/accounts/${owner.id}/followers?limit=2&min_id=${followIds[2]}>; rel="prev"`,
    );
    const older = await get(`/api/v1/accounts/${owner.id}/followers?limit=2&max_id=${followIds[1]}`);
    expect(ids(older.body)).toEqual([String(followers[0].id)]);
    expect(older.headers.link).toBe(
      `<http://fedigraph.test/api/v1/accounts/${owner.id}/followers?limit=2&max_id=${followIds[0]}>; rel="next", ` +
        `<http://fedigraph.test/api/v1/accounts/${owner.id}/followers?limit=2&min_id=${followIds[0]}>; rel="prev"`,
    );
    const since = await get(`/api/v1/accounts/${owner.id}/followers?since_id=${followIds[0]}`);
    expect(ids(since.body)).toEqual([String(followers[2].id), String(followers[1].id)]);
    const min = await get(`/api/v1/accounts/${owner.id}/followers?min_id=${followIds[0]}&limit=1`);
    expect(ids(min.body)).toEqual([String(followers[1].id)]);
  });

  it('clamps the limit to 80 and refuses a malformed cursor with 400', async () => {
    expect((await get(`/api/v1/accounts/${owner.id}/followers?limit=500`)).status).toBe(200);
    const bad = await get(`/api/v1/accounts/${owner.id}/followers?max_id=abc`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'max_id: must be an id' });
  });

  it('embeds the relationships with with_relationships=true', async () => {
    const res = await get(
      `/api/v1/accounts/${owner.id}/followers?with_relationships=true`,
      await tokenFor(t, followers[0]),
    );
    const self = res.body.find((a: { id: string }) => a.id === String(followers[0].id));
    expect(self.pleroma.relationship).toMatchObject({ id: String(followers[0].id), following: false });
    const other = res.body.find((a: { id: string }) => a.id === String(followers[1].id));
    expect(other.pleroma.relationship).toMatchObject({
      id: String(followers[1].id),
      following: false,
      followed_by: false,
    });
  });

  it('is empty for others when the owner hides followers, but not for the owner', async () => {
    const shy = await makeUser(t, { hideFollowers: true });
    const fan = await makeUser(t);
    await follow(t, fan, shy);
    const hidden = await get(`/api/v1/accounts/${shy.id}/followers`);
    expect(hidden.body).toEqual([]);
    expect(hidden.headers.link).toBeUndefined();
    expect((await get(`/api/v1/accounts/${shy.id}/followers`, await tokenFor(t, fan))).body).toEqual([]);
    expect(ids((await get(`/api/v1/accounts/${shy.id}/followers`, await tokenFor(t, shy))).body)).toEqual([
      String(fan.id),
    ]);
  });

  it('is empty for an account the owner blocks', async () => {
    const [blocker, blocked] = [await makeUser(t), await makeUser(t)];
    await follow(t, await makeUser(t), blocker);
    await block(t, blocker, blocked);
    expect((await get(`/api/v1/accounts/${blocker.id}/followers`, await tokenFor(t, blocked))).body).toEqual([]);
    expect((await get(`/api/v1/accounts/${blocker.id}/followers`)).body).toHaveLength(1);
  });

  it('answers 404 for an unknown or deactivated account', async () => {
    const gone = await makeUser(t, { deactivated: true });
    for (const id of ['999999', String(gone.id)]) {
      const res = await get(`/api/v1/accounts/${id}/followers`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Record not found' });
    }
  });
});

describe('GET /api/v1/accounts/:id/following', () => {
  it('lists the accounts followed, newest first, and links the next page', async () => {
    const owner = await makeUser(t);
    const followed = [await makeUser(t), await makeUser(t)];
    const follows = [await followId(owner, followed[0]), await followId(owner, followed[1])];
    await follow(t, owner, await makeUser(t), { state: 'pending' });
    const res = await get(`/api/v1/accounts/${owner.id}/following?limit=1`);
    expect(ids(res.body)).toEqual([String(followed[1].id)]);
    expect(res.headers.link).toContain(`following?limit=1&max_id=${follows[1]}>; rel="next"`);
    const all = await get(`/api/v1/accounts/${owner.nickname}/following`);
    expect(ids(all.body)).toEqual([String(followed[1].id), String(followed[0].id)]);
  });

  it('is empty for others when the owner hides follows', async () => {
    const owner = await makeUser(t, { hideFollows: true });
    await follow(t, owner, await makeUser(t));
    expect((await get(`/api/v1/accounts/${owner.id}/following`)).body).toEqual([]);
    expect(
      (await get(`/api/v1/accounts/${owner.id}/following`, await tokenFor(t, owner, ['read:accounts']))).body,
    ).toHaveLength(1);
  });

  it('treats a token without read:accounts as an anonymous caller (hidden lists stay hidden from their owner)', async () => {
    const owner = await makeUser(t, { hideFollows: true });
    await follow(t, owner, await makeUser(t));
    expect((await get(`/api/v1/accounts/${owner.id}/following`, await tokenFor(t, owner, ['write']))).body).toEqual([]);
  });
});
