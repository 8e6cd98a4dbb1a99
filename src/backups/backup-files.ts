import { Router } from 'express';
import { join } from 'node:path';
import { Backup } from '../entities/index.js';
import type { AppDeps } from '../graphql/context.js';
import { BACKUP_FILE_NAME, backupsDir } from './backup.service.js';

/**
 * Serves a made export at /backups/<file name> (where Pleroma's uploader puts them): only a name of the pattern
 * the service gives, only while its row exists and is processed (an account deleted since takes its exports
 * along), as a download nobody caches or indexes.
 */
export function backupFiles(deps: AppDeps): Router {
  const router = Router();
  router.get('/backups/:name', async (req, res, next) => {
    try {
      const name = req.params.name;
      if (!BACKUP_FILE_NAME.test(name)) return next();
      const backup = await deps.orm.em.fork().findOne(Backup, { fileName: name, processed: true });
      if (!backup) return next();
      res.set({
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
      res.attachment(name).type(backup.contentType);
      res.sendFile(join(backupsDir(deps.config), name), (err) => {
        if (err && !res.headersSent) next();
      });
    } catch (err) {
      next(err);
    }
  });
  return router;
}
