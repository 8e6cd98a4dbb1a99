import { describe, expect, it } from '@jest/globals';
import { InstanceRule } from '../../../../../src/entities/index.js';
import { useAdminAndUser } from '../../../../support/factories/report.factory.js';
import { useTestApp } from '../../../../support/app.js';
import { api } from '../../../../support/rest.js';

const t = useTestApp();
const ADMIN = '/api/pleroma/admin';
const callers = useAdminAndUser(t);

const count = () => t.orm.em.fork().count(InstanceRule, {});
const create = (body: Record<string, unknown>) => api(t, callers.adminToken).post(`${ADMIN}/rules`).send(body);

describe('the instance rules: /api/pleroma/admin/rules and GET /api/v1/instance/rules', () => {
  it('creates rules, lists them by priority then age, and shows them in both instance documents', async () => {
    const first = await create({ text: ' Be kind ' });
    expect([first.status, first.body]).toEqual([
      200,
      { id: expect.any(String), text: 'Be kind', hint: '', priority: 0 },
    ]);
    const second = (await create({ text: 'No spam', hint: 'Ads included', priority: 2 })).body;
    const third = (await create({ text: 'Tag sensitive media', priority: 1 })).body;

    const listed = await api(t, callers.adminToken).get(`${ADMIN}/rules`).expect(200);
    expect(listed.body).toEqual([first.body, third, second]);
    const rules = [
      { id: first.body.id, text: 'Be kind', hint: '' },
      { id: third.id, text: 'Tag sensitive media', hint: '' },
      { id: second.id, text: 'No spam', hint: 'Ads included' },
    ];
    expect((await t.http().get('/api/v1/instance/rules').expect(200)).body).toEqual(rules);
    expect((await t.http().get('/api/v1/instance')).body.rules).toEqual(rules);
    expect((await t.http().get('/api/v2/instance')).body.rules).toEqual(rules);
  });

  it('changes the given fields and deletes', async () => {
    const { id } = (await create({ text: 'Old', hint: 'kept' })).body;
    const changed = await api(t, callers.adminToken).patch(`${ADMIN}/rules/${id}`).send({ text: 'New', priority: 5 });
    expect(changed.body).toEqual({ id, text: 'New', hint: 'kept', priority: 5 });
    expect((await api(t, callers.adminToken).delete(`${ADMIN}/rules/${id}`)).body).toEqual({});
    expect(await t.orm.em.fork().count(InstanceRule, { id: Number(id) })).toBe(0);
  });

  it('refuses blank text, unknown ids and non-admins, changing nothing', async () => {
    const { id } = (await create({ text: 'Stays' })).body;
    const before = await count();
    const blank = await create({ hint: 'no text' });
    expect([blank.status, blank.body]).toEqual([422, { error: "text: can't be blank" }]);
    const blanked = await api(t, callers.adminToken).patch(`${ADMIN}/rules/${id}`).send({ text: '   ' });
    expect([blanked.status, blanked.body]).toEqual([422, { error: "text: can't be blank" }]);
    for (const req of [
      api(t, callers.adminToken).patch(`${ADMIN}/rules/999999`).send({ text: 'x' }),
      api(t, callers.adminToken).delete(`${ADMIN}/rules/abc`),
    ]) {
      const res = await req;
      expect([res.status, res.body]).toEqual([404, { error: 'Not found' }]);
    }
    expect((await api(t, callers.userToken).post(`${ADMIN}/rules`).send({ text: 'x' })).status).toBe(403);
    expect((await api(t, callers.userToken).get(`${ADMIN}/rules`)).status).toBe(403);
    expect((await api(t).delete(`${ADMIN}/rules/${id}`)).status).toBe(403);
    expect(await count()).toBe(before);
    expect(
      (await api(t, callers.adminToken).get(`${ADMIN}/rules`)).body.find((r: { id: string }) => r.id === id).text,
    ).toBe('Stays');
  });
});
