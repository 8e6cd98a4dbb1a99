import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config.js';
import type { User } from '../entities/index.js';
import { getSettings } from '../settings/settings.service.js';
import type { FileUpload } from '../core/uploads.js';
import { dataUrlUpload, removeProfileImage, storeImage } from './profile-images.js';

export type ProfileImageKind = 'avatar' | 'banner' | 'background';

const COLUMN = { avatar: 'avatarUrl', banner: 'headerUrl', background: 'backgroundUrl' } as const;
const LIMIT = {
  avatar: 'avatar_upload_limit',
  banner: 'banner_upload_limit',
  background: 'background_upload_limit',
} as const;

/** An uploaded file, or a data: URL given as text; null (or empty text) clears the image. */
export type ImageInput = { file?: FileUpload | null; text?: string | null };

/**
 * Sets or clears one of the caller's profile images (Pleroma's update_avatar, update_banner,
 * update_background): the image is checked by its bytes and the instance's size limit for that kind; the file
 * it replaces is deleted. Returns the new URL, or null when cleared.
 */
export async function setProfileImage(
  em: EntityManager,
  config: AppConfig,
  user: User,
  kind: ProfileImageKind,
  input: ImageInput,
): Promise<string | null> {
  const upload = input.file ?? (input.text ? dataUrlUpload(input.text, kind === 'banner' ? 'banner' : 'img') : null);
  const limits = await getSettings(em, 'instance');
  const url = upload
    ? (await storeImage(config, upload, kind === 'banner' ? 'banner' : 'img', limits[LIMIT[kind]])).url
    : null;
  const old = user[COLUMN[kind]];
  user[COLUMN[kind]] = url;
  await em.flush();
  await removeProfileImage(config, old);
  return url;
}

export interface Mascot {
  id: string;
  url: string;
  type: string;
  mimeType: string;
}

/** The mascot shown until the user uploads one (Pleroma's default-mascot). */
export function defaultMascot(config: AppConfig): Mascot {
  return { id: 'default-mascot', url: `${config.publicUrl}/images/mascot.png`, type: 'image', mimeType: 'image/png' };
}

export function mascotOf(config: AppConfig, user: User): Mascot {
  return user.mascot ?? defaultMascot(config);
}

/** Sets the caller's mascot: an image by its bytes (UNSUPPORTED_MEDIA_TYPE otherwise), within the upload limit. */
export async function setMascot(em: EntityManager, config: AppConfig, user: User, file: FileUpload): Promise<Mascot> {
  const { upload_limit } = await getSettings(em, 'instance');
  const { url, mimeType } = await storeImage(config, file, 'file', upload_limit);
  const old = user.mascot?.url ?? null;
  user.mascot = { id: url.slice(url.lastIndexOf('/') + 1).split('.')[0], url, type: 'image', mimeType };
  await em.flush();
  await removeProfileImage(config, old);
  return user.mascot;
}
