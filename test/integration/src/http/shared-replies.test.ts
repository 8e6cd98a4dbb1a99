import { describe, expect, it } from '@jest/globals';
import { useAdminAndUser } from '../../../support/factories/report.factory.js';
import { useTestApp } from '../../../support/app.js';
import { api } from '../../../support/rest.js';
import { updateSettings } from '../../../support/settings.js';
import { countStatements } from '../../../support/sql-count.js';

// The instance's documents are rendered once for anonymous callers and sent again until the settings or the
// rules change (src/http/shared-replies.ts).
const t = useTestApp();
const callers = useAdminAndUser(t);

const anonymous = async (path = '/api/v1/instance') => {
  const res = await t.http().get(path).expect(200);
  return { text: res.text, type: res.headers['content-type'], length: res.headers['content-length'] };
};

describe('shared anonymous replies', () => {
  it('sends the same bytes and headers again without running a statement', async () => {
    for (const path of ['/api/v1/instance', '/api/v2/instance', '/nodeinfo/2.0.json']) {
      const first = await anonymous(path);
      let again: Awaited<ReturnType<typeof anonymous>> | undefined;
      expect(await countStatements(t.orm, async () => (again = await anonymous(path)))).toBe(0);
      expect(again).toEqual(first);
      expect(first.type).toBe('application/json; charset=utf-8');
    }
  });

  it('shows a rule added, changed or deleted at once', async () => {
    await anonymous();
    const admin = api(t, callers.adminToken);
    const { id } = (await admin.post('/api/pleroma/admin/rules').send({ text: 'Shared rule' }).expect(200)).body;
    const texts = async () => JSON.parse((await anonymous()).text).rules.map((r: { text: string }) => r.text);
    expect(await texts()).toContain('Shared rule');
    await admin.patch(`/api/pleroma/admin/rules/${id}`).send({ text: 'Changed rule' }).expect(200);
    expect(await texts()).toContain('Changed rule');
    await admin.delete(`/api/pleroma/admin/rules/${id}`).expect(200);
    expect(await texts()).not.toContain('Changed rule');
  });

  it('shows a settings change at once', async () => {
    await anonymous();
    await updateSettings(t.orm.em.fork(), 'instance', { name: 'Renamed instance' });
    expect(JSON.parse((await anonymous()).text).title).toBe('Renamed instance');
    expect(JSON.parse((await anonymous('/api/v2/instance')).text).title).toBe('Renamed instance');
  });

  it('renders afresh for a caller with credentials or a query string', async () => {
    await anonymous();
    const withToken = () => api(t, callers.userToken).get('/api/v1/instance').expect(200);
    expect(await countStatements(t.orm, withToken)).toBeGreaterThan(0);
    expect(await countStatements(t.orm, () => t.http().get('/api/v1/instance?x=1').expect(200))).toBeGreaterThan(0);
    const badToken = () => api(t, 'not-a-token').get('/api/v1/instance').expect(200);
    expect(await countStatements(t.orm, badToken)).toBeGreaterThan(0);
  });
});
