import './fedify-env.js';
import {
  Accept,
  Announce,
  Application,
  CryptographicKey,
  Endpoints,
  Follow,
  isActor,
  Multikey,
  PUBLIC_COLLECTION,
  Undo,
  type Activity,
} from '@fedify/vocab';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../config.js';
import { Status, User } from '../entities/index.js';
import { BadInputError, NotFoundError, ServiceUnavailableError } from '../core/errors.js';
import { logModerationAction } from '../moderation-log/moderation-log.service.js';
import type { FedContext } from './federation-data.js';
import { federationOf } from './runtime.js';
import { keyPairsOf } from './keys.js';
import { isRejectedHost } from './remote-accounts.js';
import { statusUri } from './uris.js';
import { RELAY_FOLLOWERS } from './may-federate.js';

/** Where the kv keeps the accounts that follow this server's relay actor, one entry each. */
export { RELAY_FOLLOWERS };

/**
 * Pleroma's relay actor (`/relay`, an Application): it follows the relays an admin adds, accepts follows from
 * relays (as Pleroma does) and announces this server's public statuses to them. Served outside Fedify (whose
 * actors live at /users/{identifier}), signing with its own kept key.
 */
export const RELAY_PATH = '/relay';

export const relayUri = (config: AppConfig) => `${config.publicUrl}${RELAY_PATH}`;

/** A relay this server follows, as kept in the kv store. */
interface FollowedRelay {
  actor: string;
  inbox: string;
  followId: string;
  followedBack: boolean;
}

/** What the admin API shows of a followed relay. */
export interface RelayView {
  actor: string;
  followedBack: boolean;
}

const followedKey = (actor: string) => ['fedigraph', 'relay', 'following', actor] as const;
const followerKey = (accountId: number) => ['fedigraph', 'relay', 'follower', String(accountId)] as const;

/**
 * The relay actor's document (JSON-LD): the fields of Pleroma's (an `Application` named `relay`, its followers
 * and following collections' URLs, not locked) with both kept keys, RSA as `publicKey` and RSA and Ed25519 as
 * `assertionMethod`, as the user actors have them.
 */
export async function relayActorDocument(ctx: FedContext): Promise<unknown> {
  const { config, box } = ctx.data.deps;
  const [rsa, ed25519] = await keyPairsOf(ctx.data.deps.orm.em.fork(), box, 'relay');
  const id = new URL(relayUri(config));
  const actor = new Application({
    id,
    url: id,
    preferredUsername: 'relay',
    name: 'relay',
    inbox: ctx.getInboxUri(),
    followers: new URL(`${id.href}/followers`),
    following: new URL(`${id.href}/following`),
    outbox: new URL(`${id.href}/outbox`),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    publicKey: new CryptographicKey({ id: new URL(`${id.href}#main-key`), owner: id, publicKey: rsa.publicKey }),
    assertionMethods: [
      new Multikey({ id: new URL(`${id.href}#main-key`), controller: id, publicKey: rsa.publicKey }),
      new Multikey({ id: new URL(`${id.href}#key-2`), controller: id, publicKey: ed25519.publicKey }),
    ],
    manuallyApprovesFollowers: false,
  });
  return actor.toJsonLd({ contextLoader: ctx.contextLoader });
}

/** The relay actor's collections, as `/relay/{name}` serves them. */
export const RELAY_COLLECTIONS = ['followers', 'following', 'outbox'] as const;
export type RelayCollection = (typeof RELAY_COLLECTIONS)[number];

/**
 * A collection of the relay actor: `followers` the accounts (relays) following it, `following` the relays it
 * follows that accepted, `outbox` empty (its Announces are sent, not kept), as plain OrderedCollections.
 */
export async function relayCollectionDocument(ctx: FedContext, name: RelayCollection): Promise<unknown> {
  const items: string[] = [];
  if (name === 'followers') {
    const ids: number[] = [];
    for await (const { value } of ctx.data.kv.list(RELAY_FOLLOWERS)) ids.push(Number(value));
    const em = ctx.data.deps.orm.em.fork();
    const users = ids.length ? await em.find(User, { id: { $in: ids }, local: false }, { orderBy: { id: 'asc' } }) : [];
    for (const u of users) if (u.apId) items.push(u.apId);
  } else if (name === 'following') {
    for await (const { value } of ctx.data.kv.list(['fedigraph', 'relay', 'following'])) {
      const r = value as FollowedRelay;
      if (r.followedBack) items.push(r.actor);
    }
  }
  return {
    '@context': 'https://www.w3.org/ns/activitystreams',
    id: `${relayUri(ctx.data.deps.config)}/${name}`,
    type: 'OrderedCollection',
    totalItems: items.length,
    orderedItems: items,
  };
}

/** Sends an activity signed by the relay actor. */
async function sendAsRelay(
  ctx: FedContext,
  to: Array<{ id: URL; inboxId: URL; endpoints?: { sharedInbox: URL } | null }>,
  activity: Activity,
): Promise<void> {
  if (!to.length) return;
  const [rsa] = await keyPairsOf(ctx.data.deps.orm.em.fork(), ctx.data.deps.box, 'relay');
  await ctx.sendActivity(
    { keyId: new URL(`${relayUri(ctx.data.deps.config)}#main-key`), privateKey: rsa.privateKey },
    to,
    activity,
    { preferSharedInbox: true },
  );
}

function runtimeContext(em: EntityManager): FedContext {
  const runtime = federationOf(em);
  if (!runtime) throw new ServiceUnavailableError('Federation is not running');
  return runtime.context();
}

/** The relays this server follows (accepted or waiting), oldest first. */
export async function listRelays(em: EntityManager): Promise<RelayView[]> {
  const ctx = runtimeContext(em);
  const out: RelayView[] = [];
  for await (const { value } of ctx.data.kv.list(['fedigraph', 'relay', 'following'])) {
    const r = value as FollowedRelay;
    out.push({ actor: r.actor, followedBack: r.followedBack });
  }
  return out;
}

/** Follows a relay from /relay: its actor is fetched, a Follow sent, and the action logged. */
export async function followRelay(em: EntityManager, admin: User | null, relayUrl: string): Promise<RelayView> {
  const ctx = runtimeContext(em);
  if (!/^https?:\/\//i.test(relayUrl) || !URL.canParse(relayUrl)) throw new BadInputError('relay_url: an http(s) URL');
  if (await isRejectedHost(em, new URL(relayUrl).host)) throw new BadInputError('Instance rejected');
  const actor = await ctx.lookupObject(relayUrl).catch(() => null);
  if (!actor || !isActor(actor) || !actor.id || !actor.inboxId)
    throw new BadInputError('Could not fetch the relay actor');
  const followId = new URL(`${relayUri(ctx.data.deps.config)}#follows/${randomUUID()}`);
  const record: FollowedRelay = {
    actor: actor.id.href,
    inbox: actor.inboxId.href,
    followId: followId.href,
    followedBack: false,
  };
  await ctx.data.kv.set(followedKey(record.actor), record);
  await sendAsRelay(
    ctx,
    [{ id: actor.id, inboxId: actor.inboxId }],
    new Follow({ id: followId, actor: new URL(relayUri(ctx.data.deps.config)), object: actor.id }),
  );
  if (admin)
    logModerationAction(
      em,
      admin,
      'relay_follow',
      { target: record.actor },
      `@${admin.nickname} followed relay: ${record.actor}`,
    );
  await em.flush();
  return { actor: record.actor, followedBack: false };
}

/** Stops following a relay: an Undo of the Follow (unless the relay is unreachable and `force`), and the action logged. */
export async function unfollowRelay(
  em: EntityManager,
  admin: User | null,
  relayUrl: string,
  force: boolean,
): Promise<string> {
  const ctx = runtimeContext(em);
  const record = await ctx.data.kv.get<FollowedRelay>(followedKey(relayUrl));
  if (!record) throw new NotFoundError('Not found');
  const relay = new URL(relayUri(ctx.data.deps.config));
  const follow = new Follow({ id: new URL(record.followId), actor: relay, object: new URL(record.actor) });
  try {
    await sendAsRelay(
      ctx,
      [{ id: new URL(record.actor), inboxId: new URL(record.inbox) }],
      new Undo({ id: new URL(`${relay.href}#undo/${randomUUID()}`), actor: relay, object: follow }),
    );
  } catch (err) {
    if (!force) throw err;
  }
  await ctx.data.kv.delete(followedKey(relayUrl));
  if (admin)
    logModerationAction(
      em,
      admin,
      'relay_unfollow',
      { target: record.actor },
      `@${admin.nickname} unfollowed relay: ${record.actor}`,
    );
  await em.flush();
  return record.actor;
}

/** An Accept of the relay actor's Follow: the relay is now followed back. Returns whether it was one. */
export async function relayAccepted(ctx: FedContext, sender: User, followId: string | null): Promise<boolean> {
  const record = sender.apId ? await ctx.data.kv.get<FollowedRelay>(followedKey(sender.apId)) : null;
  if (!record || followId !== record.followId) return false;
  await ctx.data.kv.set(followedKey(record.actor), { ...record, followedBack: true });
  return true;
}

/** A remote relay (or server) follows our relay actor: accepted at once, as Pleroma does. */
export async function relayFollowed(ctx: FedContext, follower: User, follow: Follow): Promise<void> {
  await ctx.data.kv.set(followerKey(follower.id), follower.id);
  const relay = new URL(relayUri(ctx.data.deps.config));
  const object = new Follow({ id: follow.id, actor: new URL(follower.apId!), object: relay });
  await sendAsRelay(
    ctx,
    [recipient(follower)],
    new Accept({ id: new URL(`${relay.href}#accepts/${randomUUID()}`), actor: relay, object }),
  );
}

export async function relayUnfollowed(ctx: FedContext, follower: User): Promise<void> {
  await ctx.data.kv.delete(followerKey(follower.id));
}

const recipient = (u: User) => ({
  id: new URL(u.apId!),
  inboxId: new URL(u.inboxUrl!),
  endpoints: u.sharedInboxUrl ? { sharedInbox: new URL(u.sharedInboxUrl) } : null,
});

/** A public local status: the relay actor announces it to the relays following it. */
export async function announceByRelay(ctx: FedContext, em: EntityManager, status: Status): Promise<void> {
  if (!status.local || status.reblogOf || status.visibility !== 'public') return;
  const ids: number[] = [];
  for await (const { value } of ctx.data.kv.list(RELAY_FOLLOWERS)) ids.push(Number(value));
  if (!ids.length) return;
  const followers = await em.find(User, { id: { $in: ids }, local: false, inboxUrl: { $ne: null } });
  const to = [];
  for (const u of followers) if (!(await isRejectedHost(em, new URL(u.apId!).host))) to.push(recipient(u));
  const relay = new URL(relayUri(ctx.data.deps.config));
  const announce = new Announce({
    id: new URL(`${relay.href}/announces/${status.id}`),
    actor: relay,
    object: new URL(statusUri(ctx.data.deps.config, status)),
    tos: [new URL(`${relay.href}/followers`)],
    ccs: [PUBLIC_COLLECTION],
  });
  await sendAsRelay(ctx, to, announce);
}
