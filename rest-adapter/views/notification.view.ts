import { graphql } from '../gql/index.js';
import type { MastodonNotificationFragment, NotificationType } from '../gql/graphql.js';
import { legacyWord } from '../enum-words.js';
import { Account, accountView } from './account.view.js';
import { boolean, dateTime, entity, object, string, words } from '../reply-schema.js';
import { ChatMessage, chatMessageView } from './chat.view.js';
import { AdminReport, reportView } from './report.view.js';
import { Status, statusView } from './status.view.js';

export const NOTIFICATION_FRAGMENT = graphql(`
  fragment MastodonNotification on Notification {
    id type createdAt emoji isSeen isMuted
    account { ...MastodonAccount }
    status { ...MastodonStatus }
    chatMessage { ...PleromaChatMessage }
    report { ...AdminReport }
  }
`);

/** The types whose REST word is not the lower-cased GraphQL name. */
const PLEROMA_WORDS: Partial<Record<MastodonNotificationFragment['type'], string>> = {
  ADMIN_SIGN_UP: 'admin.sign_up',
  ADMIN_REPORT: 'admin.report',
  PLEROMA_EMOJI_REACTION: 'pleroma:emoji_reaction',
  PLEROMA_CHAT_MENTION: 'pleroma:chat_mention',
  PLEROMA_REPORT: 'pleroma:report',
};

/** Mastodon's Notification entity with Pleroma's `pleroma` object; `status`, `emoji`, `chat_message` and `report` only where they apply. */
export function notificationView(n: MastodonNotificationFragment) {
  return {
    id: String(n.id),
    type: PLEROMA_WORDS[n.type] ?? legacyWord(n.type),
    created_at: new Date(n.createdAt).toISOString(),
    account: accountView(n.account),
    ...(n.status ? { status: statusView(n.status) } : {}),
    ...(n.emoji ? { emoji: n.emoji } : {}),
    ...(n.chatMessage ? { chat_message: chatMessageView(n.chatMessage) } : {}),
    ...(n.report ? { report: reportView(n.report) } : {}),
    pleroma: { is_seen: n.isSeen, is_muted: n.isMuted },
  };
}

/** Every notification type (TypeScript refuses the record when the enum gains or loses one). */
const NOTIFICATION_TYPES: Record<NotificationType, 1> = {
  ADMIN_REPORT: 1,
  ADMIN_SIGN_UP: 1,
  FAVOURITE: 1,
  FOLLOW: 1,
  FOLLOW_REQUEST: 1,
  MENTION: 1,
  MOVE: 1,
  PLEROMA_CHAT_MENTION: 1,
  PLEROMA_EMOJI_REACTION: 1,
  PLEROMA_REPORT: 1,
  POLL: 1,
  REBLOG: 1,
  STATUS: 1,
  UPDATE: 1,
};

/** The keys of every notification. */
const notificationFields = {
  id: string,
  type: words(
    ...Object.keys(NOTIFICATION_TYPES).map((type) => PLEROMA_WORDS[type as NotificationType] ?? type.toLowerCase()),
  ),
  created_at: dateTime,
  account: Account,
  pleroma: object({ is_seen: boolean, is_muted: boolean }),
};

/** JSON Schema of `notificationView`'s reply. */
export const Notification = entity(
  'Notification',
  object(notificationFields, { status: Status, emoji: string, chat_message: ChatMessage, report: AdminReport }),
);
