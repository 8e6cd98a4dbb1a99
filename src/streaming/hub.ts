import { AccessTokenCache } from '../auth/token-cache.js';
import { authenticate, type AuthInfo, type CredentialSource } from '../auth/authenticate.js';
import type { AppDeps } from '../graphql/context.js';
import { List } from '../entities/index.js';
import { Limiter } from '../core/limiter.js';
import type { EventBus } from '../events/bus.js';
import type { SocialEvent } from '../events/events.js';
import type { Renderer, Viewer } from './render.js';
import type { Delivery, Receiver, Receivers } from './receiver.js';
import { routeEvent, viewersHiding } from './routing.js';
import { streamKey, type StreamSpec } from './streams.js';
import { viewerFacts } from './viewer-facts.js';

/** Sockets check their tokens against the database (opening a socket is rare; the periodic check must see all). */
const UNCACHED = new AccessTokenCache(0);
import { recording, streamingDeliveries } from '../metrics/metrics.js';

export const CLOSE_REVOKED = { code: 1008, reason: 'The access token is no longer valid' } as const;

/** Every open socket checks its credentials this often too: tokens expire and accounts are deactivated without an event. */
export const RECHECK_MS = 5 * 60 * 1000;

/** Events routed at once: their statements are few, but a burst should not fill the database's queue. */
export const MAX_CONCURRENT_ROUTINGS = 4;

/** An event routed: each receiver it goes to, with the streams it matched and its payload. */
type Routed = Array<{ receiver: Receiver; delivery: Delivery }>;

/**
 * The receivers of one viewer on one stream. Whether an event goes to a stream depends on the stream and the
 * viewer alone: routing decides once per group and visits only the receivers of the groups it goes to.
 */
interface StreamGroup {
  viewerId: number | null;
  spec: StreamSpec;
  key: string;
  receivers: Set<Receiver>;
}

/**
 * Listens to the bus and hands each event to the receivers connected to this instance. Events are routed
 * concurrently (a few at a time: each waits for its statements in the database's queue, behind the users'
 * requests) and handed to the receivers in bus order; rendering runs concurrently, and each receiver sends
 * in order.
 */
export class StreamingHub implements Receivers {
  readonly receivers = new Set<Receiver>();
  /** The receivers by viewer and stream (`${viewer} ${stream key}`), and each receiver's groups. */
  private readonly groups = new Map<string, StreamGroup>();
  private readonly groupsOf = new Map<Receiver, StreamGroup[]>();
  /** Deliveries, in bus order. */
  private queue: Promise<unknown> = Promise.resolve();
  /** The last credentials check queued: routing waits for it. */
  private rechecked: Promise<unknown> = Promise.resolve();
  private readonly routings = new Limiter(MAX_CONCURRENT_ROUTINGS, Infinity);
  private readonly unsubscribe: () => void;
  private readonly recheckTimer: NodeJS.Timeout;

  constructor(
    private readonly deps: AppDeps,
    bus: EventBus,
    private readonly renderer: Renderer,
  ) {
    const failed = (event: SocialEvent) => (err: unknown) => {
      deps.logger.error({ err, event: event.type }, 'stream event not routed');
      return null;
    };
    this.unsubscribe = bus.subscribe((event) => {
      if (event.type === 'credentials.changed') {
        // Events after it are routed once the receivers have checked their credentials again.
        this.queue = this.rechecked = this.queue.then(() => this.recheck(event.userId)).catch(failed(event));
        return;
      }
      const routed = this.rechecked.then(() => this.route(event)).catch(failed(event));
      this.queue = this.queue
        .then(async () => {
          const deliveries = (await routed) ?? [];
          for (const { receiver, delivery } of deliveries) receiver.deliver(delivery);
          if (recording.on) streamingDeliveries.inc(deliveries.length);
        })
        .catch(failed(event));
    });
    this.recheckTimer = setInterval(
      () => void this.recheck(null).catch((err) => deps.logger.error({ err }, 'credentials not rechecked')),
      RECHECK_MS,
    );
    this.recheckTimer.unref();
  }

  add(receiver: Receiver): void {
    this.receivers.add(receiver);
    this.index(receiver);
  }

  remove(receiver: Receiver): void {
    this.receivers.delete(receiver);
    this.unindex(receiver);
  }

  /** A receiver's streams changed (subscribe, unsubscribe): its groups follow. */
  streamsChanged(receiver: Receiver): void {
    if (!this.receivers.has(receiver)) return;
    this.unindex(receiver);
    this.index(receiver);
  }

  private index(receiver: Receiver): void {
    const viewerId = receiver.auth.caller?.id ?? null;
    const groups = receiver.streams().map((spec) => {
      const key = streamKey(spec);
      const id = `${viewerId} ${key}`;
      let group = this.groups.get(id);
      if (!group) this.groups.set(id, (group = { viewerId, spec, key, receivers: new Set() }));
      group.receivers.add(receiver);
      return group;
    });
    this.groupsOf.set(receiver, groups);
  }

  private unindex(receiver: Receiver): void {
    for (const group of this.groupsOf.get(receiver) ?? []) {
      group.receivers.delete(receiver);
      if (!group.receivers.size) this.groups.delete(`${group.viewerId} ${group.key}`);
    }
    this.groupsOf.delete(receiver);
  }

  ownsList(userId: number, listId: number): Promise<boolean> {
    return this.deps.orm.em
      .fork()
      .count(List, { id: listId, user: userId })
      .then((n) => n > 0);
  }

  /**
   * Credentials as they stand now; a failure (revoked, expired, user deactivated) has `failure` set. Read from
   * the database, not the token cache: the periodic check must also see what changed without an event.
   */
  authenticate(credentials: CredentialSource): Promise<AuthInfo> {
    return authenticate(this.deps.orm.em.fork(), { ...this.deps, accessTokens: UNCACHED }, credentials);
  }

  /**
   * The receivers an event goes to and their deliveries, as the groups stand when the event arrives (their
   * receivers as they stand once routing has decided).
   */
  private async route(event: SocialEvent): Promise<Routed | null> {
    const wants = (r: Receiver) => !r.eventTypes || r.eventTypes.has(event.type);
    // Nobody takes this type of event: nothing is read for it. (A streaming API socket takes every type: the first
    // one ends the search.)
    if (!this.someReceiver(wants)) return null;
    const groups = [...this.groups.values()];
    await this.routings.acquire();
    try {
      return await this.match(event, groups, wants);
    } finally {
      this.routings.release();
    }
  }

  private someReceiver(test: (r: Receiver) => boolean): boolean {
    for (const receiver of this.receivers) if (test(receiver)) return true;
    return false;
  }

  private async match(
    event: SocialEvent,
    groups: StreamGroup[],
    wants: (r: Receiver) => boolean,
  ): Promise<Routed | null> {
    const em = this.deps.orm.em.fork();
    const routed = await routeEvent(em, event);
    if (!routed) return null;
    // One verdict per viewer and stream; the receivers of the groups it goes to, each with the keys it matched.
    const keysOf = new Map<Receiver, Set<string>>();
    for (const group of groups) {
      if (!(await routed.matches(group.spec, group.viewerId))) continue;
      for (const receiver of group.receivers) {
        if (!wants(receiver)) continue;
        let keys = keysOf.get(receiver);
        if (!keys) keysOf.set(receiver, (keys = new Set()));
        keys.add(group.key);
      }
    }
    // Each receiver's matched streams in the order it subscribed to them.
    const matched = [...keysOf].map(([receiver, keys]) => ({
      receiver,
      streams: receiver.streams().filter((spec) => keys.has(streamKey(spec))),
    }));
    if (!matched.length) return null;
    const viewerKeys = [...new Set(matched.map(({ receiver }) => receiver.auth.caller?.id ?? null))];
    // A status's viewer facts are read in the statement that finds who hides its sources.
    const facts = routed.shown && (await viewerFacts(em, routed.shown, viewerKeys, routed.sourceIds));
    const hiding =
      facts?.hiding ??
      (await viewersHiding(
        em,
        viewerKeys.filter((id): id is number => id != null),
        routed.sourceIds,
      ));
    // One render for all the viewers of the event (each viewer once, however many sockets they hold), made here
    // when a receiver sends payload texts, else when the first receiver asks for its payload: the sockets then
    // send the text at once.
    const viewers = new Map<number | null, Viewer>();
    for (const { receiver } of matched) {
      const viewerId = receiver.auth.caller?.id ?? null;
      if ((viewerId == null || !hiding.has(viewerId)) && !viewers.has(viewerId))
        viewers.set(viewerId, { auth: receiver.auth, requestId: `stream-${receiver.id}` });
    }
    let rendered: Promise<Map<number | null, string | null>> | undefined;
    const render = () =>
      (rendered ??= this.renderer
        .renderAll(event, routed.name, viewers, {
          shown: routed.shown,
          filterMatches: routed.filterMatches,
          em,
          facts,
        })
        .catch((err) => {
          this.deps.logger.error({ err, event: event.type }, 'stream event not rendered');
          return new Map();
        }));
    const isSent = ({ receiver }: (typeof matched)[number]) =>
      !receiver.readsOwnEntities && viewers.has(receiver.auth.caller?.id ?? null);
    const texts = matched.some(isSent) ? await render() : undefined;
    const deliveries: Routed = [];
    for (const { receiver, streams } of matched) {
      const viewerId = receiver.auth.caller?.id ?? null;
      const allowed = viewers.has(viewerId);
      const text = allowed ? texts?.get(viewerId) : null;
      const payload = async () => (allowed ? ((await render()).get(viewerId) ?? null) : null);
      deliveries.push({
        receiver,
        delivery: { event, name: routed.name, streams, allowed, payload, rendered: texts && (text ?? null) },
      });
    }
    return deliveries;
  }

  /**
   * The user's credentials changed (or, with null, it is time to check everyone's): each of their receivers
   * checks its own again and closes when they no longer hold.
   */
  async recheck(userId: number | null): Promise<void> {
    for (const receiver of [...this.receivers]) {
      const current = receiver.auth.caller?.id;
      if (current == null || (userId != null && current !== userId)) continue;
      const auth = await this.authenticate(receiver.credentials);
      if (auth.caller?.id === current) receiver.auth = auth;
      else receiver.close(CLOSE_REVOKED.code, CLOSE_REVOKED.reason);
    }
  }

  /** Server shutdown: every receiver closes with 1001 (going away). */
  close(): void {
    this.unsubscribe();
    clearInterval(this.recheckTimer);
    for (const receiver of [...this.receivers]) receiver.close(1001, 'Server shutting down');
    this.receivers.clear();
    this.groups.clear();
    this.groupsOf.clear();
  }
}
