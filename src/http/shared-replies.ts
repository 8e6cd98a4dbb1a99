import type { SocialEvent, SocialEventType } from '../events/events.js';

/** A rendered reply, kept to be sent again as it was. */
export interface SharedReply {
  status: number;
  /** The JSON text of the body. */
  body: string;
}

interface Entry {
  reply: SharedReply;
  until: number;
  changedBy: ReadonlySet<SocialEventType>;
}

/**
 * Replies that are the same for every caller presenting no credentials (the instance's description), rendered
 * once and kept per process: for at most their age, and until an event says what they show changed (the event
 * comes from this process as it is published, from the others over the bus). A render begun before such an
 * event is not kept (`stamp`), so a change is never hidden by a reply read before it.
 */
export class SharedReplies {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every event that drops something: a render begun before one does not store what it read. */
  private generation = 0;

  /** The stamp to hand back to `set` with what a render begun now produces. */
  get stamp(): number {
    return this.generation;
  }

  get(key: string, now = Date.now()): SharedReply | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.reply;
    this.entries.delete(key);
    return undefined;
  }

  set(
    key: string,
    reply: SharedReply,
    rule: { maxAgeMs: number; changedBy: readonly SocialEventType[] },
    stamp: number,
  ): void {
    if (stamp !== this.generation) return;
    this.entries.set(key, { reply, until: Date.now() + rule.maxAgeMs, changedBy: new Set(rule.changedBy) });
  }

  /** Every event type some row's replies are dropped on (declared when the routes are built). */
  private readonly watched = new Set<SocialEventType>();

  watch(types: readonly SocialEventType[]): void {
    for (const type of types) this.watched.add(type);
  }

  /** Drops the replies `event` makes stale, and stops renders in flight from keeping theirs; other events change nothing. */
  forget(event: SocialEvent): void {
    if (!this.watched.has(event.type)) return;
    this.generation += 1;
    for (const [key, entry] of this.entries) if (entry.changedBy.has(event.type)) this.entries.delete(key);
  }
}
