import { graphql } from '../gql/index.js';
import { legacyWord } from '../enum-words.js';
import type { MastodonMediaFragment, MediaType } from '../gql/graphql.js';
import { entity, nullable, object, openObject, string, wordsOf } from '../reply-schema.js';

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

/** JSON Schema of `mediaView`'s reply (`meta`: the sizes and focus read from the file, keys open). */
export const MediaAttachment = entity(
  'MediaAttachment',
  object({
    id: string,
    type: wordsOf<MediaType>({ IMAGE: 1, VIDEO: 1, AUDIO: 1, UNKNOWN: 1 }),
    url: string,
    preview_url: string,
    remote_url: nullable(string),
    text_url: string,
    meta: openObject,
    description: nullable(string),
    blurhash: { type: 'null' },
    pleroma: object({ mime_type: string }),
  }),
);
