import type { Data } from '../types.js';

export const CUSTOM_EMOJI_FIELDS = 'shortcode url path tags category';

/** GET /api/v1/custom_emojis: Mastodon's CustomEmoji with Pleroma's tags. */
export function customEmojiView(e: Data) {
  return { shortcode: e.shortcode, url: e.url, static_url: e.url, visible_in_picker: true, tags: e.tags, category: e.category };
}

/** GET /api/pleroma/emoji: the map from shortcode to image path and tags. */
export function emojiMapView(emoji: Data[]) {
  return Object.fromEntries(emoji.map((e) => [e.shortcode, { image_url: e.path, tags: e.tags }]));
}
