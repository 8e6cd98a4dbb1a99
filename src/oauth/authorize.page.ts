import type { EntityManager } from '@mikro-orm/postgresql';
import express, { type Request, type Response } from 'express';
import { authenticatePassword, canAct } from '../accounts/account.service.js';
import { limitPasswordCheck } from '../auth/password-attempts.js';
import { escapeHtml as esc } from '../accounts/account.presenter.js';
import { openSession, readCookie, sessionCookieName, sessionUser } from '../auth/sessions.js';
import { startSessionCookie } from '../http/session-cookie.js';
import type { AppDeps } from '../graphql/context.js';
import type { OAuthApp, User } from '../entities/index.js';
import { AppError } from '../core/errors.js';
import { htmlPage as page } from '../http/html-page.js';
import {
  challengeTypeOf,
  closeChallenge,
  findChallenge,
  openChallenge,
  verifySecondFactor,
} from '../mfa/mfa.service.js';
import { appRedirectUris, createAuthorizationCode, findClient, OOB_REDIRECT } from './oauth.service.js';

type AuthorizeParams = { client_id: string; redirect_uri: string; scope: string; state: string; response_type: string };

function readParams(source: Record<string, unknown>): AuthorizeParams {
  const s = (k: string) => (typeof source[k] === 'string' ? (source[k] as string) : '');
  // Pleroma's page sends the scopes as checkboxes (`scope[]` or `scopes[]`), a client may send one string.
  const scopes = [source.scope ?? source.scopes].flat().filter((v): v is string => typeof v === 'string');
  return {
    client_id: s('client_id'),
    redirect_uri: s('redirect_uri'),
    scope: scopes.join(' '),
    state: s('state'),
    response_type: s('response_type') || 'code',
  };
}

/**
 * The posted form's fields. Pleroma's own page names them `authorization[name]`, `authorization[password]`,
 * `authorization[client_id]`, …: those are read as the plain names this page uses (`name` as `username`).
 */
function postedFields(body: unknown): Record<string, unknown> {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const nested = fields.authorization;
  if (!nested || typeof nested !== 'object' || Array.isArray(nested)) return fields;
  const { name, ...rest } = nested as Record<string, unknown>;
  return { ...fields, ...rest, username: rest.username ?? name };
}

function hidden(p: AuthorizeParams): string {
  return (Object.keys(p) as (keyof AuthorizeParams)[])
    .map((k) => `<input type="hidden" name="${k}" value="${esc(p[k])}">`)
    .join('');
}

/**
 * The authorization-code flow's server-rendered page: a login form (or, with a live session cookie, a consent
 * button), then a redirect to the client with `code` and `state`, or the code shown for the out-of-band URI.
 */
export function authorizePage(deps: AppDeps) {
  const router = express.Router();
  const cookieName = sessionCookieName(deps.config.namespace);

  const render = (res: Response, status: number, html: string) => res.status(status).type('html').send(html);

  /** Issues the code and sends the user back to the client (or shows the code for the out-of-band URI). */
  async function grant(res: Response, em: EntityManager, app: OAuthApp, user: User, p: AuthorizeParams) {
    const code = await createAuthorizationCode(em, app, user, p.redirect_uri, p.scope || null);
    if (p.redirect_uri === OOB_REDIRECT) {
      return render(
        res,
        200,
        page(
          'Authorization code',
          `<p>Copy this code into the application:</p><p><code id="code">${esc(code)}</code></p>`,
        ),
      );
    }
    const target = new URL(p.redirect_uri);
    target.searchParams.set('code', code);
    if (p.state) target.searchParams.set('state', p.state);
    res.redirect(302, target.toString());
  }

  async function show(req: Request, res: Response, p: AuthorizeParams, error?: string, status = 401) {
    const em = deps.orm.em.fork();
    let app: OAuthApp;
    try {
      app = await findClient(em, deps.box, p.client_id);
      if (!appRedirectUris(app).includes(p.redirect_uri))
        throw new AppError('BAD_USER_INPUT', 'The redirect URI is not registered for this app.');
      if (p.response_type !== 'code') throw new AppError('BAD_USER_INPUT', 'Only response_type=code is supported.');
    } catch (err) {
      if (err instanceof AppError)
        return render(res, 400, page('Authorization failed', `<p class="error">${esc(err.message)}</p>`));
      throw err;
    }
    const appName = app.name;
    const session = readCookie(req.headers.cookie, cookieName);
    const user = session ? await sessionUser(em, session) : null;
    // An app the admins marked trusted needs no consent from a signed-in user (Pleroma's trusted apps).
    if (user && app.trusted && !error) return grant(res, em, app, user, p);
    const scopes = esc(p.scope || 'read');
    const who = user
      ? `<p>Signed in as <b>@${esc(user.nickname)}</b>.</p>`
      : `<label>Username or e-mail<input name="username" autocomplete="username" required></label>
         <label>Password<input type="password" name="password" autocomplete="current-password" required></label>`;
    render(
      res,
      error ? status : 200,
      page(
        `Authorize ${appName}`,
        `${error ? `<p class="error">${esc(error)}</p>` : ''}
      <p><b>${esc(appName)}</b> asks for access to your account with the scopes <code>${scopes}</code>.</p>
      <form method="post" action="/oauth/authorize">${hidden(p)}${who}<button type="submit" name="authorize" value="1">Authorize</button></form>`,
      ),
    );
  }

  router.get('/oauth/authorize', (req, res) => show(req, res, readParams(req.query as Record<string, unknown>)));

  const startSession = (res: Response, value: string) => startSessionCookie(res, deps.config, value);

  /** The second step for an account with MFA on: the code of the authenticator app, or a backup code. */
  function askCode(res: Response, p: AuthorizeParams, mfaToken: string, error?: string) {
    render(
      res,
      error ? 401 : 200,
      page(
        'Two-factor authentication',
        `${error ? `<p class="error">${esc(error)}</p>` : ''}
      <form method="post" action="/oauth/authorize">${hidden(p)}<input type="hidden" name="mfa_token" value="${esc(mfaToken)}">
      <label>Code from your authenticator app, or a backup code<input name="code" autocomplete="one-time-code" required autofocus></label>
      <button type="submit" name="authorize" value="1">Verify</button></form>`,
      ),
    );
  }

  // The app-wide form parser has read the body, bracket keys nested (src/http/form-body.ts).
  router.post('/oauth/authorize', async (req, res) => {
    const body = postedFields(req.body);
    const p = readParams(body);
    const em = deps.orm.em.fork();
    try {
      await deps.rateLimits.consume('authentication', `ip:${req.ip}`);
      const app = await findClient(em, deps.box, p.client_id);
      let user;
      if (body.mfa_token) {
        const mfaToken = String(body.mfa_token);
        const challenge = await findChallenge(em, mfaToken);
        const pending = challenge?.user.getEntity();
        if (!challenge || !pending || challenge.app?.id !== app.id || !canAct(pending))
          return show(req, res, p, 'The sign-in has expired; please sign in again.');
        const code = String(body.code ?? '');
        if (!(await verifySecondFactor(em, deps, pending, challengeTypeOf(code), code)))
          return askCode(res, p, mfaToken, 'Invalid code');
        await closeChallenge(em, challenge);
        user = pending;
        startSession(res, await openSession(em, user));
      } else if (body.username) {
        const login = String(body.username);
        user = await limitPasswordCheck(deps.rateLimits, req.ip ?? 'unknown', login, () =>
          authenticatePassword(em, login, String(body.password ?? '')),
        );
        // No session before the second factor: the password alone opens nothing.
        if (user.mfaEnabled) return askCode(res, p, await openChallenge(em, user, app, [], p.redirect_uri));
        startSession(res, await openSession(em, user));
      } else {
        const session = readCookie(req.headers.cookie, cookieName);
        user = session ? await sessionUser(em, session) : null;
        if (!user) return show(req, res, p, 'Please sign in.');
      }
      await grant(res, em, app, user, p);
    } catch (err) {
      if (err instanceof AppError && err.code === 'RATE_LIMITED') {
        res.set('Retry-After', String(err.details.retryAfter ?? 1));
        return show(req, res, p, 'Too many attempts; wait a moment.', 429);
      }
      if (err instanceof AppError) return show(req, res, p, err.message);
      throw err;
    }
  });
  return router;
}
