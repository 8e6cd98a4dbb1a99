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
 * Linear probing over one array holding slot i's full hash (0: empty) and value at 2i and 2i + 1. Each new
 * name is a probe at a random place, which in a large zone is a cache miss: keeping hash and value side by
 * side makes a probe and the insert that follows it touch one cache line. (A separate one-byte tag array
 * cost a second miss per new name on the 10 MB zone.)
 */
export class NameIndex {
  private entries: Int32Array;
  private mask: number;
  private count = 0;

  constructor(textLength: number) {
    let size = 4096;
    while (size < 2 * textLength * NAMES_PER_BYTE) size *= 2;
    this.entries = new Int32Array(2 * size);
    this.mask = size - 1;
  }

  /**
   * The value stored for the name hashed to `h` (never 0) that `matcher` accepts; if there is none,
   * -1 - the empty slot where the name would go (for addAt). Negative means not found.
   */
  get(h: number, matcher: NameMatcher): number {
    const entries = this.entries;
    for (let i = this.home(h); ; i = (i + 1) & this.mask) {
      const e = entries[2 * i];
      if (e === 0) return -1 - i;
      if (e === h && matcher.matches(entries[2 * i + 1])) return entries[2 * i + 1];
    }
  }

  /**
   * Stores `value` for a name (hashed to `h`) that `get` did not find, answering `missing`; no other name
   * may have been added in between. Using the slot that probe ended on saves a second probe, which on a
   * large zone is a second cache miss.
   */
  addAt(missing: number, h: number, value: number): void {
    if (++this.count * 2 > this.mask + 1) {
      this.grow();
      this.insert(h, value);
      return;
    }
    const i = -1 - missing;
    this.entries[2 * i] = h;
    this.entries[2 * i + 1] = value;
  }

  private insert(h: number, value: number): void {
    const entries = this.entries;
    let i = this.home(h);
    while (entries[2 * i] !== 0) i = (i + 1) & this.mask;
    entries[2 * i] = h;
    entries[2 * i + 1] = value;
  }

  /** The first slot to probe. Hashes are odd (0 marks an empty slot), so bit 0 is left out. */
  private home(h: number): number {
    return (h >>> 1) & this.mask;
  }

  private grow(): void {
    const old = this.entries;
    this.entries = new Int32Array(2 * old.length);
    this.mask = old.length - 1;
    for (let i = 0; i < old.length; i += 2) if (old[i] !== 0) this.insert(old[i], old[i + 1]);
  }
}
