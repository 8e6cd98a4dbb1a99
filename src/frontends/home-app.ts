import type { EntityManager } from '@mikro-orm/postgresql';
import type { SecretBox } from '../auth/secrets.js';
import type { AppConfig } from '../config.js';
import { OAuthApp } from '../entities/index.js';
import { createApp } from '../oauth/oauth.service.js';

/** The name of the OAuth app this server's own page signs in and registers through. */
export const HOME_APP_NAME = 'fedigraph (this server’s page)';

/** Where the OAuth page sends the browser back after signing in: this server's page. */
export const homeRedirectUri = (config: AppConfig) => `${config.publicUrl}/`;

/**
 * The OAuth app of this server's own page, made the first time it is needed: trusted (a signed-in user is not
 * asked for consent), scope `read`, its one redirect URI `/` of the public URL. Its sign-in form is the OAuth
 * authorization page's; registration goes through the registration service as any app's does.
 */
export async function homeApp(em: EntityManager, box: SecretBox, config: AppConfig): Promise<OAuthApp> {
  const redirectUris = homeRedirectUri(config);
  const existing = await em.findOne(OAuthApp, { name: HOME_APP_NAME, redirectUris }, { orderBy: { id: 'asc' } });
  if (existing) return existing;
  const { app } = await createApp(em, box, {
    clientName: HOME_APP_NAME,
    redirectUris,
    scopes: 'read',
    trusted: true,
  });
  return app;
}
