import { readdir } from 'node:fs/promises';
import { extname, join, posix } from 'node:path';
import type { AppConfig } from '../config.js';

/** Image types a custom emoji may have. */
export const EMOJI_EXTENSIONS = new Set(['.png', '.gif', '.webp', '.svg']);
const SHORTCODE = /^[A-Za-z0-9_-]+$/;

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

export function emojiDir(config: AppConfig): string {
  return join(config.dataDir, 'emoji');
}

async function entries(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** Every image file under `dir`, as paths relative to the emoji folder. */
async function imageFiles(root: string, relative: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await entries(join(root, relative))) {
    if (entry.name.startsWith('.')) continue;
    const path = relative ? posix.join(relative, entry.name) : entry.name;
    if (entry.isDirectory()) found.push(...(await imageFiles(root, path)));
    else if (entry.isFile() && EMOJI_EXTENSIONS.has(extname(entry.name).toLowerCase())) found.push(path);
  }
  return found;
}

/**
 * The custom emoji on disk: each image `<shortcode>.<png|gif|webp|svg>` in DATA_DIR/emoji or in a pack folder
 * below it (any depth; the top folder names the pack). Sorted by shortcode; the first file of a shortcode wins.
 */
export async function loadCustomEmoji(config: AppConfig): Promise<CustomEmoji[]> {
  const files = (await imageFiles(emojiDir(config), '')).sort();
  const byShortcode = new Map<string, CustomEmoji>();
  for (const file of files) {
    const shortcode = posix.basename(file, posix.extname(file));
    if (!SHORTCODE.test(shortcode) || byShortcode.has(shortcode)) continue;
    const pack = file.includes('/') ? file.slice(0, file.indexOf('/')) : null;
    const path = `/emoji/${file.split('/').map(encodeURIComponent).join('/')}`;
    const tag = pack ? `pack:${pack}` : 'Custom';
    byShortcode.set(shortcode, { shortcode, path, url: `${config.publicUrl}${path}`, tags: [tag], category: pack ? tag : '' });
  }
  return [...byShortcode.values()].sort((a, b) => a.shortcode.localeCompare(b.shortcode));
}
