import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config.js';
import type { User, Visibility } from '../entities/index.js';
import { BadInputError, PayloadTooLargeError } from '../core/errors.js';
import { accountUpdated } from '../events/publish.js';
import { getSettings } from '../settings/settings.service.js';
import type { FileUpload } from '../core/uploads.js';
import { removeProfileImage, storeProfileImage } from './profile-images.js';
import { PROFILE_LIMITS } from './account.service.js';

/** Pleroma's limits on profile fields (max_account_fields, account_field_name_length, account_field_value_length). */
export const FIELD_LIMITS = { count: 10, name: 255, value: 2048 };
/** Largest pleroma_settings_store update, as JSON text (Pleroma sets none; its front-end stores a few KB). */
export const SETTINGS_STORE_LIMIT = 100_000;
const ACTOR_TYPES = ['Person', 'Service'];

/** The settings PATCH /api/v1/accounts/update_credentials may change; absent ones stay as they are. */
export interface ProfileChanges {
  displayName?: string | null;
  note?: string | null;
  locked?: boolean | null;
  bot?: boolean | null;
  actorType?: string | null;
  discoverable?: boolean | null;
  fields?: Array<{ name: string; value: string }> | null;
  defaultScope?: Visibility | null;
  defaultSensitive?: boolean | null;
  hideFollowers?: boolean | null;
  hideFollows?: boolean | null;
  hideFollowersCount?: boolean | null;
  hideFollowsCount?: boolean | null;
  hideFavourites?: boolean | null;
  noRichText?: boolean | null;
  showRole?: boolean | null;
  skipThreadContainment?: boolean | null;
  allowFollowingMove?: boolean | null;
  /** Front-end settings by front-end name; each given front-end's object replaces the stored one. */
  settingsStore?: Record<string, unknown> | null;
  removeAvatar?: boolean | null;
  removeHeader?: boolean | null;
}

export interface ProfileImages {
  avatar?: FileUpload | null;
  header?: FileUpload | null;
}

const FLAGS = [
  'locked',
  'discoverable',
  'defaultSensitive',
  'hideFollowers',
  'hideFollows',
  'hideFollowersCount',
  'hideFollowsCount',
  'hideFavourites',
  'noRichText',
  'showRole',
  'skipThreadContainment',
  'allowFollowingMove',
] as const;

/** Checks every change first (Pleroma's statuses and words), so a refused update changes nothing. */
function validate(changes: ProfileChanges): void {
  if (changes.displayName != null && changes.displayName.length > PROFILE_LIMITS.name)
    throw new PayloadTooLargeError('Name is too long');
  if (changes.note != null && changes.note.length > PROFILE_LIMITS.bio)
    throw new PayloadTooLargeError('Bio is too long');
  if (changes.fields) {
    if (changes.fields.length > FIELD_LIMITS.count) throw new PayloadTooLargeError('Too many field entries');
    if (changes.fields.some((f) => f.name.length > FIELD_LIMITS.name || f.value.length > FIELD_LIMITS.value)) {
      throw new PayloadTooLargeError('One or more field entries are too long');
    }
  }
  if (changes.settingsStore && JSON.stringify(changes.settingsStore).length > SETTINGS_STORE_LIMIT) {
    throw new PayloadTooLargeError(`pleroma_settings_store: at most ${SETTINGS_STORE_LIMIT} characters of JSON`);
  }
  if (changes.actorType != null && !ACTOR_TYPES.includes(changes.actorType))
    throw new BadInputError(`actor_type: must be one of ${ACTOR_TYPES.join(', ')}`);
}

/**
 * Applies a profile update (PATCH /api/v1/accounts/update_credentials). `bot` sets the actor type (Service or
 * Person) unless `actor_type` is given too; fields left entirely blank are dropped; new images replace the
 * stored ones, whose files are deleted. As Pleroma does, every update is announced (federation sends an Update
 * of the actor).
 */
export async function updateProfile(
  em: EntityManager,
  config: AppConfig,
  user: User,
  changes: ProfileChanges,
  images: ProfileImages = {},
): Promise<User> {
  const fields = changes.fields
    ?.map((f) => ({ name: f.name.trim(), value: f.value.trim() }))
    .filter((f) => f.name || f.value);
  validate({ ...changes, fields });
  const limits = await getSettings(em, 'instance');
  const avatar = images.avatar
    ? await storeProfileImage(config, images.avatar, 'avatar', limits.avatar_upload_limit)
    : null;
  let header: string | null;
  try {
    header = images.header
      ? await storeProfileImage(config, images.header, 'header', limits.banner_upload_limit)
      : null;
  } catch (err) {
    await removeProfileImage(config, avatar);
    throw err;
  }

  if (changes.displayName != null) user.displayName = changes.displayName || null;
  if (changes.note != null) user.bio = changes.note;
  if (fields) user.rawFields = fields;
  if (changes.defaultScope != null) user.defaultScope = changes.defaultScope;
  if (changes.bot != null) user.actorType = changes.bot ? 'Service' : 'Person';
  if (changes.actorType != null) user.actorType = changes.actorType;
  for (const flag of FLAGS) {
    const value = changes[flag];
    if (value != null) user[flag] = value;
  }
  if (changes.settingsStore) user.settingsStore = { ...user.settingsStore, ...changes.settingsStore };
  const replaced: Array<string | null> = [];
  if (avatar || changes.removeAvatar) {
    replaced.push(user.avatarUrl);
    user.avatarUrl = avatar;
  }
  if (header || changes.removeHeader) {
    replaced.push(user.headerUrl);
    user.headerUrl = header;
  }
  await em.flush();
  for (const url of replaced) await removeProfileImage(config, url);
  accountUpdated(em, user.id);
  return user;
}
