import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../config.js';
import { MediaProxyBan } from '../entities/index.js';
import { BadInputError } from '../core/errors.js';
import { publish } from '../events/bus.js';
import { remoteFetch } from '../federation/remote-fetch.js';
import { sniffMediaType } from '../media/sniff.js';
import { datedCursorKey, datedWindow, encodeCursor } from '../core/compound-cursor.js';
import { mapPage, rowsPage, type CountedPage, type CountedPageArgs } from '../core/pagination.js';
import { getSettings } from '../settings/settings.service.js';
import { mediaProxyUrl, originalUrl, signingKey } from './media-proxy.js';
import { escapeLike } from '../db/like-pattern.js';

/**
 * The media proxy's side effects: fetching remote media (through the one outbound client, within the
 * `proxy_opts` limits), the on-disk cache under DATA_DIR/media-proxy, and the banned URLs (in the database,
 * shared by every instance). Pleroma keeps no moderation-log entry for bans and purges; neither does this.
 */

export function proxyCacheDir(config: Pick<AppConfig, 'dataDir'>): string {
  return join(config.dataDir, 'media-proxy');
}

const cacheName = (url: string) => createHash('sha256').update(url).digest('hex');

/** What the proxy serves: the bytes and the type read from them (never the remote's Content-Type). */
export interface ProxiedMedia {
  body: Buffer;
  mimeType: string;
}

interface CacheMeta {
  url: string;
  mimeType: string;
}

async function readCached(config: AppConfig, url: string): Promise<ProxiedMedia | null> {
  const base = join(proxyCacheDir(config), cacheName(url));
  try {
    const meta = JSON.parse(await readFile(`${base}.json`, 'utf8')) as CacheMeta;
    if (meta.url !== url) return null;
    return { body: await readFile(base), mimeType: meta.mimeType };
  } catch {
    return null;
  }
}

/** Written under temporary names then renamed: a reader never sees half a file. */
async function writeCached(config: AppConfig, url: string, media: ProxiedMedia): Promise<void> {
  const dir = proxyCacheDir(config);
  await mkdir(dir, { recursive: true });
  const base = join(dir, cacheName(url));
  const tmp = join(dir, `.${randomUUID()}`);
  await writeFile(tmp, media.body, { mode: 0o644 });
  await rename(tmp, base);
  await writeFile(`${tmp}.json`, JSON.stringify({ url, mimeType: media.mimeType } satisfies CacheMeta), {
    mode: 0o644,
  });
  await rename(`${tmp}.json`, `${base}.json`);
}

/** Removes cached copies on this instance (every instance does it when told over the event bus). */
export async function dropCachedCopies(config: Pick<AppConfig, 'dataDir'>, urls: string[]): Promise<void> {
  for (const url of urls) {
    const base = join(proxyCacheDir(config), cacheName(url));
    await rm(base, { force: true });
    await rm(`${base}.json`, { force: true });
  }
}

export async function isBanned(em: EntityManager, url: string): Promise<boolean> {
  return (await em.count(MediaProxyBan, { url })) > 0;
}

/**
 * The remote file, from the cache or fetched now (and cached). Throws RemoteFetchError when the remote cannot
 * be fetched within the limits; private addresses are refused unless ALLOW_PRIVATE_ADDRESSES is set.
 */
export async function fetchProxied(
  config: AppConfig,
  url: string,
  opts: { maxBytes: number; timeoutMs: number },
): Promise<ProxiedMedia> {
  const cached = await readCached(config, url);
  if (cached) return cached;
  const res = await remoteFetch(url, {
    maxBytes: opts.maxBytes,
    timeoutMs: opts.timeoutMs,
    allowPrivateAddresses: config.allowPrivateAddresses,
  });
  const media = { body: res.body, mimeType: sniffMediaType(res.body).mimeType };
  await writeCached(config, url, media);
  return media;
}

/** The proxy's limits, as the `:media_proxy` settings give them now. */
export async function proxyLimits(
  em: EntityManager,
): Promise<{ enabled: boolean; maxBytes: number; timeoutMs: number; redirectOnFailure: boolean }> {
  const settings = await getSettings(em, 'media_proxy');
  const opts = settings.proxy_opts;
  return {
    enabled: settings.enabled,
    maxBytes: opts.max_body_length,
    timeoutMs: opts.max_read_duration,
    redirectOnFailure: opts.redirect_on_failure,
  };
}

export interface BannedUrl {
  url: string;
  createdAt: Date;
}

export interface BannedUrlsArgs extends CountedPageArgs {
  query?: string | null;
}

/**
 * Banned URLs, newest first (then by URL), as a connection whose cursor is the ban's date and URL; `page` counts
 * pages of the size in the window, as the admin REST API pages. `query` matches part of the URL,
 * case-insensitively.
 */
export async function listBannedUrls(
  em: EntityManager,
  args: BannedUrlsArgs,
): Promise<CountedPage<BannedUrl> & { pageSize: number }> {
  const { size, limit, offset, keyset } = datedWindow(args, '"created_at"', '"url"', false);
  const where = args.query ? { url: { $ilike: `%${escapeLike(args.query)}%` } } : {};
  const [rows, totalCount] = await Promise.all([
    em.getConnection().execute<Array<{ url: string; created_at: Date; banned_at: string }>>(
      `select "url", "created_at", ${datedCursorKey('"created_at"')}::text as "banned_at" from "media_proxy_bans"
         where "url" ilike ? and ${keyset.sql} order by ${keyset.order} limit ? offset ?`,
      [`%${escapeLike(args.query ?? '')}%`, ...keyset.params, limit, offset],
    ),
    em.count(MediaProxyBan, where),
  ]);
  const page = rowsPage(rows, size, keyset.backward, (r) => encodeCursor([r.banned_at, r.url]));
  return {
    ...mapPage(page, (r) => ({ url: r.url, createdAt: new Date(r.created_at) })),
    totalCount,
    pageSize: size,
  };
}

const MAX_URLS = 1000;

/** The URLs an admin named, as the remote URLs they stand for (proxy URLs decoded), without repeats. */
function namedUrls(config: AppConfig, urls: string[]): string[] {
  if (urls.length > MAX_URLS) throw new BadInputError(`urls: at most ${MAX_URLS} at a time`);
  const key = signingKey(config);
  const out = new Set<string>();
  for (const raw of urls) {
    const url = raw.trim();
    if (!url || url.length > 2048) throw new BadInputError('urls: each must be a URL of at most 2048 characters');
    out.add(originalUrl(url, key));
  }
  return [...out];
}

/** Drops the cached copies of the URLs on every instance and, with `ban`, refuses them from now on. */
/** Purges (and bans) the given media; the remote URLs they name. */
export async function purgeUrls(em: EntityManager, config: AppConfig, urls: string[], ban: boolean): Promise<string[]> {
  const named = namedUrls(config, urls);
  if (ban && named.length) {
    await em
      .getConnection()
      .execute(
        `insert into "media_proxy_bans" ("url") values ${named.map(() => '(?)').join(', ')} on conflict do nothing`,
        named,
      );
  }
  await dropCachedCopies(config, named);
  if (named.length) publish(em, { type: 'media_proxy.purged', urls: named });
  return named;
}

/** Lifts bans: the URLs are served again; the remote URLs they name. */
export async function deleteBannedUrls(em: EntityManager, config: AppConfig, urls: string[]): Promise<string[]> {
  const named = namedUrls(config, urls);
  if (named.length) await em.nativeDelete(MediaProxyBan, { url: { $in: named } });
  return named;
}

/**
 * A media URL as entities render it: through the proxy when it is on and the URL is remote. This server's own
 * URLs come back as they are, without a promise (a page of accounts and media has thousands of them).
 */
export function renderedMediaUrl(em: EntityManager, config: AppConfig, url: string): string | Promise<string> {
  if (!/^https?:\/\//i.test(url) || url.startsWith(`${config.publicUrl}/`)) return url;
  return proxiedMediaUrl(em, config, url);
}

async function proxiedMediaUrl(em: EntityManager, config: AppConfig, url: string): Promise<string> {
  const settings = await getSettings(em, 'media_proxy');
  return mediaProxyUrl(
    url,
    { enabled: settings.enabled, whitelist: settings.whitelist, base_url: settings.base_url },
    config,
  );
}
