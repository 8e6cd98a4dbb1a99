import type { Readable } from 'node:stream';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors.js';

/** The largest zone file accepted: 1 MiB. */
export const MAX_ZONE_BYTES = 1024 * 1024;

/** What graphql-upload-minimal (and the REST adapter's multipart parser) hand a resolver for each file. */
export interface FileUpload {
  filename: string;
  mimetype: string;
  encoding: string;
  createReadStream(): Readable;
}

export interface TextUpload {
  filename: string;
  bytes: Buffer;
  text: string;
}

/** `text/plain`, with or without parameters (`text/plain; charset=utf-8`). */
function isTextPlain(mimetype: string): boolean {
  return mimetype.split(';')[0].trim().toLowerCase() === 'text/plain';
}

/**
 * Reads an uploaded file, stopping as soon as it passes `maxBytes` (413). It must be declared text/plain and
 * be text: UTF-8 without NUL bytes (415).
 */
export async function readTextUpload(upload: FileUpload, maxBytes = MAX_ZONE_BYTES): Promise<TextUpload> {
  const stream = upload.createReadStream();
  if (!isTextPlain(upload.mimetype ?? '')) {
    stream.resume();
    throw new UnsupportedMediaTypeError(`file: content type must be text/plain, not ${upload.mimetype || 'unknown'}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      throw new PayloadTooLargeError(`file: larger than the limit of ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  // busboy cuts a file at its own limit and marks the stream truncated
  if ((stream as Readable & { truncated?: boolean }).truncated) throw new PayloadTooLargeError(`file: larger than the limit of ${maxBytes} bytes`);
  const bytes = Buffer.concat(chunks);
  if (bytes.includes(0)) throw new UnsupportedMediaTypeError('file: is not text (it contains NUL bytes)');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UnsupportedMediaTypeError('file: is not valid UTF-8 text');
  }
  return { filename: upload.filename ?? '', bytes, text };
}
