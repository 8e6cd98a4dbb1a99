import { graphql } from '../gql/index.js';
import type { MastodonFeaturedTagFragment } from '../gql/graphql.js';
import { date, entity, nullable, object, string } from '../reply-schema.js';

export const FEATURED_TAG_FRAGMENT = graphql(`
  fragment MastodonFeaturedTag on FeaturedTag {
    id name url statusesCount lastStatusAt
  }
`);

/** Mastodon's FeaturedTag: the count as a string and the last status's day, as Mastodon's serializer gives them. */
export function featuredTagView(t: MastodonFeaturedTagFragment) {
  return {
    id: String(t.id),
    name: t.name,
    url: t.url,
    statuses_count: String(t.statusesCount),
    last_status_at: t.lastStatusAt ? new Date(t.lastStatusAt).toISOString().slice(0, 10) : null,
  };
}

/** JSON Schema of `featuredTagView`'s reply. */
export const FeaturedTag = entity(
  'FeaturedTag',
  object({ id: string, name: string, url: string, statuses_count: string, last_status_at: nullable(date) }),
);
