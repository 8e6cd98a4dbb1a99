import type { EntityManager } from '@mikro-orm/postgresql';
import { accountApId, accountUrl, avatarUrl, escapeHtml as esc } from '../accounts/account.presenter.js';
import { findUserByNickname, isVisibleTo } from '../accounts/account.service.js';
import type { AppConfig } from '../config.js';
import { getSettings } from '../settings/settings.service.js';
import { accountStatuses } from '../statuses/timeline.service.js';
import { plainSummary, staticPage, statusArticle } from './static-page.js';

/**
 * `/@nickname` (and `/users/nickname` asked for as HTML) for browsers while no front-end is installed, as
 * Pleroma's static front-end: the profile and its recent statuses an anonymous visitor may see (public and
 * unlisted, under the one visibility rule), with OpenGraph and Twitter meta tags. Null for an account nobody may
 * see (deactivated, unconfirmed, unapproved, unknown, remote), so it is a 404 like a missing one.
 */
export async function profilePage(em: EntityManager, config: AppConfig, nickname: string): Promise<string | null> {
  const user = await findUserByNickname(em, nickname);
  if (!user || !user.local || !isVisibleTo(user, null)) return null;
  const { name: instanceName } = await getSettings(em, 'instance');
  const { items } = await accountStatuses(em, null, String(user.id), { limit: 20 }, { excludeReblogs: true });
  const shown = user.displayName || user.nickname;
  const summary = plainSummary(user.bio);
  const statuses = items.map((s) => statusArticle(s, null)).join('\n');
  return staticPage(
    {
      title: `${shown} (@${user.nickname})`,
      description: summary,
      type: 'profile',
      url: accountUrl(config, user),
      siteName: instanceName,
      activityUrl: accountApId(config, user),
      image: avatarUrl(config, user),
    },
    `<h1>${esc(shown)}</h1><p class="handle">@${esc(user.nickname)}</p>
<div class="bio">${esc(summary)}</div>
<h2>Recent posts</h2>
${statuses || '<p>No public posts yet.</p>'}`,
  );
}
