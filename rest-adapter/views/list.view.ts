import { graphql } from '../gql/index.js';
import { legacyWord } from '../enum-words.js';
import type { ListRepliesPolicy, MastodonListFragment } from '../gql/graphql.js';
import { entity, object, string, wordsOf } from '../reply-schema.js';

export const LIST_FRAGMENT = graphql(`fragment MastodonList on List { id title repliesPolicy }`);

/** Pleroma's List entity (id, title) with Mastodon's replies_policy. */
export function listView(l: MastodonListFragment) {
  return { id: String(l.id), title: l.title, replies_policy: legacyWord(l.repliesPolicy) };
}

/** JSON Schema of `listView`'s reply. */
export const List = entity(
  'List',
  object({ id: string, title: string, replies_policy: wordsOf<ListRepliesPolicy>({ FOLLOWED: 1, LIST: 1, NONE: 1 }) }),
);
