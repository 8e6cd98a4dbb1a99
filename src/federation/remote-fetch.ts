import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { sniffMediaType } from '../media/sniff.js';
import { outboundPools, type PoolName } from './outbound-pools.js';
import { USER_AGENT } from './user-agent.js';

/**
 * The one outbound HTTP client: federation, remote emoji packs, the media proxy and files given by URL all
 * fetch through it. Every fetch is bounded (bytes, time, redirects), refuses private, loopback and
 * link-local addresses (checked on the address actually connected to, after every redirect) unless
 * `allowPrivateAddresses` is set, and checks what came back by its bytes, never by its Content-Type.
 */

/** What the body must be; checked on its bytes. */
export type ExpectedContent = 'any' | 'json' | 'image' | 'zip';

export interface RemoteFetchOptions {
  /** Largest body accepted, in bytes (default 10 MB); a longer one is cut off and refused. */
  maxBytes?: number;
  /** Deadline for the whole fetch, waiting for a turn and redirects included, in milliseconds (default: the pool's recv_timeout). */
  timeoutMs?: number;
  /** What the fetch is for: the pool (Pleroma's `:pools`) it waits for a turn in (default `default`). */
  pool?: PoolName;
  /** Redirects followed (default 3); one more is refused. */
  maxRedirects?: number;
  /** Loopback, private and link-local addresses are refused unless this is true (ALLOW_PRIVATE_ADDRESSES). */
  allowPrivateAddresses?: boolean;
  expect?: ExpectedContent;
  headers?: Record<string, string>;
  /** POST this body instead of a GET (Web Push deliveries); give `maxRedirects: 0` unless a redirect may repeat it. */
  post?: Buffer;
}

export interface RemoteResponse {
  /** The URL finally answered (after redirects). */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** For `expect: 'image'`: the type read from the bytes. */
  mimeType?: string;
}

export type RemoteFetchFailure =
  | 'bad_url'
  | 'blocked_address'
  | 'too_large'
  | 'timeout'
  | 'too_many_redirects'
  | 'bad_status'
  | 'bad_content'
  | 'network'
  | 'pool_full';

/** Why a fetch failed; `reason` lets callers choose their answer (a refused address is the caller's mistake). */
export class RemoteFetchError extends Error {
  constructor(
    readonly reason: RemoteFetchFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RemoteFetchError';
  }
}

/** Body and redirect bounds; the deadline comes from the fetch's pool (outbound-pools.ts) unless given. */
export const DEFAULT_LIMITS = { maxBytes: 10 * 1024 * 1024, maxRedirects: 3 } as const;

/** Special-purpose ranges (RFC 6890 and friends): nothing a public server lives on. */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped or IPv4-compatible IPv6 address (`::ffff:127.0.0.1`, `::ffff:7f00:1`). */
function embeddedIPv4(address: string): string | null {
  const normal = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const m = /^::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(normal);
  if (!m) return null;
  const hi = parseInt(m[1], 16);
  const lo = parseInt(m[2], 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** True for an address no outbound fetch may reach (unless private addresses are allowed). */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedIPv4(address);
  return v4 ? BLOCKED.check(v4, 'ipv4') : BLOCKED.check(address, 'ipv6');
}

/**
 * dns.lookup that refuses blocked addresses: the check runs on the very addresses the socket connects to,
 * so a name cannot resolve to a public address for a check and a private one for the connection.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const blocked = allowPrivate ? undefined : addresses.find((a) => isBlockedAddress(a.address));
      if (blocked) {
        return callback(
          new RemoteFetchError('blocked_address', `${hostname} resolves to a private address (${blocked.address})`),
          '',
          0,
        );
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** Checks a URL before connecting: http(s) only, no credentials, and an IP literal host must be public. */
function checkUrl(raw: string | URL, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RemoteFetchError('bad_url', `Not a URL: ${String(raw).slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new RemoteFetchError('bad_url', `Only http and https URLs can be fetched (${url.protocol})`);
  if (url.username || url.password) throw new RemoteFetchError('bad_url', 'URLs with credentials are not fetched');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) && isBlockedAddress(host))
    throw new RemoteFetchError('blocked_address', `${host} is a private address`);
  return url;
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request, no redirect handling; the body is read up to `maxBytes` only. */
function requestOnce(
  url: URL,
  opts: Required<Pick<RemoteFetchOptions, 'maxBytes' | 'allowPrivateAddresses'>> & {
    headers: Record<string, string>;
    signal: AbortSignal;
    post?: Buffer;
  },
): Promise<RawResponse> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: opts.post ? 'POST' : 'GET',
        headers: { 'user-agent': USER_AGENT, accept: '*/*', 'accept-encoding': 'identity', ...opts.headers },
        lookup: guardedLookup(opts.allowPrivateAddresses),
        signal: opts.signal,
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          return resolve({ status, headers: res.headers, body: Buffer.alloc(0) });
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > opts.maxBytes) {
          res.destroy();
          return reject(
            new RemoteFetchError(
              'too_large',
              `${url.host} answered ${declared} bytes, more than the limit of ${opts.maxBytes}`,
            ),
          );
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) {
            res.destroy();
            reject(new RemoteFetchError('too_large', `${url.host} sent more than the limit of ${opts.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', (err) => reject(err));
      },
    );
    req.on('error', reject);
    req.end(opts.post);
  });
}

/** Checks the body against what the caller expects, by its bytes. */
function checkContent(body: Buffer, expect: ExpectedContent, url: string): { mimeType?: string } {
  switch (expect) {
    case 'json':
      try {
        JSON.parse(body.toString('utf8'));
        return { mimeType: 'application/json' };
      } catch {
        throw new RemoteFetchError('bad_content', `${url} did not answer JSON`);
      }
    case 'image': {
      const sniffed = sniffMediaType(body);
      if (sniffed.type !== 'image')
        throw new RemoteFetchError('bad_content', `${url} is not an image (PNG, JPEG, GIF, WebP or AVIF)`);
      return { mimeType: sniffed.mimeType };
    }
    case 'zip':
      // A local file header, or the end-of-central-directory record of an empty archive.
      if (
        body.length >= 4 &&
        body[0] === 0x50 &&
        body[1] === 0x4b &&
        ((body[2] === 3 && body[3] === 4) || (body[2] === 5 && body[3] === 6))
      ) {
        return { mimeType: 'application/zip' };
      }
      throw new RemoteFetchError('bad_content', `${url} is not a zip archive`);
    default:
      return {};
  }
}

/**
 * GETs (or POSTs to) a URL within the limits; a 2xx answer comes back with its body, anything else throws a
 * RemoteFetchError.
 */
export async function remoteFetch(target: string | URL, options: RemoteFetchOptions = {}): Promise<RemoteResponse> {
  const { pools, total } = outboundPools();
  const pool = pools[options.pool ?? 'default'];
  const timeoutMs = options.timeoutMs ?? pool.recvTimeout;
  const signal = AbortSignal.timeout(timeoutMs);
  const url = checkUrl(target, options.allowPrivateAddresses ?? false);
  const wait = async (limiter: typeof total, what: string) => {
    const granted = await limiter.acquire(signal).catch(() => {
      throw new RemoteFetchError('timeout', `No free ${what} within ${timeoutMs} ms`);
    });
    if (!granted)
      throw new RemoteFetchError(
        'pool_full',
        `Too many outbound fetches waiting for the ${options.pool ?? 'default'} pool`,
      );
  };
  await wait(pool.limiter, `${options.pool ?? 'default'} pool connection`);
  try {
    await wait(total, 'outbound connection');
    try {
      return await fetchWithin(url, target, options, signal, timeoutMs);
    } finally {
      total.release();
    }
  } finally {
    pool.limiter.release();
  }
}

/** The fetch itself, once it has its turn. */
async function fetchWithin(
  start: URL,
  target: string | URL,
  options: RemoteFetchOptions,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<RemoteResponse> {
  const maxBytes = options.maxBytes ?? DEFAULT_LIMITS.maxBytes;
  const maxRedirects = options.maxRedirects ?? DEFAULT_LIMITS.maxRedirects;
  const allowPrivateAddresses = options.allowPrivateAddresses ?? false;
  let url = start;
  for (let redirects = 0; ; redirects++) {
    let res: RawResponse;
    try {
      res = await requestOnce(url, {
        maxBytes,
        allowPrivateAddresses,
        headers: options.headers ?? {},
        signal,
        post: options.post,
      });
    } catch (err) {
      if (err instanceof RemoteFetchError) throw err;
      if (signal.aborted) throw new RemoteFetchError('timeout', `${url.host} did not answer within ${timeoutMs} ms`);
      const cause = (err as { cause?: unknown }).cause;
      if (cause instanceof RemoteFetchError) throw cause;
      throw new RemoteFetchError('network', `${url.host} could not be reached: ${(err as Error).message}`);
    }
    if (res.status >= 300 && res.status < 400 && res.headers.location) {
      if (redirects >= maxRedirects)
        throw new RemoteFetchError('too_many_redirects', `More than ${maxRedirects} redirects from ${String(target)}`);
      url = checkUrl(new URL(res.headers.location, url), allowPrivateAddresses);
      continue;
    }
    if (res.status < 200 || res.status >= 300)
      throw new RemoteFetchError('bad_status', `${url.href} answered ${res.status}`, res.status);
    return {
      url: url.href,
      status: res.status,
      headers: res.headers,
      body: res.body,
      ...checkContent(res.body, options.expect ?? 'any', url.href),
    };
  }
}

/** GETs a JSON document (at most 1 MB unless told otherwise) and parses it. */
export async function remoteJson<T = unknown>(
  target: string | URL,
  options: Omit<RemoteFetchOptions, 'expect'> = {},
): Promise<T> {
  const res = await remoteFetch(target, {
    maxBytes: 1024 * 1024,
    ...options,
    headers: { accept: 'application/json', ...options.headers },
    expect: 'json',
  });
  return JSON.parse(res.body.toString('utf8')) as T;
}
