import { graphql } from '../gql/index.js';
import { legacyWord } from '../enum-words.js';
import type { MastodonListFragment } from '../gql/graphql.js';

export const LIST_FRAGMENT = graphql(`fragment MastodonList on List { id title repliesPolicy }`);

/** Pleroma's List entity (id, title) with Mastodon's replies_policy. */
export function listView(l: MastodonListFragment) {
  return { id: String(l.id), title: l.title, replies_policy: legacyWord(l.repliesPolicy) };
}
