import { graphql } from '../gql/index.js';
import type { PleromaEmojiReactionFragment } from '../gql/graphql.js';
import { Account, accountView } from './account.view.js';
import { boolean, entity, integer, listOf, object, string } from '../reply-schema.js';

export const REACTION_FRAGMENT = graphql(`
  fragment PleromaEmojiReaction on EmojiReaction { name count me accounts { ...MastodonAccount } }
`);

/** Pleroma's emoji reaction entry. */
export function reactionView(r: PleromaEmojiReactionFragment) {
  return { name: r.name, count: r.count, me: r.me, accounts: r.accounts.map(accountView) };
}

/** JSON Schema of `reactionView`'s reply. */
export const EmojiReaction = entity(
  'EmojiReaction',
  object({ name: string, count: integer, me: boolean, accounts: listOf(Account) }),
);
