import { graphql } from '../gql/index.js';
import type { MastodonPollFragment } from '../gql/graphql.js';
import { boolean, dateTime, entity, integer, listOf, nullable, object, string } from '../reply-schema.js';

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

/** JSON Schema of `pollView`'s reply. */
export const Poll = entity(
  'Poll',
  object(
    {
      id: string,
      expires_at: dateTime,
      expired: boolean,
      multiple: boolean,
      votes_count: integer,
      voters_count: integer,
      options: listOf(object({ title: string, votes_count: nullable(integer) })),
      emojis: { type: 'array', maxItems: 0 },
    },
    { voted: boolean, own_votes: nullable(listOf(integer)) },
  ),
);
