import { graphql } from '../gql/index.js';
import { textParam } from '../params.js';
import { route, type Params, type RouteRow } from '../types.js';
import { FeaturedTag, featuredTagView } from '../views/featured-tag.view.js';
import { Tag, tagView } from '../views/tag.view.js';
import { EMPTY, listOf } from '../reply-schema.js';

export const featuredTagRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/featured_tags',
    operation: graphql(`query FeaturedTags { featuredTags { ...MastodonFeaturedTag } }`),
    reply: listOf(FeaturedTag),
    view: (d) => d.featuredTags.map(featuredTagView),
  }),
  route({
    method: 'POST',
    path: '/api/v1/featured_tags',
    operation: graphql(`mutation FeatureTag($name: String!) { featureTag(name: $name) { ...MastodonFeaturedTag } }`),
    // A missing name reaches the service, which names it (rather than GraphQL's variable error).
    variables: (p: Params) => ({ name: textParam(p.name) }),
    reply: FeaturedTag,
    view: (d) => featuredTagView(d.featureTag),
  }),
  route({
    method: 'DELETE',
    path: '/api/v1/featured_tags/:id',
    operation: graphql(`mutation UnfeatureTag($id: ID!) { unfeatureTag(id: $id) }`),
    reply: EMPTY,
    view: () => ({}),
  }),
  route({
    method: 'GET',
    path: '/api/v1/featured_tags/suggestions',
    operation: graphql(`query FeaturedTagSuggestions { featuredTagSuggestions { ...MastodonTag } }`),
    reply: listOf(Tag),
    view: (d) => d.featuredTagSuggestions.map(tagView),
  }),
  route({
    method: 'GET',
    path: '/api/v1/accounts/:id/featured_tags',
    operation: graphql(
      `query AccountFeaturedTags($id: ID!) { accountFeaturedTags(id: $id) { ...MastodonFeaturedTag } }`,
    ),
    reply: listOf(FeaturedTag),
    view: (d) => d.accountFeaturedTags.map(featuredTagView),
  }),
];
