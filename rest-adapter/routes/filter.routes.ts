import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';
import { Filter, filterView } from '../views/filter.view.js';
import { EMPTY, listOf } from '../reply-schema.js';

export const filterRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/filters',
    operation: graphql(`query Filters { filters { ...MastodonFilter } }`),
    reply: listOf(Filter),
    view: (d) => d.filters.map(filterView),
  }),
  route({
    method: 'POST',
    path: '/api/v1/filters',
    operation:
      graphql(`mutation CreateFilter($phrase: String!, $context: [FilterContext!]!, $wholeWord: Boolean, $irreversible: Boolean, $expiresIn: Int) {
      createFilter(phrase: $phrase, context: $context, wholeWord: $wholeWord, irreversible: $irreversible, expiresIn: $expiresIn) { ...MastodonFilter }
    }`),
    reply: Filter,
    view: (d) => filterView(d.createFilter),
  }),
  route({
    method: 'GET',
    path: '/api/v1/filters/:id',
    operation: graphql(`query Filter($id: ID!) { filter(id: $id) { ...MastodonFilter } }`),
    reply: Filter,
    view: (d) => filterView(d.filter),
  }),
  route({
    method: 'PUT',
    path: '/api/v1/filters/:id',
    operation:
      graphql(`mutation UpdateFilter($id: ID!, $phrase: String, $context: [FilterContext!], $wholeWord: Boolean, $irreversible: Boolean, $expiresIn: Int) {
      updateFilter(id: $id, phrase: $phrase, context: $context, wholeWord: $wholeWord, irreversible: $irreversible, expiresIn: $expiresIn) { ...MastodonFilter }
    }`),
    reply: Filter,
    view: (d) => filterView(d.updateFilter),
  }),
  route({
    method: 'DELETE',
    path: '/api/v1/filters/:id',
    operation: graphql(`mutation DeleteFilter($id: ID!) { deleteFilter(id: $id) { id } }`),
    reply: EMPTY,
    view: () => ({}),
  }),
];
