// The records a parse returns. Most owner names and rdata are already in BIND's
// presentation form in the input (possibly missing the origin), so a record keeps
// offsets into the zone text and builds its strings only when they are read. Strings
// that survive the parse were the main cost of big zones: they are copied by every
// young-generation GC.
import type { ZoneRecord } from './types.js';

/**
 * Owner name and rdata of every record as text references: `text[start, end)` followed
 * by the suffix numbered `suffix` (0 is ""), or, when start < 0, the string
 * `strings[-1 - start]` (text that had to be rendered).
 */
export class RecordText {
  private ownerStart = new Int32Array(1024);
  private ownerEnd = new Int32Array(1024);
  private ownerSuffix = new Int32Array(1024);
  private dataStart = new Int32Array(1024);
  private dataEnd = new Int32Array(1024);
  private dataSuffix = new Int32Array(1024);
  private readonly strings: string[] = [];
  private readonly suffixes: string[] = [''];
  private readonly suffixIds = new Map<string, number>([['', 0]]);
  private count = 0;

  constructor(readonly text: string) {}

  /** The number standing for `suffix` in text references. */
  suffixId(suffix: string): number {
    let id = this.suffixIds.get(suffix);
    if (id === undefined) {
      id = this.suffixes.push(suffix) - 1;
      this.suffixIds.set(suffix, id);
    }
    return id;
  }

  /** The start of a reference to `s` itself. */
  stringRef(s: string): number {
    return -this.strings.push(s);
  }

  /** Stores one record's owner and rdata references; returns the record's id. */
  add(ownerStart: number, ownerEnd: number, ownerSuffix: number, dataStart: number, dataEnd: number, dataSuffix: number): number {
    const id = this.count++;
    if (id === this.ownerStart.length) this.grow();
    this.ownerStart[id] = ownerStart;
    this.ownerEnd[id] = ownerEnd;
    this.ownerSuffix[id] = ownerSuffix;
    this.dataStart[id] = dataStart;
    this.dataEnd[id] = dataEnd;
    this.dataSuffix[id] = dataSuffix;
    return id;
  }

  name(id: number): string {
    return this.resolve(this.ownerStart[id], this.ownerEnd[id], this.ownerSuffix[id]);
  }

  data(id: number): string {
    return this.resolve(this.dataStart[id], this.dataEnd[id], this.dataSuffix[id]);
  }

  setName(id: number, s: string): void {
    this.ownerStart[id] = this.stringRef(s);
  }

  setData(id: number, s: string): void {
    this.dataStart[id] = this.stringRef(s);
  }

  private resolve(start: number, end: number, suffix: number): string {
    if (start < 0) return this.strings[-1 - start];
    const s = this.text.slice(start, end);
    return suffix === 0 ? s : s + this.suffixes[suffix];
  }

  private grow(): void {
    const bigger = (a: Int32Array) => {
      const b = new Int32Array(a.length * 2);
      b.set(a);
      return b;
    };
    this.ownerStart = bigger(this.ownerStart);
    this.ownerEnd = bigger(this.ownerEnd);
    this.ownerSuffix = bigger(this.ownerSuffix);
    this.dataStart = bigger(this.dataStart);
    this.dataEnd = bigger(this.dataEnd);
    this.dataSuffix = bigger(this.dataSuffix);
  }
}

/**
 * A loaded record. `ttl`, `class`, `type` and `line` are plain properties; `name` and
 * `data` are read from the zone text on access (and can be assigned). JSON and
 * util.inspect show all six fields as before.
 */
export class LoadedRecord implements ZoneRecord {
  ttl: number;
  class: string;
  type: string;
  line: number;
  readonly #text: RecordText;
  readonly #id: number;

  constructor(text: RecordText, id: number, ttl: number, klass: string, type: string, line: number) {
    this.ttl = ttl;
    this.class = klass;
    this.type = type;
    this.line = line;
    this.#text = text;
    this.#id = id;
  }

  get name(): string {
    return this.#text.name(this.#id);
  }

  set name(s: string) {
    this.#text.setName(this.#id, s);
  }

  get data(): string {
    return this.#text.data(this.#id);
  }

  set data(s: string) {
    this.#text.setData(this.#id, s);
  }

  toJSON(): ZoneRecord {
    return { name: this.name, ttl: this.ttl, class: this.class, type: this.type, data: this.data, line: this.line };
  }

  [Symbol.for('nodejs.util.inspect.custom')](): ZoneRecord {
    return this.toJSON();
  }
}
