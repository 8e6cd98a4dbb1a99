import type { MediaType } from '../entities/index.js';

export interface SniffedType {
  type: MediaType;
  mimeType: string;
  /** The extension of the stored file; /media serves it with `mimeType`. */
  extension: string;
}

const UNKNOWN: SniffedType = { type: 'unknown', mimeType: 'application/octet-stream', extension: 'bin' };

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** ISO base media (MP4, QuickTime, M4A, AVIF/HEIC): by the major brand of the `ftyp` box. */
function isoMedia(bytes: Buffer): SniffedType | null {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const brand = ascii(bytes, 8, 12);
  if (brand === 'avif' || brand === 'avis') return { type: 'image', mimeType: 'image/avif', extension: 'avif' };
  if (brand === 'M4A ' || brand === 'M4B ') return { type: 'audio', mimeType: 'audio/mp4', extension: 'm4a' };
  if (brand === 'qt  ') return { type: 'video', mimeType: 'video/quicktime', extension: 'mov' };
  return { type: 'video', mimeType: 'video/mp4', extension: 'mp4' };
}

/** Ogg: video when the first stream is Theora, audio otherwise (Vorbis, Opus, FLAC). */
function ogg(bytes: Buffer): SniffedType {
  return bytes.subarray(0, 64).includes('theora', 0, 'latin1')
    ? { type: 'video', mimeType: 'video/ogg', extension: 'ogv' }
    : { type: 'audio', mimeType: 'audio/ogg', extension: 'ogg' };
}

/** An MPEG audio frame header: 11 sync bits, a valid version and layer. */
function isMpegAudioFrame(bytes: Buffer): boolean {
  return (
    bytes.length >= 2 &&
    bytes[0] === 0xff &&
    (bytes[1] & 0xe0) === 0xe0 &&
    (bytes[1] & 0x18) !== 0x08 &&
    (bytes[1] & 0x06) !== 0
  );
}

/**
 * The type of an upload from its first bytes (magic numbers), never from what the client declared.
 * SVG and HTML are deliberately not recognised: served as images they could run scripts.
 */
export function sniffMediaType(bytes: Buffer): SniffedType {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { type: 'image', mimeType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'image', mimeType: 'image/jpeg', extension: 'jpg' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')
    return { type: 'image', mimeType: 'image/gif', extension: 'gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { type: 'image', mimeType: 'image/webp', extension: 'webp' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE')
    return { type: 'audio', mimeType: 'audio/wav', extension: 'wav' };
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { type: 'video', mimeType: 'video/webm', extension: 'webm' };
  if (ascii(bytes, 0, 4) === 'OggS') return ogg(bytes);
  if (ascii(bytes, 0, 4) === 'fLaC') return { type: 'audio', mimeType: 'audio/flac', extension: 'flac' };
  if (ascii(bytes, 0, 3) === 'ID3' || isMpegAudioFrame(bytes))
    return { type: 'audio', mimeType: 'audio/mpeg', extension: 'mp3' };
  return isoMedia(bytes) ?? UNKNOWN;
}

/** The content type /media serves a stored file with, from the extension the upload was given. */
export const MIME_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  ogv: 'video/ogg',
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  bin: 'application/octet-stream',
};

/** The pixel size of a PNG, GIF, JPEG or WebP image from its header; null when it cannot be read. */
export function imageSize(bytes: Buffer, mimeType: string): { width: number; height: number } | null {
  const size = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);
  try {
    switch (mimeType) {
      case 'image/png':
        return size(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
      case 'image/gif':
        return size(bytes.readUInt16LE(6), bytes.readUInt16LE(8));
      case 'image/webp':
        if (ascii(bytes, 12, 16) === 'VP8X') return size(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
        if (ascii(bytes, 12, 16) === 'VP8 ')
          return size(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
        return null;
      case 'image/jpeg':
        return jpegSize(bytes);
      default:
        return null;
    }
  } catch {
    return null; // a header shorter than it claims
  }
}

/** Walks the JPEG segments to the first start-of-frame marker, which holds the height and width. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1];
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = bytes.readUInt16BE(i + 5);
      const width = bytes.readUInt16BE(i + 7);
      return width && height ? { width, height } : null;
    }
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return null;
}
