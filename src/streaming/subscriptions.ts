import type { Context } from '../graphql/context.js';
import { AppError, UnauthenticatedError } from '../core/errors.js';
import type { SocialEvent, SocialEventType } from '../events/events.js';
import { createLoaders } from '../graphql/loaders.js';
import type { Delivery, Receiver } from './receiver.js';
import type { StreamSpec } from './streams.js';

/** A GraphQL subscription with more events than this waiting is too slow: its socket is closed. */
export const MAX_QUEUED_EVENTS = 200;
/** graphql-ws has no code for it; 4429 reads as "too many" next to its own 44xx codes. */
export const CLOSE_TOO_SLOW = { code: 4429, reason: 'Too slow: events are not being read' } as const;

/**
 * The events of some streams for a GraphQL subscription, as an async iterator that the subscription field
 * maps to entities. Registered with the hub as a receiver, so GraphQL and the streaming API share routing,
 * blocks, mutes and credential checks.
 */
function listen(ctx: Context, streams: StreamSpec[], eventTypes: SocialEventType[]): AsyncIterableIterator<Delivery> {
  const hub = ctx.deps.streaming;
  const connection = ctx.connection;
  if (!hub || !connection)
    throw new AppError('BAD_USER_INPUT', 'Subscriptions need a WebSocket (graphql-ws protocol on /graphql)');
  const queue: Delivery[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  const finish = () => {
    done = true;
    hub.remove(receiver);
    wake?.();
  };
  const receiver: Receiver = {
    id: `${connection.id}`,
    auth: ctx.auth,
    credentials: connection.credentials,
    eventTypes: new Set(eventTypes),
    readsOwnEntities: true,
    streams: () => streams,
    deliver(delivery) {
      if (queue.length >= MAX_QUEUED_EVENTS) {
        connection.close(CLOSE_TOO_SLOW.code, CLOSE_TOO_SLOW.reason);
        finish();
        return;
      }
      queue.push(delivery);
      wake?.();
    },
    close(code, reason) {
      connection.close(code, reason);
      finish();
    },
  };
  hub.add(receiver);
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next(): Promise<IteratorResult<Delivery>> {
      while (!queue.length && !done)
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      wake = null;
      // The receiver may have re-authenticated since: later events are loaded with its current credentials.
      ctx.auth = receiver.auth;
      return queue.length ? { value: queue.shift()!, done: false } : { value: undefined, done: true };
    },
    async return(): Promise<IteratorResult<Delivery>> {
      finish();
      return { value: undefined, done: true };
    },
  };
}

/**
 * Yields, for each matching event, the entity `load` finds for the viewer with a fresh EntityManager and
 * fresh loaders (a long-lived subscription must not answer from the previous event's cache); events the
 * viewer may not see (blocked, muted, not visible: `load` throws NOT_FOUND or returns null) are skipped.
 */
export function subscriptionOf<T>(
  ctx: Context,
  opts: { streams: StreamSpec[]; events: SocialEventType[]; needsUser?: boolean },
  load: (ctx: Context, event: SocialEvent) => Promise<T | null> | T | null,
): AsyncGenerator<T> {
  // Checked now, so the subscription is refused at once rather than on its first event.
  if (opts.needsUser && !ctx.auth.caller)
    throw new UnauthenticatedError('This subscription needs an authenticated user');
  return entities(ctx, listen(ctx, opts.streams, opts.events), load);
}

async function* entities<T>(
  ctx: Context,
  deliveries: AsyncIterable<Delivery>,
  load: (ctx: Context, event: SocialEvent) => Promise<T | null> | T | null,
): AsyncGenerator<T> {
  for await (const delivery of deliveries) {
    if (!delivery.allowed) continue;
    ctx.em = ctx.deps.orm.em.fork();
    ctx.loaders = createLoaders(ctx.em, ctx.auth.caller?.id ?? null);
    try {
      const item = await load(ctx, delivery.event);
      if (item != null) yield item;
    } catch (err) {
      if (!(err instanceof AppError && (err.code === 'NOT_FOUND' || err.code === 'FORBIDDEN'))) throw err;
    }
  }
}
