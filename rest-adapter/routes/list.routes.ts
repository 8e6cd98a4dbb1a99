import { EMPTY, listOf } from '../reply-schema.js';
import { graphql } from '../gql/index.js';
import { keysetVariables, paginated } from '../pagination.js';
import { route, type RouteRow } from '../types.js';
import { Account, accountView } from '../views/account.view.js';
import { List, listView } from '../views/list.view.js';
import { Status, statusesView } from '../views/status.view.js';

export const listRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/lists',
    operation: graphql(`query Lists { lists { ...MastodonList } }`),
    reply: listOf(List),
    view: (d) => d.lists.map(listView),
  }),
  route({
    method: 'POST',
    path: '/api/v1/lists',
    operation: graphql(`mutation CreateList($title: String!, $repliesPolicy: ListRepliesPolicy) {
      createList(title: $title, repliesPolicy: $repliesPolicy) { ...MastodonList }
    }`),
    reply: List,
    view: (d) => listView(d.createList),
  }),
  route({
    method: 'GET',
    path: '/api/v1/lists/:id',
    operation: graphql(`query List($id: ID!) { list(id: $id) { ...MastodonList } }`),
    reply: List,
    view: (d) => listView(d.list),
  }),
  route({
    method: 'PUT',
    path: '/api/v1/lists/:id',
    operation: graphql(`mutation UpdateList($id: ID!, $title: String, $repliesPolicy: ListRepliesPolicy) {
      updateList(id: $id, title: $title, repliesPolicy: $repliesPolicy) { ...MastodonList }
    }`),
    reply: List,
    view: (d) => listView(d.updateList),
  }),
  route({
    method: 'DELETE',
    path: '/api/v1/lists/:id',
    operation: graphql(`mutation DeleteList($id: ID!) { deleteList(id: $id) { id } }`),
    reply: EMPTY,
    view: () => ({}),
  }),
  route({
    method: 'GET',
    path: '/api/v1/lists/:id/accounts',
    operation: graphql(`query ListAccounts($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {
      list(id: $id) {
        accounts(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonAccount } pageInfo { startCursor endCursor } }
      }
    }`),
    variables: keysetVariables,
    reply: listOf(Account),
    view: (d) => d.list.accounts.nodes.map(accountView),
    headers: paginated((d) => d.list.accounts),
  }),
  route({
    method: 'POST',
    path: '/api/v1/lists/:id/accounts',
    operation: graphql(
      `mutation AddListAccounts($id: ID!, $accountIds: [ID!]!) { addListAccounts(id: $id, accountIds: $accountIds) { id } }`,
    ),
    reply: EMPTY,
    view: () => ({}),
  }),
  route({
    method: 'DELETE',
    path: '/api/v1/lists/:id/accounts',
    operation: graphql(
      `mutation RemoveListAccounts($id: ID!, $accountIds: [ID!]!) { removeListAccounts(id: $id, accountIds: $accountIds) { id } }`,
    ),
    reply: EMPTY,
    view: () => ({}),
  }),
  route({
    method: 'GET',
    path: '/api/v1/timelines/list/:id',
    operation: graphql(`query ListTimeline($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {
      listTimeline(id: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }
    }`),
    variables: keysetVariables,
    reply: listOf(Status),
    view: (d) => statusesView(d.listTimeline.nodes),
    headers: paginated((d) => d.listTimeline),
  }),
  route({
    method: 'GET',
    path: '/api/v1/accounts/:id/lists',
    operation: graphql(`query AccountLists($id: ID!) { lists(accountId: $id) { ...MastodonList } }`),
    reply: listOf(List),
    view: (d) => d.lists.map(listView),
  }),
];
