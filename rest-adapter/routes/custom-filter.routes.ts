import { graphql } from '../gql/index.js';
import { route, type Params, type RouteRow } from '../types.js';
import { UnprocessableError } from '../../src/core/errors.js';
import {
  FilterKeyword,
  filterKeywordView,
  FilterStatus,
  filterStatusView,
  FilterV2,
  filterV2View,
} from '../views/custom-filter.view.js';
import { EMPTY, listOf } from '../reply-schema.js';

/**
 * Mastodon's params to the mutation's: `filter_action` is `action`, and `keywords_attributes` (a list, or Rails'
 * hash by index) of `{id, keyword, whole_word, _destroy}` is `keywords`.
 */
const filterVariables: NonNullable<RouteRow['variables']> = (params, req, fill) => {
  const { filter_action, keywords_attributes, ...rest } = params;
  const given =
    keywords_attributes && typeof keywords_attributes === 'object' ? Object.values(keywords_attributes) : [];
  const keywords = (given as Params[]).map((k) => ({
    id: k?.id,
    keyword: k?.keyword,
    wholeWord: k?.whole_word,
    destroy: k?._destroy,
  }));
  const filter = fill({ ...rest, action: filter_action, ...(keywords_attributes === undefined ? {} : { keywords }) });
  // Creating without a title or context is Mastodon's 422 validation error, not a missing parameter.
  return req.method === 'POST' ? { title: '', context: [], ...filter } : filter;
};

/** Mastodon refuses a word outside its sets as it refuses other invalid values. */
const invalidWord = (name: string) => ({
  refuse: () => new UnprocessableError(`Validation failed: ${name} is invalid`),
});
const filterWords = { context: invalidWord('Context'), action: invalidWord('Filter action') };

export const customFilterRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v2/filters',
    operation: graphql(`query FiltersV2 { customFilters { ...MastodonFilterV2 } }`),
    reply: listOf(FilterV2),
    view: (d) => d.customFilters.map(filterV2View),
  }),
  route({
    method: 'POST',
    path: '/api/v2/filters',
    operation:
      graphql(`mutation CreateFilterV2($title: String!, $context: [FilterContext!]!, $action: FilterAction, $expiresIn: Int, $keywords: [FilterKeywordChange!]) {
      createCustomFilter(title: $title, context: $context, action: $action, expiresIn: $expiresIn, keywords: $keywords) { ...MastodonFilterV2 }
    }`),
    variables: filterVariables,
    words: filterWords,
    reply: FilterV2,
    view: (d) => filterV2View(d.createCustomFilter),
  }),
  route({
    method: 'GET',
    path: '/api/v2/filters/:id',
    operation: graphql(`query FilterV2($id: ID!) { customFilter(id: $id) { ...MastodonFilterV2 } }`),
    reply: FilterV2,
    view: (d) => filterV2View(d.customFilter),
  }),
  route({
    method: 'PUT',
    path: '/api/v2/filters/:id',
    operation:
      graphql(`mutation UpdateFilterV2($id: ID!, $title: String, $context: [FilterContext!], $action: FilterAction, $expiresIn: Int, $keywords: [FilterKeywordChange!]) {
      updateCustomFilter(id: $id, title: $title, context: $context, action: $action, expiresIn: $expiresIn, keywords: $keywords) { ...MastodonFilterV2 }
    }`),
    variables: filterVariables,
    words: filterWords,
    reply: FilterV2,
    view: (d) => filterV2View(d.updateCustomFilter),
  }),
  route({
    method: 'DELETE',
    path: '/api/v2/filters/:id',
    operation: graphql(`mutation DeleteFilterV2($id: ID!) { deleteCustomFilter(id: $id) }`),
    reply: EMPTY,
    view: () => ({}),
  }),
  route({
    method: 'GET',
    path: '/api/v2/filters/:filter_id/keywords',
    operation: graphql(
      `query FilterV2Keywords($filterId: ID!) { customFilter(id: $filterId) { keywords { ...MastodonFilterKeyword } } }`,
    ),
    reply: listOf(FilterKeyword),
    view: (d) => d.customFilter.keywords.map(filterKeywordView),
  }),
  route({
    method: 'POST',
    path: '/api/v2/filters/:filter_id/keywords',
    operation: graphql(`mutation AddFilterKeyword($filterId: ID!, $keyword: String!, $wholeWord: Boolean) {
      addFilterKeyword(filterId: $filterId, keyword: $keyword, wholeWord: $wholeWord) { ...MastodonFilterKeyword }
    }`),
    reply: FilterKeyword,
    view: (d) => filterKeywordView(d.addFilterKeyword),
  }),
  route({
    method: 'GET',
    path: '/api/v2/filter_keywords/:id',
    operation: graphql(`query FilterKeyword($id: ID!) { filterKeyword(id: $id) { ...MastodonFilterKeyword } }`),
    reply: FilterKeyword,
    view: (d) => filterKeywordView(d.filterKeyword),
  }),
  route({
    method: 'PUT',
    path: '/api/v2/filter_keywords/:id',
    operation: graphql(`mutation UpdateFilterKeyword($id: ID!, $keyword: String, $wholeWord: Boolean) {
      updateFilterKeyword(id: $id, keyword: $keyword, wholeWord: $wholeWord) { ...MastodonFilterKeyword }
    }`),
    reply: FilterKeyword,
    view: (d) => filterKeywordView(d.updateFilterKeyword),
  }),
  route({
    method: 'DELETE',
    path: '/api/v2/filter_keywords/:id',
    operation: graphql(`mutation DeleteFilterKeyword($id: ID!) { deleteFilterKeyword(id: $id) }`),
    reply: EMPTY,
    view: () => ({}),
  }),
  route({
    method: 'GET',
    path: '/api/v2/filters/:filter_id/statuses',
    operation: graphql(
      `query FilterV2Statuses($filterId: ID!) { customFilter(id: $filterId) { statuses { ...MastodonFilterStatus } } }`,
    ),
    reply: listOf(FilterStatus),
    view: (d) => d.customFilter.statuses.map(filterStatusView),
  }),
  route({
    method: 'POST',
    path: '/api/v2/filters/:filter_id/statuses',
    operation: graphql(`mutation AddFilterStatus($filterId: ID!, $statusId: ID!) {
      addFilterStatus(filterId: $filterId, statusId: $statusId) { ...MastodonFilterStatus }
    }`),
    reply: FilterStatus,
    view: (d) => filterStatusView(d.addFilterStatus),
  }),
  route({
    method: 'GET',
    path: '/api/v2/filter_statuses/:id',
    operation: graphql(`query FilterStatus($id: ID!) { filterStatus(id: $id) { ...MastodonFilterStatus } }`),
    reply: FilterStatus,
    view: (d) => filterStatusView(d.filterStatus),
  }),
  route({
    method: 'DELETE',
    path: '/api/v2/filter_statuses/:id',
    operation: graphql(`mutation DeleteFilterStatus($id: ID!) { deleteFilterStatus(id: $id) }`),
    reply: EMPTY,
    view: () => ({}),
  }),
];
