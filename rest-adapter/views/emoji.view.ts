import { graphql } from '../gql/index.js';
import { boolean, entity, integer, listOf, mapOf, object, string } from '../reply-schema.js';
import type {
  CustomEmojiEntryFragment,
  EmojiPackEntryFragment,
  EmojiPackFileEntryFragment,
  EmojiPackMetadataEntryFragment,
} from '../gql/graphql.js';

export const CUSTOM_EMOJI_FRAGMENT = graphql(
  `fragment CustomEmojiEntry on CustomEmoji { shortcode url path tags category }`,
);

/** GET /api/v1/custom_emojis: Mastodon's CustomEmoji with Pleroma's tags. */
export function customEmojiView(e: CustomEmojiEntryFragment) {
  return {
    shortcode: e.shortcode,
    url: e.url,
    static_url: e.url,
    visible_in_picker: true,
    tags: e.tags,
    category: e.category,
  };
}

/** GET /api/pleroma/emoji: the map from shortcode to image path and tags. */
export function emojiMapView(emoji: CustomEmojiEntryFragment[]) {
  return Object.fromEntries(emoji.map((e) => [e.shortcode, { image_url: e.path, tags: e.tags }]));
}

/** The `emojis` array of Mastodon's status, account and chat message entities. */
export function emojisView(emoji: Array<{ shortcode: string; url: string }> | null | undefined) {
  return (emoji ?? []).map((e) => ({ shortcode: e.shortcode, url: e.url, static_url: e.url, visible_in_picker: true }));
}

export const PACK_METADATA_FRAGMENT = graphql(`fragment EmojiPackMetadataEntry on EmojiPackMetadata {
  license homepage description fallbackSrc fallbackSrcSha256 shareFiles canDownload downloadSha256
}`);
export const PACK_FILE_FRAGMENT = graphql(`fragment EmojiPackFileEntry on EmojiPackFile { shortcode filename }`);
export const PACK_FRAGMENT = graphql(`fragment EmojiPackEntry on EmojiPack {
  name filesCount files { ...EmojiPackFileEntry } metadata { ...EmojiPackMetadataEntry }
}`);

/** Pleroma's pack metadata: pack.json's `pack` keys as stored (unset ones absent), plus the download fields. */
export function packMetadataView(m: EmojiPackMetadataEntryFragment) {
  const stored: Array<[string, unknown]> = [
    ['license', m.license],
    ['homepage', m.homepage],
    ['description', m.description],
    ['fallback-src', m.fallbackSrc],
    ['fallback-src-sha256', m.fallbackSrcSha256],
    ['share-files', m.shareFiles],
  ];
  const out: Record<string, unknown> = Object.fromEntries(stored.filter(([, v]) => v !== null && v !== undefined));
  out['can-download'] = m.canDownload;
  if (m.downloadSha256) out['download-sha256'] = m.downloadSha256;
  return out;
}

/** A pack's files as Pleroma answers them: shortcode to file name. */
export function packFilesView(files: EmojiPackFileEntryFragment[]) {
  return Object.fromEntries(files.map((f) => [f.shortcode, f.filename]));
}

/** Pleroma's Emoji pack: files (shortcode to file name), files_count, pack (metadata). */
export function packView(p: EmojiPackEntryFragment) {
  return { files: packFilesView(p.files), files_count: p.filesCount, pack: packMetadataView(p.metadata) };
}

/** GET …/emoji/packs: {packs: name to pack, count}. */
export function packListView(page: { totalCount: number; nodes: EmojiPackEntryFragment[] }) {
  return { packs: Object.fromEntries(page.nodes.map((p) => [p.name, packView(p)])), count: page.totalCount };
}

/** JSON Schema of an entry of the `emojis` arrays (`emojisView`). */
export const Emoji = entity(
  'Emoji',
  object({ shortcode: string, url: string, static_url: string, visible_in_picker: boolean }),
);

/** JSON Schema of `customEmojiView`'s reply. */
export const CustomEmoji = entity(
  'CustomEmoji',
  object({
    shortcode: string,
    url: string,
    static_url: string,
    visible_in_picker: boolean,
    tags: listOf(string),
    category: string,
  }),
);

/** JSON Schema of `emojiMapView`'s reply: shortcode to image path and tags. */
export const EmojiMap = entity('EmojiMap', mapOf(object({ image_url: string, tags: listOf(string) })));

/** JSON Schema of `packMetadataView`'s reply: the keys stored are given, the download keys computed. */
export const EmojiPackMetadata = entity(
  'EmojiPackMetadata',
  object(
    { 'can-download': boolean },
    {
      license: string,
      homepage: string,
      description: string,
      'fallback-src': string,
      'fallback-src-sha256': string,
      'share-files': boolean,
      'download-sha256': string,
    },
  ),
);

/** JSON Schema of `packFilesView`'s reply: shortcode to file name. */
export const EmojiPackFiles = entity('EmojiPackFiles', mapOf(string));

/** JSON Schema of `packView`'s reply. */
export const EmojiPack = entity(
  'EmojiPack',
  object({ files: EmojiPackFiles, files_count: integer, pack: EmojiPackMetadata }),
);

/** JSON Schema of `packListView`'s reply. */
export const EmojiPackList = entity('EmojiPackList', object({ packs: mapOf(EmojiPack), count: integer }));
