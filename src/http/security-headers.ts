import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config.js';
import { headersSetBy, setHeaders } from './fixed-headers.js';

/**
 * Security headers on every reply (helmet): `nosniff`, framing refused (X-Frame-Options DENY and CSP
 * `frame-ancestors 'none'`: no page of ours is meant to be framed, the OAuth authorize form least of all),
 * no referrer across origins, and a strict CSP for the server-rendered HTML pages, which need only their
 * inline styles and data: images (captcha). The form's `action` is left free: the OAuth redirect leaves the
 * origin. Resources may be loaded cross-origin (web clients on other hosts show our media and emoji).
 * /graphql gets its CSP from the playground page itself (src/http/playground.ts: this origin only); its JSON
 * replies need none. The policies are static: helmet runs once per set at start, and each reply gets the headers it set.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const policies = helmetPolicies(config);
  const strict = headersSetBy(policies.strict);
  const graphql = headersSetBy(policies.graphql);
  return (req, res, next) => {
    setHeaders(res, req.path.startsWith('/graphql') ? graphql : strict);
    next();
  };
}

/** helmet's middleware for the JSON and HTML replies (`strict`) and for /graphql. */
export function helmetPolicies(config: AppConfig): { strict: RequestHandler; graphql: RequestHandler } {
  const common = {
    crossOriginResourcePolicy: { policy: 'cross-origin' as const },
    frameguard: { action: 'deny' as const },
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 15_552_000 } : false,
  };
  return {
    strict: helmet({
      ...common,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'none'"],
          'style-src': ["'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'frame-ancestors': ["'none'"],
          'base-uri': ["'none'"],
        },
      },
    }),
    graphql: helmet({ ...common, contentSecurityPolicy: false }),
  };
}
