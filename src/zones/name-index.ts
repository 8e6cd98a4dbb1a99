// Open-addressing hash table from owner names to RRset indexes. Zones have about one
// new name per record, so this is on the hot path. The caller hashes the name's key
// (see ZoneData.nameKey) straight from the zone text, and a name is only compared as
// a string when its hash is already in the table, which for a new name almost never
// happens: a lookup usually costs no string at all.

export const HASH_START = 0x811c9dc5;

/** FNV-1a over text[start, end), ASCII letters lower-cased. */
export function hashLower(text: string, start: number, end: number, h: number): number {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    h = Math.imul(h ^ (c >= 65 && c <= 90 ? c + 32 : c), 0x01000193);
  }
  return h;
}

/** The hash of a whole key; never 0, which marks an empty slot. */
export function hashKey(key: string): number {
  return hashLower(key, 0, key.length, HASH_START) | 1;
}

/** Decides whether the value stored under a matching hash is the name being looked up. */
export interface NameMatcher {
  matches(value: number): boolean;
}

export class NameIndex {
  private hashes = new Int32Array(4096);
  private values = new Int32Array(4096);
  private count = 0;

  /** The value stored for the name hashed to `h` that `matcher` accepts, or -1. */
  get(h: number, matcher: NameMatcher): number {
    const mask = this.hashes.length - 1;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const x = this.hashes[i];
      if (x === 0) return -1;
      if (x === h && matcher.matches(this.values[i])) return this.values[i];
    }
  }

  /** Stores `value` for a name (hashed to `h`) that is not in the table. */
  add(h: number, value: number): void {
    if (++this.count * 2 > this.hashes.length) this.grow();
    this.insert(h, value);
  }

  private insert(h: number, value: number): void {
    const mask = this.hashes.length - 1;
    let i = h & mask;
    while (this.hashes[i] !== 0) i = (i + 1) & mask;
    this.hashes[i] = h;
    this.values[i] = value;
  }

  private grow(): void {
    const { hashes, values } = this;
    this.hashes = new Int32Array(hashes.length * 2);
    this.values = new Int32Array(hashes.length * 2);
    for (let i = 0; i < hashes.length; i++) if (hashes[i] !== 0) this.insert(hashes[i], values[i]);
  }
}
