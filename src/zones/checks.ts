// Zone content checks done while records are added (the ones named-checkzone applies
// when loading with the oracle's flags) and at the end of the file: RRset assembly
// with BIND's duplicate and TTL rules, singleton types, CNAME and other data, SOA and
// NS at the apex, in-zone NS targets with addresses.
import { isInZone, isWildcard } from './names.js';
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

/** The records of one name, type (and covered type) and class; RRsets of a name are chained. */
interface RRset {
  readonly setKey: number;
  readonly type: number;
  ttl: number;
  /** Consecutive records with the same owner form a batch; within one the first TTL wins. */
  batch: number;
  readonly firstBatch: number;
  readonly first: ZoneRecord;
  /** Further records; null while the set has one. */
  more: ZoneRecord[] | null;
  /** Duplicate detection: key -> the record and its batch; created when the set gets a second record. */
  keys: Map<string, Entry> | null;
  readonly caseInsensitive: boolean;
  next: RRset | null;
}

interface Entry { rec: ZoneRecord; batch: number }

export type IssueSink = (line: number, column: number, message: string) => void;

export class ZoneData {
  readonly records: ZoneRecord[] = [];
  /** RRsets with more than one record: their records get the set's final TTL at the end. */
  private readonly multi: RRset[] = [];
  /** Lower-cased owner -> its first RRset. */
  private readonly nodes = new Map<string, RRset>();
  /** Key of the previous record's owner (see nameKey); null before the first. */
  private lastKey: string | null = null;
  /** RRsets of that owner (undefined: none yet), saving a lookup for consecutive records of one name. */
  private lastHead: RRset | undefined = undefined;
  private soaLine = 0;

  constructor(
    private readonly apexLower: string,
    private readonly apexText: string,
    /** Address records exist only in class IN, so only there are NS targets checked for them. */
    private readonly checkNsAddresses: boolean,
    private readonly error: IssueSink,
    private readonly warn: IssueSink,
  ) {}

  /**
   * The key of an in-zone name in the node table: the lower-cased name relative to the
   * apex ("" for the apex), or null for a name outside the zone. A plain relative owner
   * written under the apex origin is its own key (see parser), which keeps keys short.
   */
  nameKey(name: string): string | null {
    const lower = name.toLowerCase();
    if (!isInZone(lower, this.apexLower)) return null;
    if (lower.length === this.apexLower.length) return '';
    return lower.slice(0, lower.length - this.apexLower.length - (this.apexLower === '.' ? 0 : 1));
  }

  /**
   * Adds a parsed record. `key` is nameKey(rec.name) (null: out of zone); `setKey`
   * identifies its RRset within the node (the type, or type and covered type for
   * signatures); `column` is where its owner starts.
   */
  add(rec: ZoneRecord, key: string | null, type: number, setKey: number, caseInsensitive: boolean, batch: number, column: number): void {
    const line = rec.line;
    if (key === null) {
      this.warn(line, column, `'${rec.name}' is outside the zone ${this.apexText}; record ignored`);
      return;
    }
    if (key !== this.lastKey) {
      this.lastKey = key;
      this.lastHead = this.nodes.get(key);
    }
    if (type === T_SOA || type === T_DS || type === T_NS) {
      const atApex = key === '';
      if (type === T_SOA && !atApex) return this.error(line, column, `SOA record for '${rec.name}' is not at the top of the zone (${this.apexText})`);
      if (type === T_DS && atApex) return this.error(line, column, `DS record at the top of the zone (${this.apexText}); DS belongs in the parent zone`);
      if (type === T_NS && isWildcard(rec.name)) return this.error(line, column, `NS record with a wildcard owner '${rec.name}'`);
    }

    const head = this.lastHead;
    let set: RRset | null = head ?? null;
    while (set !== null && set.setKey !== setKey) set = set.next;
    if (set === null) {
      if (head !== undefined && conflictsWithCname(head, type)) {
        return this.error(line, column, `'${rec.name}' has a CNAME and other data; a CNAME must be the only record at its name`);
      }
      if (type === T_SOA) this.soaLine = line;
      const created: RRset = { setKey, type, ttl: rec.ttl, batch, firstBatch: batch, first: rec, more: null, keys: null, caseInsensitive, next: null };
      if (head === undefined) { this.nodes.set(key, created); this.lastHead = created; }
      else { created.next = head.next; head.next = created; }
      this.records.push(rec);
      return;
    }

    if (set.batch === batch) {
      if (rec.ttl !== set.ttl) this.warn(line, column, `TTL ${rec.ttl} differs from the ${set.ttl} of earlier ${rec.type} records of '${rec.name}'; using ${set.ttl}`);
    } else {
      set.batch = batch;
      set.ttl = rec.ttl;
    }
    if (set.keys === null) set.keys = new Map([[this.dataKey(set, set.first.data), { rec: set.first, batch: set.firstBatch }]]);
    const dataKey = this.dataKey(set, rec.data);
    const dup = set.keys.get(dataKey);
    if (dup !== undefined) {
      // BIND keeps one of equal records: the last of one batch, else the one loaded first.
      if (dup.batch === batch) dup.rec.data = rec.data;
      return;
    }
    if (isSingleton(type)) return this.error(line, column, `'${rec.name}' has more than one ${rec.type} record; only one is allowed`);
    set.keys.set(dataKey, { rec, batch });
    if (set.more === null) { set.more = [rec]; this.multi.push(set); }
    else set.more.push(rec);
    this.records.push(rec);
  }

  private dataKey(set: RRset, data: string): string {
    return set.caseInsensitive ? data.toLowerCase() : data;
  }

  /** End-of-zone checks; gives every record its RRset's final TTL. */
  finish(): void {
    for (const set of this.multi) {
      set.first.ttl = set.ttl;
      for (const r of set.more ?? []) r.ttl = set.ttl;
    }
    const soa = this.find('', T_SOA);
    if (soa === null) {
      this.error(0, 0, `the zone has no SOA record for ${this.apexText}`);
      return;
    }
    const ns = this.find('', T_NS);
    if (ns === null) {
      this.error(this.soaLine, 1, `the zone has no NS records at its top (${this.apexText})`);
      return;
    }
    if (!this.checkNsAddresses) return;
    for (const r of [ns.first, ...(ns.more ?? [])]) {
      const target = this.nameKey(r.data);
      if (target === null) continue;
      if (this.find(target, T_A) === null && this.find(target, T_AAAA) === null) {
        this.error(r.line, 1, `name server '${r.data}' is inside the zone but has no address record (A or AAAA)`);
      }
    }
  }

  private find(key: string, setKey: number): RRset | null {
    for (let set = this.nodes.get(key) ?? null; set !== null; set = set.next) if (set.setKey === setKey) return set;
    return null;
  }
}

/** Whether adding a new RRset of `type` to the name whose RRsets start at `head` mixes a CNAME with other data. */
function conflictsWithCname(head: RRset, type: number): boolean {
  if (coexistsWithCname(type)) return false;
  for (let set: RRset | null = head; set !== null; set = set.next) {
    if (type === T_CNAME ? !coexistsWithCname(set.type) : set.type === T_CNAME) return true;
  }
  return false;
}
