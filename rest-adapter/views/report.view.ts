import { escapeHtml } from '../../src/accounts/account.presenter.js';
import { graphql } from '../gql/index.js';
import { legacyWord } from '../enum-words.js';
import type {
  AdminReportFragment,
  AdminReportGroupFragment,
  MastodonReportFragment,
  ReportAccountFragment,
  ReportNoteEntryFragment,
  ReportState,
} from '../gql/graphql.js';
import { Account, accountView } from './account.view.js';
import { boolean, dateTime, entity, extend, listOf, object, string, words, wordsOf } from '../reply-schema.js';
import { Status, statusesView, statusView } from './status.view.js';

export const REPORT_ACCOUNT_FRAGMENT = graphql(`
  fragment ReportAccount on Account { ...MastodonAccount bio local deactivated approvalPending }
`);

export const REPORT_NOTE_FRAGMENT = graphql(`
  fragment ReportNoteEntry on ReportNote { id content createdAt user { ...ReportAccount } }
`);

/** What the admin Report entity needs. */
export const REPORT_FRAGMENT = graphql(`
  fragment AdminReport on Report {
    id content state createdAt
    account { ...ReportAccount }
    actor { ...ReportAccount }
    statuses { ...MastodonStatus }
    notes { ...ReportNoteEntry }
  }
`);

/**
 * An account inside a report: Mastodon's entity with its `source`, and (as Pleroma merges its admin account
 * view in) the nickname, roles, tags and account flags.
 */
export function reportAccountView(a: ReportAccountFragment) {
  // Added to the account's own objects rather than copied with spreads (a report page holds thousands of
  // accounts): a key it has keeps its place, a new one comes last, as with a spread.
  const account = accountView(a);
  Object.assign(account.pleroma, { is_admin: a.isAdmin, is_moderator: a.isModerator });
  return Object.assign(account, {
    // The default-sensitive preference is the account's own business: not shown here.
    source: { note: a.bio, sensitive: false, pleroma: { actor_type: a.actorType, discoverable: a.discoverable } },
    nickname: a.nickname,
    tags: a.tags,
    roles: { admin: a.isAdmin, moderator: a.isModerator },
    local: a.local,
    is_active: !a.deactivated,
    is_approved: !a.approvalPending,
    is_confirmed: !a.confirmationPending,
  });
}

/** A moderator's note. */
export function reportNoteView(n: ReportNoteEntryFragment) {
  return {
    id: String(n.id),
    content: n.content,
    user: reportAccountView(n.user),
    created_at: new Date(n.createdAt).toISOString(),
  };
}

/** Pleroma's admin Report entity (ids as strings), its notes oldest first. */
export function reportView(r: AdminReportFragment) {
  return {
    id: String(r.id),
    account: reportAccountView(r.account),
    actor: reportAccountView(r.actor),
    // The reporter's plain text, which admin front-ends show as HTML (Pleroma filters its tags): escaped.
    content: escapeHtml(r.content),
    created_at: new Date(r.createdAt).toISOString(),
    state: legacyWord(r.state),
    statuses: statusesView(r.statuses),
    notes: r.notes.map(reportNoteView),
  };
}

export const GROUPED_REPORT_FRAGMENT = graphql(`
  fragment AdminReportGroup on ReportGroup {
    date account { ...ReportAccount } status { ...MastodonStatus } actors { ...ReportAccount } reports { ...AdminReport }
  }
`);

/** One entry of grouped_reports: a reported status with its reports and who filed them. */
export function reportGroupView(g: AdminReportGroupFragment) {
  return {
    date: new Date(g.date).toISOString(),
    account: reportAccountView(g.account),
    status: statusView(g.status),
    actors: g.actors.map(reportAccountView),
    reports: g.reports.map(reportView),
  };
}

/** What the reporter gets back: Mastodon's Report entity. */
export const MASTODON_REPORT_FRAGMENT = graphql(`
  fragment MastodonReport on Report { id content state forward createdAt statusIds account { ...MastodonAccount } }
`);

export function mastodonReportView(r: MastodonReportFragment) {
  return {
    id: String(r.id),
    action_taken: r.state !== 'OPEN',
    action_taken_at: null,
    category: 'other',
    comment: r.content,
    forwarded: r.forward,
    created_at: new Date(r.createdAt).toISOString(),
    status_ids: r.statusIds.map(String),
    rule_ids: [],
    target_account: accountView(r.account),
  };
}

/** JSON Schema of `reportAccountView`'s reply: an Account with the admin fields added. */
export const ReportAccount = entity(
  'ReportAccount',
  extend(Account, {
    source: object({
      note: string,
      sensitive: boolean,
      pleroma: object({ actor_type: string, discoverable: boolean }),
    }),
    nickname: string,
    tags: listOf(string),
    roles: object({ admin: boolean, moderator: boolean }),
    local: boolean,
    is_active: boolean,
    is_approved: boolean,
    is_confirmed: boolean,
  }),
);

/** JSON Schema of `reportView`'s reply. */
export const AdminReport = entity(
  'AdminReport',
  object({
    id: string,
    account: ReportAccount,
    actor: ReportAccount,
    content: string,
    created_at: dateTime,
    state: wordsOf<ReportState>({ OPEN: 1, RESOLVED: 1, CLOSED: 1 }),
    statuses: listOf(Status),
    notes: listOf(object({ id: string, content: string, user: ReportAccount, created_at: dateTime })),
  }),
);

/** JSON Schema of `reportGroupView`'s reply. */
export const ReportGroup = entity(
  'ReportGroup',
  object({
    date: dateTime,
    account: ReportAccount,
    status: Status,
    actors: listOf(ReportAccount),
    reports: listOf(AdminReport),
  }),
);

/** JSON Schema of `mastodonReportView`'s reply. */
export const MastodonReport = entity(
  'MastodonReport',
  object({
    id: string,
    action_taken: boolean,
    action_taken_at: { type: 'null' },
    category: words('other'),
    comment: string,
    forwarded: boolean,
    created_at: dateTime,
    status_ids: listOf(string),
    rule_ids: { type: 'array', maxItems: 0 },
    target_account: Account,
  }),
);
