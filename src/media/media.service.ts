import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../config.js';
import { MediaAttachment, type User } from '../entities/index.js';
import { BadInputError, NotFoundError } from '../core/errors.js';
import { toId } from '../core/ids.js';
import { getSettings } from '../settings/settings.service.js';
import { readUpload, type FileUpload } from '../core/uploads.js';
import { imageSize, sniffMediaType } from './sniff.js';

/** At most this many attachments per status, as Mastodon allows. */
export const MAX_ATTACHMENTS = 4;

export function mediaDir(config: Pick<AppConfig, 'dataDir'>): string {
  return join(config.dataDir, 'uploads', 'media');
}

/** Where the file is: on this server, or for remote media on its own server. */
export function mediaUrl(config: Pick<AppConfig, 'publicUrl'>, media: MediaAttachment): string {
  return media.remoteUrl ?? `${config.publicUrl}/media/${media.fileName}`;
}

/** The instance's `upload_limit` in bytes. */
export async function uploadLimit(em: EntityManager): Promise<number> {
  return (await getSettings(em, 'instance')).upload_limit;
}

/** A focal point `"x,y"` with both coordinates in -1..1 (Mastodon's `focus`). */
export function parseFocus(focus: string): { x: number; y: number } {
  const parts = focus.split(',').map((p) => p.trim());
  const [x, y] = parts.map(Number);
  if (
    parts.length !== 2 ||
    parts.some((p) => p === '') ||
    ![x, y].every((n) => Number.isFinite(n) && n >= -1 && n <= 1)
  ) {
    throw new BadInputError('focus: must be two numbers between -1 and 1, as "x,y"');
  }
  return { x, y };
}

export interface MediaInput {
  description?: string | null;
  focus?: string | null;
}

function applyInput(media: MediaAttachment, input: MediaInput): void {
  if (input.description != null) media.description = input.description;
  if (input.focus != null && input.focus !== '') media.meta = { ...media.meta, focus: parseFocus(input.focus) };
}

/**
 * Stores an upload of at most `upload_limit` bytes (413 beyond) under a server-chosen name. Its type comes
 * from its first bytes, never from the name or the content type the client sent.
 */
export async function uploadMedia(
  em: EntityManager,
  config: AppConfig,
  user: User,
  file: FileUpload,
  input: MediaInput,
): Promise<MediaAttachment> {
  if (input.focus) parseFocus(input.focus);
  const bytes = await readUpload(file, await uploadLimit(em));
  if (!bytes.length) throw new BadInputError('file: is empty');
  const sniffed = sniffMediaType(bytes);
  const fileName = `${randomUUID()}.${sniffed.extension}`;
  const dir = mediaDir(config);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, fileName), bytes, { flag: 'wx', mode: 0o644 });
  const size = sniffed.type === 'image' ? imageSize(bytes, sniffed.mimeType) : null;
  const media = em.create(MediaAttachment, {
    account: user,
    type: sniffed.type,
    mimeType: sniffed.mimeType,
    fileName,
    size: bytes.length,
    meta: size
      ? {
          original: {
            width: size.width,
            height: size.height,
            size: `${size.width}x${size.height}`,
            aspect: size.width / size.height,
          },
        }
      : {},
  });
  applyInput(media, input);
  await em.flush();
  return media;
}

/** One of the caller's own uploads; 404 for anyone else's. */
export async function getOwnMedia(em: EntityManager, user: User, id: string): Promise<MediaAttachment> {
  const mediaId = toId(id);
  const media = mediaId ? await em.findOne(MediaAttachment, { id: mediaId, account: user }) : null;
  if (!media) throw new NotFoundError('Record not found');
  return media;
}

export async function updateMedia(
  em: EntityManager,
  user: User,
  id: string,
  input: MediaInput,
): Promise<MediaAttachment> {
  const media = await getOwnMedia(em, user, id);
  applyInput(media, input);
  await em.flush();
  return media;
}
