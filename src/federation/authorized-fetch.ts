import './fedify-env.js';
import type { RequestContext } from '@fedify/fedify';
import { getSettings } from '../settings/settings.service.js';
import { INSTANCE_ACTOR } from './actors.js';
import type { FederationData } from './federation-data.js';
import { isRejectedHost } from './remote-accounts.js';

/**
 * Authorized fetch (Pleroma's `activitypub.authorized_fetch_mode`, Mastodon's secure mode), off by default: while
 * on, an actor, object or collection is served only to a request signed (draft-cavage or RFC 9421) by an actor of
 * an instance not rejected (`mrf_simple.reject`); Fedify answers 401 otherwise. The signer's key is fetched signed
 * by the instance actor, so a server in secure mode serves it to us. The instance actor, WebFinger and NodeInfo
 * are not guarded: other servers need them to check our own signatures.
 */
export async function fetchAuthorized(ctx: RequestContext<FederationData>): Promise<boolean> {
  const em = ctx.data.deps.orm.em.fork();
  if (!(await getSettings(em, 'activitypub')).authorized_fetch_mode) return true;
  const documentLoader = await ctx.getDocumentLoader({ identifier: INSTANCE_ACTOR });
  const owner = await ctx.getSignedKeyOwner({ documentLoader }).catch(() => null);
  return owner?.id != null && !(await isRejectedHost(em, owner.id.host));
}

/** The same for the actor at /users/{identifier}: the instance actor is always served. */
export const actorFetchAuthorized = (ctx: RequestContext<FederationData>, identifier: string) =>
  identifier === INSTANCE_ACTOR || fetchAuthorized(ctx);
