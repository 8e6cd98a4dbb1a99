import { graphql } from '../gql/index.js';
import { legacyWord } from '../enum-words.js';
import type { MastodonMediaFragment } from '../gql/graphql.js';

export const MEDIA_FRAGMENT = graphql(`
  fragment MastodonMedia on MediaAttachment { id type url previewUrl remoteUrl description meta mimeType }
`);

/** Mastodon's MediaAttachment entity with Pleroma's `pleroma.mime_type`. */
export function mediaView(m: MastodonMediaFragment) {
  return {
    id: String(m.id),
    type: legacyWord(m.type),
    url: m.url,
    preview_url: m.previewUrl,
    remote_url: m.remoteUrl ?? null,
    text_url: m.url,
    meta: m.meta,
    description: m.description,
    blurhash: null,
    pleroma: { mime_type: m.mimeType },
  };
}
