import type { EntityManager } from '@mikro-orm/postgresql';
import {
  findUserByEmail,
  MIN_PASSWORD_LENGTH,
  PROFILE_LIMITS,
  setPassword,
  TAKEN,
} from '../accounts/account.service.js';
import { avatarUrl, fieldsHtml, headerUrl } from '../accounts/account.presenter.js';
import { FIELD_LIMITS } from '../accounts/profile.service.js';
import type { AppConfig } from '../config.js';
import type { User } from '../entities/index.js';
import { logModerationAction, mention } from '../moderation-log/moderation-log.service.js';
import { logSubject, userByNickname } from './admin-user.service.js';

/** An account's settings as GET /users/:nickname/credentials shows them (the spec's field names). */
export function credentialsOf(config: AppConfig, user: User) {
  return {
    id: user.id,
    nickname: user.nickname,
    email: user.email,
    name: user.displayName ?? user.nickname,
    bio: user.bio,
    avatar: avatarUrl(config, user),
    banner: headerUrl(config, user),
    background: user.backgroundUrl,
    actorType: user.actorType,
    locked: user.locked,
    discoverable: user.discoverable,
    noRichText: user.noRichText,
    defaultScope: user.defaultScope,
    hideFollows: user.hideFollows,
    hideFollowers: user.hideFollowers,
    hideFollowsCount: user.hideFollowsCount,
    hideFollowersCount: user.hideFollowersCount,
    hideFavourites: user.hideFavourites,
    allowFollowingMove: user.allowFollowingMove,
    showRole: user.showRole,
    skipThreadContainment: user.skipThreadContainment,
    settingsStore: user.settingsStore,
    fields: fieldsHtml(user.rawFields),
    rawFields: user.rawFields,
  };
}

const FLAGS = [
  'locked',
  'discoverable',
  'noRichText',
  'hideFollows',
  'hideFollowers',
  'hideFollowsCount',
  'hideFollowersCount',
  'hideFavourites',
  'allowFollowingMove',
  'showRole',
  'skipThreadContainment',
] as const;

/** The changes PATCH /users/:nickname/credentials may make; absent ones stay as they are. */
export type CredentialsChanges = { [K in (typeof FLAGS)[number]]?: boolean | null } & {
  email?: string | null;
  password?: string | null;
  name?: string | null;
  bio?: string | null;
  /** Image URLs; an empty string goes back to the default. */
  avatar?: string | null;
  banner?: string | null;
  background?: string | null;
  defaultScope?: string | null;
  actorType?: string | null;
  fields?: Array<{ name: string; value: string }> | null;
};

/** Problems by field (the REST names), one message each, as Pleroma's admin update reports them. */
export type CredentialsErrors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const VISIBILITIES = ['public', 'unlisted', 'private', 'direct'];
const ACTOR_TYPES = ['Person', 'Service'];
const isImageUrl = (value: string) => value === '' || /^https?:\/\/\S+$/i.test(value);

async function credentialsErrors(em: EntityManager, user: User, c: CredentialsChanges): Promise<CredentialsErrors> {
  const errors: CredentialsErrors = {};
  if (c.email != null) {
    if (!EMAIL.test(c.email)) errors.email = 'has invalid format';
    else {
      const owner = await findUserByEmail(em, c.email);
      if (owner && owner.id !== user.id) errors.email = TAKEN;
    }
  }
  if (c.password != null && c.password.length < MIN_PASSWORD_LENGTH)
    errors.password = `should be at least ${MIN_PASSWORD_LENGTH} character(s)`;
  if (c.name != null && c.name.length > PROFILE_LIMITS.name)
    errors.name = `should be at most ${PROFILE_LIMITS.name} character(s)`;
  if (c.bio != null && c.bio.length > PROFILE_LIMITS.bio)
    errors.bio = `should be at most ${PROFILE_LIMITS.bio} character(s)`;
  if (c.defaultScope != null && !VISIBILITIES.includes(c.defaultScope)) errors.default_scope = 'is invalid';
  if (c.actorType != null && !ACTOR_TYPES.includes(c.actorType)) errors.actor_type = 'is invalid';
  for (const image of ['avatar', 'banner', 'background'] as const) {
    if (c[image] != null && !isImageUrl(c[image]!)) errors[image] = 'is invalid';
  }
  if (
    c.fields &&
    (c.fields.length > FIELD_LIMITS.count ||
      c.fields.some((f) => f.name.length > FIELD_LIMITS.name || f.value.length > FIELD_LIMITS.value))
  ) {
    errors.fields = 'is invalid';
  }
  return errors;
}

/**
 * Changes an account's settings as an admin. Every change is checked first; with any problem nothing changes and
 * the problems come back. A new password revokes the account's credentials and, as in Pleroma, the user must
 * reset it before logging in again. The CLI's changes (no admin) are not in the moderation log.
 */
export async function updateCredentials(
  em: EntityManager,
  admin: User | null,
  nickname: string,
  c: CredentialsChanges,
): Promise<CredentialsErrors | null> {
  const user = await userByNickname(em, nickname);
  const errors = await credentialsErrors(em, user, c);
  if (Object.keys(errors).length) return errors;
  if (c.email != null) user.email = c.email;
  if (c.name != null) user.displayName = c.name || null;
  if (c.bio != null) user.bio = c.bio;
  if (c.avatar != null) user.avatarUrl = c.avatar || null;
  if (c.banner != null) user.headerUrl = c.banner || null;
  if (c.background != null) user.backgroundUrl = c.background || null;
  if (c.defaultScope != null) user.defaultScope = c.defaultScope;
  if (c.actorType != null) user.actorType = c.actorType;
  if (c.fields)
    user.rawFields = c.fields
      .map((f) => ({ name: f.name.trim(), value: f.value.trim() }))
      .filter((f) => f.name || f.value);
  for (const flag of FLAGS) {
    const value = c[flag];
    if (value != null) user[flag] = value;
  }
  if (admin)
    logModerationAction(
      em,
      admin,
      'updated_users',
      { subject: [logSubject(user)] },
      `${mention(admin)} updated users: ${mention(user)}`,
    );
  if (c.password != null) {
    await setPassword(em, user, c.password);
    user.passwordResetPending = true;
    if (admin)
      logModerationAction(
        em,
        admin,
        'force_password_reset',
        { subject: [logSubject(user)] },
        `${mention(admin)} forced password reset for users: ${mention(user)}`,
      );
  }
  await em.flush();
  return null;
}
