import { PAGE_ARGUMENTS, PAGE_INFO, PAGE_VARIABLES, paginated } from '../pagination.js';
import type { RouteRow } from '../types.js';
import { STATUS_FRAGMENT, statusesView } from '../views/status.view.js';

/** Mastodon's and Pleroma's timeline filters. */
const FILTER_VARIABLES = ', $local: Boolean, $onlyMedia: Boolean, $withMuted: Boolean, $excludeVisibilities: [Visibility!]';
const FILTER_ARGUMENTS = ', local: $local, onlyMedia: $onlyMedia, withMuted: $withMuted, excludeVisibilities: $excludeVisibilities';

/** A GET returning a page of statuses found at `field`, with its Link header. */
const timeline = (path: string, name: string, field: string, vars: string, args: string): RouteRow => ({
  method: 'GET',
  path,
  operation: `query ${name}(${PAGE_VARIABLES}${vars}) { ${field}(${PAGE_ARGUMENTS}${args}) { items { ...MastodonStatus } ${PAGE_INFO} } } ${STATUS_FRAGMENT}`,
  view: (d) => statusesView(d[field].items),
  headers: paginated((d) => d[field]),
});

export const timelineRoutes: RouteRow[] = [
  timeline('/api/v1/timelines/home', 'HomeTimeline', 'homeTimeline', FILTER_VARIABLES, FILTER_ARGUMENTS),
  timeline('/api/v1/timelines/public', 'PublicTimeline', 'publicTimeline', FILTER_VARIABLES, FILTER_ARGUMENTS),
  timeline(
    '/api/v1/timelines/tag/:hashtag', 'TagTimeline', 'tagTimeline',
    `${FILTER_VARIABLES}, $hashtag: String!, $any: [String!], $all: [String!], $none: [String!]`,
    `${FILTER_ARGUMENTS}, hashtag: $hashtag, any: $any, all: $all, none: $none`,
  ),
  timeline(
    '/api/v1/accounts/:id/statuses', 'AccountStatuses', 'accountStatuses',
    ', $id: ID!, $excludeReplies: Boolean, $excludeReblogs: Boolean, $onlyMedia: Boolean, $pinned: Boolean, $tagged: String',
    ', accountId: $id, excludeReplies: $excludeReplies, excludeReblogs: $excludeReblogs, onlyMedia: $onlyMedia, pinned: $pinned, tagged: $tagged',
  ),
];
