import { ArrayType, Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { OAuthApp } from './oauth-app.entity.js';
import { StatusContext } from './status-context.entity.js';
import { User } from './user.entity.js';

export type Visibility = 'public' | 'unlisted' | 'private' | 'direct';

/**
 * A status, or a reblog (a status whose `reblogOf` is set and which has no text of its own).
 * `recipientIds` are the accounts it is addressed to (its mentions, and for a conversation reply the
 * conversation's recipients): with the author and, for private statuses, the author's followers, the
 * only ones who may see a private or direct status.
 */
@Entity({ tableName: 'statuses' })
@Index({
  name: 'statuses_recipient_ids_gin',
  expression: 'create index "statuses_recipient_ids_gin" on "statuses" using gin ("recipient_ids")',
})
@Index({ name: 'statuses_tags_gin', expression: 'create index "statuses_tags_gin" on "statuses" using gin ("tags")' })
// Full-text search over the content warning and the text (see src/search/search.service.ts: same expression).
@Index({
  name: 'statuses_text_search',
  expression: `create index "statuses_text_search" on "statuses" using gin (to_tsvector('simple', "spoiler_text" || ' ' || "text"))`,
})
export class Status {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  account!: Ref<User>;

  /** The text as written (source); `content` is its sanitised HTML. */
  @Property({ type: 'text', default: '' })
  text: Opt<string> = '';

  @Property({ type: 'text', default: '' })
  content: Opt<string> = '';

  @Property({ type: 'text', default: '' })
  spoilerText: Opt<string> = '';

  @Property({ type: 'text', default: 'public' })
  visibility: Opt<Visibility> = 'public';

  @Property({ type: 'boolean', default: false })
  sensitive: Opt<boolean> = false;

  @Property({ type: 'text', nullable: true })
  language: string | null = null;

  @ManyToOne(() => Status, { ref: true, nullable: true, deleteRule: 'set null', index: true })
  inReplyTo: Ref<Status> | null = null;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  inReplyToAccount: Ref<User> | null = null;

  @ManyToOne(() => Status, { ref: true, nullable: true, deleteRule: 'cascade', index: true })
  reblogOf: Ref<Status> | null = null;

  @ManyToOne(() => StatusContext, { ref: true, index: true })
  context!: Ref<StatusContext>;

  @ManyToOne(() => OAuthApp, { ref: true, nullable: true, deleteRule: 'set null' })
  application: Ref<OAuthApp> | null = null;

  /** Accounts mentioned with @nickname, in order of appearance. */
  @Property({ type: new ArrayType<number>((i) => Number(i)), default: '{}', columnType: 'int[]' })
  mentionIds: Opt<number[]> = [];

  @Property({ type: new ArrayType<number>((i) => Number(i)), default: '{}', columnType: 'int[]' })
  recipientIds: Opt<number[]> = [];

  /** Hashtags, lower-case, without '#'. */
  @Property({ type: ArrayType, default: '{}' })
  tags: Opt<string[]> = [];

  @Property({ type: 'boolean', default: true })
  local: Opt<boolean> = true;

  @Property({ type: 'datetime', defaultRaw: 'now()', index: true })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  editedAt: Date | null = null;

  /** A remote status (local = false): its ActivityPub object id and the page it links to. */
  @Property({ type: 'text', nullable: true, unique: true })
  apId: string | null = null;

  @Property({ type: 'text', nullable: true })
  url: string | null = null;

  /** When its author pinned it to their profile (null: not pinned). */
  @Property({ type: 'datetime', nullable: true })
  pinnedAt: Date | null = null;
}
