import type { MediaType } from '../../entities/index.js';
import { MAX_ATTACHMENTS } from '../../media/media.service.js';
import type { RemoteMedia } from '../../statuses/status.service.js';
import type { NoteAttachment } from '../objects/note.js';

/**
 * A remote Note's attachments as the media of its status: links to the files on their server (nothing is
 * downloaded; the media proxy fetches them when it is on). Pure: tested through the federation tests.
 * As Mastodon, at most MAX_ATTACHMENTS (4) are kept, the first valid ones in the Note's order; an attachment
 * without an http(s) URL, or with one longer than MAX_URL, is dropped.
 */

/** Longest attachment URL kept (longer ones are dropped, not cut). */
export const MAX_URL = 2048;
/** Longest alt text kept, as Pleroma's default `description_limit`; a longer one is cut. */
export const MAX_DESCRIPTION = 5000;
/** Largest width or height believed. */
const MAX_DIMENSION = 100_000;

const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

function mediaTypeOf(mimeType: string): MediaType {
  const top = mimeType.split('/')[0];
  return top === 'image' || top === 'video' || top === 'audio' ? top : 'unknown';
}

const dimension = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= MAX_DIMENSION ? n : null;

function httpUrl(url: string): string | null {
  if (url.length > MAX_URL || !URL.canParse(url)) return null;
  const parsed = new URL(url);
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.username || parsed.password) return null;
  return parsed.href.length > MAX_URL ? null : parsed.href;
}

/** The media of a remote status: its attachments validated, bounded and typed by their mediaType. */
export function remoteMediaOf(attachments: NoteAttachment[]): RemoteMedia[] {
  const out: RemoteMedia[] = [];
  for (const a of attachments) {
    if (out.length >= MAX_ATTACHMENTS) break;
    const remoteUrl = httpUrl(a.url);
    if (!remoteUrl) continue;
    const declared = a.mediaType?.trim().toLowerCase() ?? '';
    const mimeType = MIME.test(declared) ? declared : 'application/octet-stream';
    const description = a.description?.replace(/\0/g, '').trim().slice(0, MAX_DESCRIPTION) || null;
    const width = dimension(a.width);
    const height = dimension(a.height);
    out.push({
      remoteUrl,
      type: mediaTypeOf(mimeType),
      mimeType,
      description,
      meta: width && height ? { original: { width, height, size: `${width}x${height}`, aspect: width / height } } : {},
    });
  }
  return out;
}
