import express from 'express';
import type { AppDeps } from '../graphql/context.js';
import { INSTANCE_DOCUMENTS, readInstanceDocument, type DocumentName } from './instance-document.service.js';

/**
 * The instance documents at their public paths, as inert HTML: no scripts, no forms, no frames, nothing loaded
 * but images and inline styles (an admin's file cannot act on this origin).
 */
export function instanceDocumentPages(deps: AppDeps) {
  const router = express.Router();
  for (const name of Object.keys(INSTANCE_DOCUMENTS) as DocumentName[]) {
    router.get(INSTANCE_DOCUMENTS[name].path, async (_req, res) => {
      const html = await readInstanceDocument(deps.orm.em.fork(), name);
      res
        .set({
          'Content-Security-Policy': "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; sandbox",
          'X-Content-Type-Options': 'nosniff',
        })
        .type('text/html; charset=utf-8')
        .send(html);
    });
  }
  return router;
}
