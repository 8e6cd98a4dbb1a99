import express, { type Request, type Response } from 'express';
import { escapeHtml as esc } from './account.presenter.js';
import type { AppDeps } from '../graphql/context.js';
import { AppError } from '../core/errors.js';
import { htmlPage } from '../http/html-page.js';
import { passwordResetUser, resetPassword } from './password-reset.service.js';
import { confirmEmail } from './registration.service.js';

/**
 * The pages the mailed links open, rendered by the server (outside the REST table: a GET that changes state,
 * and an HTML form): GET /api/account/confirm_email/:user_id/:token confirms the address;
 * GET /api/{ns}/password_reset/:token shows the new-password form, which posts back to the same URL
 * (Pleroma's own form posts `data[token]`, `data[password]`, `data[password_confirmation]` to
 * /api/{ns}/password_reset, also accepted).
 */
export function emailLinkPages(deps: AppDeps) {
  const router = express.Router();
  const resetPath = `/api/${deps.config.namespace}/password_reset`;
  const render = (res: Response, status: number, title: string, body: string) =>
    res.status(status).type('html').send(htmlPage(title, body));

  /** A failed step as its page: the service's message for our own errors; anything else goes on to the 500 handler. */
  function failed(res: Response, err: unknown, title: string) {
    if (!(err instanceof AppError)) throw err;
    render(res, err.code === 'NOT_FOUND' ? 404 : 400, title, `<p class="error">${esc(err.message)}</p>`);
  }

  router.get('/api/account/confirm_email/:userId/:token', async (req, res) => {
    try {
      const user = await confirmEmail(deps.orm.em.fork(), deps, Number(req.params.userId), req.params.token);
      const next = user.approvalPending
        ? 'Your account will be usable once an admin approves it.'
        : 'You can log in now.';
      render(res, 200, 'E-mail address confirmed', `<p>Thank you, @${esc(user.nickname)}. ${esc(next)}</p>`);
    } catch (err) {
      failed(res, err, 'Confirmation failed');
    }
  });

  function form(res: Response, status: number, token: string, nickname: string, error?: string) {
    render(
      res,
      status,
      'Password reset',
      `${error ? `<p class="error">${esc(error)}</p>` : ''}
      <p>Choose a new password for <b>@${esc(nickname)}</b>.</p>
      <form method="post" action="${resetPath}/${encodeURIComponent(token)}">
        <label>New password<input type="password" name="password" autocomplete="new-password" required></label>
        <label>Repeat it<input type="password" name="password_confirmation" autocomplete="new-password" required></label>
        <button type="submit">Set the password</button>
      </form>`,
    );
  }

  router.get(`${resetPath}/:token`, async (req, res) => {
    try {
      form(res, 200, req.params.token, (await passwordResetUser(deps.orm.em.fork(), req.params.token)).nickname);
    } catch (err) {
      failed(res, err, 'Password reset');
    }
  });

  async function reset(req: Request, res: Response, token: string, password: string, confirmation: string) {
    const em = deps.orm.em.fork();
    try {
      const user = await passwordResetUser(em, token);
      try {
        await resetPassword(em, token, password, confirmation);
      } catch (err) {
        // A bad new password: the form again, with the reason.
        if (err instanceof AppError && err.code === 'BAD_USER_INPUT')
          return form(res, 400, token, user.nickname, err.message);
        throw err;
      }
      render(res, 200, 'Password changed', '<p>Your password has been changed. You can log in with it now.</p>');
    } catch (err) {
      failed(res, err, 'Password reset');
    }
  }

  const field = (body: Record<string, unknown>, name: string) =>
    typeof body[name] === 'string' ? (body[name] as string) : '';
  router.post(`${resetPath}/:token`, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    return reset(req, res, req.params.token, field(body, 'password'), field(body, 'password_confirmation'));
  });
  router.post(resetPath, (req, res) => {
    // Form bodies nest bracket keys (src/http/form-body.ts): `data[token]` arrives as `data.token`.
    const data = ((req.body ?? {}) as { data?: unknown }).data;
    const body = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    return reset(req, res, field(body, 'token'), field(body, 'password'), field(body, 'password_confirmation'));
  });
  return router;
}
