import { Router, type Request } from 'express';
import { register } from '../accounts/registration.service.js';
import { openSession } from '../auth/sessions.js';
import { AppError } from '../core/errors.js';
import type { AppDeps } from '../graphql/context.js';
import { startSessionCookie } from '../http/session-cookie.js';
import { revokeToken } from '../oauth/oauth.service.js';
import { homeApp } from './home-app.js';
import { homePage } from './home.page.js';
import { primaryFrontendDir } from './primary-frontend.js';

const text = (body: Record<string, unknown>, key: string) => (typeof body[key] === 'string' ? body[key] : '');

/** A registration's problems as sentences: the service reports them as Pleroma does, a JSON object of fields. */
function problemsOf(err: AppError): string[] {
  try {
    const fields = JSON.parse(err.message) as Record<string, string[]>;
    return Object.entries(fields).flatMap(([name, messages]) => messages.map((m) => `${name.replace(/_/g, ' ')} ${m}`));
  } catch {
    return [err.message];
  }
}

/**
 * POST /registration: the registration form of this server's own page (src/frontends/home.page.ts), through
 * the registration service with the page's OAuth app, under the same rate limit as the API's registrations. An
 * account that may sign in at once is signed in (a browser session, as the OAuth page opens) and sent to `/`;
 * otherwise the page says what comes next (the confirmation e-mail, the staff's approval). Problems come back on
 * the page, the fields kept but the password, with 422 (403 while registration is closed). Served only while no
 * front-end is installed: an installed one registers through the API.
 */
export function registrationForm(deps: AppDeps): Router {
  const router = Router();
  router.post('/registration', async (req: Request, res, next) => {
    const em = deps.orm.em.fork();
    try {
      if (await primaryFrontendDir(em, deps.config)) return next();
      const body = (req.body ?? {}) as Record<string, unknown>;
      const values = { nickname: text(body, 'nickname'), email: text(body, 'email'), reason: text(body, 'reason') };
      const answer = async (status: number, state: Parameters<typeof homePage>[3]) =>
        res
          .status(status)
          .type('html')
          .set('Cache-Control', 'no-store')
          .send(await homePage(em, deps.config, deps.box, { ...state, values }));
      try {
        await deps.rateLimits.consume('registration', `ip:${req.ip}`);
        const app = await homeApp(em, deps.box, deps.config);
        const result = await register(em, deps, app, {
          username: values.nickname,
          email: values.email || null,
          password: text(body, 'password'),
          agreement: body.agreement === 'true',
          reason: values.reason || null,
          captchaToken: text(body, 'captcha_token') || null,
          captchaAnswerData: text(body, 'captcha_answer_data') || null,
          captchaSolution: text(body, 'captcha_solution') || null,
        });
        if (!result.token) return answer(200, { notice: result.message ?? undefined });
        // The page needs no API token: the browser session is what signs it in.
        await revokeToken(em, app, result.token.accessToken);
        startSessionCookie(res, deps.config, await openSession(em, result.user));
        res.redirect(303, '/');
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        if (err.code === 'RATE_LIMITED') res.set('Retry-After', String(err.details.retryAfter ?? 1));
        const status = err.code === 'FORBIDDEN' ? 403 : err.code === 'RATE_LIMITED' ? 429 : 422;
        const problems =
          err.code === 'RATE_LIMITED' ? ['Too many registrations from this address; try later.'] : problemsOf(err);
        return answer(status, { problems });
      }
    } catch (err) {
      next(err);
    }
  });
  return router;
}
