import { graphql } from '../gql/index.js';
import { paginated } from '../pagination.js';
import { nestBrackets } from '../params.js';
import { route, type Params, type RouteRow } from '../types.js';
import { accountView } from '../views/account.view.js';
import { filterView } from '../views/filter.view.js';
import { listView } from '../views/list.view.js';
import { markersView } from '../views/marker.view.js';
import { pollView } from '../views/poll.view.js';
import { statusesView } from '../views/status.view.js';

/**
 * What everyday clients call besides the core: search, bookmarks, lists, markers, polls, filters
 * and the calling app. Bookmark and pin actions sit with the other status actions (status.routes.ts).
 */

/** `home[last_read_id]` (form) or `{"home": {"last_read_id": ...}}` (JSON). */
const markerParams = (params: Params) => {
  const nested = nestBrackets(params);
  const lastRead = (t: string) => (nested[t] as Params | undefined)?.last_read_id;
  return { home: lastRead('home'), notifications: lastRead('notifications') };
};

export const clientRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v2/search',
    operation: graphql(`query Search($q: String!, $resolve: Boolean, $following: Boolean, $limit: Int, $offset: Int,
      $type: SearchType, $accountId: ID, $maxId: ID, $minId: ID) {
      search(q: $q, resolve: $resolve, following: $following, limit: $limit, offset: $offset,
        type: $type, accountId: $accountId, maxId: $maxId, minId: $minId) {
        accounts { ...MastodonAccount } statuses { ...MastodonStatus } hashtags { name url }
      }
    }`),
    view: (d) => ({
      accounts: d.search.accounts.map(accountView),
      statuses: statusesView(d.search.statuses),
      hashtags: d.search.hashtags.map((t) => ({ name: t.name, url: t.url, history: [] })),
    }),
  }),
  route({
    method: 'GET',
    path: '/api/v1/accounts/search',
    operation:
      graphql(`query AccountSearch($q: String!, $resolve: Boolean, $following: Boolean, $limit: Int, $offset: Int) {
      search(q: $q, resolve: $resolve, following: $following, limit: $limit, offset: $offset, type: accounts) { accounts { ...MastodonAccount } }
    }`),
    view: (d) => d.search.accounts.map(accountView),
  }),
  route({
    method: 'GET',
    path: '/api/v1/bookmarks',
    operation: graphql(`query Bookmarks($maxId: ID, $sinceId: ID, $minId: ID, $limit: Int) {
      bookmarks(maxId: $maxId, sinceId: $sinceId, minId: $minId, limit: $limit) { items { ...MastodonStatus } pageInfo { startCursor endCursor } }
    }`),
    view: (d) => statusesView(d.bookmarks.items),
    headers: paginated((d) => d.bookmarks),
  }),
  route({
    method: 'GET',
    path: '/api/v1/lists',
    operation: graphql(`query Lists { lists { ...MastodonList } }`),
    view: (d) => d.lists.map(listView),
  }),
  route({
    method: 'POST',
    path: '/api/v1/lists',
    operation: graphql(`mutation CreateList($title: String!, $repliesPolicy: ListRepliesPolicy) {
      createList(title: $title, repliesPolicy: $repliesPolicy) { ...MastodonList }
    }`),
    view: (d) => listView(d.createList),
  }),
  route({
    method: 'GET',
    path: '/api/v1/lists/:id',
    operation: graphql(`query List($id: ID!) { list(id: $id) { ...MastodonList } }`),
    view: (d) => listView(d.list),
  }),
  route({
    method: 'PUT',
    path: '/api/v1/lists/:id',
    operation: graphql(`mutation UpdateList($id: ID!, $title: String, $repliesPolicy: ListRepliesPolicy) {
      updateList(id: $id, title: $title, repliesPolicy: $repliesPolicy) { ...MastodonList }
    }`),
    view: (d) => listView(d.updateList),
  }),
  route({
    method: 'DELETE',
    path: '/api/v1/lists/:id',
    operation: graphql(`mutation DeleteList($id: ID!) { deleteList(id: $id) { id } }`),
    view: () => ({}),
  }),
  route({
    method: 'GET',
    path: '/api/v1/lists/:id/accounts',
    operation: graphql(`query ListAccounts($id: ID!, $maxId: ID, $sinceId: ID, $minId: ID, $limit: Int) {
      list(id: $id) {
        accounts(maxId: $maxId, sinceId: $sinceId, minId: $minId, limit: $limit) { items { ...MastodonAccount } pageInfo { startCursor endCursor } }
      }
    }`),
    view: (d) => d.list.accounts.items.map(accountView),
    headers: paginated((d) => d.list.accounts),
  }),
  route({
    method: 'POST',
    path: '/api/v1/lists/:id/accounts',
    operation: graphql(
      `mutation AddListAccounts($id: ID!, $accountIds: [ID!]!) { addListAccounts(id: $id, accountIds: $accountIds) { id } }`,
    ),
    view: () => ({}),
  }),
  route({
    method: 'DELETE',
    path: '/api/v1/lists/:id/accounts',
    operation: graphql(
      `mutation RemoveListAccounts($id: ID!, $accountIds: [ID!]!) { removeListAccounts(id: $id, accountIds: $accountIds) { id } }`,
    ),
    view: () => ({}),
  }),
  route({
    method: 'GET',
    path: '/api/v1/timelines/list/:id',
    operation: graphql(`query ListTimeline($id: ID!, $maxId: ID, $sinceId: ID, $minId: ID, $limit: Int) {
      listTimeline(id: $id, maxId: $maxId, sinceId: $sinceId, minId: $minId, limit: $limit) { items { ...MastodonStatus } pageInfo { startCursor endCursor } }
    }`),
    view: (d) => statusesView(d.listTimeline.items),
    headers: paginated((d) => d.listTimeline),
  }),
  route({
    method: 'GET',
    path: '/api/v1/accounts/:id/lists',
    operation: graphql(`query AccountLists($id: ID!) { lists(accountId: $id) { ...MastodonList } }`),
    view: (d) => d.lists.map(listView),
  }),
  route({
    method: 'GET',
    path: '/api/v1/markers',
    operation: graphql(`query Markers($timeline: [String!]) { markers(timelines: $timeline) { ...MastodonMarker } }`),
    view: (d) => markersView(d.markers),
  }),
  route({
    method: 'POST',
    path: '/api/v1/markers',
    operation: graphql(`mutation SaveMarkers($home: String, $notifications: String) {
      saveMarkers(home: $home, notifications: $notifications) { ...MastodonMarker }
    }`),
    variables: (params, _req, fill) => fill(markerParams(params)),
    view: (d) => markersView(d.saveMarkers),
  }),
  route({
    method: 'GET',
    path: '/api/v1/polls/:id',
    operation: graphql(`query Poll($id: ID!) { poll(id: $id) { ...MastodonPoll } }`),
    view: (d) => pollView(d.poll),
  }),
  route({
    method: 'POST',
    path: '/api/v1/polls/:id/votes',
    operation: graphql(
      `mutation VoteInPoll($id: ID!, $choices: [Int!]!) { voteInPoll(id: $id, choices: $choices) { ...MastodonPoll } }`,
    ),
    view: (d) => pollView(d.voteInPoll),
  }),
  route({
    method: 'GET',
    path: '/api/v1/filters',
    operation: graphql(`query Filters { filters { ...MastodonFilter } }`),
    view: (d) => d.filters.map(filterView),
  }),
  route({
    method: 'POST',
    path: '/api/v1/filters',
    operation:
      graphql(`mutation CreateFilter($phrase: String!, $context: [FilterContext!]!, $wholeWord: Boolean, $irreversible: Boolean, $expiresIn: Int) {
      createFilter(phrase: $phrase, context: $context, wholeWord: $wholeWord, irreversible: $irreversible, expiresIn: $expiresIn) { ...MastodonFilter }
    }`),
    view: (d) => filterView(d.createFilter),
  }),
  route({
    method: 'GET',
    path: '/api/v1/filters/:id',
    operation: graphql(`query Filter($id: ID!) { filter(id: $id) { ...MastodonFilter } }`),
    view: (d) => filterView(d.filter),
  }),
  route({
    method: 'PUT',
    path: '/api/v1/filters/:id',
    operation:
      graphql(`mutation UpdateFilter($id: ID!, $phrase: String, $context: [FilterContext!], $wholeWord: Boolean, $irreversible: Boolean, $expiresIn: Int) {
      updateFilter(id: $id, phrase: $phrase, context: $context, wholeWord: $wholeWord, irreversible: $irreversible, expiresIn: $expiresIn) { ...MastodonFilter }
    }`),
    view: (d) => filterView(d.updateFilter),
  }),
  route({
    method: 'DELETE',
    path: '/api/v1/filters/:id',
    operation: graphql(`mutation DeleteFilter($id: ID!) { deleteFilter(id: $id) { id } }`),
    view: () => ({}),
  }),
  route({
    method: 'GET',
    path: '/api/v1/apps/verify_credentials',
    operation: graphql(`query CurrentApp { currentApp { name website } }`),
    view: (d) => ({ name: d.currentApp.name, website: d.currentApp.website }),
  }),
];
