import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config.js';

/**
 * Security headers on every reply (helmet): `nosniff`, framing refused (X-Frame-Options DENY and CSP
 * `frame-ancestors 'none'`: no page of ours is meant to be framed, the OAuth authorize form least of all),
 * no referrer across origins, and a strict CSP for the server-rendered HTML pages, which need only their
 * inline styles and data: images (captcha). The form's `action` is left free: the OAuth redirect leaves the
 * origin. Resources may be loaded cross-origin (web clients on other hosts show our media and emoji).
 * /graphql gets its CSP from the playground page itself (src/http/playground.ts: this origin only); its JSON
 * replies need none.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const common = {
    crossOriginResourcePolicy: { policy: 'cross-origin' as const },
    frameguard: { action: 'deny' as const },
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 15_552_000 } : false,
  };
  const strict = helmet({
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
  });
  const graphql = helmet({ ...common, contentSecurityPolicy: false });
  return (req, res, next) => (req.path.startsWith('/graphql') ? graphql : strict)(req, res, next);
}
