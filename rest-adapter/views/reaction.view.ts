import { graphql } from '../gql/index.js';
import type { PleromaEmojiReactionFragment } from '../gql/graphql.js';
import { accountView } from './account.view.js';

export const REACTION_FRAGMENT = graphql(`
  fragment PleromaEmojiReaction on EmojiReaction { name count me accounts { ...MastodonAccount } }
`);

/** Pleroma's emoji reaction entry. */
export function reactionView(r: PleromaEmojiReactionFragment) {
  return { name: r.name, count: r.count, me: r.me, accounts: r.accounts.map(accountView) };
}
