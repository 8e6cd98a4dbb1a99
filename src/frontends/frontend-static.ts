import express, { Router } from 'express';
import { join } from 'node:path';
import type { AppConfig } from '../config.js';
import type { AppDeps } from '../graphql/context.js';
import { homePage } from './home.page.js';
import { profilePage } from './profile.page.js';
import { primaryFrontendDir } from './primary-frontend.js';
import { servedFrontendDir } from './frontend.service.js';

/** Admin-fe's own scripts, styles and fonts from this origin; it calls the API of this origin only. */
const ADMIN_FE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Serves the installed admin-fe at /pleroma/admin/ (where Pleroma serves it), so it runs on the API's origin:
 * the most recently installed version (POST /api/pleroma/admin/frontends/install), its index.html for any path
 * of its own router. 404 while none is installed.
 */
export function adminFrontendRouter(config: AppConfig): Router {
  const router = Router();
  router.use('/pleroma/admin', async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const dir = await servedFrontendDir(config, 'admin-fe');
    if (!dir) return next();
    res.setHeader('Content-Security-Policy', ADMIN_FE_CSP);
    express.static(dir, { index: 'index.html', dotfiles: 'ignore', fallthrough: true, maxAge: '1h' })(req, res, () => {
      if (/\.[a-z0-9]+$/i.test(req.path)) return next();
      res.sendFile(join(dir, 'index.html'), (err) => {
        if (err) next();
      });
    });
  });
  return router;
}

/** Paths that are never the front-end's: the APIs, federation, files; an unknown one stays a JSON 404. */
const SERVER_PATHS =
  /^\/(api|oauth|graphql|nodeinfo|\.well-known|media|proxy|emoji|images|inbox|relay|internal|pleroma\/admin)(\/|$)/;

/**
 * `/` and every client-side route Pleroma hands its primary front-end (its router's catch-all: /main/...,
 * /users/... and /notice/... asked for as HTML, /@nick, ...): the installed primary front-end's files
 * (`/static/config.json`, `/index.html`, ...) and its index.html for any other path. While none is installed,
 * `/` is this server's own page (src/frontends/home.page.ts), `/@nick` a profile page (profile.page.ts), and other
 * paths fall through to the 404.
 */
export function primaryFrontendRouter(deps: AppDeps): Router {
  const router = Router();
  router.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    try {
      const em = deps.orm.em.fork();
      const dir = await primaryFrontendDir(em, deps.config);
      if (!dir) {
        const profile = /^\/@([^/]+)$/.exec(req.path);
        const html =
          req.path === '/'
            ? await homePage(em, deps.config)
            : profile
              ? await profilePage(em, deps.config, profile[1])
              : null;
        return html ? res.type('html').set('Cache-Control', 'no-cache').send(html) : next();
      }
      express.static(dir, { index: false, dotfiles: 'ignore', fallthrough: true })(req, res, () => {
        // A missing file (a path with an extension) is a 404, not the page.
        if (/\/[^/@]+\.[a-z0-9]+$/i.test(req.path)) return next();
        res.set('Cache-Control', 'no-cache').sendFile(join(dir, 'index.html'), (err) => {
          if (err) next();
        });
      });
    } catch (err) {
      next(err);
    }
  });
  return router;
}
