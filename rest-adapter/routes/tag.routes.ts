import { graphql } from '../gql/index.js';
import { paginated } from '../pagination.js';
import { route, type RouteRow } from '../types.js';
import { tagView } from '../views/tag.view.js';

export const tagRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/tags/:name',
    operation: graphql(`query Tag($name: String!) { tag(name: $name) { ...MastodonTag } }`),
    view: (d) => tagView(d.tag),
  }),
  route({
    method: 'POST',
    path: '/api/v1/tags/:name/follow',
    operation: graphql(`mutation FollowTag($name: String!) { followTag(name: $name) { ...MastodonTag } }`),
    view: (d) => tagView(d.followTag),
  }),
  route({
    method: 'POST',
    path: '/api/v1/tags/:name/unfollow',
    operation: graphql(`mutation UnfollowTag($name: String!) { unfollowTag(name: $name) { ...MastodonTag } }`),
    view: (d) => tagView(d.unfollowTag),
  }),
  route({
    method: 'GET',
    path: '/api/v1/followed_tags',
    operation: graphql(`query FollowedTags($maxId: ID, $sinceId: ID, $minId: ID, $limit: Int) {
      followedTags(maxId: $maxId, sinceId: $sinceId, minId: $minId, limit: $limit) {
        items { ...MastodonTag } pageInfo { startCursor endCursor }
      }
    }`),
    view: (d) => d.followedTags.items.map(tagView),
    headers: paginated((d) => d.followedTags),
  }),
];
