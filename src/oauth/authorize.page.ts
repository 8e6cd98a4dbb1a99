import express, { type Request, type Response } from 'express';
import { authenticatePassword } from '../accounts/account.service.js';
import { escapeHtml as esc } from '../accounts/account.presenter.js';
import { openSession, readCookie, sessionCookieName, SESSION_LIFETIME_SECONDS, sessionUser } from '../auth/sessions.js';
import type { AppDeps } from '../context.js';
import { AppError } from '../errors.js';
import { htmlPage as page } from '../http/html-page.js';
import { appRedirectUris, createAuthorizationCode, findClient, OOB_REDIRECT } from './oauth.service.js';

type AuthorizeParams = { client_id: string; redirect_uri: string; scope: string; state: string; response_type: string };

function readParams(source: Record<string, unknown>): AuthorizeParams {
  const s = (k: string) => (typeof source[k] === 'string' ? (source[k] as string) : '');
  return { client_id: s('client_id'), redirect_uri: s('redirect_uri'), scope: s('scope'), state: s('state'), response_type: s('response_type') || 'code' };
}

function hidden(p: AuthorizeParams): string {
  return (Object.keys(p) as (keyof AuthorizeParams)[]).map((k) => `<input type="hidden" name="${k}" value="${esc(p[k])}">`).join('');
}

/**
 * The authorization-code flow's server-rendered page: a login form (or, with a live session cookie, a consent
 * button), then a redirect to the client with `code` and `state`, or the code shown for the out-of-band URI.
 */
export function authorizePage(deps: AppDeps) {
  const router = express.Router();
  const cookieName = sessionCookieName(deps.config.namespace);

  const render = (res: Response, status: number, html: string) => res.status(status).type('html').send(html);

  async function show(req: Request, res: Response, p: AuthorizeParams, error?: string) {
    const em = deps.orm.em.fork();
    let appName: string;
    try {
      const app = await findClient(em, deps.box, p.client_id);
      if (!appRedirectUris(app).includes(p.redirect_uri)) throw new AppError('BAD_USER_INPUT', 'The redirect URI is not registered for this app.');
      if (p.response_type !== 'code') throw new AppError('BAD_USER_INPUT', 'Only response_type=code is supported.');
      appName = app.name;
    } catch (err) {
      if (err instanceof AppError) return render(res, 400, page('Authorization failed', `<p class="error">${esc(err.message)}</p>`));
      throw err;
    }
    const session = readCookie(req.headers.cookie, cookieName);
    const user = session ? await sessionUser(em, session) : null;
    const scopes = esc(p.scope || 'read');
    const who = user
      ? `<p>Signed in as <b>@${esc(user.nickname)}</b>.</p>`
      : `<label>Username or e-mail<input name="username" autocomplete="username" required></label>
         <label>Password<input type="password" name="password" autocomplete="current-password" required></label>`;
    render(res, error ? 401 : 200, page(`Authorize ${appName}`, `${error ? `<p class="error">${esc(error)}</p>` : ''}
      <p><b>${esc(appName)}</b> asks for access to your account with the scopes <code>${scopes}</code>.</p>
      <form method="post" action="/oauth/authorize">${hidden(p)}${who}<button type="submit" name="authorize" value="1">Authorize</button></form>`));
  }

  router.get('/oauth/authorize', (req, res) => show(req, res, readParams(req.query as Record<string, unknown>)));

  router.post('/oauth/authorize', express.urlencoded({ extended: false }), async (req, res) => {
    const p = readParams(req.body ?? {});
    const em = deps.orm.em.fork();
    try {
      await deps.rateLimits.consume('authentication', `ip:${req.ip}`);
      const app = await findClient(em, deps.box, p.client_id);
      let user;
      if (req.body?.username) {
        user = await authenticatePassword(em, String(req.body.username), String(req.body.password ?? ''));
        const value = await openSession(em, user);
        res.cookie(cookieName, value, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: SESSION_LIFETIME_SECONDS * 1000, secure: deps.config.publicUrl.startsWith('https:') });
      } else {
        const session = readCookie(req.headers.cookie, cookieName);
        user = session ? await sessionUser(em, session) : null;
        if (!user) return show(req, res, p, 'Please sign in.');
      }
      const code = await createAuthorizationCode(em, app, user, p.redirect_uri, p.scope || null);
      if (p.redirect_uri === OOB_REDIRECT) {
        return render(res, 200, page('Authorization code', `<p>Copy this code into the application:</p><p><code id="code">${esc(code)}</code></p>`));
      }
      const target = new URL(p.redirect_uri);
      target.searchParams.set('code', code);
      if (p.state) target.searchParams.set('state', p.state);
      res.redirect(302, target.toString());
    } catch (err) {
      if (err instanceof AppError) return show(req, res, p, err.code === 'RATE_LIMITED' ? 'Too many attempts; wait a moment.' : err.message);
      throw err;
    }
  });
  return router;
}
