import { isUtf8 } from 'node:buffer';
import { UnsupportedMediaTypeError } from '../core/errors.js';
import { readUpload, type FileUpload } from '../core/uploads.js';

export type { FileUpload } from '../core/uploads.js';

/** The largest zone file accepted: 1 MiB. */
export const MAX_ZONE_BYTES = 1024 * 1024;

export interface TextUpload {
  filename: string;
  bytes: Buffer;
}

/** `text/plain`, with or without parameters (`text/plain; charset=utf-8`). */
function isTextPlain(mimetype: string): boolean {
  return mimetype.split(';')[0].trim().toLowerCase() === 'text/plain';
}

/**
 * Reads an uploaded file, stopping as soon as it passes `maxBytes` (413). It must be declared text/plain and
 * be UTF-8 (415). NUL bytes pass: a zone file may hold any byte in a quoted string, as BIND reads it (the
 * parser refuses one outside a quoted string, and prints them as \000).
 */
export async function readTextUpload(upload: FileUpload, maxBytes = MAX_ZONE_BYTES): Promise<TextUpload> {
  if (!isTextPlain(upload.mimetype ?? '')) {
    upload.createReadStream().resume();
    throw new UnsupportedMediaTypeError(`file: content type must be text/plain, not ${upload.mimetype || 'unknown'}`);
  }
  const bytes = await readUpload(upload, maxBytes);
  if (!isUtf8(bytes)) throw new UnsupportedMediaTypeError('file: is not valid UTF-8 text');
  return { filename: upload.filename ?? '', bytes };
}
