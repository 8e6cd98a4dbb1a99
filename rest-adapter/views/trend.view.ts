import { graphql } from '../gql/index.js';
import type { TrendDayEntryFragment, TrendingLinkEntryFragment, TrendingTagEntryFragment } from '../gql/graphql.js';
import { entity, listOf, object, string } from '../reply-schema.js';
import { linkCardFields } from './status.view.js';

export const TREND_DAY_FRAGMENT = graphql(`fragment TrendDayEntry on TrendDay { day uses accounts }`);
export const TRENDING_TAG_FRAGMENT = graphql(
  `fragment TrendingTagEntry on TrendingTag { name url history { ...TrendDayEntry } }`,
);
export const TRENDING_LINK_FRAGMENT = graphql(
  `fragment TrendingLinkEntry on TrendingLink { url history { ...TrendDayEntry } }`,
);

/** Mastodon's history entry: the day as a UNIX timestamp, every number as a string. */
const historyView = (history: TrendDayEntryFragment[]) =>
  history.map((d) => ({
    day: String(Math.floor(new Date(d.day).getTime() / 1000)),
    uses: String(d.uses),
    accounts: String(d.accounts),
  }));

/** Mastodon's Tag with its history (GET /api/v1/trends/tags). */
export function trendingTagView(t: TrendingTagEntryFragment) {
  return { name: t.name, url: t.url, history: historyView(t.history) };
}

/**
 * Mastodon's trending link: a PreviewCard with its history. No page is fetched for it here, so the card holds
 * the link and its host only (title: the link itself).
 */
export function trendingLinkView(l: TrendingLinkEntryFragment) {
  const host = URL.canParse(l.url) ? new URL(l.url).host : '';
  return {
    url: l.url,
    title: l.url,
    description: '',
    type: 'link',
    author_name: '',
    author_url: '',
    provider_name: host,
    provider_url: '',
    html: '',
    width: 0,
    height: 0,
    image: null,
    embed_url: '',
    blurhash: null,
    history: historyView(l.history),
  };
}

const history = listOf(object({ day: string, uses: string, accounts: string }));

/** JSON Schema of `trendingTagView`'s reply. */
export const TrendingTag = entity('TrendingTag', object({ name: string, url: string, history }));

/** JSON Schema of `trendingLinkView`'s reply. */
export const TrendingLink = entity('TrendingLink', object({ ...linkCardFields, image: { type: 'null' }, history }));
