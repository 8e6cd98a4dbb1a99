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

/** Expected number of distinct owner names per byte of zone text, to size the table once. */
const NAMES_PER_BYTE = 1 / 48;

export class NameIndex {
  /** Slot i is slots[2i] (hash, 0 when empty) and slots[2i + 1] (value); one cache line per probe. */
  private slots: Int32Array;
  private mask: number;
  private count = 0;

  constructor(textLength: number) {
    let size = 4096;
    while (size < 2 * textLength * NAMES_PER_BYTE) size *= 2;
    this.slots = new Int32Array(2 * size);
    this.mask = size - 1;
  }

  /** The value stored for the name hashed to `h` that `matcher` accepts, or -1. */
  get(h: number, matcher: NameMatcher): number {
    const slots = this.slots;
    for (let i = h & this.mask; ; i = (i + 1) & this.mask) {
      const x = slots[2 * i];
      if (x === 0) return -1;
      if (x === h && matcher.matches(slots[2 * i + 1])) return slots[2 * i + 1];
    }
  }

  /** Stores `value` for a name (hashed to `h`) that is not in the table. */
  add(h: number, value: number): void {
    if (++this.count * 2 > this.mask + 1) this.grow();
    this.insert(h, value);
  }

  private insert(h: number, value: number): void {
    const slots = this.slots;
    let i = h & this.mask;
    while (slots[2 * i] !== 0) i = (i + 1) & this.mask;
    slots[2 * i] = h;
    slots[2 * i + 1] = value;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(2 * old.length);
    this.mask = old.length - 1;
    for (let i = 0; i < old.length; i += 2) if (old[i] !== 0) this.insert(old[i], old[i + 1]);
  }
}
