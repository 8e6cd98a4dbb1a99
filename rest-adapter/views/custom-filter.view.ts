import { graphql } from '../gql/index.js';
import { FILTER_CONTEXTS } from './filter.view.js';
import { legacyWord } from '../enum-words.js';
import type {
  FilterAction,
  MastodonFilterKeywordFragment,
  MastodonFilterStatusFragment,
  MastodonFilterV2Fragment,
} from '../gql/graphql.js';
import { boolean, dateTime, entity, listOf, nullable, object, string, wordsOf } from '../reply-schema.js';

export const FILTER_KEYWORD_FRAGMENT = graphql(
  `fragment MastodonFilterKeyword on FilterKeyword { id keyword wholeWord }`,
);
export const FILTER_STATUS_FRAGMENT = graphql(`fragment MastodonFilterStatus on FilterStatus { id statusId }`);
export const FILTER_V2_FRAGMENT = graphql(`fragment MastodonFilterV2 on CustomFilter {
  id title context action expiresAt keywords { ...MastodonFilterKeyword } statuses { ...MastodonFilterStatus }
}`);

/** Mastodon's FilterKeyword entity. */
export function filterKeywordView(k: MastodonFilterKeywordFragment) {
  return { id: String(k.id), keyword: k.keyword, whole_word: k.wholeWord };
}

/** Mastodon's FilterStatus entity. */
export function filterStatusView(s: MastodonFilterStatusFragment) {
  return { id: String(s.id), status_id: String(s.statusId) };
}

/** Mastodon 4's Filter entity (v2). */
export function filterV2View(f: MastodonFilterV2Fragment) {
  return {
    id: String(f.id),
    title: f.title,
    context: f.context.map(legacyWord),
    expires_at: f.expiresAt ? new Date(f.expiresAt).toISOString() : null,
    filter_action: legacyWord(f.action),
    keywords: f.keywords.map(filterKeywordView),
    statuses: f.statuses.map(filterStatusView),
  };
}

/** JSON Schema of `filterKeywordView`'s reply. */
export const FilterKeyword = entity('FilterKeyword', object({ id: string, keyword: string, whole_word: boolean }));

/** JSON Schema of `filterStatusView`'s reply. */
export const FilterStatus = entity('FilterStatus', object({ id: string, status_id: string }));

/** JSON Schema of `filterV2View`'s reply. */
export const FilterV2 = entity(
  'FilterV2',
  object({
    id: string,
    title: string,
    context: FILTER_CONTEXTS,
    expires_at: nullable(dateTime),
    filter_action: wordsOf<FilterAction>({ WARN: 1, HIDE: 1 }),
    keywords: listOf(FilterKeyword),
    statuses: listOf(FilterStatus),
  }),
);
