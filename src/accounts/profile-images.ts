import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { AppConfig } from '../config.js';
import { UnsupportedMediaTypeError } from '../errors.js';
import { sniffMediaType } from '../media/sniff.js';
import { readUpload, type FileUpload } from '../uploads.js';

/** The URL path avatars and headers are served under, and the folder they live in. */
export const PROFILE_IMAGE_PATH = '/media/avatars';

export function profileImageDir(config: AppConfig): string {
  return join(config.dataDir, 'uploads', 'avatars');
}

/**
 * Stores an uploaded avatar or header (an image by its first bytes, whatever its declared type; at most
 * `maxBytes`) under a fresh random name and returns its public URL.
 */
export async function storeProfileImage(config: AppConfig, upload: FileUpload, field: string, maxBytes: number): Promise<string> {
  const bytes = await readUpload(upload, maxBytes, field);
  const type = sniffMediaType(bytes);
  if (type.type !== 'image') throw new UnsupportedMediaTypeError(`${field}: must be an image (PNG, JPEG, GIF, WebP or AVIF)`);
  const dir = profileImageDir(config);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
  await writeFile(join(dir, `.${name}.tmp`), bytes);
  await rename(join(dir, `.${name}.tmp`), join(dir, name));
  return `${config.publicUrl}${PROFILE_IMAGE_PATH}/${name}`;
}

/** Deletes a stored image the URL points to; URLs of other places are left alone. */
export async function removeProfileImage(config: AppConfig, url: string | null): Promise<void> {
  const prefix = `${config.publicUrl}${PROFILE_IMAGE_PATH}/`;
  if (!url?.startsWith(prefix)) return;
  await unlink(join(profileImageDir(config), basename(url.slice(prefix.length)))).catch(() => {});
}
