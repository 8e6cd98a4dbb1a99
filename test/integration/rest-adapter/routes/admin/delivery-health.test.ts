import { beforeAll, describe, expect, it } from '@jest/globals';
import { Job, type User } from '../../../../../src/entities/index.js';
import { CIRCUIT_PREFIX } from '../../../../../src/federation/delivery-health.js';
import { DatabaseKvStore } from '../../../../../src/federation/kv-store.js';
import { makeAdmin } from '../../../../support/factories/report.factory.js';
import { makeUser, tokenFor } from '../../../../support/factories/user.factory.js';
import { useTestApp } from '../../../../support/app.js';
import { gql } from '../../../../support/graphql.js';
import { api } from '../../../../support/rest.js';

const t = useTestApp();
const HEALTH = '/api/pleroma/admin/federation/health';
let admin: { user: User; token: string };

beforeAll(async () => {
  admin = await makeAdmin(t);
  // What Fedify's circuit breaker keeps: one host held, one probed, one closed again.
  const kv = new DatabaseKvStore(t.orm);
  await kv.set([...CIRCUIT_PREFIX, 'down.example'], { state: 'open', failures: [], opened: '2026-11-20T00:00:00Z' });
  await kv.set([...CIRCUIT_PREFIX, 'flaky.example:8443'], { state: 'half-open', failures: [] });
  await kv.set([...CIRCUIT_PREFIX, 'fine.example'], { state: 'closed', failures: ['2026-11-20T00:00:00Z'] });
  // Two deliveries waiting (due later, so the worker leaves them), one done.
  const em = t.orm.em.fork();
  const later = new Date(Date.now() + 3_600_000);
  em.create(Job, { kind: 'federation', payload: { message: {} }, runAt: later });
  em.create(Job, { kind: 'federation', payload: { message: {} }, runAt: later });
  em.create(Job, { kind: 'federation', payload: { message: {} }, runAt: later, state: 'done' });
  await em.flush();
});

describe('GET /api/pleroma/admin/federation/health', () => {
  it('lists the held hosts and the queue size', async () => {
    const res = await api(t, admin.token).get(HEALTH).expect(200);
    expect(res.body).toEqual({
      queue_size: 2,
      unreachable_hosts: [
        { host: 'down.example', state: 'unreachable', since: '2026-11-20T00:00:00.000Z' },
        { host: 'flaky.example:8443', state: 'probing', since: null },
      ],
    });
  });

  it('is the same through GraphQL (enum states)', async () => {
    const query = `{ adminDeliveryHealth { queueSize unreachableHosts { host state } } }`;
    const res = await gql(t, query, {}, admin.token);
    expect(res.body.data.adminDeliveryHealth).toEqual({
      queueSize: 2,
      unreachableHosts: [
        { host: 'down.example', state: 'UNREACHABLE' },
        { host: 'flaky.example:8443', state: 'PROBING' },
      ],
    });
  });

  it('refuses a non-admin (403) and an anonymous caller (403)', async () => {
    const user = await makeUser(t, { nickname: 'nosy' });
    const res = await api(t, await tokenFor(t, user, ['read', 'admin'])).get(HEALTH);
    expect([res.status, res.body]).toEqual([403, { error: 'User is not an admin.' }]);
    expect((await api(t).get(HEALTH)).status).toBe(403);
  });
});
