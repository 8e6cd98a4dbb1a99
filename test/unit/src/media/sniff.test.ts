import { describe, expect, it } from '@jest/globals';
import { imageSize, sniffMediaType } from '../../../../src/media/sniff.js';
import { SAMPLES } from '../../../fixtures/media-samples.js';

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
    for (const content of [
      'hello',
      '<html><script>alert(1)</script></html>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '',
    ]) {
      expect(sniffMediaType(Buffer.from(content))).toEqual({
        type: 'unknown',
        mimeType: 'application/octet-stream',
        extension: 'bin',
      });
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
