import './fedify-env.js';
import { isActor, Note } from '@fedify/vocab';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Status, User } from '../entities/index.js';
import { INSTANCE_ACTOR } from './actors.js';
import { federationOf } from './runtime.js';
import { storeNote } from './inbox/note.js';
import { accountForActor, isRejectedHost, webfingerActorId } from './remote-accounts.js';

const HANDLE = /^@?[^@\s/]+@[^@\s/]+$/;

/**
 * Search's `resolve=true`: a handle `nick@host` or the URL of a remote actor or Note, fetched (through
 * Fedify's loader, under the SSRF guard unless ALLOW_PRIVATE_ADDRESSES) and recorded here. Anything that
 * cannot be fetched resolves to nothing.
 */
export async function resolveRemote(em: EntityManager, q: string): Promise<{ account?: User; status?: Status }> {
  const runtime = federationOf(em);
  if (!runtime) return {};
  const { config } = runtime.data.deps;
  const local = new URL(config.publicUrl);
  let target: string | null = null;
  if (HANDLE.test(q)) {
    const host = q.split('@').pop()!.toLowerCase();
    if (host === local.host.toLowerCase() || (await isRejectedHost(em, host))) return {};
    target = await webfingerActorId(q, config.allowPrivateAddresses);
  } else if (/^https?:\/\//i.test(q) && URL.canParse(q) && new URL(q).origin !== local.origin) {
    if (await isRejectedHost(em, new URL(q).host)) return {};
    target = q;
  }
  if (!target) return {};
  const ctx = runtime.context();
  // Signed, as every fetch of ours: a server in authorized-fetch (secure) mode serves nothing unsigned.
  const documentLoader = await ctx.getDocumentLoader({ identifier: INSTANCE_ACTOR });
  const object = await ctx.lookupObject(target, { documentLoader }).catch(() => null);
  if (object && isActor(object)) return { account: await accountForActor(em, object) };
  if (object instanceof Note) {
    const author = await object.getAttribution({ documentLoader, contextLoader: ctx.contextLoader }).catch(() => null);
    if (!author || !isActor(author) || !author.id || (await isRejectedHost(em, author.id.host))) return {};
    const account = await accountForActor(em, author);
    const status = await storeNote(ctx, em, object, account, author.followersId?.href ?? null);
    return status ? { account, status } : { account };
  }
  return {};
}

/**
 * A remote account read again from its actor document, fetched now, signed by the instance actor and past every
 * cache: what it lists in `alsoKnownAs` must be what it says at the time of a move. Null when it cannot be read.
 */
export async function refreshedRemoteAccount(em: EntityManager, actorId: string): Promise<User | null> {
  const runtime = federationOf(em);
  if (!runtime || !URL.canParse(actorId) || (await isRejectedHost(em, new URL(actorId).host))) return null;
  const ctx = runtime.context();
  const documentLoader = await ctx.getDocumentLoader({ identifier: INSTANCE_ACTOR });
  const actor = await ctx.lookupObject(actorId, { documentLoader }).catch(() => null);
  if (!actor || !isActor(actor) || actor.id?.href !== actorId) return null;
  return accountForActor(em, actor);
}
