import './fedify-env.js';
import { isActor, Note } from '@fedify/vocab';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Status, User } from '../entities/index.js';
import { INSTANCE_ACTOR } from './actors.js';
import type { FedContext } from './federation-data.js';
import { accountForActor, isRejectedHost } from './remote-accounts.js';

/**
 * Reply chains: a Note replying to a status unknown here brings its parent, and the parent's parent, up to
 * MAX_REPLY_DEPTH fetches (Pleroma's `federation_incoming_replies_max_depth` default). Each parent is fetched
 * signed by the instance actor through Fedify's loader (so private addresses only with ALLOW_PRIVATE_ADDRESSES),
 * must be a Note whose id and author share the origin it was asked from, and is never fetched from a rejected
 * instance. The walk stops at a status known here, at an id seen before (a loop) and at anything it cannot fetch.
 */
export const MAX_REPLY_DEPTH = 100;

/** A parent fetched from its server, with the account of its author. */
export interface FetchedNote {
  note: Note;
  author: User;
  followersUrl: string | null;
}

/** The Note at `uri`, fetched signed, when it and its author come from that origin and it is not rejected. */
async function fetchNote(ctx: FedContext, em: EntityManager, uri: string): Promise<FetchedNote | null> {
  if (!URL.canParse(uri)) return null;
  const url = new URL(uri);
  if (!/^https?:$/.test(url.protocol) || url.origin === new URL(ctx.data.deps.config.publicUrl).origin) return null;
  if (await isRejectedHost(em, url.host)) return null;
  const documentLoader = await ctx.getDocumentLoader({ identifier: INSTANCE_ACTOR });
  const note = await ctx.lookupObject(uri, { documentLoader }).catch(() => null);
  if (!(note instanceof Note) || note.id?.href !== url.href) return null;
  const author = await note.getAttribution({ documentLoader, contextLoader: ctx.contextLoader }).catch(() => null);
  if (!author || !isActor(author) || author.id?.origin !== url.origin) return null;
  return { note, author: await accountForActor(em, author), followersUrl: author.followersId?.href ?? null };
}

/**
 * The unknown ancestors of a Note, nearest first, fetched from `parentUri` up; `known` is the status the
 * chain reaches (null when it ends before one: at the limit, a loop or something not fetched).
 */
export async function unknownAncestors(
  ctx: FedContext,
  em: EntityManager,
  noteId: string,
  parentUri: string | null,
  lookup: (uri: string) => Promise<Status | null>,
): Promise<{ notes: FetchedNote[]; known: Status | null }> {
  const notes: FetchedNote[] = [];
  const seen = new Set([noteId]);
  for (let uri = parentUri; uri && !seen.has(uri);) {
    seen.add(uri);
    const known = await lookup(uri);
    if (known) return { notes, known };
    if (notes.length >= MAX_REPLY_DEPTH) break;
    const fetched = await fetchNote(ctx, em, uri);
    if (!fetched) break;
    notes.push(fetched);
    uri = fetched.note.replyTargetId?.href ?? null;
  }
  return { notes, known: null };
}
