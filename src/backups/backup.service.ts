import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../config.js';
import { BadInputError } from '../core/errors.js';
import { Backup, User } from '../entities/index.js';
import { federationOf } from '../federation/runtime.js';
import { enqueueJob, type JobHandler } from '../jobs/job-queue.js';
import { accountEmails, mailLinks } from '../mail/account-emails.js';
import type { MailDeps } from '../mail/mailer.js';
import { writeAccountArchive } from './backup-archive.js';

/**
 * Account exports, as Pleroma's backups: a user asks (at most one a day), a background job writes the zip
 * (src/backups/backup-archive.ts) under DATA_DIR/backups and mails its link. The link is the only way to the
 * file: its name carries 256 random bits, and it is listed to its owner alone.
 */

export const BACKUP_JOB = 'backup';

/** Days between two exports of one account (Pleroma's `[Pleroma.User.Backup, :limit_days]`, here one). */
const LIMIT_DAYS = 1;

/** A file name as Pleroma makes it (`archive-<nickname>-<time>-<random>.zip`); only these are served. */
export const BACKUP_FILE_NAME = /^archive-[A-Za-z0-9_.-]+-\d{8}T\d{6}-[A-Za-z0-9_-]{43}\.zip$/;

export function backupsDir(config: Pick<AppConfig, 'dataDir'>): string {
  return join(config.dataDir, 'backups');
}

/** The user's exports, newest first. */
export function listBackups(em: EntityManager, user: User): Promise<Backup[]> {
  return em.find(Backup, { user: user.id }, { orderBy: { id: 'desc' } });
}

/**
 * Asks for an export of the user's account; refused while the last one is less than a day old. The user's row is
 * locked meanwhile, so two requests at once make one export.
 */
export async function requestBackup(em: EntityManager, user: User): Promise<Backup[]> {
  await em.transactional(async (tx) => {
    await tx
      .getConnection()
      .execute('select 1 from "users" where "id" = ? for update', [user.id], 'all', tx.getTransactionContext());
    const [last] = await tx.find(Backup, { user: user.id }, { orderBy: { id: 'desc' }, limit: 1 });
    if (last && Date.now() - last.createdAt.getTime() < LIMIT_DAYS * 86_400_000)
      throw new BadInputError('Last export was less than a day ago');
    const time = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
    const fileName = `archive-${user.nickname}-${time}-${randomBytes(32).toString('base64url')}.zip`;
    const backup = tx.create(Backup, { user: user.id, fileName });
    await tx.flush();
    enqueueJob(tx, BACKUP_JOB, { backupId: backup.id });
  });
  return listBackups(em, user);
}

/** The job: writes the archive (to a temporary name, then renamed), marks it processed, mails the link. */
export function backupJob(deps: MailDeps): JobHandler {
  return async (em, job) => {
    const backup = await em.findOne(Backup, (job.payload as { backupId: number }).backupId);
    if (!backup || backup.processed) return; // deleted with its account meanwhile, or done before a restart
    const user = await em.findOneOrFail(User, backup.user.id);
    const runtime = federationOf(em);
    if (!runtime) throw new Error('backups need the federation runtime');
    const dir = backupsDir(deps.config);
    await mkdir(dir, { recursive: true });
    const partial = join(dir, `.${backup.fileName}.tmp`);
    try {
      backup.fileSize = await writeAccountArchive(em, deps.config, runtime.context(), user, partial);
      await rename(partial, join(dir, backup.fileName));
    } finally {
      await rm(partial, { force: true });
    }
    backup.processed = true;
    await em.flush();
    if (user.email)
      await deps.mailer.send(accountEmails.backupReady(user.email, mailLinks.backup(deps.config, backup.fileName)));
  };
}
