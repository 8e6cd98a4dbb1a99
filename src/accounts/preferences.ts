import type { User, Visibility } from '../entities/index.js';

/** Mastodon's reading preferences; only the posting ones are kept per account (Pleroma keeps none of them). */
export type ExpandMedia = 'default' | 'show_all' | 'hide_all';

export interface Preferences {
  postingDefaultVisibility: Visibility;
  postingDefaultSensitive: boolean;
  postingDefaultLanguage: string | null;
  readingExpandMedia: ExpandMedia;
  readingExpandSpoilers: boolean;
}

/**
 * GET /api/v1/preferences: the account's default visibility and sensitivity (as `source.privacy` and
 * `source.sensitive` show them); no default language is kept, and reading preferences are the front-end's, so
 * they are Mastodon's defaults.
 */
export function preferencesOf(user: User): Preferences {
  return {
    postingDefaultVisibility: user.defaultScope as Visibility,
    postingDefaultSensitive: user.defaultSensitive,
    postingDefaultLanguage: null,
    readingExpandMedia: 'default',
    readingExpandSpoilers: false,
  };
}
