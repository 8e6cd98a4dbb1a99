import { graphql } from '../gql/index.js';
import type { MastodonNotificationFragment } from '../gql/graphql.js';
import { accountView } from './account.view.js';
import { chatMessageView } from './chat.view.js';
import { reportView } from './report.view.js';
import { statusView } from './status.view.js';

export const NOTIFICATION_FRAGMENT = graphql(`
  fragment MastodonNotification on Notification {
    id type createdAt emoji isSeen isMuted
    account { ...MastodonAccount }
    status { ...MastodonStatus }
    chatMessage { ...PleromaChatMessage }
    report { ...AdminReport }
  }
`);

/** Mastodon's Notification entity with Pleroma's `pleroma` object; `status`, `emoji`, `chat_message` and `report` only where they apply. */
export function notificationView(n: MastodonNotificationFragment) {
  return {
    id: String(n.id),
    type: n.type,
    created_at: new Date(n.createdAt).toISOString(),
    account: accountView(n.account),
    ...(n.status ? { status: statusView(n.status) } : {}),
    ...(n.emoji ? { emoji: n.emoji } : {}),
    ...(n.chatMessage ? { chat_message: chatMessageView(n.chatMessage) } : {}),
    ...(n.report ? { report: reportView(n.report) } : {}),
    pleroma: { is_seen: n.isSeen, is_muted: n.isMuted },
  };
}
