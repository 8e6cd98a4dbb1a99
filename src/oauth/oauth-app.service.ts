import { toId } from '../core/ids.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SecretBox } from '../auth/secrets.js';
import { OAuthApp } from '../entities/index.js';
import { BadInputError } from '../core/errors.js';
import { oauthAppChanged } from '../events/publish.js';
import { ascendingPage, ascendingWindow, type CountedPage, type CountedPageArgs } from '../core/pagination.js';
import { checkAppFields, createApp, type NewApp } from './oauth.service.js';

/** The outcome of a create or update: the app, or the problems by field (nothing changed). */
export interface OAuthAppResult {
  app: OAuthApp | null;
  errors: Record<string, string> | null;
}

export interface OAuthAppSearch extends CountedPageArgs {
  name?: string | null;
  clientId?: string | null;
  trusted?: boolean | null;
}

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 500;

/** GET /oauth_app: apps by exact name and client id, trusted or not, oldest first, by page; count of those matching. */
export async function listOAuthApps(
  em: EntityManager,
  search: OAuthAppSearch,
): Promise<CountedPage<OAuthApp> & { pageSize: number }> {
  // Out-of-range page numbers and sizes are brought into range rather than refused, as this listing always did.
  const page = Math.max(1, search.page ?? 1);
  const w = ascendingWindow(
    search,
    MAX_PAGE_SIZE,
    Math.min(MAX_PAGE_SIZE, Math.max(1, search.pageSize ?? DEFAULT_PAGE_SIZE)),
  );
  const where = {
    ...(search.name ? { name: search.name } : {}),
    ...(search.clientId ? { clientId: search.clientId } : {}),
    ...(search.trusted != null ? { trusted: search.trusted } : {}),
  };
  const ids = { ...(w.after != null ? { $gt: w.after } : {}), ...(w.before != null ? { $lt: w.before } : {}) };
  const [rows, totalCount] = await Promise.all([
    em.find(OAuthApp, Object.keys(ids).length ? { ...where, id: ids } : where, {
      orderBy: { id: w.fromEnd ? 'desc' : 'asc' },
      limit: w.limit,
      offset: (page - 1) * w.size,
    }),
    em.count(OAuthApp, where),
  ]);
  return { ...ascendingPage(rows, w, (app) => app.id), totalCount, pageSize: w.size };
}

export type AdminAppInput = Partial<NewApp> & { trusted?: boolean | null };

export async function createOAuthAppAsAdmin(
  em: EntityManager,
  box: SecretBox,
  input: AdminAppInput,
): Promise<OAuthAppResult> {
  const { errors } = checkAppFields(input);
  if (Object.keys(errors).length) return { app: null, errors };
  const { app } = await createApp(em, box, { ...(input as NewApp), trusted: input.trusted ?? false });
  return { app, errors: null };
}

async function findApp(em: EntityManager, id: string | number): Promise<OAuthApp> {
  const key = toId(id);
  const app = key ? await em.findOne(OAuthApp, { id: key }) : null;
  if (!app) throw new BadInputError('Invalid parameters');
  return app;
}

/** PATCH /oauth_app/:id: the given fields only; an unknown id is a 400, as in Pleroma. */
export async function updateOAuthApp(
  em: EntityManager,
  id: string | number,
  input: AdminAppInput,
): Promise<OAuthAppResult> {
  const app = await findApp(em, id);
  const { errors, uris, scopes } = checkAppFields(input, true);
  if (Object.keys(errors).length) return { app: null, errors };
  if (input.clientName != null) app.name = input.clientName.trim();
  if (uris) app.redirectUris = uris.join('\n');
  if (scopes) app.scopes = scopes.join(' ');
  if (input.website != null) app.website = input.website || null;
  if (input.trusted != null) app.trusted = input.trusted;
  await em.flush();
  oauthAppChanged(em, app.id);
  return { app, errors: null };
}

/** DELETE /oauth_app/:id: the app and, with it, its tokens and authorization codes. */
export async function deleteOAuthApp(em: EntityManager, id: string | number): Promise<void> {
  const app = await findApp(em, id);
  const appId = app.id;
  await em.removeAndFlush(app);
  oauthAppChanged(em, appId);
}
