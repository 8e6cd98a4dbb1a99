import { graphql } from '../gql/index.js';
import type { CreateScrobbleMutation } from '../gql/graphql.js';
import { keysetVariables, paginated } from '../pagination.js';
import { route, type Answered, type RouteRow } from '../types.js';
import { Account, accountView } from '../views/account.view.js';
import { dateTime, integer, listOf, nullable, object, string } from '../reply-schema.js';

/** A scrobble as the scrobble rows select it (`id title artist album length createdAt account`). */
const SCROBBLE = object({
  id: string,
  account: Account,
  title: string,
  artist: nullable(string),
  album: nullable(string),
  length: nullable(integer),
  created_at: dateTime,
});

const scrobbleView = (s: Answered<CreateScrobbleMutation>['createScrobble']) => ({
  id: String(s.id),
  account: accountView(s.account),
  title: s.title,
  artist: s.artist,
  album: s.album,
  length: s.length,
  created_at: new Date(s.createdAt).toISOString(),
});

export const scrobbleRoutes: RouteRow[] = [
  route({
    method: 'POST',
    path: '/api/v1/{ns}/scrobble',
    operation: graphql(`mutation CreateScrobble($title: String!, $artist: String, $album: String, $length: Int) {
      createScrobble(title: $title, artist: $artist, album: $album, length: $length) {
        id title artist album length createdAt account { ...MastodonAccount }
      }
    }`),
    reply: SCROBBLE,
    view: (d) => scrobbleView(d.createScrobble),
  }),
  route({
    method: 'GET',
    path: '/api/v1/{ns}/accounts/:id/scrobbles',
    operation: graphql(`query AccountScrobbles($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {
      accountScrobbles(accountId: $id, first: $first, after: $after, last: $last, before: $before) {
        nodes { id title artist album length createdAt account { ...MastodonAccount } } pageInfo { startCursor endCursor }
      }
    }`),
    variables: keysetVariables,
    reply: listOf(SCROBBLE),
    view: (d) => d.accountScrobbles.nodes.map(scrobbleView),
    headers: paginated((d) => d.accountScrobbles),
  }),
];
