import type { EntityManager } from '@mikro-orm/postgresql';
import type { Job, User } from '../entities/index.js';
import { User as UserEntity } from '../entities/index.js';
import { AppError, BadInputError } from '../core/errors.js';
import { enqueueJob, type JobHandler } from '../jobs/job-queue.js';
import { block, follow, mute } from '../relations/relation-actions.service.js';
import { readUpload, type FileUpload } from '../core/uploads.js';
import { parseImportList } from './import-list.js';

export type ImportKind = 'follows' | 'blocks' | 'mutes';

/** Largest list file read, and most accounts in one list. */
const MAX_LIST_BYTES = 5_000_000;
const MAX_ENTRIES = 50_000;
/** Accounts handled between two saves of the job's progress. */
const CHUNK = 100;

export const IMPORT_JOB = 'import';

const ACTIONS = { follows: follow, blocks: block, mutes: mute };

/**
 * Queues an import of follows, blocks or mutes from a list given as text or as an uploaded file. The reply
 * comes at once; a background job does the work (surviving a restart), skipping unknown accounts, the
 * importer and duplicates.
 */
export async function queueImport(
  em: EntityManager,
  user: User,
  kind: ImportKind,
  list: { text?: string | null; file?: FileUpload | null },
  host: string,
): Promise<Job> {
  const text = list.file ? (await readUpload(list.file, MAX_LIST_BYTES, 'list')).toString('utf8') : list.text;
  if (text == null) throw new BadInputError('list: is required');
  const nicknames = parseImportList(text, host).filter((n) => n.toLowerCase() !== user.nickname.toLowerCase());
  if (nicknames.length > MAX_ENTRIES) throw new BadInputError(`list: at most ${MAX_ENTRIES} accounts at once`);
  const job = enqueueJob(em, IMPORT_JOB, { userId: user.id, kind, nicknames });
  await em.flush();
  return job;
}

/** Runs an import job from where it stopped; an account that cannot be followed, blocked or muted is skipped. */
export const runImport: JobHandler = async (em, job, saveProgress) => {
  const { userId, kind, nicknames } = job.payload as { userId: number; kind: ImportKind; nicknames: string[] };
  const user = await em.findOne(UserEntity, userId);
  if (!user) return; // the importer was deleted meanwhile
  for (let start = job.progress; start < nicknames.length; start += CHUNK) {
    for (const nickname of nicknames.slice(start, start + CHUNK)) {
      try {
        await ACTIONS[kind](em, user, nickname);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
      }
    }
    await saveProgress(Math.min(start + CHUNK, nicknames.length));
  }
};
