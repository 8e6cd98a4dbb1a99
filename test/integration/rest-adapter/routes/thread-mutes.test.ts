import { describe, expect, it } from '@jest/globals';
import { Notification, ThreadMute } from '../../../../src/entities/index.js';
import { makeStatus } from '../../../support/factories/social.factory.js';
import { makeUsersWithTokens, tokenFor } from '../../../support/factories/user.factory.js';
import { api } from '../../../support/rest.js';
import { useTestApp } from '../../../support/app.js';

const t = useTestApp();
const em = () => t.orm.em.fork();

describe('POST /api/v1/statuses/:id/mute and /unmute', () => {
  it("stops the thread's notifications for the muter only, marks those already there read, and shows muted", async () => {
    const [alice, bob, carol] = await makeUsersWithTokens(t, 3);
    const root = await makeStatus(t, alice.user, 'a thread');
    const reply = await makeStatus(t, bob.user, {
      status: `@${alice.user.nickname} first`,
      inReplyToId: String(root.id),
    });
    const other = await makeStatus(t, alice.user, 'another thread');
    const a = api(t, alice.token);

    const muted = await a.post(`/api/v1/statuses/${reply.id}/mute`);
    expect(muted.status).toBe(200);
    expect([muted.body.id, muted.body.muted, muted.body.pleroma.thread_muted]).toEqual([String(reply.id), true, true]);
    expect((await em().findOneOrFail(Notification, { user: alice.user.id, status: reply.id })).seen).toBe(true);

    // Replies, mentions, favourites and reblogs in the thread no longer notify alice; elsewhere they do.
    await makeStatus(t, carol.user, { status: `@${alice.user.nickname} again`, inReplyToId: String(reply.id) });
    await api(t, bob.token).post(`/api/v1/statuses/${root.id}/favourite`).expect(200);
    await api(t, carol.token).post(`/api/v1/statuses/${root.id}/reblog`).expect(200);
    await api(t, bob.token).post(`/api/v1/statuses/${other.id}/favourite`).expect(200);
    const notes = await a.get('/api/v1/notifications');
    expect(notes.body.map((n: { type: string; status: { id: string } }) => [n.type, n.status.id])).toEqual([
      ['favourite', String(other.id)],
      ['mention', String(reply.id)],
    ]);

    // Every status of the thread shows muted to alice, not to bob; bob is still notified in it.
    expect((await a.get(`/api/v1/statuses/${root.id}`)).body.pleroma.thread_muted).toBe(true);
    const bobView = await api(t, bob.token).get(`/api/v1/statuses/${root.id}`);
    expect([bobView.body.muted, bobView.body.pleroma.thread_muted]).toEqual([false, false]);
    await makeStatus(t, alice.user, { status: `@${bob.user.nickname} hi`, inReplyToId: String(reply.id) });
    expect((await api(t, bob.token).get('/api/v1/notifications')).body[0].type).toBe('mention');

    const unmuted = await a.post(`/api/v1/statuses/${root.id}/unmute`);
    expect([unmuted.status, unmuted.body.muted, unmuted.body.pleroma.thread_muted]).toEqual([200, false, false]);
    expect(await em().count(ThreadMute, { user: alice.user.id })).toBe(0);
    await api(t, carol.token).post(`/api/v1/statuses/${root.id}/favourite`).expect(200);
    expect((await a.get('/api/v1/notifications')).body[0].type).toBe('favourite');
    // Unmuting again changes nothing, as in Pleroma.
    expect((await a.post(`/api/v1/statuses/${root.id}/unmute`)).status).toBe(200);
  });

  it('refuses a second mute, an unknown or invisible status, and callers without auth or scope', async () => {
    const [alice, bob] = await makeUsersWithTokens(t, 2);
    const status = await makeStatus(t, alice.user, 'hello');
    const secret = await makeStatus(t, alice.user, { status: 'secret', visibility: 'direct' });
    const b = api(t, bob.token);
    await b.post(`/api/v1/statuses/${status.id}/mute`).expect(200);
    const again = await b.post(`/api/v1/statuses/${status.id}/mute`);
    expect([again.status, again.body]).toEqual([400, { error: 'conversation is already muted' }]);
    for (const id of [secret.id, 99999999, 'abc']) {
      const res = await b.post(`/api/v1/statuses/${id}/mute`);
      expect([res.status, res.body]).toEqual([404, { error: 'Record not found' }]);
    }
    const anonymous = await api(t).post(`/api/v1/statuses/${status.id}/mute`);
    expect([anonymous.status, anonymous.body]).toEqual([401, { error: 'Authentication required' }]);
    const readOnly = await api(t, await tokenFor(t, bob.user, ['read'])).post(`/api/v1/statuses/${status.id}/unmute`);
    expect([readOnly.status, readOnly.body]).toEqual([403, { error: 'Insufficient permissions: write:mutes.' }]);
    expect(await em().count(ThreadMute, { user: bob.user.id })).toBe(1);
  });
});
