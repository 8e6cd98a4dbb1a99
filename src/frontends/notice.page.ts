import type { EntityManager } from '@mikro-orm/postgresql';
import { avatarUrl, escapeHtml as esc } from '../accounts/account.presenter.js';
import { isVisibleTo } from '../accounts/account.service.js';
import type { AppConfig } from '../config.js';
import { toId } from '../core/ids.js';
import { Status, type User } from '../entities/index.js';
import { statusPageUrl, statusUri } from '../federation/uris.js';
import { getSettings } from '../settings/settings.service.js';
import { threadContext } from '../statuses/thread.service.js';
import { canSee } from '../statuses/visibility.js';
import { plainSummary, staticPage, statusArticle } from './static-page.js';

/** What a browser gets for a status: its page, a redirect (a reblog, a remote status), or nothing (a 404). */
export type NoticeAnswer = { html: string } | { redirect: string } | null;

/** A status an anonymous visitor may see (public or unlisted, its author visible), or null. */
export async function publicStatus(em: EntityManager, id: string): Promise<Status | null> {
  const statusId = toId(id);
  const status = statusId ? await em.findOne(Status, statusId, { populate: ['account'] }) : null;
  if (!status || !isVisibleTo(status.account.getEntity(), null) || !(await canSee(em, null, status))) return null;
  return status;
}

/**
 * `/notice/:id` for browsers while no front-end is installed, as Pleroma's static front-end: the status with the
 * part of its thread an anonymous visitor may see (public and unlisted statuses of visible accounts), with
 * OpenGraph and Twitter meta tags. A reblog leads to the status it reblogs, a remote status to its own page;
 * anything else (private, direct, unknown, deleted, an invisible author) is a 404.
 */
export async function noticePage(em: EntityManager, config: AppConfig, id: string): Promise<NoticeAnswer> {
  const status = await publicStatus(em, id);
  if (!status) return null;
  if (status.reblogOf) return { redirect: `/notice/${status.reblogOf.id}` };
  if (!status.local) return status.url || status.apId ? { redirect: statusPageUrl(config, status) } : null;
  const { name: siteName } = await getSettings(em, 'instance');
  const { ancestors, descendants } = await threadContext(em, null, status);
  await em.populate([...ancestors, ...descendants], ['account']);
  const shown = (s: Status) => isVisibleTo(s.account.getEntity(), null);
  const article = (s: Status) => statusArticle(s, s.account.getEntity());
  const author: User = status.account.getEntity();
  const name = author.displayName || author.nickname;
  return {
    html: staticPage(
      {
        title: `${name} (@${author.nickname})`,
        description: plainSummary(status.spoilerText || status.content),
        type: 'article',
        url: statusPageUrl(config, status),
        siteName,
        activityUrl: statusUri(config, status),
        image: avatarUrl(config, author),
      },
      `<h1>A post by ${esc(name)}</h1>\n` +
        [
          ...ancestors.filter(shown).map(article),
          statusArticle(status, author, true),
          ...descendants.filter(shown).map(article),
        ].join('\n'),
    ),
  };
}
