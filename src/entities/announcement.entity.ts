import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** A notice the admins show every user between two optional dates (Pleroma's and Mastodon's announcement). */
@Entity({ tableName: 'announcements' })
export class Announcement {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** The text as the admin wrote it (plain text; rendered to HTML when read). */
  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'datetime', nullable: true })
  startsAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  endsAt: Date | null = null;

  /** The dates are whole days (clients show no time). */
  @Property({ type: 'boolean', default: false })
  allDay: Opt<boolean> = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Opt<Date> = new Date();
}

/** What a user's mark on an announcement holds (a dismissal, a reaction): the user and the announcement. */
@Entity({ abstract: true })
export abstract class AnnouncementMark {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne(() => Announcement, { ref: true, deleteRule: 'cascade', index: true })
  announcement!: Ref<Announcement>;
}

/** A user has dismissed (read) an announcement. */
@Entity({ tableName: 'announcement_reads' })
@Unique({ properties: ['user', 'announcement'] })
export class AnnouncementRead extends AnnouncementMark {}

/** A user's reaction to an announcement: one unicode emoji or a local custom emoji's shortcode. */
@Entity({ tableName: 'announcement_reactions' })
@Unique({ properties: ['user', 'announcement', 'name'] })
export class AnnouncementReaction extends AnnouncementMark {
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
