import express, { Router } from 'express';
import { join } from 'node:path';
import type { AppConfig } from '../config.js';
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
