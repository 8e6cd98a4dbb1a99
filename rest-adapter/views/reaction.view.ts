import type { Data } from '../types.js';
import { ACCOUNT_FRAGMENT, accountView } from './account.view.js';

export const REACTION_FRAGMENT = /* GraphQL */ `
  fragment PleromaEmojiReaction on EmojiReaction { name count me accounts { ...MastodonAccount } }
  ${ACCOUNT_FRAGMENT}
`;

/** Pleroma's emoji reaction entry. */
export function reactionView(r: Data) {
  return { name: r.name, count: r.count, me: r.me, accounts: r.accounts.map(accountView) };
}
