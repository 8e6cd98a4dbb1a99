import express from 'express';
import { closeSync, openSync, readSync, type Stats } from 'node:fs';
import type { AppConfig } from '../config.js';
import { sniffMediaType } from '../media/sniff.js';
import { emojiDir } from './custom-emoji.js';

/** Content types by file and version (path, size, mtime): each file's first bytes are read once. */
const typeCache = new Map<string, string>();
const TYPE_CACHE_LIMIT = 10_000;

function typeOf(path: string, stat: Stats): string {
  const key = `${path}\0${stat.size}\0${stat.mtimeMs}`;
  const known = typeCache.get(key);
  if (known) return known;
  const head = Buffer.alloc(64);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const sniffed = sniffMediaType(head);
  const type = sniffed.type === 'image' ? sniffed.mimeType : 'application/octet-stream';
  if (typeCache.size >= TYPE_CACHE_LIMIT) typeCache.clear();
  typeCache.set(key, type);
  return type;
}

/**
 * Serves the emoji folder at /emoji/<pack>/<file> with the content type of each file's bytes, whatever its
 * name says: an image type, or a download for anything else (an SVG or HTML file never renders on this
 * origin). `nosniff` and a sandboxing CSP as for media.
 */
export function emojiStatic(config: Pick<AppConfig, 'dataDir'>) {
  return express.static(emojiDir(config), {
    fallthrough: true,
    index: false,
    dotfiles: 'ignore',
    maxAge: '1d',
    setHeaders(res, path, stat) {
      const type = typeOf(path, stat);
      res.setHeader('Content-Type', type);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (type === 'application/octet-stream') res.setHeader('Content-Disposition', 'attachment');
    },
  });
}
