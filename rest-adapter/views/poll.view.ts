import { graphql } from '../gql/index.js';
import type { MastodonPollFragment } from '../gql/graphql.js';

export const POLL_FRAGMENT = graphql(`
  fragment MastodonPoll on Poll {
    id expiresAt expired multiple votesCount votersCount voted ownVotes
    options { title votesCount }
  }
`);

/** Mastodon's Poll entity; `voted` and `own_votes` only for a signed-in viewer, as Mastodon and Pleroma give them. */
export function pollView(p: MastodonPollFragment) {
  return {
    id: String(p.id),
    expires_at: new Date(p.expiresAt).toISOString(),
    expired: p.expired,
    multiple: p.multiple,
    votes_count: p.votesCount,
    voters_count: p.votersCount,
    options: p.options.map((o) => ({ title: o.title, votes_count: o.votesCount })),
    emojis: [],
    ...(p.voted == null ? {} : { voted: p.voted, own_votes: p.ownVotes }),
  };
}
