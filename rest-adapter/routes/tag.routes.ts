import { graphql } from '../gql/index.js';
import { keysetVariables, paginated } from '../pagination.js';
import { route, type RouteRow } from '../types.js';
import { Tag, tagView } from '../views/tag.view.js';
import { listOf } from '../reply-schema.js';

export const tagRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/tags/:name',
    operation: graphql(`query Tag($name: String!) { tag(name: $name) { ...MastodonTag } }`),
    reply: Tag,
    view: (d) => tagView(d.tag),
  }),
  route({
    method: 'POST',
    path: '/api/v1/tags/:name/follow',
    operation: graphql(`mutation FollowTag($name: String!) { followTag(name: $name) { ...MastodonTag } }`),
    reply: Tag,
    view: (d) => tagView(d.followTag),
  }),
  route({
    method: 'POST',
    path: '/api/v1/tags/:name/unfollow',
    operation: graphql(`mutation UnfollowTag($name: String!) { unfollowTag(name: $name) { ...MastodonTag } }`),
    reply: Tag,
    view: (d) => tagView(d.unfollowTag),
  }),
  route({
    method: 'GET',
    path: '/api/v1/followed_tags',
    operation: graphql(`query FollowedTags($after: String, $before: String, $first: Int, $last: Int) {
      followedTags(first: $first, after: $after, last: $last, before: $before) {
        nodes { ...MastodonTag } pageInfo { startCursor endCursor }
      }
    }`),
    variables: keysetVariables,
    reply: listOf(Tag),
    view: (d) => d.followedTags.nodes.map(tagView),
    headers: paginated((d) => d.followedTags),
  }),
];
