import '../fedify-env.js';
import { Create, Document, Hashtag, Mention, Note, PUBLIC_COLLECTION } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { Visibility } from '../../entities/index.js';

/**
 * A status as a Note and back, as pure functions over plain facts (no database): unit-tested both ways in
 * test/unit/src/federation/note.test.ts. Visibility is addressing (Mastodon's and Pleroma's convention):
 *   public    to: Public            cc: followers, mentioned
 *   unlisted  to: followers         cc: Public, mentioned
 *   private   to: followers, mentioned
 *   direct    to: mentioned (addressees only)
 */

export interface NoteAttachment {
  url: string;
  mediaType: string | null;
  description: string | null;
  /** In pixels, when known (images and videos). */
  width?: number;
  height?: number;
}
export interface NoteMention {
  href: string;
  name: string;
}

/** What a Note says about a status, in plain values. */
export interface NoteFacts {
  id: string;
  url: string | null;
  attributedTo: string;
  /** Sanitised HTML. */
  content: string;
  /** The content warning ('' when none). */
  summary: string;
  sensitive: boolean;
  published: Date;
  inReplyTo: string | null;
  to: string[];
  cc: string[];
  mentions: NoteMention[];
  /** Lower-case, without '#'. */
  hashtags: string[];
  attachments: NoteAttachment[];
}

const PUBLIC = PUBLIC_COLLECTION.href;
const PUBLIC_ALIASES = new Set([PUBLIC, 'as:Public', 'Public']);

/** The `to` and `cc` of a status of this visibility. */
export function addressingFor(
  visibility: Visibility,
  followersUrl: string,
  addressees: string[],
): { to: string[]; cc: string[] } {
  switch (visibility) {
    case 'public':
      return { to: [PUBLIC], cc: [followersUrl, ...addressees] };
    case 'unlisted':
      return { to: [followersUrl], cc: [PUBLIC, ...addressees] };
    case 'private':
      return { to: [followersUrl, ...addressees], cc: [] };
    default:
      return { to: [...addressees], cc: [] };
  }
}

/** The visibility a Note's addressing means; anything not public nor to the author's followers is direct. */
export function visibilityOf(to: string[], cc: string[], followersUrl: string | null): Visibility {
  if (to.some((u) => PUBLIC_ALIASES.has(u))) return 'public';
  if (cc.some((u) => PUBLIC_ALIASES.has(u))) return 'unlisted';
  if (followersUrl && [...to, ...cc].includes(followersUrl)) return 'private';
  return 'direct';
}

/** The public address as some servers write it, which JSON-LD expansion does not expand to the full URI. */
const BARE_PUBLIC = new Set(['Public', 'as:Public']);

const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : v == null ? [] : [v]);

/**
 * A Note's `to` and `cc` with the bare public address restored. JSON-LD expansion reads a bare `Public` as a
 * relative IRI and resolves it against the base (`https://host/Public`, `https://host/users/Public`), so the
 * expanded list names an actor called Public instead. `raw` is the Note's JSON as received: only where its own
 * `to` or `cc` holds the literal `Public` (or `as:Public`) is such a resolved entry replaced by the full public
 * URI. An address written out in full (a direct message to an actor really named Public) stays as it is.
 */
export function withBarePublic(
  to: string[],
  cc: string[],
  raw: Record<string, unknown> | null | undefined,
): { to: string[]; cc: string[] } {
  const fix = (list: string[], key: 'to' | 'cc') => {
    const written = listOf(raw?.[key]);
    if (!written.some((x) => typeof x === 'string' && BARE_PUBLIC.has(x))) return list;
    const resolvedBare = (u: string) => /\/Public$/.test(u) && !written.includes(u);
    return [...new Set([...list.filter((u) => !resolvedBare(u)), PUBLIC])];
  };
  return { to: fix(to, 'to'), cc: fix(cc, 'cc') };
}

/** True when an expanded address list may hold a resolved bare `Public` (then the raw JSON is worth reading). */
export const mayHoldBarePublic = (addresses: string[]): boolean => addresses.some((u) => /\/Public$/.test(u));

export function tagHref(publicUrl: string, tag: string): string {
  return `${publicUrl}/tag/${encodeURIComponent(tag)}`;
}

/** A Note's Create: `<note id>/activity`, by its author, to its addressees, published when the Note was. */
export function createOf(note: Note): Create {
  return new Create({
    id: new URL(`${note.id!.href}/activity`),
    actor: note.attributionId,
    object: note,
    tos: note.toIds,
    ccs: note.ccIds,
    published: note.published,
  });
}

/** The Note of a status. `publicUrl` builds the hashtags' links. */
export function noteOf(f: NoteFacts, publicUrl: string): Note {
  return new Note({
    id: new URL(f.id),
    url: f.url ? new URL(f.url) : null,
    attribution: new URL(f.attributedTo),
    content: f.content,
    summary: f.summary || null,
    sensitive: f.sensitive,
    published: Temporal.Instant.fromEpochMilliseconds(f.published.getTime()),
    replyTarget: f.inReplyTo ? new URL(f.inReplyTo) : null,
    tos: f.to.map((u) => new URL(u)),
    ccs: f.cc.map((u) => new URL(u)),
    tags: [
      ...f.mentions.map((m) => new Mention({ href: new URL(m.href), name: m.name })),
      ...f.hashtags.map((t) => new Hashtag({ href: new URL(tagHref(publicUrl, t)), name: `#${t}` })),
    ],
    attachments: f.attachments.map(
      (a) =>
        new Document({
          url: new URL(a.url),
          mediaType: a.mediaType,
          name: a.description,
          width: a.width ?? null,
          height: a.height ?? null,
        }),
    ),
  });
}

const text = (v: unknown): string => (v == null ? '' : String(v));

/** The facts of a Note, without fetching anything (links to other objects stay ids). */
export async function factsOf(note: Note): Promise<NoteFacts> {
  const mentions: NoteMention[] = [];
  const hashtags: string[] = [];
  for await (const tag of note.getTags({ suppressError: true })) {
    if (tag instanceof Mention && tag.href) mentions.push({ href: tag.href.href, name: text(tag.name) });
    else if (tag instanceof Hashtag) {
      const name = text(tag.name).replace(/^#/, '').toLowerCase();
      if (name) hashtags.push(name);
    }
  }
  const attachments: NoteAttachment[] = [];
  for await (const a of note.getAttachments({ suppressError: true })) {
    if (!(a instanceof Document)) continue;
    // The URL is given as is or as a Link (which may carry the media type).
    const link = a.url instanceof URL ? null : a.url;
    const url = a.url instanceof URL ? a.url.href : link?.href?.href;
    if (!url) continue;
    attachments.push({
      url,
      mediaType: a.mediaType ?? link?.mediaType ?? null,
      description: a.name == null ? null : text(a.name),
      ...(a.width != null && { width: a.width }),
      ...(a.height != null && { height: a.height }),
    });
  }
  const url = note.url;
  return {
    id: note.id?.href ?? '',
    url: url instanceof URL ? url.href : (url?.href?.href ?? null),
    attributedTo: note.attributionId?.href ?? '',
    content: text(note.content),
    summary: text(note.summary),
    sensitive: note.sensitive ?? false,
    published: note.published ? new Date(note.published.epochMilliseconds) : new Date(),
    inReplyTo: note.replyTargetId?.href ?? null,
    to: note.toIds.map((u) => u.href),
    cc: note.ccIds.map((u) => u.href),
    mentions,
    hashtags: [...new Set(hashtags)],
    attachments,
  };
}
