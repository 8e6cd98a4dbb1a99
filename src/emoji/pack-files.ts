import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, extname, join, posix } from 'node:path';
import { BadInputError } from '../core/errors.js';
import { writeFileAtomically } from '../zones/zone-files.js';

/**
 * A pack on disk as Pleroma keeps it: `<emoji dir>/<name>/pack.json` holding `files` (shortcode to file name
 * relative to the folder), `files_count` and `pack` (the metadata), next to the image files.
 */

/** The metadata section of pack.json; the computed `can-download` / `download-sha256` are never stored. */
export interface PackMetadata {
  license?: string;
  homepage?: string;
  description?: string;
  'fallback-src'?: string;
  'fallback-src-sha256'?: string;
  'share-files'?: boolean;
}

const STRING_KEYS = ['license', 'homepage', 'description', 'fallback-src', 'fallback-src-sha256'] as const;
/** Keys a pack listing adds; a client sending a pack's metadata back as it read it sends them too. */
const COMPUTED_KEYS = new Set(['can-download', 'download-sha256']);
const IMAGE_EXTENSIONS = new Set(['.png', '.gif', '.webp', '.jpg', '.jpeg', '.avif', '.svg']);
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A pack name that is one plain folder name: not blank, no slash, backslash, control character or leading dot. */
export function checkPackName(raw: unknown, param = 'name'): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!name) throw new BadInputError('pack name cannot be empty');
  if (name.length > 128 || /[/\\]/.test(name) || CONTROL.test(name) || name.startsWith('.')) {
    throw new BadInputError(`${param}: "${name.slice(0, 128)}" is not a valid pack name`);
  }
  return name;
}

/**
 * A file name inside a pack: a relative path of plain segments (sub-folders allowed, as Pleroma allows them),
 * no `..`, no leading dot, no backslash, ending in an image extension; never pack.json itself. Null otherwise.
 */
export function safePackFileName(raw: string): string | null {
  if (!raw || raw.length > 255 || raw.includes('\\') || CONTROL.test(raw) || raw.startsWith('/')) return null;
  const segments = raw.split('/');
  if (segments.some((s) => !s || s === '.' || s === '..' || s.startsWith('.'))) return null;
  return IMAGE_EXTENSIONS.has(extname(raw).toLowerCase()) ? raw : null;
}

/** Checks metadata sent by a client (replacing the old): known keys with the right types; computed keys dropped. */
export function checkMetadata(raw: unknown): PackMetadata {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new BadInputError('metadata must be an object');
  const out: PackMetadata = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (COMPUTED_KEYS.has(key)) continue;
    if ((STRING_KEYS as readonly string[]).includes(key)) {
      if (value === null || value === undefined) continue;
      if (typeof value !== 'string') throw new BadInputError(`metadata.${key} must be a string`);
      out[key as (typeof STRING_KEYS)[number]] = value;
    } else if (key === 'share-files') {
      if (typeof value !== 'boolean' && value !== 'true' && value !== 'false')
        throw new BadInputError('metadata.share-files must be a boolean');
      out['share-files'] = value === true || value === 'true';
    } else {
      throw new BadInputError(`metadata.${key} is not a pack metadata field`);
    }
  }
  if (out['fallback-src-sha256'] !== undefined && !/^[0-9A-Fa-f]{64}$/.test(out['fallback-src-sha256'])) {
    throw new BadInputError('metadata.fallback-src-sha256 must be a SHA-256 in hex');
  }
  return out;
}

/** Metadata read from disk: whatever a hand-edited pack.json holds, kept only when well typed. */
function storedMetadata(raw: unknown): PackMetadata {
  if (!raw || typeof raw !== 'object') return {};
  const out: PackMetadata = {};
  for (const key of STRING_KEYS) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value === 'string') out[key] = value;
  }
  const share = (raw as Record<string, unknown>)['share-files'];
  if (typeof share === 'boolean') out['share-files'] = share;
  return out;
}

/** Parses pack.json; entries with an unsafe file name are left out. Null when it is not a pack.json. */
export function readPackJson(text: string): { files: Record<string, string>; metadata: PackMetadata } | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  const { files, pack } = json as { files?: unknown; pack?: unknown };
  const safe: Record<string, string> = {};
  if (files && typeof files === 'object') {
    for (const [shortcode, file] of Object.entries(files)) {
      if (typeof file === 'string' && safePackFileName(file)) safe[shortcode] = file;
    }
  }
  return { files: safe, metadata: storedMetadata(pack) };
}

/** The pack.json text Pleroma writes (pretty JSON of files, files_count and pack), files by shortcode. */
export function packJsonText(files: Record<string, string>, metadata: PackMetadata): string {
  const sorted = Object.fromEntries(
    Object.keys(files)
      .sort()
      .map((k) => [k, files[k]]),
  );
  return JSON.stringify({ files: sorted, files_count: Object.keys(files).length, pack: metadata }, null, 2);
}

/** Writes pack.json atomically (temp file + rename): readers see the old or the new, never a torn one. */
export async function writePackJson(dir: string, files: Record<string, string>, metadata: PackMetadata): Promise<void> {
  await writeFileAtomically(dir, 'pack.json', Buffer.from(packJsonText(files, metadata)));
}

/** Writes one image of a pack atomically, creating its sub-folder. */
export async function writePackFile(dir: string, file: string, bytes: Buffer): Promise<void> {
  const target = join(dir, file);
  await writeFileAtomically(dirname(target), basename(target), bytes);
}

async function imagesBelow(dir: string, relative = ''): Promise<string[]> {
  const found: string[] = [];
  const list = await readdir(join(dir, relative), { withFileTypes: true }).catch(() => []);
  for (const entry of list) {
    if (entry.name.startsWith('.')) continue;
    const path = relative ? posix.join(relative, entry.name) : entry.name;
    if (entry.isDirectory()) found.push(...(await imagesBelow(dir, path)));
    else if (entry.isFile() && safePackFileName(path)) found.push(path);
  }
  return found;
}

/**
 * The emoji of a folder without pack.json: its emoji.txt (`shortcode, file[, tags]` lines, as Pleroma's pack
 * manager writes them), else every image below it, named by the file.
 */
export async function packFilesFromDir(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const txt = await readFile(join(dir, 'emoji.txt'), 'utf8').catch(() => null);
  if (txt !== null) {
    for (const line of txt.split('\n')) {
      const [shortcode, file] = line.trim().split(/,\s*/);
      if (!shortcode || !file) continue;
      // `/emoji/<pack>/x.png` style entries name files of this folder.
      const name = file.startsWith('/') && dir.endsWith(posix.dirname(file)) ? posix.basename(file) : file;
      if (safePackFileName(name)) files[shortcode] = name;
    }
    return files;
  }
  for (const path of (await imagesBelow(dir)).sort()) {
    const shortcode = posix.basename(path, posix.extname(path));
    files[shortcode] ??= path;
  }
  return files;
}
