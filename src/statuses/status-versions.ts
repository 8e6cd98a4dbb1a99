import type { EntityManager } from '@mikro-orm/postgresql';
import { StatusVersion, type Status } from '../entities/index.js';

/** What a version shows: Mastodon's StatusEdit less what it reads from the status (author, media, poll). */
export interface StatusVersionData {
  text: string;
  content: string;
  spoilerText: string;
  sensitive: boolean;
  createdAt: Date;
  /** The status it is a version of. */
  status: Status;
}

const versionOf = (status: Status): StatusVersionData => ({
  status,
  text: status.text,
  content: status.content,
  spoilerText: status.spoilerText,
  sensitive: status.sensitive,
  createdAt: status.editedAt ?? status.createdAt,
});

/**
 * Keeps the versions of a status being edited: called before the edit is applied and after it, so the first
 * edit writes the original (dated when posted) and every edit its new version (dated when edited).
 */
export async function keepVersion(em: EntityManager, status: Status): Promise<void> {
  if (await em.count(StatusVersion, { status })) return;
  em.create(StatusVersion, versionOf(status));
}

/** After an edit is applied: its version joins the history (flushed with the edit). */
export function addVersion(em: EntityManager, status: Status): void {
  em.create(StatusVersion, versionOf(status));
}

/** A status's versions, oldest first (Mastodon's order); one never edited has itself as its only version. */
export async function statusHistory(em: EntityManager, status: Status): Promise<StatusVersionData[]> {
  const rows = await em.find(StatusVersion, { status }, { orderBy: { id: 'asc' } });
  if (!rows.length) return [versionOf(status)];
  return rows.map((r) => ({
    text: r.text,
    content: r.content,
    spoilerText: r.spoilerText,
    sensitive: r.sensitive,
    createdAt: r.createdAt,
    status,
  }));
}
