import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { httpRequests, recording, registry, secondsSince } from '../metrics/metrics.js';
import type { ConfigStore } from '../settings/config-store.js';
import { settingsOf } from '../settings/settings.service.js';

/**
 * `::ffff:127.0.0.1` → `127.0.0.1`, so an IPv4 entry of the whitelist matches a dual-stack socket's address. The
 * address is `req.ip`: the client's behind the proxies `TRUST_PROXY` names, as Pleroma's RemoteIp gives it.
 */
const plainAddress = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** Compares two secrets in constant time (their digests, so the lengths do not show either). */
const sameSecret = (a: string, b: string): boolean =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

function basicAuthorized(header: string | undefined, user: string, password: string): boolean {
  const [scheme, value] = (header ?? '').split(' ');
  if (!/^basic$/i.test(scheme ?? '') || !value) return false;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  // Both compared, always: which of the two is wrong does not show in the time taken.
  const userOk = sameSecret(decoded.slice(0, colon), user);
  return sameSecret(decoded.slice(colon + 1), password) && userOk;
}

/**
 * Pleroma's metrics exporter (`:prometheus` `Pleroma.Web.Endpoint.MetricsExporter`), mounted first so it times
 * every request: while `enabled`, each request is counted by method, route pattern and status, and a GET of
 * `path` answers the Prometheus text format to the addresses of `ip_whitelist` (any when empty), with the
 * `auth` credentials when set. Disabled, or from an address not listed, the path is not there (404), as in
 * Pleroma where the exporter is then not mounted. The settings are read per request (a cached lookup), so a
 * change through the admin API applies at once.
 */
export function metricsEndpoint(settings: ConfigStore): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const exporter = settingsOf(settings, 'metrics_exporter');
    recording.on = exporter.enabled;
    if (!exporter.enabled) return next();
    if (req.method === 'GET' && req.path === exporter.path) return void scrape(req, res, next, exporter);
    const start = process.hrtime.bigint();
    res.once('finish', () => {
      const route = req.route ? `${req.baseUrl}${String(req.route.path)}` : routeOfUnmatched(req);
      httpRequests.observe({ method: req.method, route, status: res.statusCode }, secondsSince(start));
    });
    next();
  };
}

/**
 * The paths served outside the route table (mounted apps, files, ActivityPub): a request there no route matched
 * is counted under its prefix. Anything else is `other`: a label made of what a client sent would let it
 * create series without end.
 */
const MOUNTS = ['/graphql', '/media', '/emoji', '/images', '/proxy', '/users', '/objects', '/inbox', '/.well-known'];

function routeOfUnmatched(req: Request): string {
  const mount = MOUNTS.find((m) => req.path === m || req.path.startsWith(`${m}/`));
  return mount ?? 'other';
}

async function scrape(
  req: Request,
  res: Response,
  next: NextFunction,
  exporter: ReturnType<typeof settingsOf<'metrics_exporter'>>,
): Promise<void> {
  const whitelist = exporter.ip_whitelist.filter((ip) => isIP(ip));
  if (whitelist.length && !whitelist.includes(plainAddress(req.ip ?? ''))) return next();
  if (Array.isArray(exporter.auth)) {
    const [, user, password] = exporter.auth;
    if (!basicAuthorized(req.get('authorization'), String(user), String(password))) {
      res.status(401).set('WWW-Authenticate', 'Basic realm="metrics"').type('text/plain').send('Unauthorized');
      return;
    }
  }
  try {
    res.type(registry.contentType).send(await registry.metrics());
  } catch (err) {
    next(err);
  }
}
