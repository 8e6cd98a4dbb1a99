import { beforeAll, describe, expect, it } from '@jest/globals';
import { ScheduledStatus, Status, type User } from '../../../../src/entities/index.js';
import { startScheduledPublishing } from '../../../../src/statuses/scheduled-publishing.js';
import { publishDueScheduledStatuses } from '../../../../src/statuses/scheduled-status.service.js';
import { makeMedia } from '../../../support/factories/media.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { api } from '../../../support/rest.js';

const t = useTestApp();
const MINUTE = 60 * 1000;
const inMinutes = (n: number) => new Date(Date.now() + n * MINUTE).toISOString();

let alice: User, aliceToken: string, bobToken: string, readOnly: string;
beforeAll(async () => {
  alice = await makeUser(t, { nickname: 'alice' });
  aliceToken = await tokenFor(t, alice);
  readOnly = await tokenFor(t, alice, ['read']);
  bobToken = await tokenFor(t, await makeUser(t, { nickname: 'bob' }));
});

const schedule = (body: Record<string, unknown>, token = aliceToken) =>
  api(t, token).post('/api/v1/statuses').send(body);
const countStatuses = () => t.orm.em.fork().count(Status, { account: alice.id });
const publishAt = (at: Date) => publishDueScheduledStatuses(t.orm.em.fork(), t.config, at);

describe('POST /api/v1/statuses with scheduled_at', () => {
  it('answers a ScheduledStatus with its params and media, and posts nothing yet', async () => {
    const media = await makeMedia(t, alice, { description: 'a cat' });
    const at = inMinutes(10);
    const before = await countStatuses();
    const res = await schedule({
      status: 'later',
      scheduled_at: at,
      visibility: 'unlisted',
      spoiler_text: 'cw',
      media_ids: [String(media.id)],
      sensitive: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      scheduled_at: at,
      params: {
        text: 'later',
        media_ids: [String(media.id)],
        sensitive: true,
        spoiler_text: 'cw',
        visibility: 'unlisted',
        scheduled_at: at,
        poll: null,
        in_reply_to_id: null,
        language: null,
        application_id: expect.any(String),
        idempotency: null,
        with_rate_limit: false,
      },
      media_attachments: [expect.objectContaining({ id: String(media.id), type: 'image', description: 'a cat' })],
    });
    expect(await countStatuses()).toBe(before);
  });

  it('takes a poll (form fields)', async () => {
    const at = inMinutes(20);
    const res = await api(t, aliceToken)
      .post('/api/v1/statuses')
      .type('form')
      .send(
        `status=vote&scheduled_at=${encodeURIComponent(at)}&poll[options][]=a&poll[options][]=b&poll[expires_in]=3600`,
      );
    expect(res.status).toBe(200);
    expect(res.body.params.poll).toEqual({
      options: ['a', 'b'],
      expires_in: 3600,
      multiple: false,
      hide_totals: false,
    });
  });

  it('refuses a time less than 5 minutes ahead (422), a bad date (400) and a bad status (422), scheduling nothing', async () => {
    const before = await t.orm.em.fork().count(ScheduledStatus, {});
    const soon = await schedule({ status: 'soon', scheduled_at: inMinutes(4) });
    expect(soon.status).toBe(422);
    expect(soon.body).toEqual({ error: 'scheduled_at: must be at least 5 minutes from now' });
    const bad = await schedule({ status: 'bad', scheduled_at: 'next tuesday' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: 'scheduled_at: DateTime cannot represent an invalid date-time-string next tuesday.',
    });
    const empty = await schedule({ status: '', scheduled_at: inMinutes(10) });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ error: 'Cannot post an empty status without attachments' });
    expect(await t.orm.em.fork().count(ScheduledStatus, {})).toBe(before);
  });

  it('needs write:statuses (403) and a user (401)', async () => {
    const res = await schedule({ status: 'x', scheduled_at: inMinutes(10) }, readOnly);
    expect(res.status).toBe(403);
    const anonymous = await api(t)
      .post('/api/v1/statuses')
      .send({ status: 'x', scheduled_at: inMinutes(10) });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET/PUT/DELETE /api/v1/scheduled_statuses', () => {
  it('lists the owner’s scheduled statuses newest first, paged with a Link header; others see none', async () => {
    const a = await schedule({ status: 'one', scheduled_at: inMinutes(30) });
    const b = await schedule({ status: 'two', scheduled_at: inMinutes(31) });
    const page = await api(t, aliceToken).get('/api/v1/scheduled_statuses?limit=1');
    expect(page.status).toBe(200);
    expect(page.body.map((s: { id: string }) => s.id)).toEqual([b.body.id]);
    expect(page.headers.link).toContain(`max_id=${b.body.id}`);
    const next = await api(t, aliceToken).get(`/api/v1/scheduled_statuses?limit=1&max_id=${b.body.id}`);
    expect(next.body.map((s: { id: string }) => s.id)).toEqual([a.body.id]);
    expect((await api(t, bobToken).get('/api/v1/scheduled_statuses')).body).toEqual([]);
    expect((await api(t).get('/api/v1/scheduled_statuses')).status).toBe(401);
  });

  it('shows one to its owner only (404 for anyone else)', async () => {
    const made = await schedule({ status: 'mine', scheduled_at: inMinutes(40) });
    const own = await api(t, aliceToken).get(`/api/v1/scheduled_statuses/${made.body.id}`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual(made.body);
    const other = await api(t, bobToken).get(`/api/v1/scheduled_statuses/${made.body.id}`);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'Record not found' });
    expect((await api(t, aliceToken).get('/api/v1/scheduled_statuses/999999')).status).toBe(404);
  });

  it('PUT moves it; too soon is 422 and another’s is 404, nothing changed', async () => {
    const made = await schedule({ status: 'move me', scheduled_at: inMinutes(50) });
    const later = inMinutes(120);
    const moved = await api(t, aliceToken)
      .put(`/api/v1/scheduled_statuses/${made.body.id}`)
      .send({ scheduled_at: later });
    expect(moved.status).toBe(200);
    expect(moved.body.scheduled_at).toBe(later);
    const soon = await api(t, aliceToken)
      .put(`/api/v1/scheduled_statuses/${made.body.id}`)
      .send({ scheduled_at: inMinutes(1) });
    expect(soon.status).toBe(422);
    expect(soon.body).toEqual({ error: 'scheduled_at: must be at least 5 minutes from now' });
    const other = await api(t, bobToken)
      .put(`/api/v1/scheduled_statuses/${made.body.id}`)
      .send({ scheduled_at: later });
    expect(other.status).toBe(404);
    const shown = await api(t, aliceToken).get(`/api/v1/scheduled_statuses/${made.body.id}`);
    expect(shown.body.scheduled_at).toBe(later);
  });

  it('DELETE cancels it and answers it; another’s is 404', async () => {
    const made = await schedule({ status: 'cancel me', scheduled_at: inMinutes(60) });
    expect((await api(t, bobToken).delete(`/api/v1/scheduled_statuses/${made.body.id}`)).status).toBe(404);
    const res = await api(t, aliceToken).delete(`/api/v1/scheduled_statuses/${made.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(made.body);
    expect((await api(t, aliceToken).get(`/api/v1/scheduled_statuses/${made.body.id}`)).status).toBe(404);
  });
});

describe('publishing scheduled statuses', () => {
  it('posts a scheduled status at its time, once, even with two publishers racing', async () => {
    const made = await schedule({ status: 'published later', scheduled_at: inMinutes(6) });
    expect(await publishAt(new Date())).toEqual({ published: 0, dropped: [] });
    const due = new Date(Date.now() + 7 * MINUTE);
    const [one, two] = await Promise.all([publishAt(due), publishAt(due)]);
    // Every scheduled status due by then is posted; this one by exactly one publisher.
    expect(one.published + two.published).toBeGreaterThanOrEqual(1);
    const posted = await t.orm.em.fork().find(Status, { account: alice.id, text: 'published later' });
    expect(posted).toHaveLength(1);
    expect((await api(t, aliceToken).get(`/api/v1/scheduled_statuses/${made.body.id}`)).status).toBe(404);
    const shown = await api(t, aliceToken).get(`/api/v1/statuses/${posted[0]!.id}`);
    expect(shown.body).toMatchObject({ content: expect.stringContaining('published later'), visibility: 'public' });
  });

  it('posts with its media, and drops one that can no longer be posted', async () => {
    const media = await makeMedia(t, alice);
    const made = await schedule({ status: 'with media', media_ids: [String(media.id)], scheduled_at: inMinutes(8) });
    const gone = await schedule({ status: 'reply', in_reply_to_id: made.body.id, scheduled_at: inMinutes(8) });
    expect(gone.status).toBe(404); // a scheduled status is no status to reply to
    const reply = await api(t, aliceToken).post('/api/v1/statuses').send({ status: 'parent' });
    const orphan = await schedule({ status: 'orphan', in_reply_to_id: reply.body.id, scheduled_at: inMinutes(8) });
    await api(t, aliceToken).delete(`/api/v1/statuses/${reply.body.id}`);
    const outcome = await publishAt(new Date(Date.now() + 9 * MINUTE));
    expect(outcome.dropped).toEqual([{ id: Number(orphan.body.id), reason: 'Record not found' }]);
    const [posted] = await t.orm.em.fork().find(Status, { account: alice.id, text: 'with media' });
    const shown = await api(t, aliceToken).get(`/api/v1/statuses/${posted!.id}`);
    expect(shown.body.media_attachments.map((m: { id: string }) => m.id)).toEqual([String(media.id)]);
    expect(await t.orm.em.fork().count(ScheduledStatus, { id: Number(orphan.body.id) })).toBe(0);
  });

  it('is done by the server’s own job at the time the row says, from the database alone (as after a restart)', async () => {
    // A row already due, as a restart finds one: written straight to the database.
    const em = t.orm.em.fork();
    em.create(ScheduledStatus, {
      user: alice.id,
      scheduledAt: new Date(Date.now() - 1000),
      params: { status: 'found after a restart' },
    });
    await em.flush();
    const job = startScheduledPublishing(t.deps, 100);
    try {
      const deadline = Date.now() + 10_000;
      while (!(await t.orm.em.fork().count(Status, { text: 'found after a restart' })) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
    } finally {
      job.stop();
    }
    expect(await t.orm.em.fork().count(Status, { account: alice.id, text: 'found after a restart' })).toBe(1);
    expect(
      await t.orm.em.fork().count(ScheduledStatus, { user: alice.id, params: { status: 'found after a restart' } }),
    ).toBe(0);
  });
});
