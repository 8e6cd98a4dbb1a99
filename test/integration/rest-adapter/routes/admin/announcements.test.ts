import { describe, expect, it } from '@jest/globals';
import { Announcement } from '../../../../../src/entities/index.js';
import { useAdminAndUser } from '../../../../support/factories/report.factory.js';
import { useTestApp } from '../../../../support/app.js';
import { api } from '../../../../support/rest.js';

const t = useTestApp();
const ADMIN = '/api/pleroma/admin';
const callers = useAdminAndUser(t);

const count = () => t.orm.em.fork().count(Announcement, {});
const create = (body: Record<string, unknown>) => api(t, callers.adminToken).post(`${ADMIN}/announcements`).send(body);

describe('POST /api/pleroma/admin/announcements', () => {
  it("creates an announcement and answers Pleroma's entity with the raw content", async () => {
    const res = await create({
      content: 'Maintenance at #night, see https://status.example.test',
      starts_at: '2026-01-01T10:00:00Z',
      ends_at: '2999-01-01T10:00:00.000Z',
      all_day: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^\d+$/),
      content:
        'Maintenance at <a class="hashtag" data-tag="night" href="http://fedigraph.test/tag/night" rel="tag ugc">#night</a>, see <a href="https://status.example.test" rel="ugc">https://status.example.test</a>',
      starts_at: '2026-01-01T10:00:00.000Z',
      ends_at: '2999-01-01T10:00:00.000Z',
      all_day: true,
      published: true,
      published_at: expect.any(String),
      updated_at: expect.any(String),
      mentions: [],
      statuses: [],
      tags: [{ name: 'night', url: 'http://fedigraph.test/tag/night' }],
      emojis: [],
      reactions: [],
      pleroma: { raw_content: 'Maintenance at #night, see https://status.example.test' },
    });
  });

  it('refuses blank content, bad dates and an end before the start, creating nothing', async () => {
    const before = await count();
    expect((await create({})).body).toEqual({ error: "content: can't be blank" });
    expect((await create({ content: '  ' })).status).toBe(422);
    const badDate = await create({ content: 'x', starts_at: 'tomorrow' });
    expect([badDate.status, badDate.body]).toEqual([400, { error: 'starts_at: must be a date-time (ISO 8601)' }]);
    const backwards = await create({
      content: 'x',
      starts_at: '2030-01-02T00:00:00Z',
      ends_at: '2030-01-01T00:00:00Z',
    });
    expect([backwards.status, backwards.body]).toEqual([422, { error: 'ends_at: must be after starts_at' }]);
    expect(await count()).toBe(before);
  });

  it('is 403 for users and anonymous callers', async () => {
    const before = await count();
    expect((await api(t, callers.userToken).post(`${ADMIN}/announcements`).send({ content: 'x' })).status).toBe(403);
    expect((await api(t).post(`${ADMIN}/announcements`).send({ content: 'x' })).status).toBe(403);
    expect(await count()).toBe(before);
  });
});

describe('GET /api/pleroma/admin/announcements', () => {
  it('lists every announcement oldest first, with offset and limit', async () => {
    for (const n of [1, 2, 3]) await create({ content: `page ${n}`, starts_at: '2999-01-01T00:00:00Z' });
    const all = await api(t, callers.adminToken).get(`${ADMIN}/announcements`).expect(200);
    const texts = all.body.map((a: { pleroma: { raw_content: string } }) => a.pleroma.raw_content);
    expect(texts.slice(-3)).toEqual(['page 1', 'page 2', 'page 3']);
    const page = await api(t, callers.adminToken).get(`${ADMIN}/announcements?offset=${texts.length - 2}&limit=1`);
    expect(page.body.map((a: { pleroma: { raw_content: string } }) => a.pleroma.raw_content)).toEqual(['page 2']);
    expect((await api(t, callers.adminToken).get(`${ADMIN}/announcements?offset=1000`)).body).toEqual([]);
  });

  it('refuses a limit under 1 and a negative offset; 403 for users', async () => {
    expect((await api(t, callers.adminToken).get(`${ADMIN}/announcements?limit=0`)).body).toEqual({
      error: 'limit: must be a positive integer',
    });
    const negative = await api(t, callers.adminToken).get(`${ADMIN}/announcements?offset=-1`);
    expect([negative.status, negative.body]).toEqual([400, { error: 'offset: must be 0 or more' }]);
    expect((await api(t, callers.userToken).get(`${ADMIN}/announcements`)).status).toBe(403);
  });
});

describe('GET/PATCH/DELETE /api/pleroma/admin/announcements/:id', () => {
  it('shows, changes only the given fields, clears a date with null, and deletes', async () => {
    const { id } = (await create({ content: 'first', starts_at: '2026-01-01T00:00:00Z', all_day: true })).body;
    const shown = await api(t, callers.adminToken).get(`${ADMIN}/announcements/${id}`).expect(200);
    expect(shown.body).toMatchObject({ id, content: 'first', all_day: true });

    const changed = await api(t, callers.adminToken).patch(`${ADMIN}/announcements/${id}`).send({ content: 'second' });
    expect(changed.body).toMatchObject({
      id,
      content: 'second',
      all_day: true,
      starts_at: '2026-01-01T00:00:00.000Z',
      pleroma: { raw_content: 'second' },
    });
    const cleared = await api(t, callers.adminToken).patch(`${ADMIN}/announcements/${id}`).send({ starts_at: null });
    expect(cleared.body).toMatchObject({ content: 'second', starts_at: null });

    expect((await api(t, callers.adminToken).delete(`${ADMIN}/announcements/${id}`)).body).toEqual({});
    expect(await t.orm.em.fork().count(Announcement, { id: Number(id) })).toBe(0);
  });

  it('is 404 for unknown ids, 400/422 for bad changes (nothing changed), 403 for users', async () => {
    const { id } = (await create({ content: 'kept' })).body;
    for (const req of [
      api(t, callers.adminToken).get(`${ADMIN}/announcements/999999`),
      api(t, callers.adminToken).patch(`${ADMIN}/announcements/${id}x`).send({ content: 'y' }),
      api(t, callers.adminToken).delete(`${ADMIN}/announcements/999999`),
    ]) {
      const res = await req;
      expect([res.status, res.body]).toEqual([404, { error: 'Not found' }]);
    }
    const blank = await api(t, callers.adminToken).patch(`${ADMIN}/announcements/${id}`).send({ content: null });
    expect([blank.status, blank.body]).toEqual([422, { error: "content: can't be blank" }]);
    const badEnd = await api(t, callers.adminToken).patch(`${ADMIN}/announcements/${id}`).send({ ends_at: 'soon' });
    expect([badEnd.status, badEnd.body]).toEqual([400, { error: 'ends_at: must be a date-time (ISO 8601)' }]);
    expect((await api(t, callers.userToken).patch(`${ADMIN}/announcements/${id}`).send({ content: 'z' })).status).toBe(
      403,
    );
    expect((await api(t, callers.userToken).delete(`${ADMIN}/announcements/${id}`)).status).toBe(403);
    expect((await api(t, callers.adminToken).get(`${ADMIN}/announcements/${id}`)).body.pleroma).toEqual({
      raw_content: 'kept',
    });
  });
});
