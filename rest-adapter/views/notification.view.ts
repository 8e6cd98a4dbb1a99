import type { Data } from '../types.js';
import { accountView } from './account.view.js';
import { CHAT_MESSAGE_FIELDS, chatMessageView } from './chat.view.js';
import { REPORT_FIELDS, reportView } from './report.view.js';
import { STATUS_FRAGMENT, statusView } from './status.view.js';

export const NOTIFICATION_FRAGMENT = /* GraphQL */ `
  fragment MastodonNotification on Notification {
    id type createdAt emoji isSeen isMuted
    account { ...MastodonAccount }
    status { ...MastodonStatus }
    chatMessage { ...PleromaChatMessage }
    report { ...AdminReport }
  }
  ${REPORT_FIELDS}
  ${STATUS_FRAGMENT}
  ${CHAT_MESSAGE_FIELDS}
`;

/** Mastodon's Notification entity with Pleroma's `pleroma` object; `status`, `emoji`, `chat_message` and `report` only where they apply. */
export function notificationView(n: Data) {
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
