import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { posix } from 'node:path';
import type { AppConfig } from '../config.js';
import type { Settings } from '../settings/setting-defaults.js';

/**
 * Pleroma's media proxy URLs: `<base>/proxy/<signature>/<url as base64url>/<file name>`. The signature is an
 * HMAC of the encoded URL under a key derived from the server secret, so only URLs this server rendered are
 * fetched through it. Pure functions: the fetching and the cache are in media-proxy.service.ts.
 */

/** What rendering a URL needs of the `:media_proxy` settings. */
export type MediaProxySettings = Pick<Settings<'media_proxy'>, 'enabled' | 'whitelist' | 'base_url'>;

const keys = new WeakMap<Uint8Array, Buffer>();

/** The signing key: derived from the server secret (JWT_SECRET), never the secret itself. */
export function signingKey(config: Pick<AppConfig, 'jwtSecret'>): Buffer {
  let key = keys.get(config.jwtSecret);
  if (!key)
    keys.set(
      config.jwtSecret,
      (key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'fedigraph', 'media-proxy', 32))),
    );
  return key;
}

const sign = (key: Buffer, encodedUrl: string) => createHmac('sha256', key).update(encodedUrl).digest('base64url');

/** The last segment of the URL's path (Pleroma's filename), or null when there is none. */
export function proxyFileName(url: string): string | null {
  try {
    const name = posix.basename(new URL(url).pathname);
    return name || null;
  } catch {
    return null;
  }
}

const hostOf = (entry: string): string | null => {
  if (!/^https?:\/\//i.test(entry)) return entry.toLowerCase();
  try {
    return new URL(entry).hostname.toLowerCase();
  } catch {
    return null;
  }
};

/** Remote http(s) URLs are proxied; this server's own, relative ones and whitelisted hosts' are not. */
export function isProxiable(url: string, settings: MediaProxySettings, publicUrl: string): boolean {
  if (!/^https?:\/\//i.test(url)) return false;
  if (url === publicUrl || url.startsWith(`${publicUrl}/`)) return false;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return !settings.whitelist.some((entry) => hostOf(entry) === host);
}

/** Where proxied URLs point: `base_url`, or the server's own URL. */
export const proxyBase = (settings: MediaProxySettings, publicUrl: string) =>
  (settings.base_url || publicUrl).replace(/\/+$/, '');

/** The proxy URL of a remote URL (whatever the settings say). */
export function encodeProxyUrl(url: string, key: Buffer, base: string): string {
  const encoded = Buffer.from(url, 'utf8').toString('base64url');
  const name = proxyFileName(url);
  return [base, 'proxy', sign(key, encoded), encoded, ...(name ? [name] : [])].join('/');
}

/** The URL as rendered in an entity: through the proxy when it is on and the URL is remote and not whitelisted. */
export function mediaProxyUrl(
  url: string,
  settings: MediaProxySettings,
  config: Pick<AppConfig, 'jwtSecret' | 'publicUrl'>,
): string {
  if (!settings.enabled || !isProxiable(url, settings, config.publicUrl)) return url;
  return encodeProxyUrl(url, signingKey(config), proxyBase(settings, config.publicUrl));
}

/** The remote URL of a signature and an encoded URL, or null when the signature does not match. */
export function decodeProxyUrl(signature: string, encoded: string, key: Buffer): string | null {
  const expected = Buffer.from(sign(key, encoded));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const url = Buffer.from(encoded, 'base64url').toString('utf8');
  return /^https?:\/\//i.test(url) ? url : null;
}

/**
 * A URL an admin names (to ban or purge) as the remote URL it stands for: one of this server's proxy URLs
 * (any base) is decoded when its signature holds; anything else is taken as given.
 */
export function originalUrl(url: string, key: Buffer): string {
  const m = /\/proxy\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)(?:\/[^/?#]*)?(?:[?#].*)?$/.exec(url);
  return (m && decodeProxyUrl(m[1], m[2], key)) || url;
}
