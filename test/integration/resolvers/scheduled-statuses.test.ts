import { describe, expect, it } from '@jest/globals';
import { makeUsersWithTokens } from '../../support/factories/user.factory.js';
import { useTestApp } from '../../support/app.js';
import { gql } from '../../support/graphql.js';

const t = useTestApp();
const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

describe('scheduleStatus, scheduledStatuses, rescheduleStatus, cancelScheduledStatus', () => {
  it('schedules, lists, moves and cancels the caller’s own scheduled statuses', async () => {
    const [me, other] = await makeUsersWithTokens(t, 2);
    const at = inMinutes(10);
    const made = await gql(
      t,
      `mutation($at: DateTimeISO!) {
        scheduleStatus(status: "later", visibility: PRIVATE, scheduledAt: $at) {
          id scheduledAt params { text visibility mediaIds poll { options } } mediaAttachments { id }
        }
      }`,
      { at },
      me!.token,
    );
    expect(made.body.errors).toBeUndefined();
    const s = made.body.data.scheduleStatus;
    expect(s).toEqual({
      id: expect.any(String),
      scheduledAt: at,
      params: { text: 'later', visibility: 'PRIVATE', mediaIds: null, poll: null },
      mediaAttachments: [],
    });
    const list = `{ scheduledStatuses(first: 5) { nodes { id } pageInfo { startCursor endCursor } } }`;
    expect((await gql(t, list, {}, me!.token)).body.data.scheduledStatuses.nodes).toEqual([{ id: s.id }]);
    expect((await gql(t, list, {}, other!.token)).body.data.scheduledStatuses.nodes).toEqual([]);

    const theirs = await gql(t, `query($id: ID!) { scheduledStatus(id: $id) { id } }`, { id: s.id }, other!.token);
    expect(theirs.body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const later = inMinutes(60);
    const moved = await gql(
      t,
      `mutation($id: ID!, $at: DateTimeISO!) { rescheduleStatus(id: $id, scheduledAt: $at) { scheduledAt } }`,
      { id: s.id, at: later },
      me!.token,
    );
    expect(moved.body.data.rescheduleStatus.scheduledAt).toBe(later);
    const cancelled = await gql(
      t,
      `mutation($id: ID!) { cancelScheduledStatus(id: $id) { id } }`,
      { id: s.id },
      me!.token,
    );
    expect(cancelled.body.data.cancelScheduledStatus).toEqual({ id: s.id });
  });

  it('refuses a time too soon (UNPROCESSABLE) and an anonymous caller (UNAUTHENTICATED)', async () => {
    const [me] = await makeUsersWithTokens(t, 1);
    const soon = await gql(
      t,
      `mutation($at: DateTimeISO!) { scheduleStatus(status: "x", scheduledAt: $at) { id } }`,
      { at: inMinutes(1) },
      me!.token,
    );
    expect(soon.body.errors?.[0]).toMatchObject({
      message: 'scheduled_at: must be at least 5 minutes from now',
      extensions: { code: 'UNPROCESSABLE' },
    });
    const anonymous = await gql(t, `{ scheduledStatuses { nodes { id } } }`);
    expect(anonymous.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});
