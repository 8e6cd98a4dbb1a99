import { describe, expect, it } from '@jest/globals';
import { imageSize, sniffMediaType } from '../../../src/media/sniff.js';

const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const pad = (b: Buffer) => Buffer.concat([b, Buffer.alloc(32)]);

export const SAMPLES = {
  png: pad(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR', [0, 0, 0, 3, 0, 0, 0, 2])),
  jpeg: pad(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 5, 0, 6])),
  gif: pad(bytes('GIF89a', [4, 0, 3, 0])),
  webp: pad(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8X', [10, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 4, 0, 0])),
  mp4: pad(bytes([0, 0, 0, 24], 'ftypisom')),
  mov: pad(bytes([0, 0, 0, 20], 'ftypqt  ')),
  m4a: pad(bytes([0, 0, 0, 24], 'ftypM4A ')),
  webm: pad(bytes([0x1a, 0x45, 0xdf, 0xa3])),
  oggVorbis: pad(bytes('OggS', [0, 2], '\x01vorbis')),
  oggTheora: pad(bytes('OggS', [0, 2], '\x80theora')),
  mp3Id3: pad(bytes('ID3', [4, 0])),
  mp3Frame: pad(bytes([0xff, 0xfb, 0x90, 0x64])),
  wav: pad(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')),
  flac: pad(bytes('fLaC')),
};

describe('sniffMediaType', () => {
  it('recognises images, video and audio by their magic bytes', () => {
    const seen = Object.fromEntries(Object.entries(SAMPLES).map(([name, b]) => [name, sniffMediaType(b)]));
    expect(seen).toEqual({
      png: { type: 'image', mimeType: 'image/png', extension: 'png' },
      jpeg: { type: 'image', mimeType: 'image/jpeg', extension: 'jpg' },
      gif: { type: 'image', mimeType: 'image/gif', extension: 'gif' },
      webp: { type: 'image', mimeType: 'image/webp', extension: 'webp' },
      mp4: { type: 'video', mimeType: 'video/mp4', extension: 'mp4' },
      mov: { type: 'video', mimeType: 'video/quicktime', extension: 'mov' },
      m4a: { type: 'audio', mimeType: 'audio/mp4', extension: 'm4a' },
      webm: { type: 'video', mimeType: 'video/webm', extension: 'webm' },
      oggVorbis: { type: 'audio', mimeType: 'audio/ogg', extension: 'ogg' },
      oggTheora: { type: 'video', mimeType: 'video/ogg', extension: 'ogv' },
      mp3Id3: { type: 'audio', mimeType: 'audio/mpeg', extension: 'mp3' },
      mp3Frame: { type: 'audio', mimeType: 'audio/mpeg', extension: 'mp3' },
      wav: { type: 'audio', mimeType: 'audio/wav', extension: 'wav' },
      flac: { type: 'audio', mimeType: 'audio/flac', extension: 'flac' },
    });
  });

  it('calls text, HTML, SVG and empty files unknown', () => {
    for (const content of ['hello', '<html><script>alert(1)</script></html>', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', '']) {
      expect(sniffMediaType(Buffer.from(content))).toEqual({ type: 'unknown', mimeType: 'application/octet-stream', extension: 'bin' });
    }
  });
});

describe('imageSize', () => {
  it('reads the pixel size from PNG, GIF, JPEG and WebP headers', () => {
    expect(imageSize(SAMPLES.png, 'image/png')).toEqual({ width: 3, height: 2 });
    expect(imageSize(SAMPLES.gif, 'image/gif')).toEqual({ width: 4, height: 3 });
    expect(imageSize(SAMPLES.jpeg, 'image/jpeg')).toEqual({ width: 6, height: 5 });
    expect(imageSize(SAMPLES.webp, 'image/webp')).toEqual({ width: 10, height: 5 });
  });

  it('gives null for a truncated header', () => {
    expect(imageSize(Buffer.from([0x89, 0x50]), 'image/png')).toBeNull();
  });
});
