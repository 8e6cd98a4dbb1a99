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
  /** The settings' version the render read. */
  settings: number;
}

/** When a render began: the events seen and the settings' version loaded by then. */
export interface RenderStamp {
  generation: number;
  settings: number;
}

/**
 * Replies that are the same for every caller presenting no credentials (the instance's description), rendered
 * once and kept per process: for at most their age, and until an event says what they show changed (the event
 * comes from this process as it is published, from the others over the bus). A render begun before such an
 * event is not kept (`stamp`), so a change is never hidden by a reply read before it.
 *
 * Another instance's settings change arrives as an event before this process has reloaded its settings: a render
 * begun in between reads the old ones. So each reply also carries the settings' version it read
 * (`settingsVersion`, bumped when a reload completes), and one read under an older version is never served.
 */
export class SharedReplies {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every event that drops something: a render begun before one does not store what it read. */
  private generation = 0;

  constructor(private readonly settingsVersion: () => number = () => 0) {}

  /** The stamp to hand back to `set` with what a render begun now produces. */
  get stamp(): RenderStamp {
    return { generation: this.generation, settings: this.settingsVersion() };
  }

  get(key: string, now = Date.now()): SharedReply | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now && entry.settings === this.settingsVersion()) return entry.reply;
    this.entries.delete(key);
    return undefined;
  }

  set(
    key: string,
    reply: SharedReply,
    rule: { maxAgeMs: number; changedBy: readonly SocialEventType[] },
    stamp: RenderStamp,
  ): void {
    if (stamp.generation !== this.generation) return;
    const entry = { reply, until: Date.now() + rule.maxAgeMs, changedBy: new Set(rule.changedBy) };
    this.entries.set(key, { ...entry, settings: stamp.settings });
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
