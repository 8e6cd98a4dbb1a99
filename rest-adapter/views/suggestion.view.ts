import { legacyWord } from '../enum-words.js';
import { graphql } from '../gql/index.js';
import type { MastodonSuggestionFragment, SuggestionSource } from '../gql/graphql.js';
import { Account, accountView } from './account.view.js';
import { entity, listOf, object, words, wordsOf } from '../reply-schema.js';

export const SUGGESTION_FRAGMENT = graphql(
  `fragment MastodonSuggestion on Suggestion { source account { ...MastodonAccount } }`,
);

/** Mastodon's v2 Suggestion: the source (and 4.3's `sources`), and the account. */
export function suggestionView(s: MastodonSuggestionFragment) {
  const source = legacyWord(s.source);
  return { source, sources: [source === 'staff' ? 'featured' : 'most_followed'], account: accountView(s.account) };
}

/** JSON Schema of `suggestionView`'s reply. */
export const Suggestion = entity(
  'Suggestion',
  object({
    source: wordsOf<SuggestionSource>({ STAFF: 1, GLOBAL: 1 }),
    sources: listOf(words('featured', 'most_followed')),
    account: Account,
  }),
);
