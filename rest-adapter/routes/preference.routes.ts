import { legacyWord, VISIBILITY_WORDS } from '../enum-words.js';
import type { ExpandMedia } from '../gql/graphql.js';
import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';
import { boolean, nullable, object, string, wordsOf } from '../reply-schema.js';

export const preferenceRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/preferences',
    operation: graphql(`query Preferences {
      preferences { postingDefaultVisibility postingDefaultSensitive postingDefaultLanguage readingExpandMedia readingExpandSpoilers }
    }`),
    // Mastodon's keys, with colons; enum names as Mastodon's lower-case strings.
    reply: object({
      'posting:default:visibility': VISIBILITY_WORDS,
      'posting:default:sensitive': boolean,
      'posting:default:language': nullable(string),
      'reading:expand:media': wordsOf<ExpandMedia>({ DEFAULT: 1, SHOW_ALL: 1, HIDE_ALL: 1 }),
      'reading:expand:spoilers': boolean,
    }),
    view: ({ preferences: p }) => ({
      'posting:default:visibility': legacyWord(p.postingDefaultVisibility),
      'posting:default:sensitive': p.postingDefaultSensitive,
      'posting:default:language': p.postingDefaultLanguage,
      'reading:expand:media': legacyWord(p.readingExpandMedia),
      'reading:expand:spoilers': p.readingExpandSpoilers,
    }),
  }),
];
