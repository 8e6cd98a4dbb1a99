// Open-addressing hash table from owner names to RRset indexes. Zones have about one
// new name per record, so this is on the hot path. The caller hashes the name's key
// (see ZoneData.nameKey) straight from the zone text, and a name is only compared as
// a string when its hash is already in the table, which for a new name almost never
// happens: a lookup usually costs no string at all.

export const HASH_START = 0x811c9dc5;

/** FNV-1a over bytes[start, end), ASCII letters lower-cased. */
export function hashLower(bytes: Uint8Array, start: number, end: number, h: number): number {
  for (let i = start; i < end; i++) {
    const c = bytes[i];
    h = Math.imul(h ^ (c >= 65 && c <= 90 ? c + 32 : c), 0x01000193);
  }
  return h;
}

/** The hash of a whole key (one character per byte); never 0, which marks an empty slot. */
export function hashKey(key: string): number {
  return hashLower(Buffer.from(key, 'latin1'), 0, key.length, HASH_START) | 1;
}

/** Decides whether the value stored under a matching hash is the name being looked up. */
export interface NameMatcher {
  matches(value: number): boolean;
}

/** Expected number of distinct owner names per byte of zone text, to size the table once. */
const NAMES_PER_BYTE = 1 / 48;

/**
 * Linear probing over one-byte tags: a probe reads only `tags` (one byte a slot, so a
 * table for a few hundred thousand names mostly stays in the CPU's cache), and the full
 * hash and the value are read only when the tag matches. Each new name is a probe at a
 * random place, so the size of what probes touch is what the table costs.
 */
export class NameIndex {
  /** 0 for an empty slot, else 1-255 from the hash's top bits. */
  private tags: Uint8Array;
  /** Slot i's full hash and value at 2i and 2i + 1 (an insert writes one cache line). */
  private entries: Int32Array;
  private mask: number;
  private count = 0;

  constructor(textLength: number) {
    let size = 4096;
    while (size < 2 * textLength * NAMES_PER_BYTE) size *= 2;
    this.tags = new Uint8Array(size);
    this.entries = new Int32Array(2 * size);
    this.mask = size - 1;
  }

  /** The value stored for the name hashed to `h` that `matcher` accepts, or -1. */
  get(h: number, matcher: NameMatcher): number {
    const tags = this.tags;
    const tag = tagOf(h);
    for (let i = h & this.mask; ; i = (i + 1) & this.mask) {
      const t = tags[i];
      if (t === 0) return -1;
      if (t === tag && this.entries[2 * i] === h && matcher.matches(this.entries[2 * i + 1])) return this.entries[2 * i + 1];
    }
  }

  /** Stores `value` for a name (hashed to `h`) that is not in the table. */
  add(h: number, value: number): void {
    if (++this.count * 2 > this.mask + 1) this.grow();
    this.insert(h, value);
  }

  private insert(h: number, value: number): void {
    const tags = this.tags;
    let i = h & this.mask;
    while (tags[i] !== 0) i = (i + 1) & this.mask;
    tags[i] = tagOf(h);
    this.entries[2 * i] = h;
    this.entries[2 * i + 1] = value;
  }

  private grow(): void {
    const { tags, entries } = this;
    const size = tags.length * 2;
    this.tags = new Uint8Array(size);
    this.entries = new Int32Array(2 * size);
    this.mask = size - 1;
    for (let i = 0; i < tags.length; i++) if (tags[i] !== 0) this.insert(entries[2 * i], entries[2 * i + 1]);
  }
}

/** 1-255 from the top bits of a hash (the slot comes from the low bits). */
function tagOf(h: number): number {
  return ((h >>> 24) % 255) + 1;
}
