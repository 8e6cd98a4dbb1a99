import './fedify-env.js';
import type { Actor } from '@fedify/vocab';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isIP } from 'node:net';
import { User } from '../entities/index.js';
import { getSettings } from '../settings/settings.service.js';
import { htmlToText } from '../statuses/status-content.js';
import { remoteJson } from './remote-fetch.js';

/** True when the host is on the `mrf_simple.reject` list (exactly, or under a `*.domain` entry). */
export async function isRejectedHost(em: EntityManager, host: string): Promise<boolean> {
  const { reject } = await getSettings(em, 'mrf_simple');
  const h = host.toLowerCase();
  const name = h.replace(/:\d+$/, '');
  return reject.some((entry) => {
    const e = String(entry).toLowerCase().trim();
    if (e.startsWith('*.')) return name === e.slice(2) || name.endsWith(e.slice(1));
    return e === h || e === name;
  });
}

const href = (v: unknown): string | null => {
  if (v instanceof URL) return v.href;
  const h = (v as { href?: unknown } | null)?.href;
  return h instanceof URL ? h.href : null;
};

/** The account facts an actor document gives (pure but for fetching its icon and image). */
async function accountFacts(actor: Actor) {
  const icon = await actor.getIcon({ suppressError: true }).catch(() => null);
  const image = await actor.getImage({ suppressError: true }).catch(() => null);
  return {
    displayName: actor.name == null ? null : String(actor.name),
    bio: actor.summary == null ? '' : htmlToText(String(actor.summary)),
    locked: actor.manuallyApprovesFollowers ?? false,
    discoverable: actor.discoverable ?? false,
    inboxUrl: actor.inboxId?.href ?? null,
    sharedInboxUrl: actor.endpoints?.sharedInbox?.href ?? null,
    profileUrl: href(actor.url) ?? actor.id?.href ?? null,
    avatarUrl: href(icon?.url),
    headerUrl: href(image?.url),
    alsoKnownAs: actor.aliasIds.map((id) => id.href),
    actorType: actor.constructor.name === 'Person' ? 'Person' : (actor.constructor as { name: string }).name,
  };
}

/**
 * The account of a remote actor, created on first sight (nickname `user@host`, local = false) and refreshed
 * from the actor document otherwise. The handle comes from the actor's own id host, so no server can
 * claim another's handle.
 */
export async function accountForActor(em: EntityManager, actor: Actor): Promise<User> {
  if (!actor.id || !actor.preferredUsername) throw new Error('actor without id or preferredUsername');
  const apId = actor.id.href;
  const facts = await accountFacts(actor);
  const existing = await em.findOne(User, { apId });
  if (existing) {
    Object.assign(existing, facts);
    await em.flush();
    return existing;
  }
  const nickname = `${String(actor.preferredUsername)}@${actor.id.host}`;
  const user = em.create(User, { nickname, local: false, apId, ...facts });
  try {
    await em.flush();
    return user;
  } catch (err) {
    if (!(err instanceof UniqueConstraintViolationException)) throw err;
    em.clear();
    const raced = await em.findOne(User, { apId });
    if (raced) return raced;
    throw new Error(`the handle ${nickname} belongs to another actor`, { cause: err });
  }
}

/**
 * The actor id a handle `nick@host` names, read from the host's WebFinger document. Fedify's own `acct:`
 * lookup always uses https; with private addresses allowed (loopback set-ups) plain http is tried too.
 */
export async function webfingerActorId(handle: string, allowPrivateAddresses: boolean): Promise<string | null> {
  const m = /^@?([^@\s]+)@([^@\s/]+)$/.exec(handle.trim());
  if (!m) return null;
  const [, nick, host] = m;
  // A loopback or IP-literal peer in a local set-up speaks plain http: ask it first there.
  const hostname = host.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  const plainFirst = isIP(hostname) !== 0 || hostname === 'localhost';
  const schemes = !allowPrivateAddresses ? ['https'] : plainFirst ? ['http', 'https'] : ['https', 'http'];
  for (const scheme of schemes) {
    try {
      const doc = await remoteJson<{ links?: Array<{ rel?: string; type?: string; href?: string }> }>(
        `${scheme}://${host}/.well-known/webfinger?resource=${encodeURIComponent(`acct:${nick}@${host}`)}`,
        { allowPrivateAddresses, timeoutMs: 10_000, headers: { accept: 'application/jrd+json, application/json' } },
      );
      const self = doc.links?.find((l) => l.rel === 'self' && /activity\+json|ld\+json/.test(l.type ?? ''));
      if (self?.href) return self.href;
    } catch {
      // next scheme
    }
  }
  return null;
}
