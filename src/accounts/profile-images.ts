import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import type { AppConfig } from '../config.js';
import { BadInputError, UnsupportedMediaTypeError } from '../core/errors.js';
import { sniffMediaType } from '../media/sniff.js';
import { readUpload, type FileUpload } from '../core/uploads.js';

/** The URL path avatars and headers are served under, and the folder they live in. */
export const PROFILE_IMAGE_PATH = '/media/avatars';

export function profileImageDir(config: AppConfig): string {
  return join(config.dataDir, 'uploads', 'avatars');
}

/**
 * Stores an uploaded avatar, header, background or mascot (an image by its first bytes, whatever its declared
 * type; at most `maxBytes`) under a fresh random name and returns its public URL.
 */
export async function storeProfileImage(
  config: AppConfig,
  upload: FileUpload,
  field: string,
  maxBytes: number,
): Promise<string> {
  return (await storeImage(config, upload, field, maxBytes)).url;
}

/** storeProfileImage, also telling the image's type (as its bytes say). */
export async function storeImage(
  config: AppConfig,
  upload: FileUpload,
  field: string,
  maxBytes: number,
): Promise<{ url: string; mimeType: string }> {
  const bytes = await readUpload(upload, maxBytes, field);
  const type = sniffMediaType(bytes);
  if (type.type !== 'image')
    throw new UnsupportedMediaTypeError(`${field}: must be an image (PNG, JPEG, GIF, WebP or AVIF)`);
  const dir = profileImageDir(config);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
  await writeFile(join(dir, `.${name}.tmp`), bytes);
  await rename(join(dir, `.${name}.tmp`), join(dir, name));
  return { url: `${config.publicUrl}${PROFILE_IMAGE_PATH}/${name}`, mimeType: type.mimeType };
}

/**
 * A `data:<type>;base64,<bytes>` URL (as Pleroma's update_avatar takes) read as an uploaded file; its declared
 * type is ignored, the bytes decide. BAD_USER_INPUT for anything else.
 */
export function dataUrlUpload(value: string, field: string): FileUpload {
  const match = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/.exec(value);
  if (!match) throw new BadInputError(`${field}: must be an image file or a base64 data: URL`);
  const bytes = Buffer.from(match[1], 'base64');
  return {
    filename: field,
    mimetype: 'application/octet-stream',
    encoding: '7bit',
    createReadStream: () => Readable.from([bytes]),
  };
}

/** Deletes a stored image the URL points to; URLs of other places are left alone. */
export async function removeProfileImage(config: AppConfig, url: string | null): Promise<void> {
  const prefix = `${config.publicUrl}${PROFILE_IMAGE_PATH}/`;
  if (!url?.startsWith(prefix)) return;
  await unlink(join(profileImageDir(config), basename(url.slice(prefix.length)))).catch(() => {});
}
