import express from 'express';
import { extname } from 'node:path';
import type { AppConfig } from '../config.js';
import { mediaDir } from './media.service.js';
import { MIME_BY_EXTENSION } from './sniff.js';

/**
 * Serves uploaded media at /media/<file> with the content type sniffed at upload (kept in the extension of
 * the server-chosen name). `nosniff` and a sandboxing CSP keep a browser from running anything in them.
 */
export function mediaStatic(config: Pick<AppConfig, 'dataDir'>) {
  return express.static(mediaDir(config), {
    fallthrough: true,
    index: false,
    dotfiles: 'deny',
    maxAge: '30d',
    setHeaders(res, path) {
      const type = MIME_BY_EXTENSION[extname(path).slice(1)] ?? 'application/octet-stream';
      res.setHeader('Content-Type', type);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      if (type === 'application/octet-stream') res.setHeader('Content-Disposition', 'attachment');
    },
  });
}
