import { beforeAll, describe, expect, it } from '@jest/globals';
import { AnnouncementReaction, AnnouncementRead } from '../../../../src/entities/index.js';
import { createAnnouncement } from '../../../../src/announcements/announcement.service.js';
import { makeUsersWithTokens, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { api } from '../../../support/rest.js';

const t = useTestApp();
let alice: { user: import('../../../../src/entities/index.js').User; token: string };
let bob: { token: string };
let shown: string;
let ended: string;
let future: string;
beforeAll(async () => {
  [alice, bob] = await makeUsersWithTokens(t, 2);
  const em = t.orm.em.fork();
  shown = String(
    (await createAnnouncement(em, { content: 'Hello :blank: everyone', startsAt: '2026-01-01T00:00:00Z' })).id,
  );
  ended = String((await createAnnouncement(em, { content: 'over', endsAt: '2026-01-01T00:00:00Z' })).id);
  future = String((await createAnnouncement(em, { content: 'soon', startsAt: '2999-01-01T00:00:00Z' })).id);
});

const reads = () => t.orm.em.fork().count(AnnouncementRead, {});
const reactions = () => t.orm.em.fork().count(AnnouncementReaction, {});

describe('GET /api/v1/announcements', () => {
  it('lists only the announcements shown now; read only for a signed-in viewer', async () => {
    const anonymous = await api(t).get('/api/v1/announcements').expect(200);
    expect(anonymous.body).toEqual([
      {
        id: shown,
        content: 'Hello :blank: everyone',
        starts_at: '2026-01-01T00:00:00.000Z',
        ends_at: null,
        all_day: false,
        published: true,
        published_at: expect.any(String),
        updated_at: expect.any(String),
        mentions: [],
        statuses: [],
        tags: [],
        emojis: [],
        reactions: [],
      },
    ]);
    const signedIn = await api(t, alice.token).get('/api/v1/announcements').expect(200);
    expect(signedIn.body.map((a: { id: string; read: boolean }) => [a.id, a.read])).toEqual([[shown, false]]);
  });

  it('is 403 for a token without read:accounts', async () => {
    const token = await tokenFor(t, alice.user, ['write']);
    expect((await api(t, token).get('/api/v1/announcements')).body).toEqual({
      error: 'Insufficient permissions: read:accounts.',
    });
  });
});

describe('POST /api/v1/announcements/:id/dismiss', () => {
  it('marks it read for the viewer only, twice without harm', async () => {
    expect((await api(t, alice.token).post(`/api/v1/announcements/${shown}/dismiss`)).body).toEqual({});
    await api(t, alice.token).post(`/api/v1/announcements/${shown}/dismiss`).expect(200);
    expect((await api(t, alice.token).get('/api/v1/announcements')).body[0].read).toBe(true);
    expect((await api(t, bob.token).get('/api/v1/announcements')).body[0].read).toBe(false);
  });

  it('is 404 for unknown, ended and future announcements, 401 anonymous; nothing stored', async () => {
    const before = await reads();
    for (const id of ['999999', 'abc', ended, future]) {
      const res = await api(t, bob.token).post(`/api/v1/announcements/${id}/dismiss`);
      expect([res.status, res.body]).toEqual([404, { error: 'Record not found' }]);
    }
    const anonymous = await api(t).post(`/api/v1/announcements/${shown}/dismiss`);
    expect([anonymous.status, anonymous.body]).toEqual([401, { error: 'Authentication required' }]);
    expect(await reads()).toBe(before);
  });
});

describe('PUT/DELETE /api/v1/announcements/:id/reactions/:name', () => {
  it('counts reactions per emoji with the viewer’s own, and takes one back', async () => {
    const heart = encodeURIComponent('❤');
    expect((await api(t, alice.token).put(`/api/v1/announcements/${shown}/reactions/${heart}`)).body).toEqual({});
    await api(t, alice.token).put(`/api/v1/announcements/${shown}/reactions/${heart}`).expect(200);
    await api(t, bob.token)
      .put(`/api/v1/announcements/${shown}/reactions/${encodeURIComponent('❤️')}`)
      .expect(200);
    await api(t, bob.token)
      .put(`/api/v1/announcements/${shown}/reactions/${encodeURIComponent('👍')}`)
      .expect(200);
    const seen = (await api(t, alice.token).get('/api/v1/announcements')).body[0].reactions;
    expect(seen).toEqual([
      { name: '❤️', count: 2, me: true },
      { name: '👍', count: 1, me: false },
    ]);
    expect((await api(t, bob.token).delete(`/api/v1/announcements/${shown}/reactions/${heart}`)).body).toEqual({});
    await api(t, bob.token).delete(`/api/v1/announcements/${shown}/reactions/${heart}`).expect(200);
    expect((await api(t).get('/api/v1/announcements')).body[0].reactions).toEqual([
      { name: '❤️', count: 1, me: false },
      { name: '👍', count: 1, me: false },
    ]);
  });

  it('refuses a name that is no emoji (422), unknown or hidden announcements (404), anonymous callers (401)', async () => {
    const before = await reactions();
    for (const name of ['hello', 'no_such_emoji', encodeURIComponent('❤❤')]) {
      const res = await api(t, alice.token).put(`/api/v1/announcements/${shown}/reactions/${name}`);
      expect([res.status, res.body]).toEqual([422, { error: 'Validation failed: Name is not a recognized emoji' }]);
    }
    for (const id of ['999999', ended, future]) {
      const res = await api(t, alice.token).put(`/api/v1/announcements/${id}/reactions/${encodeURIComponent('👍')}`);
      expect([res.status, res.body]).toEqual([404, { error: 'Record not found' }]);
    }
    const anonymous = await api(t).put(`/api/v1/announcements/${shown}/reactions/${encodeURIComponent('👍')}`);
    expect([anonymous.status, anonymous.body]).toEqual([401, { error: 'Authentication required' }]);
    expect(await reactions()).toBe(before);
  });
});
