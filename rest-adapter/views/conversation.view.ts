import { graphql } from '../gql/index.js';
import type { MastodonConversationFragment } from '../gql/graphql.js';
import { accountView } from './account.view.js';
import { statusView } from './status.view.js';

export const CONVERSATION_FRAGMENT = graphql(`
  fragment MastodonConversation on Conversation {
    id unread
    accounts { ...MastodonAccount }
    recipients { ...MastodonAccount }
    lastStatus { ...MastodonStatus }
  }
`);

/** Mastodon's Conversation entity with Pleroma's `pleroma.recipients`. */
export function conversationView(c: MastodonConversationFragment) {
  return {
    id: String(c.id),
    unread: c.unread,
    accounts: c.accounts.map(accountView),
    last_status: c.lastStatus ? statusView(c.lastStatus) : null,
    pleroma: { recipients: c.recipients.map(accountView) },
  };
}
