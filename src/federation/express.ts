import type { Federation } from '@fedify/fedify';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { markReachable } from './delivery-health.js';
import type { FederationData } from './federation-data.js';
import { RELAY_COLLECTIONS, RELAY_PATH, relayActorDocument, relayCollectionDocument } from './relays.js';
import { isRejectedHost } from './remote-accounts.js';

/** The largest activity an inbox reads. */
const INBOX_BODY_LIMIT = 1024 * 1024;

const INBOX_PATH = /^\/(?:inbox|users\/[^/]+\/inbox)\/?$/;

/** The paths Fedify dispatches (src/federation/federation.ts); every other request skips it. */
const FEDERATION_PATH = /^\/(?:\.well-known\/webfinger|users\/|objects\/|inbox\/?$)/;

/** Reads the raw body (signature checks need the very bytes), refusing more than the limit. */
async function rawBody(req: Request): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > INBOX_BODY_LIMIT) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The host of the activity's actor, read from the raw JSON (null when it has none). */
function actorHost(body: Buffer): string | null {
  try {
    const actor = (JSON.parse(body.toString('utf8')) as { actor?: unknown }).actor;
    const id = typeof actor === 'string' ? actor : (actor as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? new URL(id).host : null;
  } catch {
    return null;
  }
}

/**
 * Fedify behind Express 5 (@fedify/express wants Express 4): GET and HEAD requests go to Fedify, which
 * answers what it dispatches and leaves the rest (and HTML requests) to the next handlers; POSTs to an
 * inbox reach it with their raw body, so this runs before the body parsers. Activities from rejected hosts
 * are refused here (403) before any signature work.
 */
export function federationMiddleware(federation: Federation<FederationData>, data: FederationData): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const relayPart = req.path.startsWith(`${RELAY_PATH}/`) ? req.path.slice(RELAY_PATH.length + 1) : null;
    const relayCollection = RELAY_COLLECTIONS.find((c) => c === relayPart);
    if (
      (req.path === RELAY_PATH || relayCollection) &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      /json/.test(req.get('accept') ?? '')
    ) {
      try {
        const ctx = federation.createContext(new URL(data.deps.config.publicUrl), data);
        const doc = relayCollection
          ? await relayCollectionDocument(ctx, relayCollection)
          : await relayActorDocument(ctx);
        return res.type('application/activity+json').send(JSON.stringify(doc));
      } catch (err) {
        return next(err);
      }
    }
    if (!FEDERATION_PATH.test(req.path)) return next();
    const isInboxPost = req.method === 'POST' && INBOX_PATH.test(req.path);
    if (req.method !== 'GET' && req.method !== 'HEAD' && !isInboxPost) return next();
    try {
      let body: Buffer | undefined;
      if (isInboxPost) {
        const raw = await rawBody(req);
        if (!raw) return res.status(413).json({ error: 'Payload too large' });
        const host = actorHost(raw);
        if (host && (await isRejectedHost(data.deps.orm.em.fork(), host)))
          return res.status(403).json({ error: 'Instance rejected' });
        body = raw;
      }
      const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) for (const v of value) headers.append(name, v);
        else if (value != null) headers.set(name, value);
      }
      let passed = false;
      const pass = () => {
        passed = true;
        return new Response(null, { status: 404 });
      };
      const response = await federation.fetch(new Request(url, { method: req.method, headers, body }), {
        contextData: data,
        onNotFound: pass,
        onNotAcceptable: pass,
      });
      if (passed) return next();
      // Accepted: the signature checked out, so the sender's host answers (a held host is reachable again).
      const sender = isInboxPost && response.ok && body ? actorHost(body) : null;
      if (sender)
        await markReachable(data, sender).catch((err: unknown) =>
          data.deps.logger.warn({ err }, 'reachability not updated'),
        );
      res.status(response.status);
      response.headers.forEach((value, name) => res.setHeader(name, value));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (err) {
      next(err);
    }
  };
}
