import { describe, expect, it } from '@jest/globals';
import { accountView } from '../../../../rest-adapter/views/account.view.js';
import { inviteView } from '../../../../rest-adapter/views/invite.view.js';
import { moderationLogEntryView } from '../../../../rest-adapter/views/moderation-log.view.js';
import { mastodonReportView, reportAccountView, reportView } from '../../../../rest-adapter/views/report.view.js';
import { accountFixture, type Fixture } from '../../../support/fixtures.js';

const account = (id: number, nickname: string, extra: Record<string, unknown> = {}): Fixture =>
  accountFixture(nickname, {
    id,
    username: undefined,
    apId: undefined,
    displayName: null,
    bio: 'about me',
    isModerator: true,
    showRole: false,
    tags: ['x'],
    local: true,
    deactivated: false,
    approvalPending: true,
    ...extra,
  });

const report: Fixture = {
  id: 7,
  content: 'spam',
  state: 'OPEN',
  forward: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  statusIds: [3],
  account: account(2, 'bob'),
  actor: account(1, 'amy'),
  statuses: [],
  notes: [{ id: 5, content: 'seen', createdAt: '2026-03-02T10:00:00.000Z', user: account(9, 'mod') }],
};

describe('reportAccountView', () => {
  it("adds the source, the roles whatever show_role says, and Pleroma's admin account fields", () => {
    const view = reportAccountView(report.account);
    expect(view).toMatchObject({
      ...accountView(report.account),
      source: { note: 'about me', sensitive: false, pleroma: { actor_type: 'Person', discoverable: true } },
      nickname: 'bob',
      tags: ['x'],
      roles: { admin: false, moderator: true },
      local: true,
      is_active: true,
      is_approved: false,
      is_confirmed: true,
    });
    expect(view.pleroma).toMatchObject({ is_admin: false, is_moderator: true });
  });
});

describe('reportView', () => {
  it('renders the admin Report entity with string ids and its notes', () => {
    expect(reportView(report)).toEqual({
      id: '7',
      account: reportAccountView(report.account),
      actor: reportAccountView(report.actor),
      content: 'spam',
      created_at: '2026-03-01T10:00:00.000Z',
      state: 'open',
      statuses: [],
      notes: [
        {
          id: '5',
          content: 'seen',
          user: reportAccountView(report.notes[0].user),
          created_at: '2026-03-02T10:00:00.000Z',
        },
      ],
    });
  });

  it("escapes the reporter's comment, which admin front-ends show as HTML", () => {
    expect(reportView({ ...report, content: '<img src=x onerror=alert(1)> & co' }).content).toBe(
      '&lt;img src=x onerror=alert(1)&gt; &amp; co',
    );
  });
});

describe('mastodonReportView', () => {
  it("renders Mastodon's Report entity; action_taken once the state leaves open", () => {
    expect(mastodonReportView(report)).toEqual({
      id: '7',
      action_taken: false,
      action_taken_at: null,
      category: 'other',
      comment: 'spam',
      forwarded: false,
      created_at: '2026-03-01T10:00:00.000Z',
      status_ids: ['3'],
      rule_ids: [],
      target_account: accountView(report.account),
    });
    expect(mastodonReportView({ ...report, state: 'RESOLVED' }).action_taken).toBe(true);
  });
});

describe('inviteView', () => {
  it("renders Pleroma's invite fields", () => {
    expect(
      inviteView({ id: '1', token: 'tok', used: false, expiresAt: null, uses: 0, maxUse: 3, inviteType: 'REUSABLE' }),
    ).toEqual({ id: 1, token: 'tok', used: false, expires_at: null, uses: 0, max_use: 3, invite_type: 'reusable' });
  });
});

describe('moderationLogEntryView', () => {
  it('puts the actor, action, subject and message in data, and the time in Unix seconds', () => {
    expect(
      moderationLogEntryView({
        id: '4',
        action: 'status_delete',
        data: { subject_id: '9' },
        message: '@amy deleted status #9',
        createdAt: '2026-03-01T10:00:00.900Z',
        actor: { id: '1', nickname: 'amy' },
      }),
    ).toEqual({
      id: 4,
      data: {
        actor: { id: 1, nickname: 'amy', type: 'user' },
        action: 'status_delete',
        subject_id: '9',
        message: '@amy deleted status #9',
      },
      time: 1772359200,
      message: '@amy deleted status #9',
    });
  });
});
