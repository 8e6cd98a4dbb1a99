import { ArrayType, Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';

/**
 * A local or remote account. Nicknames are unique case-insensitively (expression index on lower(nickname));
 * e-mail addresses likewise. `credentialsVersion` grows whenever the password changes, so sessions and
 * JWTs issued before the change stop working.
 */
@Entity({ tableName: 'users' })
@Index({
  name: 'users_nickname_lower_unique',
  expression: 'create unique index "users_nickname_lower_unique" on "users" (lower("nickname"))',
})
@Index({
  name: 'users_email_lower_unique',
  expression: 'create unique index "users_email_lower_unique" on "users" (lower("email"))',
})
export class User {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  nickname!: string;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Property({ type: 'text', nullable: true, hidden: true, lazy: true })
  passwordHash: string | null = null;

  @Property({ type: 'integer', default: 1 })
  credentialsVersion: Opt<number> = 1;

  @Property({ type: 'text', nullable: true })
  displayName: string | null = null;

  @Property({ type: 'text', default: '' })
  bio: Opt<string> = '';

  @Property({ type: 'boolean', default: false })
  isAdmin: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  isModerator: Opt<boolean> = false;

  @Property({ type: 'boolean', default: true })
  local: Opt<boolean> = true;

  @Property({ type: 'boolean', default: false })
  deactivated: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  approvalPending: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  confirmationPending: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  passwordResetPending: Opt<boolean> = false;

  @Property({ type: 'text', nullable: true })
  registrationReason: string | null = null;

  @Property({ type: 'text', nullable: true })
  locale: string | null = null;

  @Property({ type: ArrayType, default: '{}' })
  tags: Opt<string[]> = [];

  @Property({ type: 'text', default: 'Person' })
  actorType: Opt<string> = 'Person';

  // Profile settings the account entity and the admin credentials API expose.
  @Property({ type: 'boolean', default: false })
  locked: Opt<boolean> = false;

  @Property({ type: 'boolean', default: true })
  discoverable: Opt<boolean> = true;

  @Property({ type: 'boolean', default: false })
  hideFollowers: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  hideFollows: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  hideFollowersCount: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  hideFollowsCount: Opt<boolean> = false;

  /** Pleroma's `hide_favorites` (its column keeps that name). */
  @Property({ type: 'boolean', default: true, fieldName: 'hide_favorites' })
  hideFavourites: Opt<boolean> = true;

  @Property({ type: 'boolean', default: false })
  noRichText: Opt<boolean> = false;

  @Property({ type: 'boolean', default: true })
  showRole: Opt<boolean> = true;

  @Property({ type: 'boolean', default: false })
  skipThreadContainment: Opt<boolean> = false;

  @Property({ type: 'boolean', default: true })
  allowFollowingMove: Opt<boolean> = true;

  @Property({ type: 'text', default: 'public' })
  defaultScope: Opt<string> = 'public';

  /** Whether new statuses are marked sensitive by default (Mastodon's source.sensitive). */
  @Property({ type: 'boolean', default: false })
  defaultSensitive: Opt<boolean> = false;

  /** Profile metadata fields as the user typed them: [{name, value}]. */
  @Property({ type: 'json', default: '[]' })
  rawFields: Opt<Array<{ name: string; value: string }>> = [];

  @Property({ type: 'text', nullable: true })
  avatarUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  headerUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  backgroundUrl: string | null = null;

  // Multi-factor authentication (src/mfa): the TOTP secret sealed with the server's SecretBox, a secret set up
  // but not yet confirmed, backup codes as digests, and the last TOTP time step accepted (no code twice).
  @Property({ type: 'boolean', default: false })
  mfaEnabled: Opt<boolean> = false;

  @Property({ type: 'text', nullable: true, hidden: true, lazy: true })
  mfaTotpSecretSealed: string | null = null;

  @Property({ type: 'text', nullable: true, hidden: true, lazy: true })
  mfaPendingSecretSealed: string | null = null;

  @Property({ type: ArrayType, default: '{}', hidden: true, lazy: true })
  mfaBackupCodeHashes: Opt<string[]> = [];

  @Property({ type: 'integer', nullable: true, hidden: true })
  mfaLastStep: number | null = null;

  /** Pleroma's notification_settings: no notifications from accounts the user does not follow. */
  @Property({ type: 'boolean', default: false })
  blockFromStrangers: Opt<boolean> = false;

  /** Pleroma's notification_settings: push notifications carry no contents. */
  @Property({ type: 'boolean', default: false })
  hideNotificationContents: Opt<boolean> = false;

  /** The mascot the front-end shows (Pleroma's user.mascot): a media attachment's JSON, or null for the default. */
  @Property({ type: 'json', nullable: true })
  mascot: { id: string; url: string; type: string; mimeType: string } | null = null;

  /** Front-end settings, stored per front-end name (Pleroma's pleroma_settings_store). */
  @Property({ type: 'json', default: '{}' })
  settingsStore: Opt<Record<string, unknown>> = {};

  // A remote account (local = false): its ActivityPub actor id, where to deliver to it, and its profile page.
  @Property({ type: 'text', nullable: true, unique: true })
  apId: string | null = null;

  @Property({ type: 'text', nullable: true })
  inboxUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  sharedInboxUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  profileUrl: string | null = null;

  /** Actor ids of the account's other accounts (ActivityPub `alsoKnownAs`; Pleroma's aliases). */
  @Property({ type: ArrayType, default: '{}' })
  alsoKnownAs: Opt<string[]> = [];

  /** The account this one moved to (a `Move`; Mastodon's `moved`), or null. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  movedTo: Ref<User> | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
