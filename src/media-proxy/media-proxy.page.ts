import { Router, type Request, type Response } from 'express';
import type { AppDeps } from '../graphql/context.js';
import { RemoteFetchError } from '../federation/remote-fetch.js';
import { getSettings } from '../settings/settings.service.js';
import { decodeProxyUrl, encodeProxyUrl, proxyBase, proxyFileName, signingKey } from './media-proxy.js';
import { fetchProxied, isBanned, proxyLimits } from './media-proxy.service.js';

/** Pleroma's ReverseProxy default: proxied media may be kept two weeks by browsers and caches. */
const CACHE_CONTROL = 'public, max-age=1209600';

const plain = (res: Response, status: number, text: string) => res.status(status).type('text/plain').send(text);

/**
 * GET /proxy/<signature>/<url as base64url>[/<file name>], as Pleroma's MediaProxyController answers it: 404 when
 * the proxy is off or the URL is banned, 403 for a signature this server did not make, a redirect to the right
 * name when the file name differs, the bytes (typed by their content, sandboxed) otherwise.
 */
export function mediaProxyRouter(deps: AppDeps): Router {
  const router = Router();
  const handler = async (req: Request, res: Response) => {
    const em = deps.orm.em.fork();
    res.set('Content-Security-Policy', "default-src 'none'; sandbox");
    const limits = await proxyLimits(em);
    if (!limits.enabled) return plain(res, 404, 'Not Found');
    const { sig, url: encoded, filename } = req.params as { sig: string; url: string; filename?: string };
    const key = signingKey(deps.config);
    const url = decodeProxyUrl(sig, encoded, key);
    if (!url) return plain(res, 403, 'Forbidden');
    if (await isBanned(em, url)) return plain(res, 404, 'Not Found');
    const expected = proxyFileName(url);
    if (
      filename !== undefined &&
      expected &&
      filename !== expected &&
      decodeURIComponentSafe(filename) !== decodeURIComponentSafe(expected)
    ) {
      const settings = await getSettings(em, 'media_proxy');
      return res.redirect(302, encodeProxyUrl(url, key, proxyBase(settings, deps.config.publicUrl)));
    }
    let media;
    try {
      media = await fetchProxied(deps.config, url, limits);
    } catch (err) {
      if (!(err instanceof RemoteFetchError)) throw err;
      if (limits.redirectOnFailure) return res.redirect(302, url);
      req.log?.info({ reason: err.reason, host: hostOf(url) }, 'media proxy fetch failed');
      if (err.reason === 'timeout') return plain(res, 504, 'Gateway Timeout');
      return plain(res, 502, 'Bad Gateway');
    }
    res.set({ 'Content-Type': media.mimeType, 'Cache-Control': CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' });
    if (media.mimeType === 'application/octet-stream') res.set('Content-Disposition', 'attachment');
    res.status(200).send(media.body);
  };
  const safe = (req: Request, res: Response, next: (err?: unknown) => void) => handler(req, res).catch(next);
  router.get('/proxy/:sig/:url', safe);
  router.get('/proxy/:sig/:url/:filename', safe);
  return router;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}
