import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** A zone origin usable as a file name: lower-case host name labels, nothing that could leave ZONE_DIR. */
const PLAIN_HOST_NAME = /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

/** `Example.COM.` → `example.com`; null when it is not a plain host name (root, escapes, slashes, ...). */
export function zoneFileName(origin: string): string | null {
  const name = origin.toLowerCase().replace(/\.$/, '');
  return PLAIN_HOST_NAME.test(name) ? name : null;
}

/** Writes bytes so readers see the old file or the new one, never a torn one: temp file, fsync, rename. */
export async function writeFileAtomically(dir: string, name: string, bytes: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true });
  const target = join(dir, name);
  const temp = join(dir, `.${name}.${randomUUID()}.tmp`);
  const handle = await open(temp, 'wx', 0o644);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, target);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  return target;
}

/** Keeps an uploaded file's bytes under DATA_DIR/uploads/zones with a server-chosen name. */
export async function keepUpload(dataDir: string, bytes: Buffer): Promise<string> {
  return writeFileAtomically(join(dataDir, 'uploads', 'zones'), `${randomUUID()}.zone`, bytes);
}
