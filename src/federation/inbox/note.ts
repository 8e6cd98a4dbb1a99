import '../fedify-env.js';
import type { InboxContext } from '@fedify/fedify';
import { isActor, Note, type Activity, type Create, type Delete, type Update } from '@fedify/vocab';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Status, User } from '../../entities/index.js';
import { sanitizeRemoteHtml } from '../../statuses/status-content.js';
import { createRemoteStatus, deleteStatus, editRemoteStatus } from '../../statuses/status.service.js';
import type { FedContext, FederationData } from '../federation-data.js';
import { factsOf, mayHoldBarePublic, visibilityOf, withBarePublic } from '../objects/note.js';
import { accountForActor } from '../remote-accounts.js';
import { unknownAncestors } from '../reply-chain.js';
import { remoteMediaOf } from './attachments.js';
import { dropped, UNKNOWN_SENDER } from './dropped.js';
import { localAccountOf, senderAccount } from './sender.js';

/** The status a Note id names: one of ours (`/objects/{id}`) or a remote one recorded here. */
export async function statusByUri(ctx: FedContext, em: EntityManager, uri: string | null): Promise<Status | null> {
  if (!uri) return null;
  const parsed = ctx.parseUri(new URL(uri));
  if (parsed?.type === 'object' && parsed.class === Note)
    return em.findOne(Status, { id: Number(parsed.values.id) || 0, local: true });
  return em.findOne(Status, { apId: uri });
}

/** An account an actor id names, if known here (local or remote). */
async function knownAccount(ctx: FedContext, em: EntityManager, uri: string): Promise<User | null> {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  return (await localAccountOf(ctx, em, url)) ?? em.findOne(User, { apId: uri });
}

/**
 * The status a Note replies to: known here, or fetched with its unknown ancestors (reply-chain.ts), which are
 * recorded oldest first, each linked to the one before.
 */
async function replyTarget(ctx: FedContext, em: EntityManager, noteId: string, uri: string | null) {
  const { notes, known } = await unknownAncestors(ctx, em, noteId, uri, (u) => statusByUri(ctx, em, u));
  let parent = known;
  for (const a of notes.reverse()) parent = await storeNote(ctx, em, a.note, a.author, a.followersUrl, parent);
  return parent;
}

/**
 * Records a remote Note as a status of `author`: visibility from its addressing, mentions and addressed
 * local accounts as recipients (notified), its attachments (links to the remote files), its reply target
 * (`parent` when the caller has it; otherwise known here or fetched). The HTML is sanitised. `raw`, the Note's
 * JSON as received, lets a bare `Public` address count as public (withBarePublic).
 */
export async function storeNote(
  ctx: FedContext,
  em: EntityManager,
  note: Note,
  author: User,
  followersUrl: string | null,
  parent?: Status | null,
  raw?: Record<string, unknown> | null,
): Promise<Status | null> {
  const f = await factsOf(note);
  ({ to: f.to, cc: f.cc } = withBarePublic(f.to, f.cc, raw));
  if (!f.id || f.attributedTo !== author.apId) return null;
  const known = await em.findOne(Status, { apId: f.id });
  if (known) return known;
  const mentioned: User[] = [];
  for (const m of f.mentions) {
    const u = await knownAccount(ctx, em, m.href);
    if (u && !mentioned.some((x) => x.id === u.id)) mentioned.push(u);
  }
  const addressed: User[] = [];
  for (const uri of [...f.to, ...f.cc]) {
    const u = await localAccountOf(ctx, em, URL.canParse(uri) ? new URL(uri) : null);
    if (u) addressed.push(u);
  }
  const recipientIds = [...new Set([...mentioned.filter((u) => u.local), ...addressed].map((u) => u.id))];
  return createRemoteStatus(em, author, {
    apId: f.id,
    url: f.url,
    content: sanitizeRemoteHtml(f.content),
    spoilerText: f.summary,
    visibility: visibilityOf(f.to, f.cc, followersUrl ?? `${author.apId}/followers`),
    sensitive: f.sensitive || Boolean(f.summary),
    createdAt: f.published.getTime() > Date.now() ? new Date() : f.published,
    inReplyTo: parent !== undefined ? parent : await replyTarget(ctx, em, f.id, f.inReplyTo),
    mentionIds: mentioned.map((u) => u.id),
    recipientIds,
    tags: f.hashtags.filter((t) => /^[\p{L}\p{M}\p{N}_]{1,100}$/u.test(t)),
    media: remoteMediaOf(f.attachments),
  });
}

/**
 * The loader a referenced object is fetched with: signed by a local account the activity is addressed to, when
 * there is one, as Mastodon does: a server serving a direct or followers-only object to its addressees only
 * accepts their keys, not our instance actor's. Otherwise the instance actor's (the inbox context's own).
 */
async function addresseeLoader(ctx: InboxContext<FederationData>, em: EntityManager, activity: Activity) {
  for (const uri of [...activity.toIds, ...activity.ccIds]) {
    const user = await localAccountOf(ctx, em, uri);
    if (user) return ctx.getDocumentLoader({ identifier: user.nickname });
  }
  return ctx.documentLoader;
}

type DocumentLoader = InboxContext<FederationData>['documentLoader'];

const asRecord = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/**
 * The JSON of a Create's Note as the sender wrote it, read only when its expanded addressing may hold a bare
 * `Public` (mayHoldBarePublic). Embedded: the `object` of the request body Fedify verified and queued (the
 * inbox context's `activity`, the very JSON received), when its id is the Note's. Referenced: the document
 * fetched again with the same signed loader, when its id is the Note's.
 */
async function rawNote(
  ctx: InboxContext<FederationData>,
  activity: Create,
  note: Note,
  documentLoader: DocumentLoader,
): Promise<Record<string, unknown> | null> {
  if (!note.id || !mayHoldBarePublic([...note.toIds, ...note.ccIds].map((u) => u.href))) return null;
  const received = asRecord((ctx as unknown as { activity?: unknown }).activity);
  const sameId = (json: Record<string, unknown> | null) => (json?.id === note.id!.href ? json : null);
  if (received && received.id === activity.id?.href && asRecord(received.object))
    return sameId(asRecord(received.object));
  if (activity.objectId?.href !== note.id.href) return null;
  const fetched = await documentLoader(note.id.href).catch(() => null);
  return sameId(asRecord(fetched?.document));
}

export async function onCreate(ctx: InboxContext<FederationData>, activity: Create): Promise<void> {
  const em = ctx.data.deps.orm.em.fork();
  const author = await senderAccount(ctx, em, activity);
  if (!author) return dropped(ctx, activity, UNKNOWN_SENDER);
  const documentLoader = await addresseeLoader(ctx, em, activity);
  const object = await activity
    .getObject({ documentLoader, contextLoader: ctx.contextLoader })
    .catch((err: unknown) => err);
  if (!(object instanceof Note)) {
    const why = object instanceof Error ? `object not fetched: ${object.message.split('\n')[0]}` : 'object not a Note';
    return dropped(ctx, activity, why);
  }
  const actor = await activity.getActor(ctx).catch(() => null);
  const raw = await rawNote(ctx, activity, object, documentLoader);
  const status = await storeNote(ctx, em, object, author, actor?.followersId?.href ?? null, undefined, raw);
  if (!status) dropped(ctx, activity, 'Note not attributed to the sender');
}

/** Update of a Note (an edit) or of the sender's own actor (a profile change). */
export async function onUpdate(ctx: InboxContext<FederationData>, activity: Update): Promise<void> {
  const em = ctx.data.deps.orm.em.fork();
  const sender = await senderAccount(ctx, em, activity);
  if (!sender) return dropped(ctx, activity, UNKNOWN_SENDER);
  const object = await activity.getObject(ctx).catch(() => null);
  if (object instanceof Note) {
    const status = await em.findOne(Status, { apId: object.id?.href ?? '', account: sender });
    if (!status) return dropped(ctx, activity, "Note unknown here or not the sender's");
    const f = await factsOf(object);
    await editRemoteStatus(em, status, {
      content: sanitizeRemoteHtml(f.content),
      spoilerText: f.summary,
      sensitive: f.sensitive || Boolean(f.summary),
    });
    return;
  }
  if (object && object.id?.href === sender.apId) {
    // The actor as sent (the sender's own, signed) rather than a fetch a cache may answer with the old profile.
    const actor = isActor(object) ? object : await activity.getActor(ctx).catch(() => null);
    if (actor) await accountForActor(em, actor);
    else dropped(ctx, activity, 'actor not read');
    return;
  }
  dropped(ctx, activity, 'object neither a Note nor the sender');
}

/** Delete of one of the sender's statuses: the same deleteStatus() as the REST API. */
export async function onDelete(ctx: InboxContext<FederationData>, activity: Delete): Promise<void> {
  const em = ctx.data.deps.orm.em.fork();
  const sender = await senderAccount(ctx, em, activity);
  if (!sender) return dropped(ctx, activity, UNKNOWN_SENDER);
  const status = await em.findOne(Status, { apId: activity.objectId?.href ?? '', account: sender });
  // The Delete of an actor, or of a status never received here (the common case: sent to every follower's server).
  if (!status) return dropped(ctx, activity, 'no status of the sender by that id');
  await deleteStatus(em, sender, String(status.id));
}
