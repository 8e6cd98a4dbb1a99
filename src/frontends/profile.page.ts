import type { EntityManager } from '@mikro-orm/postgresql';
import { accountUrl, escapeHtml as esc } from '../accounts/account.presenter.js';
import { findUserByNickname, isVisibleTo } from '../accounts/account.service.js';
import type { AppConfig } from '../config.js';
import { getSettings } from '../settings/settings.service.js';
import { accountStatuses } from '../statuses/timeline.service.js';

/**
 * `/@nickname` for browsers while no front-end is installed, as Pleroma's static front-end: the profile and its
 * recent statuses an anonymous visitor may see (public and unlisted, under the one visibility rule), with
 * OpenGraph and Twitter meta tags. Null for an account nobody may see (deactivated, unconfirmed, unapproved,
 * unknown), so it is a 404 like a missing one.
 */
export async function profilePage(em: EntityManager, config: AppConfig, nickname: string): Promise<string | null> {
  const user = await findUserByNickname(em, nickname);
  if (!user || !user.local || !isVisibleTo(user, null)) return null;
  const { name: instanceName } = await getSettings(em, 'instance');
  const { items } = await accountStatuses(em, null, String(user.id), { limit: 20 }, { excludeReblogs: true });
  const shown = user.displayName || user.nickname;
  const url = accountUrl(config, user);
  const summary = user.bio.replace(/<[^>]*>/g, '').slice(0, 300);
  const statuses = items
    .map(
      (s) =>
        `<article><p class="meta"><time datetime="${s.createdAt.toISOString()}">${esc(
          s.createdAt.toISOString().slice(0, 16).replace('T', ' '),
        )} UTC</time></p>${s.spoilerText ? `<p class="cw">${esc(s.spoilerText)}</p>` : ''}<div>${s.content}</div></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(shown)} (@${esc(user.nickname)}) · ${esc(instanceName)}</title>
<meta name="description" content="${esc(summary)}">
<meta property="og:type" content="profile"><meta property="og:title" content="${esc(shown)} (@${esc(user.nickname)})">
<meta property="og:description" content="${esc(summary)}"><meta property="og:url" content="${esc(url)}">
<meta property="og:site_name" content="${esc(instanceName)}">
<meta name="twitter:card" content="summary"><meta name="twitter:title" content="${esc(shown)}">
<meta name="twitter:description" content="${esc(summary)}">
<link rel="alternate" type="application/activity+json" href="${esc(`${config.publicUrl}/users/${user.nickname}`)}">
<style>body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1d2330;background:#f6f7fb}
main{max-width:40rem;margin:0 auto;padding:2rem 1.25rem}h1{margin:0}.handle{color:#4a5163;margin:0 0 1rem}
article{background:#fff;border:1px solid #d8dce6;border-radius:.6rem;padding:.8rem 1rem;margin:.8rem 0;overflow-wrap:anywhere}
.meta{color:#4a5163;font-size:.85rem;margin:0}.cw{font-weight:600}a{color:#2346b0}</style></head><body><main>
<h1>${esc(shown)}</h1><p class="handle">@${esc(user.nickname)}</p>
<div class="bio">${esc(summary)}</div>
<h2>Recent posts</h2>
${statuses || '<p>No public posts yet.</p>'}
</main></body></html>`;
}
