import type { Readable } from 'node:stream';
import { PayloadTooLargeError } from './errors.js';

/** What graphql-upload-minimal (and the REST adapter's multipart parser) hand a resolver for each file. */
export interface FileUpload {
  filename: string;
  mimetype: string;
  encoding: string;
  createReadStream(): Readable;
}

/**
 * Reads an uploaded file into memory, stopping as soon as it passes `maxBytes` (413). A stream that a
 * multipart parser already cut at its own limit (marked `truncated`) is too large as well.
 */
export async function readUpload(upload: FileUpload, maxBytes: number, param = 'file'): Promise<Buffer> {
  const stream = upload.createReadStream();
  const tooLarge = () => new PayloadTooLargeError(`${param}: larger than the limit of ${maxBytes} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge();
  return Buffer.concat(chunks);
}
