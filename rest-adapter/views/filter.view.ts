import { graphql } from '../gql/index.js';
import { legacyWord } from '../enum-words.js';
import type { FilterContext, MastodonFilterFragment } from '../gql/graphql.js';
import { boolean, dateTime, entity, listOf, nullable, object, string, wordsOf } from '../reply-schema.js';

export const FILTER_FRAGMENT = graphql(
  `fragment MastodonFilter on Filter { id phrase context wholeWord irreversible expiresAt }`,
);

/** Mastodon's v1 Filter entity. */
export function filterView(f: MastodonFilterFragment) {
  return {
    id: String(f.id),
    phrase: f.phrase,
    context: f.context.map(legacyWord),
    whole_word: f.wholeWord,
    irreversible: f.irreversible,
    expires_at: f.expiresAt ? new Date(f.expiresAt).toISOString() : null,
  };
}

/** JSON Schema of a filter's `context`: where it applies, in the legacy words (v1 and v2 filters alike). */
export const FILTER_CONTEXTS = listOf(
  wordsOf<FilterContext>({ HOME: 1, NOTIFICATIONS: 1, PUBLIC: 1, THREAD: 1, ACCOUNT: 1 }),
);

/** JSON Schema of `filterView`'s reply. */
export const Filter = entity(
  'Filter',
  object({
    id: string,
    phrase: string,
    context: FILTER_CONTEXTS,
    whole_word: boolean,
    irreversible: boolean,
    expires_at: nullable(dateTime),
  }),
);
