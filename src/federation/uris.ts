import type { AppConfig } from '../config.js';
import type { Status, User } from '../entities/index.js';

/**
 * The ActivityPub ids of this server's accounts and statuses (the paths src/federation/federation.ts
 * dispatches), and the ids remote ones were recorded with.
 */

export const actorPath = (nickname: string) => `/users/${encodeURIComponent(nickname)}`;

export function actorUri(config: AppConfig, user: User): string {
  return user.local ? `${config.publicUrl}${actorPath(user.nickname)}` : (user.apId ?? '');
}

export function followersUri(config: AppConfig, user: User): string {
  return `${actorUri(config, user)}/followers`;
}

export function statusUri(config: AppConfig, status: Status): string {
  return status.local ? `${config.publicUrl}/objects/${status.id}` : (status.apId ?? '');
}

export function statusPageUrl(config: AppConfig, status: Status): string {
  return status.local ? `${config.publicUrl}/notice/${status.id}` : (status.url ?? status.apId ?? '');
}

/** The actor-key owner name of a local account. */
export const keyOwner = (user: User) => `user:${user.id}`;
