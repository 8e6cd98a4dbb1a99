import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Limiter } from '../../../../../src/core/limiter.js';
import { outboundPools } from '../../../../../src/federation/outbound-pools.js';
import { remoteFetch, RemoteFetchError } from '../../../../../src/federation/remote-fetch.js';
import { makeAdmin } from '../../../../support/factories/report.factory.js';
import { useTestApp } from '../../../../support/app.js';
import { api } from '../../../../support/rest.js';
import { kw } from '../../../../support/config.js';

// Pleroma's :pools and :connections_pool, mapped onto the outbound client and rebuilt by a restart.
const ADMIN = '/api/pleroma/admin';
const open = { allowPrivateAddresses: true };

describe('Limiter', () => {
  it('grants `max` turns, lines up `maxWaiting` more in order, refuses the next at once', async () => {
    const limiter = new Limiter(2, 1);
    expect(await limiter.acquire()).toBe(true);
    expect(await limiter.acquire()).toBe(true);
    const third = limiter.acquire();
    expect(limiter.waiting).toBe(1);
    expect(await limiter.acquire()).toBe(false);
    limiter.release();
    expect(await third).toBe(true);
    expect([limiter.inUse, limiter.waiting]).toEqual([2, 0]);
    limiter.release();
    limiter.release();
    expect(limiter.inUse).toBe(0);
  });

  it('drops a waiter whose signal aborts, and the turn goes to the next', async () => {
    const limiter = new Limiter(1, 5);
    await limiter.acquire();
    const abort = new AbortController();
    const gone = limiter.acquire(abort.signal);
    const next = limiter.acquire();
    abort.abort(new Error('late'));
    await expect(gone).rejects.toThrow('late');
    expect(limiter.waiting).toBe(1);
    limiter.release();
    expect(await next).toBe(true);
    expect(limiter.inUse).toBe(1);
  });
});

describe('restart rebuilds the outbound pools', () => {
  let server: Server;
  let base: string;
  const held: ServerResponse[] = [];
  afterAll(async () => {
    for (const res of held) res.end('late');
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const t = useTestApp();
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/hold') held.push(res);
      else res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(check()).toBe(true);
  };

  it("start with Pleroma's defaults; a stored change applies only after GET /restart", async () => {
    const admin = await makeAdmin(t);
    expect(outboundPools().pools.default).toMatchObject({ limiter: { max: 10, maxWaiting: 2 }, recvTimeout: 5000 });
    expect(outboundPools().pools.federation.limiter).toMatchObject({ max: 50, maxWaiting: 10 });
    expect(outboundPools().total.max).toBe(250);

    const res = await api(t, admin.token)
      .post(`${ADMIN}/config`)
      .send({
        configs: [
          {
            group: ':pleroma',
            key: ':pools',
            value: kw({ default: kw({ size: 1, max_waiting: 1, recv_timeout: 2000 }) }),
          },
          { group: ':pleroma', key: ':connections_pool', value: kw({ max_connections: 7 }) },
        ],
      });
    expect(res.status).toBe(200);
    expect(res.body.need_reboot).toBe(true);
    const before = outboundPools();
    expect(before.pools.default.limiter.max).toBe(10);

    expect((await api(t, admin.token).get(`${ADMIN}/restart`)).status).toBe(200);
    await until(() => outboundPools() !== before);
    // Merged over the defaults: the other pools keep theirs.
    expect(outboundPools().pools.default).toMatchObject({ limiter: { max: 1, maxWaiting: 1 }, recvTimeout: 2000 });
    expect(outboundPools().pools.media.limiter).toMatchObject({ max: 50, maxWaiting: 20 });
    expect(outboundPools().total.max).toBe(7);
    expect((await api(t, admin.token).get(`${ADMIN}/need_reboot`)).body).toEqual({ need_reboot: false });
  });

  it('a pool lets `size` fetches run and `max_waiting` wait; one more is refused at once with pool_full', async () => {
    const first = remoteFetch(`${base}/hold`, open);
    const second = remoteFetch(`${base}/hold`, open);
    await until(() => held.length === 1 && outboundPools().pools.default.limiter.waiting === 1);
    const third = await remoteFetch(`${base}/fast`, open).then(
      () => null,
      (err: RemoteFetchError) => err,
    );
    expect(third).toBeInstanceOf(RemoteFetchError);
    expect(third).toMatchObject({
      reason: 'pool_full',
      message: 'Too many outbound fetches waiting for the default pool',
    });
    // Other pools are not held up.
    expect((await remoteFetch(`${base}/fast`, { ...open, pool: 'federation' })).body.toString()).toBe('ok');
    held.shift()!.end('one');
    expect((await first).body.toString()).toBe('one');
    await until(() => held.length === 1);
    held.shift()!.end('two');
    expect((await second).body.toString()).toBe('two');
    expect(outboundPools().pools.default.limiter.inUse).toBe(0);
  });

  it("the pool's recv_timeout is the deadline of a fetch that sets none, waiting included", async () => {
    const started = Date.now();
    const hung = await remoteFetch(`${base}/hold`, open).then(
      () => null,
      (err: RemoteFetchError) => err,
    );
    expect(hung).toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(outboundPools().pools.default.limiter.inUse).toBe(0);
    held.splice(0).forEach((res) => res.destroy());
  });

  it('takes sizes below 1 and negative timeouts as their least useful values instead of stopping fetches', async () => {
    const admin = await makeAdmin(t);
    await api(t, admin.token)
      .post(`${ADMIN}/config`)
      .send({
        configs: [
          {
            group: ':pleroma',
            key: ':pools',
            value: kw({ upload: kw({ size: 0, max_waiting: -3, recv_timeout: -5 }) }),
          },
          { group: ':pleroma', key: ':connections_pool', value: kw({ max_connections: -1 }) },
        ],
      });
    const before = outboundPools();
    await api(t, admin.token).get(`${ADMIN}/restart`);
    await until(() => outboundPools() !== before);
    expect(outboundPools().pools.upload).toMatchObject({ limiter: { max: 1, maxWaiting: 0 }, recvTimeout: 1 });
    expect(outboundPools().total.max).toBe(1);
    expect(
      await remoteFetch(`${base}/fast`, { ...open, pool: 'upload', timeoutMs: 5000 }).then((r) => r.body.toString()),
    ).toBe('ok');
    await api(t, admin.token)
      .post(`${ADMIN}/config`)
      .send({
        configs: [
          { group: ':pleroma', key: ':pools', delete: true },
          { group: ':pleroma', key: ':connections_pool', delete: true },
        ],
      });
    await api(t, admin.token).get(`${ADMIN}/restart`);
  });

  it('refuses a pool setting of the wrong type, storing nothing', async () => {
    const admin = await makeAdmin(t);
    const res = await api(t, admin.token)
      .post(`${ADMIN}/config`)
      .send({ configs: [{ group: ':pleroma', key: ':pools', value: kw({ media: kw({ size: 'many' }) }) }] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Invalid config entry 0 (:pleroma :pools): value:media:size must be "integer"',
      entry: 0,
    });
  });
});
