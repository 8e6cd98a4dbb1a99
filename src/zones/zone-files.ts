import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** A zone origin usable as a file name: lower-case host name labels, nothing that could leave ZONE_DIR. */
const PLAIN_HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

/** Longest origin whose `<origin>.zone` fits a file name (255 bytes); DNS allows zone names of 253 characters. */
export const MAX_ZONE_FILE_ORIGIN = 255 - '.zone'.length;

/** `Example.COM.` → `example.com`; null when it is not a plain host name (root, escapes, slashes, ...). */
export function zoneFileName(origin: string): string | null {
  const name = origin.toLowerCase().replace(/\.$/, '');
  return PLAIN_HOST_NAME.test(name) ? name : null;
}

/** A temp file whose fsync is under way: `commit` renames it into place once synced (once), `discard` removes it. */
export interface StagedFile {
  target: string;
  commit(): Promise<string>;
  discard(): Promise<void>;
}

/**
 * Writes bytes to a temp file next to `dir/name` and starts its fsync without waiting for it, so the caller
 * can do CPU work (parsing) while the disk catches up. Readers see the old file or the new one, never a torn one.
 */
export async function stageFile(dir: string, name: string, bytes: Buffer): Promise<StagedFile> {
  await mkdir(dir, { recursive: true });
  const target = join(dir, name);
  // The temp name does not grow with `name`: a name that fits a file name must be stageable.
  const temp = join(dir, `.${randomUUID()}.tmp`);
  const handle = await open(temp, 'wx', 0o644);
  let synced: Promise<void>;
  try {
    await handle.writeFile(bytes);
    synced = handle.sync().finally(() => handle.close());
  } catch (err) {
    await handle.close();
    await rm(temp, { force: true });
    throw err;
  }
  synced.catch(() => {}); // awaited by commit or discard; not an unhandled rejection meanwhile
  const discard = async () => {
    await synced.catch(() => {});
    await rm(temp, { force: true });
  };
  let committed: Promise<string> | undefined;
  const commit = async () => {
    try {
      await synced;
      await rename(temp, target);
    } catch (err) {
      await discard();
      throw err;
    }
    return target;
  };
  // Once only: a second call answers the first one's outcome.
  return { target, commit: () => (committed ??= commit()), discard };
}

/** Writes bytes so readers see the old file or the new one, never a torn one: temp file, fsync, rename. */
export async function writeFileAtomically(dir: string, name: string, bytes: Buffer): Promise<string> {
  return (await stageFile(dir, name, bytes)).commit();
}

/** Keeps an uploaded file's bytes under DATA_DIR/uploads/zones with a server-chosen name (staged: commit it). */
export async function stageUpload(dataDir: string, bytes: Buffer): Promise<StagedFile> {
  return stageFile(join(dataDir, 'uploads', 'zones'), `${randomUUID()}.zone`, bytes);
}

/** Keeps an uploaded file's bytes under DATA_DIR/uploads/zones with a server-chosen name. */
export async function keepUpload(dataDir: string, bytes: Buffer): Promise<string> {
  return (await stageUpload(dataDir, bytes)).commit();
}
