import { readdir, readFile, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import type { AppConfig } from '../config.js';
import { packFilesFromDir, readPackJson, safePackFileName, type PackMetadata } from './pack-files.js';

export const SHORTCODE = /^[A-Za-z0-9_-]+$/;

export interface CustomEmoji {
  shortcode: string;
  /** The file's path under /emoji, as Pleroma's emoji map gives it (`/emoji/blobs/blobcat.png`). */
  path: string;
  url: string;
  /** `pack:<folder>` for an emoji in a pack folder, `Custom` for one directly in the emoji folder. */
  tags: string[];
  /** Pleroma's category: the tags but `Custom`, joined by commas. */
  category: string;
}

/** A folder of the emoji directory with a pack.json: what the pack API manages. */
export interface LoadedPack {
  name: string;
  /** Shortcode to file name (relative to the pack folder), as pack.json lists them. */
  files: Record<string, string>;
  metadata: PackMetadata;
  /** The pack.json text, which keys the archive cache. */
  packJson: string;
  /** Every listed file is there (read with the folder): a shared pack can be downloaded. */
  complete: boolean;
}

export interface EmojiState {
  /** By name, in name order. */
  packs: Map<string, LoadedPack>;
  /** Every custom emoji, by shortcode order; the first file of a shortcode (in path order) wins. */
  emoji: CustomEmoji[];
  byShortcode: Map<string, CustomEmoji>;
}

/** Pleroma's static_dir/emoji: the pack folders, served under /emoji. */
export function emojiDir(config: Pick<AppConfig, 'dataDir'>): string {
  return join(config.dataDir, 'static', 'emoji');
}

async function entries(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR')
      return [];
    throw err;
  }
}

async function allFilesThere(dir: string, files: Record<string, string>): Promise<boolean> {
  const found = await Promise.all(
    Object.values(files).map((file) =>
      stat(join(dir, file)).then(
        (s) => s.isFile(),
        () => false,
      ),
    ),
  );
  return found.every(Boolean);
}

/** A candidate emoji: its file path relative to the emoji folder, and its tag. */
interface Candidate {
  shortcode: string;
  file: string;
  tag: string;
}

/**
 * Reads the emoji folder once: pack folders with a pack.json give the files they list; other folders give
 * their emoji.txt list or every image below them; images directly in the folder are `Custom` emoji.
 */
export async function loadEmojiState(config: AppConfig): Promise<EmojiState> {
  const root = emojiDir(config);
  const packs = new Map<string, LoadedPack>();
  const candidates: Candidate[] = [];
  for (const entry of (await entries(root)).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name.startsWith('.')) continue;
    if (entry.isFile() && safePackFileName(entry.name)) {
      candidates.push({
        shortcode: posix.basename(entry.name, posix.extname(entry.name)),
        file: entry.name,
        tag: 'Custom',
      });
      continue;
    }
    if (!entry.isDirectory()) continue;
    const dir = join(root, entry.name);
    const packJson = await readFile(join(dir, 'pack.json'), 'utf8').catch(() => null);
    const pack = packJson === null ? null : readPackJson(packJson);
    if (pack)
      packs.set(entry.name, {
        name: entry.name,
        files: pack.files,
        metadata: pack.metadata,
        packJson: packJson!,
        complete: await allFilesThere(dir, pack.files),
      });
    const files = pack ? pack.files : await packFilesFromDir(dir);
    for (const [shortcode, file] of Object.entries(files))
      candidates.push({ shortcode, file: `${entry.name}/${file}`, tag: `pack:${entry.name}` });
  }
  const byShortcode = new Map<string, CustomEmoji>();
  for (const { shortcode, file, tag } of candidates.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    if (!SHORTCODE.test(shortcode) || byShortcode.has(shortcode)) continue;
    const path = `/emoji/${file.split('/').map(encodeURIComponent).join('/')}`;
    byShortcode.set(shortcode, {
      shortcode,
      path,
      url: `${config.publicUrl}${path}`,
      tags: [tag],
      category: tag === 'Custom' ? '' : tag,
    });
  }
  const emoji = [...byShortcode.values()].sort((a, b) =>
    a.shortcode < b.shortcode ? -1 : a.shortcode > b.shortcode ? 1 : 0,
  );
  return { packs, emoji, byShortcode: new Map(emoji.map((e) => [e.shortcode, e])) };
}

const SHORTCODE_IN_TEXT = /:([A-Za-z0-9_-]+):/g;

/** The custom emoji of `state` whose `:shortcode:` occurs in any of the texts, in order of first use. */
function emojiOf({ byShortcode }: EmojiState, texts: Array<string | null | undefined>): CustomEmoji[] {
  const found = new Map<string, CustomEmoji>();
  for (const text of texts) {
    if (!text?.includes(':')) continue;
    for (const [, shortcode] of text.matchAll(SHORTCODE_IN_TEXT)) {
      const emoji = byShortcode.get(shortcode);
      if (emoji && !found.has(shortcode)) found.set(shortcode, emoji);
    }
  }
  return [...found.values()];
}

/**
 * The emoji folder, read once and kept: listing emoji or rendering a status costs no directory walk.
 * Every change through the pack API and `reload_emoji` drops the copy (on every instance, over the event bus).
 */
export class EmojiRegistry {
  private state: Promise<EmojiState> | null = null;
  /** The state once read (null while it is being read, or after a reload). */
  private loaded: EmojiState | null = null;
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(private readonly config: AppConfig) {}

  current(): Promise<EmojiState> {
    if (!this.state) {
      const loading = loadEmojiState(this.config);
      this.state = loading;
      loading.then(
        (state) => {
          if (this.state === loading) this.loaded = state;
        },
        () => {
          if (this.state === loading) this.state = null;
        },
      );
    }
    return this.state;
  }

  /** Forgets the copy; the next read walks the folder again. */
  reload(): void {
    this.state = null;
    this.loaded = null;
  }

  /** The custom emoji whose `:shortcode:` occurs in any of the texts, in order of first use. */
  async emojiIn(...texts: Array<string | null | undefined>): Promise<CustomEmoji[]> {
    return emojiOf(await this.current(), texts);
  }

  /** `emojiIn`, answered at once (not as a promise) when the folder has been read: a page asks for each status and account. */
  emojiInNow(...texts: Array<string | null | undefined>): CustomEmoji[] | Promise<CustomEmoji[]> {
    return this.loaded ? emojiOf(this.loaded, texts) : this.emojiIn(...texts);
  }

  /**
   * Runs `work` after every earlier change of the same pack has finished, so two edits of one pack never
   * interleave (each reads pack.json, changes it and writes it back); the copy is dropped afterwards.
   */
  async exclusive<T>(pack: string, work: () => Promise<T>): Promise<T> {
    const before = this.locks.get(pack) ?? Promise.resolve();
    const run = before
      .catch(() => {})
      .then(work)
      .finally(() => this.reload());
    const settled = run
      .catch(() => {})
      .finally(() => {
        if (this.locks.get(pack) === settled) this.locks.delete(pack);
      });
    this.locks.set(pack, settled);
    return run;
  }
}
