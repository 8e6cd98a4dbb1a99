import { describe, expect, it } from '@jest/globals';
import { DomainBlock, Follow, Notification, User } from '../../../../src/entities/index.js';
import { follow, makeStatus } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { api, ids } from '../../../support/rest.js';
import { useTestApp } from '../../../support/app.js';
import { gql } from '../../../support/graphql.js';

const t = useTestApp();
const em = () => t.orm.em.fork();

let remotes = 0;
/** An account of another server, as federation creates it (nickname `name@host`, not local). */
async function remoteUser(host: string): Promise<User> {
  remotes += 1;
  const user = await makeUser(t);
  await em().nativeUpdate(User, user.id, { nickname: `remote${remotes}@${host}`, local: false });
  return em().findOneOrFail(User, user.id);
}

async function me(): Promise<{ user: User; token: string }> {
  const user = await makeUser(t);
  return { user, token: await tokenFor(t, user) };
}

describe('GET/POST/DELETE /api/v1/domain_blocks', () => {
  it('blocks, lists (newest first, Link by block) and unblocks domains, normalized', async () => {
    const { user, token } = await me();
    const client = api(t, token);
    for (const domain of ['one.example', 'https://Two.Example/path', 'BÜCHER.example', 'one.example']) {
      const res = await client.post('/api/v1/domain_blocks').send({ domain });
      expect([res.status, res.body]).toEqual([200, {}]);
    }
    const list = await client.get('/api/v1/domain_blocks');
    expect(list.body).toEqual(['xn--bcher-kva.example', 'two.example', 'one.example']);
    const page = await client.get('/api/v1/domain_blocks?limit=2');
    expect(page.body).toEqual(['xn--bcher-kva.example', 'two.example']);
    const rows = await em().find(DomainBlock, { user: user.id }, { orderBy: { id: 'asc' } });
    expect(page.headers.link).toBe(
      `<${t.config.publicUrl}/api/v1/domain_blocks?limit=2&max_id=${rows[1].id}>; rel="next", ` +
        `<${t.config.publicUrl}/api/v1/domain_blocks?limit=2&min_id=${rows[2].id}>; rel="prev"`,
    );
    expect((await client.get(`/api/v1/domain_blocks?max_id=${rows[1].id}`)).body).toEqual(['one.example']);
    const removed = await client.delete('/api/v1/domain_blocks').send({ domain: 'TWO.example' });
    expect([removed.status, removed.body]).toEqual([200, {}]);
    const again = await client.delete('/api/v1/domain_blocks?domain=never.example');
    expect([again.status, again.body]).toEqual([200, {}]);
    expect((await client.get('/api/v1/domain_blocks')).body).toEqual(['xn--bcher-kva.example', 'one.example']);
  });

  it('refuses a missing or malformed domain with 400 and stores nothing', async () => {
    const { user, token } = await me();
    const client = api(t, token);
    for (const body of [{}, { domain: '' }]) {
      const missing = await client.post('/api/v1/domain_blocks').send(body);
      expect([missing.status, missing.body]).toEqual([400, { error: 'domain: is required' }]);
    }
    for (const domain of ['   ', 'a b.example', 'evil.example/../x', 'http://', 'x'.repeat(254), '%00.example']) {
      const res = await client.post('/api/v1/domain_blocks').send({ domain });
      expect([domain, res.status, res.body]).toEqual([domain, 400, { error: 'domain: not a domain name' }]);
    }
    const badCursor = await client.get('/api/v1/domain_blocks?max_id=abc');
    expect([badCursor.status, badCursor.body]).toEqual([400, { error: 'max_id: must be an id' }]);
    expect(await em().count(DomainBlock, { user: user.id })).toBe(0);
  });

  it('needs a user with the blocks scopes', async () => {
    const { user } = await me();
    const anonymous = await api(t).get('/api/v1/domain_blocks');
    expect([anonymous.status, anonymous.body]).toEqual([401, { error: 'Authentication required' }]);
    const anonymousPost = await api(t).post('/api/v1/domain_blocks').send({ domain: 'x.example' });
    expect(anonymousPost.status).toBe(401);
    const readOnly = api(t, await tokenFor(t, user, ['read']));
    const refused = await readOnly.post('/api/v1/domain_blocks').send({ domain: 'x.example' });
    expect([refused.status, refused.body]).toEqual([403, { error: 'Insufficient permissions: write:blocks.' }]);
    const writeOnly = api(t, await tokenFor(t, user, ['write']));
    const unread = await writeOnly.get('/api/v1/domain_blocks');
    expect([unread.status, unread.body]).toEqual([403, { error: 'Insufficient permissions: read:blocks.' }]);
    const appOnly = await api(t, await tokenFor(t, null, ['read', 'write'])).get('/api/v1/domain_blocks');
    expect(appOnly.status).toBe(401);
    expect(await em().count(DomainBlock, { user: user.id })).toBe(0);
  });

  it("hides the domain's statuses, reblogs of them and notifications, and ends follows both ways", async () => {
    const { user, token } = await me();
    const client = api(t, token);
    const blocked = await remoteUser('blocked.example');
    const other = await remoteUser('other.example');
    const local = await makeUser(t);
    await follow(t, user, blocked, { state: 'accepted' });
    await follow(t, blocked, user, { state: 'accepted' });
    await follow(t, user, other, { state: 'accepted' });
    await follow(t, user, local, { state: 'accepted' });
    const hidden = await makeStatus(t, blocked, 'from the blocked domain');
    const shown = await makeStatus(t, other, 'from elsewhere');
    const reblog = await api(t, await tokenFor(t, local))
      .post(`/api/v1/statuses/${hidden.id}/reblog`)
      .expect(200);
    const fork = em();
    fork.create(Notification, { user: user.id, type: 'follow', fromAccount: blocked.id });
    fork.create(Notification, { user: user.id, type: 'follow', fromAccount: other.id });
    await fork.flush();

    expect((await client.get(`/api/v1/accounts/relationships?id=${blocked.id}`)).body[0].domain_blocking).toBe(false);
    await client.post('/api/v1/domain_blocks').send({ domain: 'blocked.example' }).expect(200);

    expect(await em().count(Follow, { $or: [{ follower: blocked.id }, { following: blocked.id }] })).toBe(0);
    expect(await em().count(Follow, { follower: user.id })).toBe(2);
    const home = ids((await client.get('/api/v1/timelines/home')).body);
    expect(home).toContain(String(shown.id));
    expect(home).not.toContain(String(hidden.id));
    expect(home).not.toContain(reblog.body.id);
    const publicIds = ids((await client.get('/api/v1/timelines/public')).body);
    expect(publicIds).not.toContain(String(hidden.id));
    expect(ids((await client.get('/api/v1/timelines/public?with_muted=true')).body)).not.toContain(String(hidden.id));
    const notes = (await client.get('/api/v1/notifications')).body as Array<{ account: { id: string } }>;
    expect(notes.map((n) => n.account.id)).toEqual([String(other.id)]);
    const rel = await client.get(`/api/v1/accounts/relationships?id[]=${blocked.id}&id[]=${other.id}`);
    expect(rel.body.map((r: { domain_blocking: boolean }) => r.domain_blocking)).toEqual([true, false]);

    await client.delete('/api/v1/domain_blocks').send({ domain: 'blocked.example' }).expect(200);
    expect(ids((await client.get('/api/v1/timelines/public')).body)).toContain(String(hidden.id));
    expect(ids((await client.get('/api/v1/timelines/home')).body)).toContain(reblog.body.id);
    expect((await client.get('/api/v1/notifications')).body).toHaveLength(2);
  });
});

describe('GraphQL: blockDomain, unblockDomain', () => {
  it('answer the block and the domain as stored', async () => {
    const { token } = await me();
    const block = await gql(t, 'mutation { blockDomain(domain: "https://GQL.Example/x") { id domain } }', {}, token);
    expect(block.body).toEqual({ data: { blockDomain: { id: expect.any(String), domain: 'gql.example' } } });
    const again = await gql(t, 'mutation { blockDomain(domain: "gql.example") { id } }', {}, token);
    expect(again.body.data.blockDomain.id).toBe(block.body.data.blockDomain.id);
    const unblock = await gql(t, 'mutation { unblockDomain(domain: "GQL.example") }', {}, token);
    expect(unblock.body).toEqual({ data: { unblockDomain: 'gql.example' } });
    expect(await t.orm.em.fork().count(DomainBlock, { domain: 'gql.example' })).toBe(0);
  });
});
