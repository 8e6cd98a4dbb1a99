import type { Data } from '../types.js';
import { accountView } from './account.view.js';
import { STATUS_FRAGMENT, statusView } from './status.view.js';

export const CONVERSATION_FRAGMENT = /* GraphQL */ `
  fragment MastodonConversation on Conversation {
    id unread
    accounts { ...MastodonAccount }
    recipients { ...MastodonAccount }
    lastStatus { ...MastodonStatus }
  }
  ${STATUS_FRAGMENT}
`;

/** Mastodon's Conversation entity with Pleroma's `pleroma.recipients`. */
export function conversationView(c: Data) {
  return {
    id: String(c.id),
    unread: c.unread,
    accounts: c.accounts.map(accountView),
    last_status: c.lastStatus ? statusView(c.lastStatus) : null,
    pleroma: { recipients: c.recipients.map(accountView) },
  };
}
