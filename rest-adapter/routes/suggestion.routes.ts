import { graphql } from '../gql/index.js';
import { offsetVariables } from '../pagination.js';
import { route, type RouteRow } from '../types.js';
import { Account, accountView } from '../views/account.view.js';
import { Suggestion, suggestionView } from '../views/suggestion.view.js';
import { EMPTY, listOf } from '../reply-schema.js';

const SUGGESTIONS = graphql(`query Suggestions($after: String, $first: Int) {
  suggestions(after: $after, first: $first) { nodes { ...MastodonSuggestion } }
}`);

/** Mastodon's suggestions take `limit` only: an `offset` is ignored, as it always was. */
const limitOnly: RouteRow['variables'] = (p, req, fill) => offsetVariables({ ...p, offset: undefined }, req, fill);

export const suggestionRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/suggestions',
    operation: SUGGESTIONS,
    variables: limitOnly,
    reply: listOf(Account),
    view: (d) => d.suggestions.nodes.map((s) => accountView(s.account)),
  }),
  route({
    method: 'GET',
    path: '/api/v2/suggestions',
    operation: SUGGESTIONS,
    variables: limitOnly,
    reply: listOf(Suggestion),
    view: (d) => d.suggestions.nodes.map(suggestionView),
  }),
  route({
    method: 'DELETE',
    path: '/api/v1/suggestions/:account_id',
    operation: graphql(`mutation DismissSuggestion($accountId: ID!) { dismissSuggestion(accountId: $accountId) }`),
    reply: EMPTY,
    view: () => ({}),
  }),
];
