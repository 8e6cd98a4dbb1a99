import type { EntityManager } from '@mikro-orm/postgresql';
import { readdir, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { AppConfig } from '../config.js';
import { ZoneUpload } from '../entities/index.js';

/** A temp file of stageFile (zone-files.ts): `.<uuid>.tmp`. */
const TEMP_FILE = /^\.[0-9a-f-]{36}\.tmp$/;
/** A kept upload: `<uuid>.zone`. */
const KEPT_UPLOAD = /^[0-9a-f-]{36}\.zone$/;
/**
 * Files younger than this may belong to an upload under way in another instance sharing the directories
 * (staging lasts well under a second); older ones are leftovers of a process that died mid-upload.
 */
export const LEFTOVER_AGE_MS = 10 * 60 * 1000;

async function oldFiles(dir: string, pattern: RegExp, now: number): Promise<string[]> {
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  const old: string[] = [];
  for (const name of names.filter((n) => pattern.test(n))) {
    const info = await stat(join(dir, name)).catch(() => null);
    if (info && now - info.mtimeMs > LEFTOVER_AGE_MS) old.push(join(dir, name));
  }
  return old;
}

/**
 * Removes what a killed process left behind (run at start): staged temp files in ZONE_DIR and
 * DATA_DIR/uploads/zones, and kept uploads that no upload row names (kept just before a transaction that
 * never committed). Returns the removed paths.
 */
export async function removeLeftoverZoneFiles(
  em: EntityManager,
  config: AppConfig,
  now = Date.now(),
): Promise<string[]> {
  const uploads = join(config.dataDir, 'uploads', 'zones');
  const removed = [...(await oldFiles(config.zoneDir, TEMP_FILE, now)), ...(await oldFiles(uploads, TEMP_FILE, now))];
  const kept = await oldFiles(uploads, KEPT_UPLOAD, now);
  // Rows are matched by file name, so a DATA_DIR moved since (other absolute paths) loses nothing.
  for (let i = 0; i < kept.length; i += 100) {
    const batch = kept.slice(i, i + 100);
    const rows = await em.find(
      ZoneUpload,
      { $or: batch.map((path) => ({ storedPath: { $like: `%/${basename(path)}` } })) },
      { fields: ['storedPath'] },
    );
    const known = new Set(rows.map((u) => basename(u.storedPath)));
    removed.push(...batch.filter((path) => !known.has(basename(path))));
  }
  for (const path of removed) await rm(path, { force: true });
  return removed;
}
