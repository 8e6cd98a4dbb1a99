import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config.js';
import { MediaAttachment, Status, User } from '../entities/index.js';
import { mediaUrl } from '../media/media.service.js';
import { addressingFor, type NoteFacts } from './objects/note.js';
import { actorUri, followersUri, statusPageUrl, statusUri } from './uris.js';

/** The accounts a status is addressed to, as actor ids: its recipients and the accounts it mentions. */
export async function addresseesOf(em: EntityManager, config: AppConfig, ids: number[]): Promise<User[]> {
  const unique = [...new Set(ids)];
  return unique.length ? em.find(User, { id: { $in: unique } }, { orderBy: { id: 'asc' } }) : [];
}

/** The Note facts of a local status, read from the database. */
export async function noteFactsOfStatus(em: EntityManager, config: AppConfig, status: Status): Promise<NoteFacts> {
  const author = await em.findOneOrFail(User, status.account.id);
  const mentioned = await addresseesOf(em, config, status.mentionIds);
  const addressees = await addresseesOf(em, config, [...status.recipientIds, ...status.mentionIds]);
  const parent = status.inReplyTo ? await em.findOne(Status, status.inReplyTo.id) : null;
  const media = await em.find(MediaAttachment, { status: status.id }, { orderBy: { id: 'asc' } });
  const { to, cc } = addressingFor(
    status.visibility,
    followersUri(config, author),
    addressees.map((u) => actorUri(config, u)).filter(Boolean),
  );
  return {
    id: statusUri(config, status),
    url: statusPageUrl(config, status),
    attributedTo: actorUri(config, author),
    content: status.content,
    summary: status.spoilerText,
    sensitive: status.sensitive,
    published: status.createdAt,
    inReplyTo: parent ? statusUri(config, parent) || null : null,
    to,
    cc,
    mentions: mentioned.map((u) => ({
      href: actorUri(config, u),
      name: `@${u.local ? `${u.nickname}@${new URL(config.publicUrl).host}` : u.nickname}`,
    })),
    hashtags: status.tags,
    attachments: media.map((m) => {
      const original = m.meta.original as { width?: number; height?: number } | undefined;
      return {
        url: mediaUrl(config, m),
        mediaType: m.mimeType,
        description: m.description,
        ...(original?.width && original.height && { width: original.width, height: original.height }),
      };
    }),
  };
}
