import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import type { AppConfig } from '../config.js';
import {
  AppError,
  BadInputError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  UnprocessableError,
} from '../core/errors.js';
import { publish } from '../events/bus.js';
import { remoteFetch, RemoteFetchError } from '../federation/remote-fetch.js';
import { sniffMediaType } from '../media/sniff.js';
import { uploadLimit } from '../media/media.service.js';
import { readUpload, type FileUpload } from '../core/uploads.js';
import type { CountedPage, CountedPageArgs } from '../core/pagination.js';
import { positionSlice, positionWindow } from '../core/position-page.js';
import { emojiDir, SHORTCODE, type EmojiRegistry, type LoadedPack } from './custom-emoji.js';
import { buildPackArchive, extractEntries, sha256Hex, UnsafeArchiveError } from './pack-archive.js';
import {
  checkMetadata,
  checkPackName,
  packFilesFromDir,
  safePackFileName,
  writePackFile,
  writePackJson,
  type PackMetadata,
} from './pack-files.js';

/** What the pack operations work with: the request's EntityManager (settings, events), config, the registry. */
export interface PackEnv {
  em: EntityManager;
  config: AppConfig;
  emoji: EmojiRegistry;
}

/** Largest pack archive built for download or accepted from another instance. */
export const MAX_PACK_ARCHIVE_BYTES = 50 * 1024 * 1024;
const MAX_PACK_ENTRIES = 10_000;

/** A pack as the API shows it: a page of its files, their count, its metadata with the computed download fields. */
export interface PackView {
  name: string;
  files: Array<{ shortcode: string; filename: string }>;
  filesCount: number;
  metadata: PackMetadata & { 'can-download': boolean; 'download-sha256'?: string };
}

/** Another instance failed what a pack operation asked of it: answered 500 with the reason, as the spec (and Pleroma) do. */
class PackOperationError extends AppError {
  constructor(message: string) {
    super('REMOTE_FAILED', message);
  }
}

const archives = new WeakMap<EmojiRegistry, Map<string, { packJson: string; bytes: Buffer; sha256: string }>>();

/** A shared pack whose files are all there can be downloaded as an archive. */
const downloadable = (pack: LoadedPack): boolean => pack.metadata['share-files'] === true && pack.complete;

/** The pack's archive, built once per pack.json text (cached per process, as Pleroma caches it). */
async function archiveOf(env: PackEnv, pack: LoadedPack): Promise<{ bytes: Buffer; sha256: string }> {
  const cache = archives.get(env.emoji) ?? archives.set(env.emoji, new Map()).get(env.emoji)!;
  const hit = cache.get(pack.name);
  if (hit && hit.packJson === pack.packJson) return hit;
  const bytes = await buildPackArchive(join(emojiDir(env.config), pack.name), pack.packJson, Object.values(pack.files));
  if (bytes.length > MAX_PACK_ARCHIVE_BYTES)
    throw new ForbiddenError(`Pack ${pack.name} is too large to be shared as an archive`);
  const entry = { packJson: pack.packJson, bytes, sha256: sha256Hex(bytes) };
  cache.set(pack.name, entry);
  return entry;
}

async function view(env: PackEnv, pack: LoadedPack, page: number, pageSize: number): Promise<PackView> {
  const shortcodes = Object.keys(pack.files).sort();
  const start = (page - 1) * pageSize;
  const files = shortcodes
    .slice(start, start + pageSize)
    .map((shortcode) => ({ shortcode, filename: pack.files[shortcode] }));
  const canDownload = downloadable(pack);
  const sha = canDownload ? (await archiveOf(env, pack).catch(() => null))?.sha256 : undefined;
  const metadata = { ...pack.metadata, 'can-download': sha !== undefined, ...(sha ? { 'download-sha256': sha } : {}) };
  return { name: pack.name, files, filesCount: shortcodes.length, metadata };
}

function checkPage(page: number, pageSize: number): void {
  if (!Number.isInteger(page) || page < 1) throw new BadInputError('page must be a positive integer');
  if (!Number.isInteger(pageSize) || pageSize < 0) throw new BadInputError('page_size must be a non-negative integer');
}

async function loadPack(env: PackEnv, rawName: unknown): Promise<LoadedPack> {
  const name = checkPackName(rawName);
  const pack = (await env.emoji.current()).packs.get(name);
  if (!pack) throw new NotFoundError(`Pack ${name} does not exist`);
  return pack;
}

/** Tells every instance (this one included) to read the emoji folder again. */
export function packsChanged(env: PackEnv): void {
  env.emoji.reload();
  publish(env.em, { type: 'emoji.changed' });
}

export async function showPack(env: PackEnv, name: string, page = 1, pageSize = 30): Promise<PackView> {
  checkPage(page, pageSize);
  return view(env, await loadPack(env, name), page, pageSize);
}

/** The packs listed per page when the caller names no size (Pleroma's default). */
export const PACK_PAGE_SIZE = 50;

/**
 * The packs of this instance, by name, each with all its files: a page of position cursors (the packs are
 * read afresh from the folder, so a pack added between two pages shifts the next one), with how many there are.
 * `page` and `pageSize` are Pleroma's page numbers (a size of 0 lists no pack, only the count); with `first` or
 * `after`, page n skips n - 1 pages of the size after the cursor.
 */
export async function listPacks(env: PackEnv, args: CountedPageArgs = {}): Promise<CountedPage<PackView>> {
  const page = args.page ?? 1;
  checkPage(page, args.pageSize ?? PACK_PAGE_SIZE);
  const packs = [...(await env.emoji.current()).packs.values()];
  const w = positionWindow(args, Number.MAX_SAFE_INTEGER, args.pageSize ?? PACK_PAGE_SIZE);
  const skip = w.fromEnd ? 0 : (page - 1) * w.size;
  const found = positionSlice(packs, { ...w, offset: w.offset + skip, start: w.start + skip });
  const items = await Promise.all(found.items.map((p) => view(env, p, 1, Number.MAX_SAFE_INTEGER)));
  return { ...found, items, totalCount: packs.length };
}

export async function packArchive(
  env: PackEnv,
  name: string,
): Promise<{ name: string; bytes: Buffer; sha256: string }> {
  const pack = await loadPack(env, name);
  if (!downloadable(pack)) {
    throw new ForbiddenError(
      `Pack ${pack.name} cannot be downloaded from this instance, either pack sharing was disabled for this pack or some files are missing`,
    );
  }
  return { name: pack.name, ...(await archiveOf(env, pack)) };
}

export async function createPack(env: PackEnv, rawName: string): Promise<PackView> {
  const name = checkPackName(rawName);
  const dir = join(emojiDir(env.config), name);
  await env.emoji.exclusive(name, async () => {
    await mkdir(emojiDir(env.config), { recursive: true });
    try {
      await mkdir(dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST')
        throw new ConflictError(`A pack named "${name}" already exists`);
      throw err;
    }
    await writePackJson(dir, {}, {});
  });
  packsChanged(env);
  return showPack(env, name);
}

export async function deletePack(env: PackEnv, rawName: string): Promise<void> {
  const name = checkPackName(rawName);
  await env.emoji.exclusive(name, async () => {
    const dir = join(emojiDir(env.config), name);
    if (
      !(await stat(dir).then(
        (s) => s.isDirectory(),
        () => false,
      ))
    )
      throw new NotFoundError(`Pack ${name} does not exist`);
    // Renamed away first, so the pack disappears at once even if removing its files takes a while.
    const doomed = join(emojiDir(env.config), `.deleted-${randomUUID()}`);
    await rename(dir, doomed);
    await rm(doomed, { recursive: true, force: true });
  });
  packsChanged(env);
}

/** Downloads a fallback archive and checks it holds every file the pack lists; returns its hash. */
async function fallbackSha(env: PackEnv, pack: LoadedPack, url: string): Promise<string> {
  const archive = await fetchRemote(env, url, 'zip', MAX_PACK_ARCHIVE_BYTES);
  const wanted = new Set(Object.values(pack.files));
  const entries = await extractEntries(archive, wanted, {
    maxBytes: MAX_PACK_ARCHIVE_BYTES * 4,
    maxEntries: MAX_PACK_ENTRIES,
  }).catch((err: Error) => {
    throw new BadInputError(`The fallback archive cannot be read: ${err.message}`);
  });
  if (entries.size !== wanted.size)
    throw new BadInputError('The fallback archive does not have all files specified in pack.json');
  return sha256Hex(archive);
}

/** Replaces the metadata; a new fallback-src is fetched and its hash computed, as Pleroma does. */
export async function updatePackMetadata(env: PackEnv, rawName: string, raw: unknown): Promise<PackView['metadata']> {
  const metadata = checkMetadata(raw);
  const name = checkPackName(rawName);
  await env.emoji.exclusive(name, async () => {
    const pack = await loadPack(env, name);
    const src = metadata['fallback-src'];
    if (src && src !== pack.metadata['fallback-src'])
      metadata['fallback-src-sha256'] = await fallbackSha(env, pack, src);
    await writePackJson(join(emojiDir(env.config), name), pack.files, metadata);
  });
  packsChanged(env);
  return (await showPack(env, name, 1, 0)).metadata;
}

/**
 * Turns the folders of the emoji directory that have no pack.json into packs: their emoji.txt, else their
 * images. Returns the names of the packs made.
 */
export async function importPacksFromFilesystem(env: PackEnv): Promise<string[]> {
  const root = emojiDir(env.config);
  await mkdir(root, { recursive: true });
  const made: string[] = [];
  for (const entry of (await readdir(root, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const name = entry.name;
    const dir = join(root, name);
    await env.emoji.exclusive(name, async () => {
      if (
        await stat(join(dir, 'pack.json')).then(
          () => true,
          () => false,
        )
      )
        return;
      await writePackJson(dir, await packFilesFromDir(dir), {});
      made.push(name);
    });
  }
  if (made.length) packsChanged(env);
  return made;
}

/** The file of an emoji to add: an upload or a URL to fetch (through the guarded client). */
export interface EmojiFileSource {
  file?: Promise<FileUpload> | FileUpload | null;
  url?: string | null;
}

async function fetchRemote(env: PackEnv, url: string, expect: 'zip' | 'image', maxBytes: number): Promise<Buffer> {
  try {
    return (
      await remoteFetch(url, {
        expect,
        maxBytes,
        timeoutMs: 30_000,
        allowPrivateAddresses: env.config.allowPrivateAddresses,
      })
    ).body;
  } catch (err) {
    if (!(err instanceof RemoteFetchError)) throw err;
    // The admin's URL or what it points at is unfit (4xx); the other side failing is a 500 with the reason.
    if (err.reason === 'bad_url' || err.reason === 'blocked_address' || err.reason === 'bad_content')
      throw new BadInputError(err.message);
    if (err.reason === 'too_large') throw new PayloadTooLargeError(err.message);
    throw new PackOperationError(err.message);
  }
}

async function readSource(env: PackEnv, source: EmojiFileSource): Promise<{ bytes: Buffer; originalName: string }> {
  const limit = await uploadLimit(env.em);
  if (source.file) {
    const upload = await source.file;
    return { bytes: await readUpload(upload, limit), originalName: upload.filename ?? '' };
  }
  if (source.url) {
    const bytes = await fetchRemote(env, source.url, 'image', limit);
    return { bytes, originalName: posix.basename(new URL(source.url).pathname) };
  }
  throw new BadInputError('file is required (an upload or a URL)');
}

/** True when any emoji (of any pack, or loose) has this shortcode. */
async function shortcodeTaken(env: PackEnv, shortcode: string): Promise<boolean> {
  return (await env.emoji.current()).byShortcode.has(shortcode);
}

function checkShortcode(shortcode: string, param = 'shortcode'): string {
  if (!SHORTCODE.test(shortcode))
    throw new BadInputError(`${param}: "${shortcode.slice(0, 64)}" may hold only letters, digits, _ and -`);
  return shortcode;
}

function checkFileName(raw: string, param = 'filename'): string {
  const name = safePackFileName(raw);
  if (!name)
    throw new BadInputError(
      `${param}: "${raw.slice(0, 128)}" is not a safe image file name (png, gif, webp, jpg, avif)`,
    );
  return name;
}

/**
 * Adds an emoji to a pack: the shortcode defaults to the file name without extension and must be unused in
 * every pack; the file must be an image by its bytes and is written before pack.json names it.
 */
export async function addPackFile(
  env: PackEnv,
  rawName: string,
  source: EmojiFileSource,
  input: { shortcode?: string | null; filename?: string | null },
): Promise<Record<string, string>> {
  const name = checkPackName(rawName);
  await loadPack(env, name);
  const { bytes, originalName } = await readSource(env, source);
  if (isZip(bytes)) return addZipFiles(env, name, bytes);
  const sniffed = sniffMediaType(bytes);
  if (sniffed.type !== 'image') throw new BadInputError('file: not an image (PNG, JPEG, GIF, WebP or AVIF)');
  const filename = checkFileName(input.filename || originalName || `${input.shortcode ?? ''}.${sniffed.extension}`);
  const shortcode = checkShortcode(input.shortcode || posix.basename(filename, posix.extname(filename)));
  return env.emoji.exclusive(name, async () => {
    const pack = await loadPack(env, name);
    if (await shortcodeTaken(env, shortcode))
      throw new ConflictError(`An emoji with the "${shortcode}" shortcode already exists`);
    if (Object.values(pack.files).includes(filename))
      throw new ConflictError(`The pack already has a file named "${filename}"`);
    const dir = join(emojiDir(env.config), name);
    await writePackFile(dir, filename, bytes);
    const files = { ...pack.files, [shortcode]: filename };
    await writePackJson(dir, files, pack.metadata);
    packsChanged(env);
    return sortedFiles(files);
  });
}

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * A zip upload adds every image in it, as Pleroma does: each under its path in the archive, its shortcode from
 * the file name; entries whose shortcode is taken, whose name is unsafe or that are not images are skipped.
 */
async function addZipFiles(env: PackEnv, name: string, archive: Buffer): Promise<Record<string, string>> {
  const entries = await extractEntries(archive, (entry) => safePackFileName(entry) !== null, {
    maxBytes: (await uploadLimit(env.em)) * 4,
    maxEntries: MAX_PACK_ENTRIES,
  }).catch((err: Error) => {
    throw new BadInputError(`file: ${err.message}`);
  });
  return env.emoji.exclusive(name, async () => {
    const pack = await loadPack(env, name);
    const { byShortcode } = await env.emoji.current();
    const files = { ...pack.files };
    const used = new Set(Object.values(files));
    const dir = join(emojiDir(env.config), name);
    for (const [file, bytes] of [...entries].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const shortcode = posix.basename(file, posix.extname(file));
      if (!SHORTCODE.test(shortcode) || byShortcode.has(shortcode) || shortcode in files || used.has(file)) continue;
      if (sniffMediaType(bytes).type !== 'image') continue;
      await writePackFile(dir, file, bytes);
      files[shortcode] = file;
      used.add(file);
    }
    await writePackJson(dir, files, pack.metadata);
    packsChanged(env);
    return sortedFiles(files);
  });
}

function sortedFiles(files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.keys(files)
      .sort()
      .map((k) => [k, files[k]]),
  );
}

/** Removes a file and the sub-folders it leaves empty (never the pack folder itself). */
async function removeFile(dir: string, file: string): Promise<void> {
  await rm(join(dir, file), { force: true });
  for (let sub = posix.dirname(file); sub !== '.'; sub = posix.dirname(sub)) {
    if (
      !(await rmdir(join(dir, sub)).then(
        () => true,
        () => false,
      ))
    )
      break;
  }
}

/** Renames an emoji and/or its file; `force` lets the new shortcode replace an existing emoji of the pack. */
export async function updatePackFile(
  env: PackEnv,
  rawName: string,
  input: { shortcode: string; newShortcode?: string | null; newFilename?: string | null; force?: boolean | null },
): Promise<Record<string, string>> {
  const name = checkPackName(rawName);
  if (!input.shortcode || !input.newShortcode || !input.newFilename)
    throw new UnprocessableError('new_shortcode or new_filename cannot be empty');
  const newShortcode = checkShortcode(input.newShortcode, 'new_shortcode');
  const newFilename = checkFileName(input.newFilename, 'new_filename');
  await loadPack(env, name);
  return env.emoji.exclusive(name, async () => {
    const pack = await loadPack(env, name);
    const filename = pack.files[input.shortcode];
    if (!filename) throw new BadInputError(`Emoji "${input.shortcode}" does not exist`);
    if (newShortcode !== input.shortcode && !input.force && (await shortcodeTaken(env, newShortcode))) {
      throw new ConflictError(
        `New shortcode "${newShortcode}" is already used. If you want to override emoji use 'force' option`,
      );
    }
    const others = Object.entries(pack.files).filter(([sc]) => sc !== input.shortcode && sc !== newShortcode);
    if (newFilename !== filename && others.some(([, f]) => f === newFilename))
      throw new ConflictError(`The pack already has a file named "${newFilename}"`);
    const dir = join(emojiDir(env.config), name);
    if (newFilename !== filename) {
      await mkdir(dirname(join(dir, newFilename)), { recursive: true });
      await rename(join(dir, filename), join(dir, newFilename));
      await removeFile(dir, filename);
    }
    const replaced = pack.files[newShortcode];
    if (
      replaced &&
      newShortcode !== input.shortcode &&
      replaced !== newFilename &&
      !others.some(([, f]) => f === replaced)
    ) {
      await removeFile(dir, replaced);
    }
    const files = Object.fromEntries([...others, [newShortcode, newFilename]]);
    await writePackJson(dir, files, pack.metadata);
    packsChanged(env);
    return sortedFiles(files);
  });
}

export async function deletePackFile(
  env: PackEnv,
  rawName: string,
  shortcode: string,
): Promise<Record<string, string>> {
  const name = checkPackName(rawName);
  if (!shortcode) throw new UnprocessableError('pack name or shortcode cannot be empty');
  await loadPack(env, name);
  return env.emoji.exclusive(name, async () => {
    const pack = await loadPack(env, name);
    const filename = pack.files[shortcode];
    if (!filename) throw new BadInputError(`Emoji "${shortcode}" does not exist`);
    const files = { ...pack.files };
    delete files[shortcode];
    const dir = join(emojiDir(env.config), name);
    await writePackJson(dir, files, pack.metadata);
    if (!Object.values(files).includes(filename)) await removeFile(dir, filename);
    packsChanged(env);
    return sortedFiles(files);
  });
}

// ---- Sharing between instances ----

/** `https://host` from what an admin typed (`host`, `https://host/`, with a path). */
function instanceBase(raw: string): URL {
  const text = raw.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    throw new BadInputError('url: not a URL');
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a remote document; each caller checks the fields it reads
async function fetchJson(env: PackEnv, url: URL | string): Promise<any> {
  try {
    const res = await remoteFetch(url, {
      expect: 'json',
      maxBytes: 5 * 1024 * 1024,
      timeoutMs: 15_000,
      allowPrivateAddresses: env.config.allowPrivateAddresses,
      headers: { accept: 'application/json' },
    });
    return JSON.parse(res.body.toString('utf8'));
  } catch (err) {
    if (err instanceof RemoteFetchError && (err.reason === 'bad_url' || err.reason === 'blocked_address'))
      throw new BadInputError(`url: ${err.message}`);
    if (err instanceof RemoteFetchError) throw new PackOperationError(err.message);
    throw err;
  }
}

/** The other instance announces `shareable_emoji_packs` in the nodeinfo its well-known document links last. */
async function checkShareable(env: PackEnv, base: URL): Promise<void> {
  const wellKnown = await fetchJson(env, new URL('/.well-known/nodeinfo', base));
  const links = Array.isArray(wellKnown?.links) ? wellKnown.links : [];
  const href = links.at(-1)?.href;
  if (typeof href !== 'string') throw new PackOperationError('The requested instance does not publish nodeinfo');
  const nodeinfo = await fetchJson(env, new URL(href, base));
  const features = nodeinfo?.metadata?.features;
  if (!Array.isArray(features) || !features.includes('shareable_emoji_packs')) {
    throw new PackOperationError('The requested instance does not support sharing emoji packs');
  }
}

/** The other instance's pack listing, as it answers it. */
export async function listRemotePacks(env: PackEnv, url: string, page = 1, pageSize = 50): Promise<unknown> {
  checkPage(page, pageSize);
  const base = instanceBase(url);
  await checkShareable(env, base);
  return fetchJson(env, new URL(`/api/v1/pleroma/emoji/packs?page=${page}&page_size=${pageSize}`, base));
}

/**
 * Installs a pack of another instance under `as` (default: its name): its archive when it shares one, else its
 * fallback-src; the archive's SHA-256 must match the advertised one, and only the files the pack lists are
 * unpacked (into a hidden folder renamed into place at the end, so a failed download leaves nothing behind).
 * Answers the installed pack with all its files.
 */
export async function downloadPack(env: PackEnv, url: string, rawName: string, as?: string | null): Promise<PackView> {
  const remoteName = checkPackName(rawName);
  const name = checkPackName(as || remoteName, 'as');
  if ((await env.emoji.current()).packs.has(name)) throw new ConflictError(`A pack named "${name}" already exists`);
  const base = instanceBase(url);
  await checkShareable(env, base);
  const packUrl = (size: number) =>
    new URL(`/api/v1/pleroma/emoji/pack?name=${encodeURIComponent(remoteName)}&page_size=${size}`, base);
  const head = await fetchJson(env, packUrl(0));
  const count = Number(head?.files_count);
  if (!Number.isInteger(count) || count < 0 || count > MAX_PACK_ENTRIES)
    throw new PackOperationError('The remote pack has no valid files_count');
  const remote = await fetchJson(env, packUrl(count));
  const meta = remote?.pack ?? {};
  let source: { url: string; sha: string; fallback: boolean };
  if (meta['share-files'] === true && meta['can-download'] === true && typeof meta['download-sha256'] === 'string') {
    source = {
      url: new URL(`/api/v1/pleroma/emoji/packs/archive?name=${encodeURIComponent(remoteName)}`, base).href,
      sha: meta['download-sha256'],
      fallback: false,
    };
  } else if (typeof meta['fallback-src'] === 'string' && typeof meta['fallback-src-sha256'] === 'string') {
    source = { url: meta['fallback-src'], sha: meta['fallback-src-sha256'], fallback: true };
  } else {
    throw new PackOperationError('The pack was not set as shared and there is no fallback src to download from');
  }
  const files: Record<string, string> = {};
  for (const [shortcode, file] of Object.entries((remote?.files ?? {}) as Record<string, unknown>)) {
    if (typeof file !== 'string' || !SHORTCODE.test(shortcode) || !safePackFileName(file)) {
      throw new PackOperationError(`The remote pack lists an unsafe emoji: ${shortcode.slice(0, 64)}`);
    }
    files[shortcode] = file;
  }
  const archive = await fetchRemote(env, source.url, 'zip', MAX_PACK_ARCHIVE_BYTES);
  if (sha256Hex(archive) !== source.sha.toUpperCase())
    throw new PackOperationError("SHA256 for the pack doesn't match the one sent by the server");
  const wanted = new Set(Object.values(files));
  const entries = await extractEntries(archive, wanted, {
    maxBytes: MAX_PACK_ARCHIVE_BYTES * 4,
    maxEntries: MAX_PACK_ENTRIES,
  }).catch((err: Error) => {
    throw err instanceof UnsafeArchiveError
      ? new PackOperationError(`The pack archive was refused: ${err.message}`)
      : err;
  });
  const missing = [...wanted].filter((f) => !entries.has(f));
  if (missing.length)
    throw new PackOperationError(
      `The pack archive lacks ${missing.length} listed file(s): ${missing.slice(0, 5).join(', ')}`,
    );
  const metadata = checkMetadataLenient(meta);
  await env.emoji.exclusive(name, async () => {
    const root = emojiDir(env.config);
    const target = join(root, name);
    if (
      await stat(target).then(
        () => true,
        () => false,
      )
    )
      throw new ConflictError(`A pack named "${name}" already exists`);
    const staging = join(root, `.download-${randomUUID()}`);
    try {
      await mkdir(staging, { recursive: true });
      for (const [file, bytes] of entries) await writePackFile(staging, file, bytes);
      await writePackJson(staging, files, metadata);
      await rename(staging, target);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  });
  packsChanged(env);
  return showPack(env, name, 1, Number.MAX_SAFE_INTEGER);
}

/** The remote pack's metadata without its computed fields or anything mistyped. */
function checkMetadataLenient(meta: Record<string, unknown>): PackMetadata {
  const known = ['license', 'homepage', 'description', 'fallback-src', 'fallback-src-sha256', 'share-files'];
  try {
    return checkMetadata(Object.fromEntries(Object.entries(meta).filter(([k]) => known.includes(k))));
  } catch {
    return {};
  }
}
