import type { Response } from 'express';
import { SESSION_LIFETIME_SECONDS, sessionCookieName } from '../auth/sessions.js';
import type { AppConfig } from '../config.js';

/** Sets the browser session cookie (the OAuth page's sign-in, this server's registration form). */
export function startSessionCookie(res: Response, config: AppConfig, value: string): void {
  res.cookie(sessionCookieName(config.namespace), value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_LIFETIME_SECONDS * 1000,
    secure: config.publicUrl.startsWith('https:'),
  });
}
