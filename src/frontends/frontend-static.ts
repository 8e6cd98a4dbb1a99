import express, { Router, type Request } from 'express';
import { readCookie, sessionCookieName, sessionUser } from '../auth/sessions.js';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config.js';
import type { AppDeps } from '../graphql/context.js';
import { homePage } from './home.page.js';
import { noticePage, publicStatus, type NoticeAnswer } from './notice.page.js';
import { profilePage } from './profile.page.js';
import { primaryFrontendDir } from './primary-frontend.js';
import { servedFrontendDir } from './frontend.service.js';

/**
 * An installed front-end's policy (admin-fe, the primary front-end): its own scripts, styles and fonts from this
 * origin, images and media from anywhere (remote avatars and attachments), the API and streaming of this origin
 * only. The strict policy of the server's own pages would stop its scripts.
 */
const FRONTEND_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http: https:",
  "media-src 'self' blob: http: https:",
  "manifest-src 'self'",
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
    res.setHeader('Content-Security-Policy', FRONTEND_CSP);
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
  /^\/(api|oauth|graphql|nodeinfo|\.well-known|media|backups|proxy|emoji|images|inbox|relay|internal|pleroma\/admin)(\/|$)/;

/** The page for a path while no front-end is installed: HTML, a redirect, or null (a 404). */
async function ownPage(em: EntityManager, deps: AppDeps, req: Request): Promise<NoticeAnswer> {
  const { config } = deps;
  const path = req.path;
  if (path === '/') {
    const session = readCookie(req.headers.cookie, sessionCookieName(config.namespace));
    const user = session ? await sessionUser(em, session) : null;
    return { html: await homePage(em, config, deps.box, { user }) };
  }
  const profile = /^\/(?:@|users\/)([^/]+)$/.exec(path)?.[1];
  if (profile) {
    const html = await profilePage(em, config, profile);
    return html ? { html } : null;
  }
  const notice = /^\/notice\/([^/]+)$/.exec(path)?.[1];
  return notice ? noticePage(em, config, notice) : null;
}

const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Not found</title></head>
<body><main><h1>Not found</h1><p>Nothing public is here. <a href="/">Home</a></p></main></body></html>`;

/**
 * `/` and every client-side route Pleroma hands its primary front-end (its router's catch-all: /main/...,
 * /users/... and /notice/... asked for as HTML, /@nick, ...): the installed primary front-end's files
 * (`/static/config.json`, `/index.html`, ...) and its index.html for any other path (with a 404 status for a
 * notice nobody may see, as Pleroma). While none is installed, `/` is this server's own page
 * (src/frontends/home.page.ts), `/@nick` and `/users/nick` a profile page (profile.page.ts), `/notice/:id` a
 * status and its public thread (notice.page.ts, a 404 page when it is not public), and other paths fall through
 * to the 404. `/objects/:id` asked for as HTML leads to `/notice/:id` either way, as Pleroma does (ActivityPub
 * requests never get here: Fedify answers them first).
 */
export function primaryFrontendRouter(deps: AppDeps): Router {
  const router = Router();
  router.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    try {
      const em = deps.orm.em.fork();
      const object = /^\/objects\/([^/]+)$/.exec(req.path)?.[1];
      if (object) return (await publicStatus(em, object)) ? res.redirect(302, `/notice/${object}`) : next();
      const dir = await primaryFrontendDir(em, deps.config);
      if (!dir) {
        const answer = await ownPage(em, deps, req);
        if (answer && 'redirect' in answer) return res.redirect(302, answer.redirect);
        if (!answer && !req.path.startsWith('/notice/')) return next();
        res.type('html').set('Cache-Control', 'no-store');
        return answer ? res.send(answer.html) : res.status(404).send(NOT_FOUND_PAGE);
      }
      const notice = /^\/notice\/([^/]+)$/.exec(req.path)?.[1];
      if (notice && !(await publicStatus(em, notice))) res.status(404);
      res.setHeader('Content-Security-Policy', FRONTEND_CSP);
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
