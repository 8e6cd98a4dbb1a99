import { Entity, Property, Unique, type Opt } from '@mikro-orm/core';
import { StatusMark } from './status-mark.base.js';

/** Pleroma's emoji reaction: one unicode emoji (or custom shortcode) per user, status and emoji. */
@Entity({ tableName: 'emoji_reactions' })
@Unique({ properties: ['user', 'status', 'emoji'] })
export class EmojiReaction extends StatusMark {
  @Property({ type: 'text' })
  emoji!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
