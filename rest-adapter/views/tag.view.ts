import { graphql } from '../gql/index.js';
import type { MastodonTagFragment } from '../gql/graphql.js';
import { boolean, entity, nullable, object, string } from '../reply-schema.js';

export const TAG_FRAGMENT = graphql(`
  fragment MastodonTag on Tag {
    name url following
  }
`);

/** Mastodon's Tag entity as Pleroma's TagView renders it: no usage history is kept (`[]`). */
export function tagView(t: MastodonTagFragment) {
  return { name: t.name, url: t.url, history: [], following: t.following };
}

/** JSON Schema of `tagView`'s reply. */
export const Tag = entity(
  'Tag',
  object({ name: string, url: string, history: { type: 'array', maxItems: 0 }, following: nullable(boolean) }),
);
