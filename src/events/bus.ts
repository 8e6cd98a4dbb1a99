import type { EntityManager } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { parseEvent, type SocialEvent } from './events.js';

export type EventListener = (event: SocialEvent) => void;

/** The one event bus: services publish to it, the streaming API and GraphQL subscriptions listen. */
export interface EventBus {
  publish(event: SocialEvent): void;
  /** Returns the function that stops listening. */
  subscribe(listener: EventListener): () => void;
  /**
   * Only the events this process publishes, for work that one instance must do once (queueing federation
   * deliveries): with several instances, `subscribe` would have each of them do it.
   */
  subscribeOwn(listener: EventListener): () => void;
  close(): Promise<void>;
}

/** Calls every listener; one failing listener neither stops the others nor the publisher. */
function fanOut(listeners: Set<EventListener>, event: SocialEvent, logger: Logger): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (err) {
      logger.error({ err, event: event.type }, 'event listener failed');
    }
  }
}

/** One process: listeners are called on the next turn of the event loop, never inside the publisher's call. */
export class MemoryBus implements EventBus {
  private readonly listeners = new Set<EventListener>();

  constructor(private readonly logger: Logger) {}

  publish(event: SocialEvent): void {
    setImmediate(() => fanOut(this.listeners, event, this.logger));
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  subscribeOwn(listener: EventListener): () => void {
    return this.subscribe(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

/**
 * Several instances: every event goes through one Redis pub/sub channel, and each instance (the publishing
 * one included) hears it from there, so all of them see the same events in the same order.
 */
export class RedisBus implements EventBus {
  private readonly listeners = new Set<EventListener>();
  private readonly ownListeners = new Set<EventListener>();
  private readonly pub: Redis;
  private readonly sub: Redis;
  readonly ready: Promise<void>;

  constructor(
    url: string,
    private readonly channel: string,
    private readonly logger: Logger,
  ) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 2 });
    this.sub = new Redis(url);
    for (const client of [this.pub, this.sub])
      client.on('error', (err) => logger.warn({ err: err.message }, 'redis event bus'));
    this.sub.on('message', (_channel: string, text: string) => {
      const event = parseEvent(text);
      if (event) fanOut(this.listeners, event, this.logger);
    });
    this.ready = this.sub.subscribe(channel).then(() => undefined);
  }

  publish(event: SocialEvent): void {
    if (this.ownListeners.size) setImmediate(() => fanOut(this.ownListeners, event, this.logger));
    this.pub
      .publish(this.channel, JSON.stringify(event))
      .catch((err: Error) => this.logger.error({ err: err.message, event: event.type }, 'event not published'));
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  subscribeOwn(listener: EventListener): () => void {
    this.ownListeners.add(listener);
    return () => this.ownListeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.ownListeners.clear();
    this.sub.disconnect();
    await this.pub.quit().catch(() => this.pub.disconnect());
  }
}

export const DEFAULT_CHANNEL = 'fedigraph:events';

export async function createBus(
  redisUrl: string | undefined,
  logger: Logger,
  channel = DEFAULT_CHANNEL,
): Promise<EventBus> {
  if (!redisUrl) return new MemoryBus(logger);
  const bus = new RedisBus(redisUrl, channel, logger);
  await bus.ready;
  return bus;
}

/**
 * The bus of the ORM an EntityManager belongs to. Services already hold an EntityManager, so they publish
 * through it without a new parameter; two apps in one process (tests) each have their own ORM and bus.
 * Without a bus (the CLI) publishing does nothing.
 */
const buses = new WeakMap<object, EventBus>();

export function attachBus(em: EntityManager, bus: EventBus): void {
  buses.set(em.config, bus);
}

export function detachBus(em: EntityManager): void {
  buses.delete(em.config);
}

const immediate = new WeakMap<object, Set<EventListener>>();

/**
 * Calls `listener` with each event this process publishes, within the publisher's call: for caches that must not
 * answer the publisher's next request from what the change made stale (the bus brings the event a moment later,
 * to every instance).
 */
export function onPublish(em: EntityManager, listener: EventListener): () => void {
  let listeners = immediate.get(em.config);
  if (!listeners) immediate.set(em.config, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Publishes an event; call it once the change is committed (after the flush or the transaction). */
export function publish(em: EntityManager, event: SocialEvent): void {
  immediate.get(em.config)?.forEach((listener) => listener(event));
  buses.get(em.config)?.publish(event);
}
