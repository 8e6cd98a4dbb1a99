import type { RouteRow } from '../types.js';
import { CUSTOM_EMOJI_FIELDS, customEmojiView, emojiMapView } from '../views/emoji.view.js';

const EMOJI_QUERY = `query CustomEmojis { customEmojis { ${CUSTOM_EMOJI_FIELDS} } }`;

export const emojiRoutes: RouteRow[] = [
  { method: 'GET', path: '/api/v1/custom_emojis', operation: EMOJI_QUERY, view: (d) => d.customEmojis.map(customEmojiView) },
  { method: 'GET', path: '/api/{ns}/emoji', operation: EMOJI_QUERY, view: (d) => emojiMapView(d.customEmojis) },
];
