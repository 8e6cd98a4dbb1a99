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

interface RRset {
  ttl: number;
  /** Consecutive records with the same owner form a batch; within one the first TTL wins. */
  batch: number;
  firstBatch: number;
  records: ZoneRecord[];
  /** Duplicate detection: key -> the record and its batch; created when the set gets a second record. */
  keys: Map<string, Entry> | null;
  caseInsensitive: boolean;
}

interface Entry { rec: ZoneRecord; batch: number }

interface Node {
  sets: Map<number, RRset>;
  hasCname: boolean;
  /** Number of types that may not coexist with a CNAME. */
  others: number;
}

export type IssueSink = (line: number, column: number, message: string) => void;

export class ZoneData {
  readonly records: ZoneRecord[] = [];
  private readonly nodes = new Map<string, Node>();
  private lastName = '';
  private lastLower = '';
  private lastNode: Node | null = null;
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
   * Adds a parsed record. `setKey` identifies its RRset within the node (the type, or
   * type and covered type for signatures); `column` is where its owner starts.
   */
  add(rec: ZoneRecord, type: number, setKey: number, caseInsensitive: boolean, batch: number, column: number): void {
    const lower = rec.name === this.lastName ? this.lastLower : rec.name.toLowerCase();
    const line = rec.line;
    if (!isInZone(lower, this.apexLower)) {
      this.warn(line, column, `'${rec.name}' is outside the zone ${this.apexText}; record ignored`);
      return;
    }
    const atApex = lower === this.apexLower;
    if (type === T_SOA && !atApex) return this.error(line, column, `SOA record for '${rec.name}' is not at the top of the zone (${this.apexText})`);
    if (type === T_DS && atApex) return this.error(line, column, `DS record at the top of the zone (${this.apexText}); DS belongs in the parent zone`);
    if (type === T_NS && isWildcard(lower)) return this.error(line, column, `NS record with a wildcard owner '${rec.name}'`);

    let node = lower === this.lastLower ? this.lastNode : this.nodes.get(lower);
    if (!node) {
      node = { sets: new Map(), hasCname: false, others: 0 };
      this.nodes.set(lower, node);
    }
    this.lastName = rec.name;
    this.lastLower = lower;
    this.lastNode = node;

    let set = node.sets.get(setKey);
    if (set === undefined) {
      const other = type !== T_CNAME && !coexistsWithCname(type);
      if ((type === T_CNAME && node.others > 0) || (other && node.hasCname)) {
        return this.error(line, column, `'${rec.name}' has a CNAME and other data; a CNAME must be the only record at its name`);
      }
      if (type === T_CNAME) node.hasCname = true;
      else if (other) node.others++;
      if (type === T_SOA) this.soaLine = line;
      node.sets.set(setKey, { ttl: rec.ttl, batch, firstBatch: batch, records: [rec], keys: null, caseInsensitive });
      this.records.push(rec);
      return;
    }

    if (set.batch === batch) {
      if (rec.ttl !== set.ttl) this.warn(line, column, `TTL ${rec.ttl} differs from the ${set.ttl} of earlier ${rec.type} records of '${rec.name}'; using ${set.ttl}`);
    } else {
      set.batch = batch;
      set.ttl = rec.ttl;
    }
    if (set.keys === null) set.keys = new Map([[this.key(set, set.records[0].data), { rec: set.records[0], batch: set.firstBatch }]]);
    const key = this.key(set, rec.data);
    const dup = set.keys.get(key);
    if (dup !== undefined) {
      // BIND keeps one of equal records: the last of one batch, else the one loaded first.
      if (dup.batch === batch) dup.rec.data = rec.data;
      return;
    }
    if (isSingleton(type)) return this.error(line, column, `'${rec.name}' has more than one ${rec.type} record; only one is allowed`);
    set.keys.set(key, { rec, batch });
    set.records.push(rec);
    this.records.push(rec);
  }

  private key(set: RRset, data: string): string {
    return set.caseInsensitive ? data.toLowerCase() : data;
  }

  /** End-of-zone checks; gives every record its RRset's final TTL. */
  finish(): void {
    for (const node of this.nodes.values()) {
      for (const set of node.sets.values()) {
        if (set.records.length > 1) for (const r of set.records) r.ttl = set.ttl;
      }
    }
    const apex = this.nodes.get(this.apexLower);
    if (!apex?.sets.has(T_SOA)) {
      this.error(0, 0, `the zone has no SOA record for ${this.apexText}`);
      return;
    }
    const ns = apex.sets.get(T_NS);
    if (ns === undefined) {
      this.error(this.soaLine, 1, `the zone has no NS records at its top (${this.apexText})`);
      return;
    }
    if (!this.checkNsAddresses) return;
    for (const r of ns.records) {
      const target = r.data.toLowerCase();
      if (!isInZone(target, this.apexLower)) continue;
      const node = this.nodes.get(target);
      if (!node || (!node.sets.has(T_A) && !node.sets.has(T_AAAA))) {
        this.error(r.line, 1, `name server '${r.data}' is inside the zone but has no address record (A or AAAA)`);
      }
    }
  }
}
