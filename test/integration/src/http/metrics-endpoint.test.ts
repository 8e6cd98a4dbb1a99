import { beforeAll, describe, expect, it } from '@jest/globals';
import type { User } from '../../../../src/entities/index.js';
import { makeAdmin } from '../../../support/factories/report.factory.js';
import { useTestApp } from '../../../support/app.js';
import { api } from '../../../support/rest.js';
import { kw } from '../../../support/config.js';

const t = useTestApp();
let admin: { user: User; token: string };
beforeAll(async () => {
  admin = await makeAdmin(t);
});

const PATH = '/api/pleroma/app_metrics';
const exporter = (settings: Record<string, unknown>) =>
  api(t, admin.token)
    .post('/api/pleroma/admin/config')
    .send({ configs: [{ group: ':prometheus', key: 'Pleroma.Web.Endpoint.MetricsExporter', value: kw(settings) }] });
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('GET /api/pleroma/app_metrics', () => {
  it('is not there while the exporter is off (the default)', async () => {
    const res = await t.http().get(PATH);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it('is described in /config/descriptions under :prometheus, as Pleroma describes it', async () => {
    const res = await api(t, admin.token).get('/api/pleroma/admin/config/descriptions');
    const entry = res.body.find((e: { key: string }) => e.key === 'Pleroma.Web.Endpoint.MetricsExporter');
    expect(entry).toMatchObject({ group: ':prometheus', type: 'group' });
    expect(entry.children.map((c: { key: string }) => c.key)).toEqual([':enabled', ':auth', ':ip_whitelist', ':path']);
  });

  it('refuses a value of the wrong type, naming it, and stores nothing', async () => {
    const res = await exporter({ enabled: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/enabled must be "boolean"/);
    expect((await t.http().get(PATH)).status).toBe(404);
  });

  it('once enabled, answers the Prometheus text format with requests by route and status, the database and the queue', async () => {
    expect((await exporter({ enabled: true })).status).toBe(200);
    await t.http().get('/api/v1/instance').expect(200);
    await t.http().get('/api/v1/accounts/nobody-here').expect(404);
    const res = await t.http().get(PATH);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/instance",status="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/v1\/accounts\/:id",status="404"\}/,
    );
    expect(text).toMatch(/db_statement_duration_seconds_count\{outcome="ok"\} \d+/);
    expect(text).toMatch(/db_pool_connections\{state="size"\} \d+/);
    expect(text).toMatch(/job_queue_depth/);
    expect(text).toMatch(/streaming_sockets 0/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/process_resident_memory_bytes \d/);
    expect(text).toMatch(/nodejs_gc_duration_seconds/);
  });

  it('asks for the Basic credentials of auth, compared in full', async () => {
    expect((await exporter({ enabled: true, auth: { tuple: [':basic', 'prom', 'a long secret'] } })).status).toBe(200);
    const none = await t.http().get(PATH);
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Basic realm="metrics"');
    expect(none.text).toBe('Unauthorized');
    expect((await t.http().get(PATH).set('Authorization', basic('prom', 'a long secre'))).status).toBe(401);
    expect((await t.http().get(PATH).set('Authorization', basic('pro', 'a long secret'))).status).toBe(401);
    expect((await t.http().get(PATH).set('Authorization', 'Basic !!!')).status).toBe(401);
    expect((await t.http().get(PATH).set('Authorization', basic('prom', 'a long secret'))).status).toBe(200);
  });

  it('answers only the addresses of ip_whitelist, and at the configured path', async () => {
    expect((await exporter({ auth: false, ip_whitelist: ['192.0.2.1'] })).status).toBe(200);
    expect((await t.http().get(PATH)).status).toBe(404);
    expect((await exporter({ ip_whitelist: ['127.0.0.1'], path: '/metrics' })).status).toBe(200);
    expect((await t.http().get(PATH)).status).toBe(404);
    const res = await t.http().get('/metrics');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/# TYPE http_request_duration_seconds histogram/);
  });
});
