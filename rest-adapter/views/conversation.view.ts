import { graphql } from '../gql/index.js';
import type { MastodonConversationFragment } from '../gql/graphql.js';
import { Account, accountView } from './account.view.js';
import { Status, statusView } from './status.view.js';
import { boolean, entity, listOf, nullable, object, string } from '../reply-schema.js';

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

/** JSON Schema of `conversationView`'s reply. */
export const Conversation = entity(
  'Conversation',
  object({
    id: string,
    unread: boolean,
    accounts: listOf(Account),
    last_status: nullable(Status),
    pleroma: object({ recipients: listOf(Account) }),
  }),
);
