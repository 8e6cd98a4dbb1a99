import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { AppConfig } from '../config.js';
import { extractEntries } from '../emoji/pack-archive.js';
import { BadInputError } from '../core/errors.js';
import { remoteFetch } from '../federation/remote-fetch.js';

/**
 * Pleroma's frontend management (AdminAPI.FrontendController, Pleroma.Frontend): the frontends it knows, which
 * are installed under DATA_DIR/frontends/<name>/<ref>, and installing one from a zip (a local `file`, or
 * `build_url` fetched through the outbound client, `${ref}` replaced), taking the files under `build_dir`.
 */

export interface FrontendInfo {
  name: string;
  git: string | null;
  buildUrl: string | null;
  ref: string;
  buildDir?: string;
}

export interface FrontendEntry extends FrontendInfo {
  installed: boolean;
}

/** The frontends Pleroma's default configuration lists that this server can host (a GitLab CI artifact each). */
export const AVAILABLE_FRONTENDS: Record<string, FrontendInfo> = {
  'pleroma-fe': {
    name: 'pleroma-fe',
    git: 'https://git.pleroma.social/pleroma/pleroma-fe',
    buildUrl: 'https://git.pleroma.social/pleroma/pleroma-fe/-/jobs/artifacts/${ref}/download?job=build',
    ref: 'develop',
  },
  'admin-fe': {
    name: 'admin-fe',
    git: 'https://git.pleroma.social/pleroma/admin-fe',
    buildUrl: 'https://git.pleroma.social/pleroma/admin-fe/-/jobs/artifacts/${ref}/download?job=build',
    ref: 'develop',
  },
};

export function frontendsDir(config: Pick<AppConfig, 'dataDir'>): string {
  return join(config.dataDir, 'frontends');
}

async function installedNames(config: AppConfig): Promise<Set<string>> {
  try {
    return new Set(
      (await readdir(frontendsDir(config), { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name),
    );
  } catch {
    return new Set();
  }
}

/** Every known frontend, each with whether a version of it is installed (Pleroma's GET /frontends). */
export async function listFrontends(config: AppConfig): Promise<FrontendEntry[]> {
  const installed = await installedNames(config);
  return Object.values(AVAILABLE_FRONTENDS).map((f) => ({ ...f, installed: installed.has(f.name) }));
}

export interface InstallRequest {
  name: string;
  ref?: string | null;
  file?: string | null;
  buildUrl?: string | null;
  buildDir?: string | null;
}

export const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const MAX_ARCHIVE_BYTES = 200 * 1024 * 1024;
const LIMITS = { maxBytes: 500 * 1024 * 1024, maxEntries: 50_000 };

/** Pleroma's two failure messages (400 here; Pleroma's fallback controller answers them as errors too). */
const DOWNLOAD_FAILED = 'Could not download or unzip the frontend';
const INSTALL_FAILED = 'Could not install the frontend';

async function archiveBytes(
  config: AppConfig,
  info: { buildUrl: string | null; ref: string },
  file: string | null | undefined,
): Promise<Buffer> {
  if (file) {
    const path = resolve(file);
    const info = await stat(path);
    // A regular file only: a device (/dev/zero) or a FIFO would never end.
    if (!info.isFile() || info.size > MAX_ARCHIVE_BYTES) throw new Error('not a zip file of a sane size');
    return readFile(path);
  }
  if (!info.buildUrl) throw new Error('no build_url');
  const url = info.buildUrl.replaceAll('${ref}', encodeURIComponent(info.ref));
  const res = await remoteFetch(url, {
    expect: 'zip',
    maxBytes: MAX_ARCHIVE_BYTES,
    timeoutMs: 120_000,
    allowPrivateAddresses: config.allowPrivateAddresses,
  });
  return res.body;
}

/** Installs a frontend version and answers the list, as Pleroma's POST /frontends/install does. */
export async function installFrontend(config: AppConfig, req: InstallRequest): Promise<FrontendEntry[]> {
  const known = AVAILABLE_FRONTENDS[req.name];
  const info = {
    ref: req.ref || known?.ref || null,
    buildUrl: req.buildUrl || known?.buildUrl || null,
    buildDir: req.buildDir || known?.buildDir || 'dist',
  };
  if (!SAFE_SEGMENT.test(req.name)) throw new BadInputError('name: letters, digits, ".", "_" and "-" only');
  if (!info.ref) throw new BadInputError('No ref given or configured');
  if (!SAFE_SEGMENT.test(info.ref)) throw new BadInputError('ref: letters, digits, ".", "_" and "-" only');
  if (!req.file && !info.buildUrl) throw new BadInputError(DOWNLOAD_FAILED);
  const prefix = info.buildDir
    .replace(/^\.?\/+/, '')
    .replace(/\/*$/, '/')
    .replace(/^\/$/, '');
  if (prefix.split('/').includes('..')) throw new BadInputError('build_dir: must stay inside the archive');

  let files: Map<string, Buffer>;
  try {
    const archive = await archiveBytes(config, { buildUrl: info.buildUrl, ref: info.ref }, req.file);
    files = await extractEntries(archive, (name) => name.startsWith(prefix) && !name.endsWith('/'), LIMITS);
  } catch {
    throw new BadInputError(DOWNLOAD_FAILED);
  }
  if (!files.size) throw new BadInputError(INSTALL_FAILED);

  // Written beside the destination, then swapped in: a failed install leaves the installed version alone.
  const dest = join(frontendsDir(config), req.name, info.ref);
  const staging = join(frontendsDir(config), req.name, `.install-${randomUUID()}`);
  try {
    for (const [name, bytes] of files) {
      const path = join(staging, name.slice(prefix.length));
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { mode: 0o644 });
    }
    await rm(dest, { recursive: true, force: true });
    await rename(staging, dest);
  } catch {
    await rm(staging, { recursive: true, force: true });
    throw new BadInputError(INSTALL_FAILED);
  }
  return listFrontends(config);
}

/** The installed version of a frontend to serve: the most recently installed ref, or null. */
export async function servedFrontendDir(config: AppConfig, name: string): Promise<string | null> {
  const base = join(frontendsDir(config), name);
  let newest: { dir: string; mtime: number } | null = null;
  try {
    for (const entry of await readdir(base, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const dir = join(base, entry.name);
      const { mtimeMs } = await stat(dir);
      if (!newest || mtimeMs > newest.mtime) newest = { dir, mtime: mtimeMs };
    }
  } catch {
    return null;
  }
  return newest?.dir ?? null;
}
