// Zone content checks done while records are added (the ones named-checkzone applies
// when loading with the oracle's flags) and at the end of the file: RRset assembly
// with BIND's duplicate and TTL rules, singleton types, CNAME and other data, SOA and
// NS at the apex, in-zone NS targets with addresses.
import { hashKey, NameIndex, type NameMatcher } from './name-index.js';
import { isInZone, isWildcard } from './names.js';
import { expectedRecords, LoadedRecord, type RecordText } from './record.js';
import { typeToText } from './rrtypes.js';
import type { ZoneRecord } from './types.js';

const T_A = 1;
const T_NS = 2;
const T_CNAME = 5;
const T_SOA = 6;
const T_SIG = 24;
const T_KEY = 25;
const T_AAAA = 28;
const T_NXT = 30;
const T_DNAME = 39;
const T_DS = 43;
const T_RRSIG = 46;
const T_NSEC = 47;

/** Types that may share a name with a CNAME. */
function coexistsWithCname(type: number): boolean {
  return type === T_RRSIG || type === T_NSEC || type === T_KEY || type === T_SIG || type === T_NXT;
}

function isSingleton(type: number): boolean {
  return type === T_CNAME || type === T_SOA || type === T_DNAME;
}

/** Equality of two absolute names in canonical presentation. */
function sameName(a: string, b: string): boolean {
  return a.length === b.length && (a === b || a.toLowerCase() === b.toLowerCase());
}

interface Entry {
  id: number;
  batch: number;
}

/** What an RRset with more than one record needs besides its first record. */
interface MultiRecordSet {
  first: number;
  /** Ids (in RecordText) of its other records. */
  more: number[];
  /** Duplicate detection: data key -> the record and its batch. */
  keys: Map<string, Entry>;
}

export type IssueSink = (line: number, column: number, message: string) => void;

/**
 * The loaded records (as ids in RecordText) and their RRsets. An RRset is identified by
 * the position of its first record in the load order; its properties live in typed
 * arrays at that position, so a name with one record costs no objects at all (zones
 * are mostly such names).
 */
export class ZoneData implements NameMatcher {
  /** Ids of the loaded records, in load order. */
  private ids: Int32Array;
  private count = 0;
  /** Owner name (hashed by its key, see nameKey) -> its first RRset. */
  private readonly nodes: NameIndex;
  /** The name being looked up in `nodes`: given as a record id (-1: none), its name is built only if needed. */
  private wantId = -1;
  private wantName = '';
  private readonly apexHash = hashKey('');
  private setKey: Int32Array;
  private setTtl: Int32Array;
  /** Consecutive records with the same owner form a batch; within one the first TTL wins. */
  private setBatch: Int32Array;
  /** Next RRset of the same name, -1 at the end of the chain. */
  private nextSet: Int32Array;
  private caseInsensitive: Uint8Array;
  private readonly multi = new Map<number, MultiRecordSet>();
  /** First RRset (-1: none yet) of the owner of the batch `lastBatch`, saving a lookup for consecutive records of one name. */
  private lastHead = -1;
  private lastBatch = -1;
  private soaLine = 0;

  constructor(
    private readonly text: RecordText,
    private readonly apexLower: string,
    private readonly apexText: string,
    /** Address records exist only in class IN, so only there are NS targets checked for them. */
    private readonly checkNsAddresses: boolean,
    private readonly error: IssueSink,
    private readonly warn: IssueSink,
  ) {
    this.nodes = new NameIndex(text.text.length);
    const n = expectedRecords(text.text.length);
    this.ids = new Int32Array(n);
    this.setKey = new Int32Array(n);
    this.setTtl = new Int32Array(n);
    this.setBatch = new Int32Array(n);
    this.nextSet = new Int32Array(n);
    this.caseInsensitive = new Uint8Array(n);
  }

  /** The loaded records in load order. */
  records(): ZoneRecord[] {
    const out = new Array<ZoneRecord>(this.count);
    for (let i = 0; i < this.count; i++) out[i] = new LoadedRecord(this.text, this.ids[i]);
    return out;
  }

  /**
   * The key of an in-zone name: the lower-cased name relative to the apex ("" for the
   * apex), or null for a name outside the zone. The node table is keyed by hashKey of
   * it, which the parser usually computes from the zone text without this string.
   */
  nameKey(name: string): string | null {
    const lower = name.toLowerCase();
    if (!isInZone(lower, this.apexLower)) return null;
    if (lower.length === this.apexLower.length) return '';
    return lower.slice(0, lower.length - this.apexLower.length - (this.apexLower === '.' ? 0 : 1));
  }

  /**
   * Adds the parsed record `id`. `hash` is hashKey(nameKey(its name)), 0 for a name
   * outside the zone; `setKey` identifies its RRset within the node (the type, or type
   * and covered type for signatures); `batch` changes whenever the owner does;
   * `column` is where its owner starts.
   */
  add(
    id: number,
    hash: number,
    type: number,
    setKey: number,
    caseInsensitive: boolean,
    batch: number,
    column: number,
  ): void {
    const text = this.text;
    const line = text.line(id);
    if (hash === 0) {
      this.warn(line, column, `'${text.name(id)}' is outside the zone ${this.apexText}; record ignored`);
      return;
    }
    if (batch !== this.lastBatch) {
      this.lastHead = this.lookup(hash, id, '');
      this.lastBatch = batch;
    }
    if (type === T_SOA || type === T_DS || type === T_NS) {
      const atApex = hash === this.apexHash && sameName(text.name(id), this.apexText);
      if (type === T_SOA && !atApex)
        return this.error(
          line,
          column,
          `SOA record for '${text.name(id)}' is not at the top of the zone (${this.apexText})`,
        );
      if (type === T_DS && atApex)
        return this.error(
          line,
          column,
          `DS record at the top of the zone (${this.apexText}); DS belongs in the parent zone`,
        );
      if (type === T_NS && isWildcard(text.name(id)))
        return this.error(line, column, `NS record with a wildcard owner '${text.name(id)}'`);
    }

    const head = this.lastHead;
    let set = head;
    while (set >= 0 && this.setKey[set] !== setKey) set = this.nextSet[set];
    if (set < 0) {
      if (head >= 0 && this.conflictsWithCname(head, type)) {
        return this.error(
          line,
          column,
          `'${text.name(id)}' has a CNAME and other data; a CNAME must be the only record at its name`,
        );
      }
      if (type === T_SOA) this.soaLine = line;
      const index = this.count;
      if (index === this.ids.length) this.grow();
      this.setKey[index] = setKey;
      this.setTtl[index] = text.ttl(id);
      this.setBatch[index] = batch;
      this.caseInsensitive[index] = caseInsensitive ? 1 : 0;
      if (head < 0) {
        this.nextSet[index] = -1;
        this.nodes.addAt(head, hash, index);
        this.lastHead = index;
      } else {
        this.nextSet[index] = this.nextSet[head];
        this.nextSet[head] = index;
      }
      this.ids[index] = id;
      this.count++;
      return;
    }

    let m = this.multi.get(set);
    if (m === undefined) {
      const first = this.ids[set];
      m = {
        first: set,
        more: [],
        keys: new Map([[this.dataKey(set, text.data(first)), { id: first, batch: this.setBatch[set] }]]),
      };
      this.multi.set(set, m);
    }
    const ttl = text.ttl(id);
    if (this.setBatch[set] === batch) {
      if (ttl !== this.setTtl[set])
        this.warn(
          line,
          column,
          `TTL ${ttl} differs from the ${this.setTtl[set]} of earlier ${typeToText(type)} records of '${text.name(id)}'; using ${this.setTtl[set]}`,
        );
    } else {
      this.setBatch[set] = batch;
      this.setTtl[set] = ttl;
    }
    const data = text.data(id);
    const dataKey = this.dataKey(set, data);
    const dup = m.keys.get(dataKey);
    if (dup !== undefined) {
      // BIND keeps one of equal records: the last of one batch, else the one loaded first.
      if (dup.batch === batch) text.setData(dup.id, data);
      return;
    }
    if (isSingleton(type))
      return this.error(
        line,
        column,
        `'${text.name(id)}' has more than one ${typeToText(type)} record; only one is allowed`,
      );
    m.keys.set(dataKey, { id, batch });
    m.more.push(id);
    if (this.count === this.ids.length) this.grow();
    this.ids[this.count++] = id;
  }

  /** The first RRset of the name of record `id` (or `name` when id is -1), hashed to `h`; negative if none (see NameIndex.get). */
  private lookup(h: number, id: number, name: string): number {
    this.wantId = id;
    this.wantName = name;
    return this.nodes.get(h, this);
  }

  matches(head: number): boolean {
    if (this.wantId >= 0) {
      this.wantName = this.text.name(this.wantId);
      this.wantId = -1;
    }
    return sameName(this.text.name(this.ids[head]), this.wantName);
  }

  private dataKey(set: number, data: string): string {
    return this.caseInsensitive[set] === 1 ? data.toLowerCase() : data;
  }

  private grow(): void {
    const n = this.ids.length * 2;
    this.ids = copyInto(new Int32Array(n), this.ids);
    this.setKey = copyInto(new Int32Array(n), this.setKey);
    this.setTtl = copyInto(new Int32Array(n), this.setTtl);
    this.setBatch = copyInto(new Int32Array(n), this.setBatch);
    this.nextSet = copyInto(new Int32Array(n), this.nextSet);
    this.caseInsensitive = copyInto(new Uint8Array(n), this.caseInsensitive);
  }

  /** Whether adding a new RRset of `type` to the name whose RRsets start at `head` mixes a CNAME with other data. */
  private conflictsWithCname(head: number, type: number): boolean {
    if (coexistsWithCname(type)) return false;
    for (let set = head; set >= 0; set = this.nextSet[set]) {
      const other = this.setKey[set] & 0xffff;
      if (type === T_CNAME ? !coexistsWithCname(other) : other === T_CNAME) return true;
    }
    return false;
  }

  /** End-of-zone checks; gives every record its RRset's final TTL. */
  finish(): void {
    const text = this.text;
    for (const m of this.multi.values()) {
      const ttl = this.setTtl[m.first];
      text.setTtl(this.ids[m.first], ttl);
      for (const id of m.more) text.setTtl(id, ttl);
    }
    const soa = this.find(this.apexHash, this.apexText, T_SOA);
    if (soa < 0) {
      this.error(0, 0, `the zone has no SOA record for ${this.apexText}`);
      return;
    }
    const ns = this.find(this.apexHash, this.apexText, T_NS);
    if (ns < 0) {
      this.error(this.soaLine, 1, `the zone has no NS records at its top (${this.apexText})`);
      return;
    }
    if (!this.checkNsAddresses) return;
    for (const id of [this.ids[ns], ...(this.multi.get(ns)?.more ?? [])]) {
      const target = text.data(id);
      const key = this.nameKey(target);
      if (key === null) continue;
      const h = hashKey(key);
      if (this.find(h, target, T_A) < 0 && this.find(h, target, T_AAAA) < 0) {
        this.error(
          text.line(id),
          1,
          `name server '${target}' is inside the zone but has no address record (A or AAAA)`,
        );
      }
    }
  }

  private find(h: number, name: string, setKey: number): number {
    let set = this.lookup(h, -1, name);
    while (set >= 0 && this.setKey[set] !== setKey) set = this.nextSet[set];
    return set;
  }
}

function copyInto<T extends Int32Array | Uint8Array>(to: T, from: T): T {
  to.set(from);
  return to;
}
