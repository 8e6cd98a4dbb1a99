import { LRUCache } from 'lru-cache';
import type { SocialEvent } from '../events/events.js';

/** What authentication needs of a live access token, so that a known token does not run its statement. */
export interface CachedToken {
  tokenId: number;
  userId: number | null;
  appId: number;
  /** The app's stored row, mapped into each request's EntityManager. */
  appRow: Record<string, unknown>;
  scopes: string[];
  expiresAt: number;
}

/**
 * Access tokens by digest, least recently used dropped first. The user is not cached (each request loads it, so
 * deactivation and other changes to the row apply at once); the token and its app are, until an event says they
 * changed: `credentials.changed` (a token revoked, revoke_all, a password change, a deactivation or deletion)
 * drops the user's tokens, `oauth_app.changed` (an app edited or deleted, an app token revoked) the app's.
 * `max` 0 turns the cache off.
 */
export class AccessTokenCache {
  private readonly entries: LRUCache<string, CachedToken> | null;
  /** Bumped by every invalidation: a lookup that began before one does not store what it read. */
  private generation = 0;

  constructor(max: number) {
    this.entries = max > 0 ? new LRUCache({ max }) : null;
  }

  get enabled(): boolean {
    return this.entries != null;
  }

  /** The stamp to hand back to `set` with what a lookup begun now reads. */
  get stamp(): number {
    return this.generation;
  }

  get(digest: string): CachedToken | undefined {
    const entry = this.entries?.get(digest);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries!.delete(digest);
      return undefined;
    }
    return entry;
  }

  set(digest: string, entry: CachedToken, stamp: number): void {
    if (stamp === this.generation) this.entries?.set(digest, entry);
  }

  /** Drops what `event` makes stale; other events change nothing. */
  forget(event: SocialEvent): void {
    if (event.type === 'credentials.changed') this.drop((e) => e.userId === event.userId);
    else if (event.type === 'oauth_app.changed') this.drop((e) => e.appId === event.appId);
  }

  private drop(stale: (entry: CachedToken) => boolean): void {
    this.generation += 1;
    if (!this.entries) return;
    const keys = [...this.entries.entries()].filter(([, entry]) => stale(entry)).map(([key]) => key);
    for (const key of keys) this.entries.delete(key);
  }
}
