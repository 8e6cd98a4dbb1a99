import type { Visibility } from './gql/graphql.js';
import { wordsOf } from './reply-schema.js';

/**
 * The legacy APIs' word for a GraphQL enum value: GraphQL spells closed sets in SCREAMING_SNAKE_CASE
 * (docs/graphql.md), Mastodon and Pleroma in lower case (`PUBLIC` → `public`, `FOLLOW_REQUEST` →
 * `follow_request`). The way in is generic (`coerce` of params.ts reads the enum's own values); a set whose words
 * are not the lower-cased names (Pleroma's `pleroma:` notification types) maps them in its view.
 */
export function legacyWord<T extends string>(value: T): Lowercase<T> {
  return value.toLowerCase() as Lowercase<T>;
}

/** The visibility words (`public`, `unlisted`, `private`, `direct`), as reply schemas give them. */
export const VISIBILITY_WORDS = wordsOf<Visibility>({ PUBLIC: 1, UNLISTED: 1, PRIVATE: 1, DIRECT: 1 });
