import type { AuthInfo, CredentialSource } from '../auth/authenticate.js';
import type { SocialEvent, SocialEventType } from '../events/events.js';
import type { StreamEventName, StreamSpec } from './streams.js';

/** One event for one receiver: the streams it matched, and its payload rendered for that receiver's viewer. */
export interface Delivery {
  event: SocialEvent;
  name: StreamEventName;
  streams: StreamSpec[];
  /** False when the viewer blocks or mutes (or is blocked by) an account the event comes from. */
  allowed: boolean;
  /** The JSON text of the entity for this viewer; null when they may not see it. */
  payload(): Promise<string | null>;
  /** That text when it is rendered already (then `payload()` answers it at once); absent while it is not. */
  rendered?: string | null;
}

/** A socket (or a GraphQL subscription) listening to some streams. */
export interface Receiver {
  readonly id: string;
  auth: AuthInfo;
  /** What it authenticated with, to check again when the user's credentials change. */
  readonly credentials: CredentialSource;
  streams(): StreamSpec[];
  /** Only these event types (all when absent). */
  readonly eventTypes?: ReadonlySet<SocialEventType>;
  /** True when it reads the entities itself (a GraphQL subscription): no payload text is rendered for it. */
  readonly readsOwnEntities?: boolean;
  deliver(delivery: Delivery): void;
  /** Ends the connection (revoked credentials, server shutdown, a client too slow). */
  close(code: number, reason: string): void;
}

/**
 * Where receivers register to be handed events (the streaming hub). The request context holds it by this
 * face alone, so that GraphQL subscriptions reach the hub without the context depending on it.
 */
export interface Receivers {
  add(receiver: Receiver): void;
  remove(receiver: Receiver): void;
}
