// Open-addressing hash table from owner keys (short lower-case strings, see
// ZoneData.nameKey) to RRset indexes. Zones have about one new name per record, so
// this is on the hot path; hashes and values sit in typed arrays and a miss rarely has
// to touch a key string, which makes it cheaper than a Map here.

/** FNV-1a; never 0, which marks an empty slot. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h | 1;
}

export class NameIndex {
  private hashes = new Int32Array(4096);
  private values = new Int32Array(4096);
  private keys: string[] = new Array<string>(4096);
  private count = 0;
  private lastKey = '';
  private lastHash = hash('');

  /** The value stored for `key`, or -1. */
  get(key: string): number {
    const h = this.hashOf(key);
    const mask = this.hashes.length - 1;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const x = this.hashes[i];
      if (x === 0) return -1;
      if (x === h && this.keys[i] === key) return this.values[i];
    }
  }

  /** Stores `value` for a key that is not in the table. */
  add(key: string, value: number): void {
    if (++this.count * 2 > this.hashes.length) this.grow();
    this.insert(this.hashOf(key), key, value);
  }

  private hashOf(key: string): number {
    if (key !== this.lastKey) {
      this.lastKey = key;
      this.lastHash = hash(key);
    }
    return this.lastHash;
  }

  private insert(h: number, key: string, value: number): void {
    const mask = this.hashes.length - 1;
    let i = h & mask;
    while (this.hashes[i] !== 0) i = (i + 1) & mask;
    this.hashes[i] = h;
    this.values[i] = value;
    this.keys[i] = key;
  }

  private grow(): void {
    const { hashes, values, keys } = this;
    const size = hashes.length * 2;
    this.hashes = new Int32Array(size);
    this.values = new Int32Array(size);
    this.keys = new Array<string>(size);
    for (let i = 0; i < hashes.length; i++) if (hashes[i] !== 0) this.insert(hashes[i], keys[i], values[i]);
  }
}
