import { escapeHtml } from '../../src/accounts/account.presenter.js';
import { graphql } from '../gql/index.js';
import { legacyWord, VISIBILITY_WORDS } from '../enum-words.js';
import type { MastodonStatusFieldsFragment, MastodonStatusFragment, StatusHistoryQuery } from '../gql/graphql.js';
import { Account, accountView } from './account.view.js';
import { boolean, dateTime, integer, nullable, string } from '../reply-schema.js';
import { entity, extend, listOf, object, words } from '../reply-schema.js';
import { MediaAttachment, mediaView } from './media.view.js';
import { Emoji, emojisView } from './emoji.view.js';
import { Poll, pollView } from './poll.view.js';
import { FilterV2, filterV2View } from './custom-filter.view.js';

/** What the Mastodon Status entity needs, for a status and the one it reblogs. */
export const STATUS_FIELDS_FRAGMENT = graphql(`
  fragment MastodonStatusFields on Status {
    id uri url text content spoilerText visibility sensitive language local createdAt editedAt
    inReplyToId inReplyToAccountId inReplyToAccount { acct } parentVisible conversationId directConversationId
    account { ...MastodonAccount }
    mentions { id username acct url }
    tags { name url }
    mediaAttachments { ...MastodonMedia }
    application { name website }
    favouritesCount reblogsCount repliesCount favourited reblogged muted threadMuted bookmarked pinned pinnedAt
    emojiReactions { name count me }
    emojis { shortcode url }
    poll { ...MastodonPoll }
    card { url title description image providerName providerUrl }
  }
`);

export const STATUS_FRAGMENT = graphql(`
  fragment MastodonStatus on Status {
    ...MastodonStatusFields
    reblog { ...MastodonStatusFields }
    filtered { filter { ...MastodonFilterV2 } keywordMatches statusMatches }
  }
`);

const iso = (date: string | null) => (date ? new Date(date).toISOString() : null);

function ownFields(s: MastodonStatusFieldsFragment) {
  return {
    id: String(s.id),
    uri: s.uri,
    url: s.url,
    account: accountView(s.account),
    in_reply_to_id: s.inReplyToId == null ? null : String(s.inReplyToId),
    in_reply_to_account_id: s.inReplyToAccountId == null ? null : String(s.inReplyToAccountId),
    reblog: null as unknown,
    content: s.content,
    created_at: iso(s.createdAt),
    edited_at: iso(s.editedAt),
    emojis: emojisView(s.emojis),
    replies_count: s.repliesCount,
    reblogs_count: s.reblogsCount,
    favourites_count: s.favouritesCount,
    reblogged: s.reblogged,
    favourited: s.favourited,
    muted: s.muted,
    bookmarked: s.bookmarked,
    pinned: s.pinned,
    sensitive: s.sensitive,
    // Plain text that a careless client might still put in a page as HTML: escaped, like `content`.
    spoiler_text: escapeHtml(s.spoilerText),
    visibility: legacyWord(s.visibility),
    media_attachments: s.mediaAttachments.map(mediaView),
    mentions: s.mentions.map((m) => ({ id: String(m.id), username: m.username, acct: m.acct, url: m.url })),
    tags: s.tags.map((t) => ({ name: t.name, url: t.url })),
    card: s.card ? cardView(s.card) : null,
    poll: s.poll ? pollView(s.poll) : null,
    application: s.application ? { name: s.application.name, website: s.application.website } : null,
    language: s.language,
    pleroma: {
      content: { 'text/plain': s.text },
      conversation_id: Number(s.conversationId),
      direct_conversation_id: s.directConversationId == null ? null : Number(s.directConversationId),
      in_reply_to_account_acct: s.inReplyToAccount?.acct ?? null,
      local: s.local,
      spoiler_text: { 'text/plain': s.spoilerText },
      expires_at: null,
      thread_muted: s.threadMuted,
      emoji_reactions: s.emojiReactions.map((r) => ({ name: r.name, count: r.count, me: r.me })),
      parent_visible: s.parentVisible,
      pinned_at: iso(s.pinnedAt),
    },
  };
}

/**
 * Mastodon's Status entity with Pleroma's `pleroma` object. A reblog shows the reblogged status under
 * `reblog` and, as Pleroma does, its content, media, tags, poll, card and the viewer's favourite, reblog and bookmark
 * of it (and its emoji reactions).
 * `text` (the source) is given only when asked for: on delete, for a redraft.
 */
export function statusView(s: MastodonStatusFragment, opts: { withText?: boolean } = {}) {
  const view = ownFields(s);
  if (s.reblog) {
    const original = ownFields(s.reblog);
    Object.assign(view, {
      reblog: original,
      content: original.content,
      media_attachments: original.media_attachments,
      tags: original.tags,
      favourited: original.favourited,
      reblogged: original.reblogged,
      bookmarked: original.bookmarked,
      poll: original.poll,
      card: original.card,
    });
    view.pleroma.content = original.pleroma.content;
    view.pleroma.emoji_reactions = original.pleroma.emoji_reactions;
  }
  // Mastodon's FilterResult list, given only when one of the viewer's filters matches (v1 clients see no new key).
  const filtered = s.filtered?.length
    ? {
        filtered: s.filtered.map((r) => ({
          filter: filterV2View(r.filter),
          keyword_matches: r.keywordMatches,
          status_matches: r.statusMatches.map(String),
        })),
      }
    : {};
  return { ...view, ...filtered, ...(opts.withText ? { text: s.text } : {}) };
}

export const statusesView = (items: MastodonStatusFragment[]) => items.map((s) => statusView(s));

type StatusEditData = NonNullable<StatusHistoryQuery['status']>['history'][number];

/** Mastodon's StatusEdit: a version's text, warning and sensitivity, with the status's author, media and poll. */
export function statusEditView(v: StatusEditData) {
  return {
    content: v.content,
    spoiler_text: escapeHtml(v.spoilerText),
    sensitive: v.sensitive,
    created_at: iso(v.createdAt),
    account: accountView(v.account),
    poll: v.poll ? { options: v.poll.options.map((o) => ({ title: o.title })) } : null,
    media_attachments: v.mediaAttachments.map(mediaView),
    emojis: emojisView(v.emojis),
  };
}

type CardData = NonNullable<MastodonStatusFieldsFragment['card']>;

/** Mastodon's PreviewCard with Pleroma's `pleroma.opengraph` (the tags read), a plain link card. */
export function cardView(c: CardData) {
  return {
    url: c.url,
    title: c.title,
    description: c.description,
    type: 'link',
    author_name: '',
    author_url: '',
    provider_name: c.providerName,
    provider_url: c.providerUrl,
    html: '',
    width: 0,
    height: 0,
    image: c.image,
    embed_url: '',
    blurhash: null,
    pleroma: {
      opengraph: { url: c.url, title: c.title, description: c.description, ...(c.image ? { image: c.image } : {}) },
    },
  };
}

/** JSON Schema of `cardView`'s reply. */
/** The keys of a plain link card (Mastodon's PreviewCard), as `cardView` and the trending links render it. */
export const linkCardFields = {
  url: string,
  title: string,
  description: string,
  type: words('link'),
  author_name: string,
  author_url: string,
  provider_name: string,
  provider_url: string,
  html: string,
  width: integer,
  height: integer,
  embed_url: string,
  blurhash: { type: 'null' },
};

export const Card = entity(
  'Card',
  object({
    ...linkCardFields,
    image: nullable(string),
    pleroma: object({ opengraph: object({ url: string, title: string, description: string }, { image: string }) }),
  }),
);

const statusFields = {
  id: string,
  uri: string,
  url: nullable(string),
  account: Account,
  in_reply_to_id: nullable(string),
  in_reply_to_account_id: nullable(string),
  content: string,
  created_at: dateTime,
  edited_at: nullable(dateTime),
  emojis: listOf(Emoji),
  replies_count: integer,
  reblogs_count: integer,
  favourites_count: integer,
  reblogged: boolean,
  favourited: boolean,
  muted: boolean,
  bookmarked: boolean,
  pinned: boolean,
  sensitive: boolean,
  spoiler_text: string,
  visibility: VISIBILITY_WORDS,
  media_attachments: listOf(MediaAttachment),
  mentions: listOf(object({ id: string, username: string, acct: string, url: string })),
  tags: listOf(object({ name: string, url: string })),
  card: nullable(Card),
  poll: nullable(Poll),
  application: nullable(object({ name: string, website: nullable(string) })),
  language: nullable(string),
  pleroma: object({
    content: object({ 'text/plain': string }),
    conversation_id: integer,
    direct_conversation_id: nullable(integer),
    in_reply_to_account_acct: nullable(string),
    local: boolean,
    spoiler_text: object({ 'text/plain': string }),
    expires_at: { type: 'null' },
    thread_muted: boolean,
    emoji_reactions: listOf(object({ name: string, count: integer, me: boolean })),
    parent_visible: boolean,
    pinned_at: nullable(dateTime),
  }),
};

/**
 * JSON Schema of `statusView`'s reply: `reblog` holds the reblogged status (without a reblog of its own);
 * `filtered` when a filter of the viewer matches; `text` (the source) on delete only.
 */
const reblog = nullable(object({ ...statusFields, reblog: { type: 'null' } }));
export const Status = entity(
  'Status',
  object(
    { ...statusFields, reblog },
    {
      text: string,
      filtered: listOf(object({ filter: FilterV2, keyword_matches: listOf(string), status_matches: listOf(string) })),
    },
  ),
);

/** A status as the admin API shows it: its account also has a `nickname`. */
export const AdminStatus = entity('AdminStatus', extend(Status, { account: object({ nickname: string }) }));

/** JSON Schema of `statusEditView`'s reply. */
export const StatusEdit = entity(
  'StatusEdit',
  object({
    content: string,
    spoiler_text: string,
    sensitive: boolean,
    created_at: dateTime,
    account: Account,
    poll: nullable(object({ options: listOf(object({ title: string })) })),
    media_attachments: listOf(MediaAttachment),
    emojis: listOf(Emoji),
  }),
);

/** GET /api/v1/statuses/:id/context. */
export const StatusContext = entity(
  'StatusContext',
  object({ ancestors: listOf(Status), descendants: listOf(Status) }),
);

/** GET /api/v1/statuses/:id/source: the text as written (always plain text here). */
export const StatusSource = entity(
  'StatusSource',
  object({ id: string, text: string, spoiler_text: string, content_type: words('text/plain') }),
);
