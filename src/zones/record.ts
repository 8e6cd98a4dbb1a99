// The records a parse returns. Most owner names and rdata are already in BIND's
// presentation form in the input (possibly missing the origin), so a record keeps
// offsets into the zone text and builds its strings only when they are read. Objects
// and strings that survive the parse were the main cost of big zones: every
// young-generation GC copies them. A record is therefore a small handle, and its
// fields live in typed arrays, which the GC neither scans nor copies.
import { typeToText } from './rrtypes.js';
import type { ZoneRecord } from './types.js';

/**
 * The fields of every record. Owner and rdata are text references: `text[start, end)`
 * followed by the suffix numbered `suffix` (0 is ""), or, when start < 0, the string
 * `strings[-1 - start]` (text that had to be rendered).
 */
export class RecordText {
  private ownerStart: Int32Array;
  private ownerEnd: Int32Array;
  private ownerSuffix: Int32Array;
  private dataStart: Int32Array;
  private dataEnd: Int32Array;
  private dataSuffix: Int32Array;
  private ttls: Int32Array;
  private types: Uint16Array;
  private lines: Int32Array;
  private readonly strings: string[] = [];
  private readonly suffixes: string[] = [''];
  /** The suffixes as bytes, for writeLine (made on first use). */
  private suffixBytes: Uint8Array[] = [];
  private count = 0;
  /** Some record's class or type was assigned (see LoadedRecord): writeLine no longer speaks for every record. */
  shadowed = false;

  private readonly classBytes: Uint8Array;

  /** `className` is the class of every record: records of other classes are errors. */
  constructor(
    readonly text: string,
    readonly className: string,
  ) {
    this.classBytes = Buffer.from(className, 'latin1');
    const n = expectedRecords(text.length);
    this.ownerStart = new Int32Array(n);
    this.ownerEnd = new Int32Array(n);
    this.ownerSuffix = new Int32Array(n);
    this.dataStart = new Int32Array(n);
    this.dataEnd = new Int32Array(n);
    this.dataSuffix = new Int32Array(n);
    this.ttls = new Int32Array(n);
    this.types = new Uint16Array(n);
    this.lines = new Int32Array(n);
  }

  /** A number standing for `suffix` in text references (the parser asks once per change of origin). */
  addSuffix(suffix: string): number {
    return this.suffixes.push(suffix) - 1;
  }

  /** The start of a reference to `s` itself. */
  stringRef(s: string): number {
    return -this.strings.push(flatten(s));
  }

  /** Stores one record; returns its id. */
  add(
    ownerStart: number,
    ownerEnd: number,
    ownerSuffix: number,
    dataStart: number,
    dataEnd: number,
    dataSuffix: number,
    ttl: number,
    type: number,
    line: number,
  ): number {
    const id = this.count++;
    if (id === this.ttls.length) this.grow();
    this.ownerStart[id] = ownerStart;
    this.ownerEnd[id] = ownerEnd;
    this.ownerSuffix[id] = ownerSuffix;
    this.dataStart[id] = dataStart;
    this.dataEnd[id] = dataEnd;
    this.dataSuffix[id] = dataSuffix;
    this.ttls[id] = ttl;
    this.types[id] = type;
    this.lines[id] = line;
    return id;
  }

  name(id: number): string {
    return this.resolve(this.ownerStart[id], this.ownerEnd[id], this.ownerSuffix[id]);
  }

  data(id: number): string {
    return this.resolve(this.dataStart[id], this.dataEnd[id], this.dataSuffix[id]);
  }

  ttl(id: number): number {
    return this.ttls[id];
  }

  type(id: number): number {
    return this.types[id];
  }

  line(id: number): number {
    return this.lines[id];
  }

  setName(id: number, s: string): void {
    this.ownerStart[id] = this.stringRef(s);
  }

  setData(id: number, s: string): void {
    this.dataStart[id] = this.stringRef(s);
  }

  setTtl(id: number, ttl: number): void {
    this.ttls[id] = ttl;
  }

  setLine(id: number, line: number): void {
    this.lines[id] = line;
  }

  /**
   * Writes record `id` as a line of stored text (see stored-records.ts): name, TTL, class, type and data
   * separated by tabs, then a newline. Name and data are copied from the zone text, without their strings.
   */
  writeLine(id: number, out: TextWriter): void {
    this.write(this.ownerStart[id], this.ownerEnd[id], this.ownerSuffix[id], out);
    out.char(9);
    out.number(this.ttls[id]);
    out.char(9);
    out.bytes(this.classBytes);
    out.char(9);
    out.bytes(typeBytes(this.types[id]));
    out.char(9);
    this.write(this.dataStart[id], this.dataEnd[id], this.dataSuffix[id], out);
    out.char(10);
  }

  private write(start: number, end: number, suffix: number, out: TextWriter): void {
    if (start < 0) {
      out.string(this.strings[-1 - start]);
      return;
    }
    out.textRange(this.text, start, end);
    if (suffix !== 0) out.bytes(this.suffixBytes[suffix] ?? this.encodeSuffix(suffix));
  }

  private encodeSuffix(suffix: number): Uint8Array {
    return (this.suffixBytes[suffix] = Buffer.from(this.suffixes[suffix], 'latin1'));
  }

  private resolve(start: number, end: number, suffix: number): string {
    if (start < 0) return this.strings[-1 - start];
    const s = this.text.slice(start, end);
    return suffix === 0 ? s : s + this.suffixes[suffix];
  }

  private grow(): void {
    const n = this.ttls.length * 2;
    this.ownerStart = copyInto(new Int32Array(n), this.ownerStart);
    this.ownerEnd = copyInto(new Int32Array(n), this.ownerEnd);
    this.ownerSuffix = copyInto(new Int32Array(n), this.ownerSuffix);
    this.dataStart = copyInto(new Int32Array(n), this.dataStart);
    this.dataEnd = copyInto(new Int32Array(n), this.dataEnd);
    this.dataSuffix = copyInto(new Int32Array(n), this.dataSuffix);
    this.ttls = copyInto(new Int32Array(n), this.ttls);
    this.types = copyInto(new Uint16Array(n), this.types);
    this.lines = copyInto(new Int32Array(n), this.lines);
  }
}

/** Type mnemonics as bytes, by type number (see RecordText.writeLine). */
const TYPE_BYTES = new Map<number, Uint8Array>();

function typeBytes(type: number): Uint8Array {
  let b = TYPE_BYTES.get(type);
  if (b === undefined) TYPE_BYTES.set(type, (b = Buffer.from(typeToText(type), 'latin1')));
  return b;
}

/**
 * Room for the records of a zone text of `length` characters: zones have a record per 30-50 bytes, so the
 * arrays rarely grow (each growth copies them all).
 */
export function expectedRecords(length: number): number {
  return Math.max(1024, Math.ceil(length / 32));
}

function copyInto<T extends Int32Array | Uint16Array>(to: T, from: T): T {
  to.set(from);
  return to;
}

/**
 * `s` as one string. Rendered rdata is built by concatenation, which V8 keeps as a
 * tree of parts (about eight objects for a two-string TXT); reading a character joins
 * them, and the next GC keeps only the joined string.
 */
function flatten(s: string): string {
  s.charCodeAt(0);
  return s;
}

/**
 * Builds a large text from pieces of strings by copying their characters into a byte buffer: far cheaper
 * than concatenating tens of thousands of small strings. Record text is one byte per character; a
 * character above 0xff (only in records a caller changed) clears `fits`, and the caller builds the text
 * another way.
 */
export class TextWriter {
  private buf: Uint8Array;
  private p = 0;
  private source = '';
  private sourceBytes: Uint8Array = new Uint8Array(0);
  fits = true;

  constructor(capacity: number) {
    this.buf = new Uint8Array(Math.max(64, capacity));
  }

  /**
   * Characters start..end of the zone text `text`, a string of one byte per character. Its bytes are made
   * once per writer (a native copy) and ranges are copied from them: reading the string a character at a
   * time cost about five times as much.
   */
  textRange(text: string, start: number, end: number): void {
    if (text !== this.source) {
      this.source = text;
      this.sourceBytes = Buffer.from(text, 'latin1');
    }
    if (this.p + end - start > this.buf.length) this.grow(end - start);
    const buf = this.buf;
    const from = this.sourceBytes;
    let p = this.p;
    for (let i = start; i < end; i++) buf[p++] = from[i];
    this.p = p;
  }

  /**
   * The whole of `s` (rendered rdata, names and numbers a caller set, class and type names); a character
   * above 0xff clears `fits`.
   */
  string(s: string): void {
    const n = s.length;
    if (this.p + n > this.buf.length) this.grow(n);
    const buf = this.buf;
    let p = this.p;
    let all = 0;
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      all |= c;
      buf[p++] = c;
    }
    if (all > 0xff) this.fits = false;
    this.p = p;
  }

  char(c: number): void {
    if (this.p === this.buf.length) this.grow(1);
    this.buf[this.p++] = c;
  }

  /** Bytes that are the presentation text of a name suffix, a class or a type. */
  bytes(b: Uint8Array): void {
    const n = b.length;
    if (this.p + n > this.buf.length) this.grow(n);
    const buf = this.buf;
    let p = this.p;
    for (let i = 0; i < n; i++) buf[p++] = b[i];
    this.p = p;
  }

  /** Writes `n` as String(n) does; a whole number from 0 to 2^32 - 1 (every TTL the parser gives) without making a string. */
  number(n: number): void {
    if (!(Number.isInteger(n) && n >= 0 && n <= 0xffffffff)) {
      this.string(String(n));
      return;
    }
    if (this.p + 10 > this.buf.length) this.grow(10);
    let digits = 1;
    for (let v = n; v >= 10; v = Math.floor(v / 10)) digits++;
    let p = this.p + digits;
    this.p = p;
    do {
      this.buf[--p] = 48 + (n % 10);
      n = Math.floor(n / 10);
    } while (n > 0);
  }

  toString(): string {
    return Buffer.from(this.buf.buffer, this.buf.byteOffset, this.p).toString('latin1');
  }

  private grow(n: number): void {
    const next = new Uint8Array(Math.max(2 * this.buf.length, this.p + n));
    next.set(this.buf.subarray(0, this.p));
    this.buf = next;
  }
}

/** Assigning class or type (the parser never does) gives that record its own property. */
function shadow(rec: LoadedRecord, key: 'class' | 'type', value: string): void {
  Object.defineProperty(rec, key, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * A loaded record: a handle on its fields in RecordText. All six fields can be read
 * and assigned; JSON and util.inspect show them as for a plain object.
 */
export class LoadedRecord implements ZoneRecord {
  readonly #text: RecordText;
  readonly #id: number;

  constructor(text: RecordText, id: number) {
    this.#text = text;
    this.#id = id;
  }

  get name(): string {
    return this.#text.name(this.#id);
  }

  set name(s: string) {
    this.#text.setName(this.#id, s);
  }

  get ttl(): number {
    return this.#text.ttl(this.#id);
  }

  set ttl(ttl: number) {
    this.#text.setTtl(this.#id, ttl);
  }

  get class(): string {
    return this.#text.className;
  }

  set class(s: string) {
    this.#text.shadowed = true;
    shadow(this, 'class', s);
  }

  get type(): string {
    return typeToText(this.#text.type(this.#id));
  }

  set type(s: string) {
    this.#text.shadowed = true;
    shadow(this, 'type', s);
  }

  get data(): string {
    return this.#text.data(this.#id);
  }

  set data(s: string) {
    this.#text.setData(this.#id, s);
  }

  get line(): number {
    return this.#text.line(this.#id);
  }

  set line(line: number) {
    this.#text.setLine(this.#id, line);
  }

  /** Writes the record as a line of stored text (see RecordText.writeLine); false, writing nothing, after class or type was assigned. */
  writeLine(out: TextWriter): boolean {
    if (this.#text.shadowed && (Object.hasOwn(this, 'class') || Object.hasOwn(this, 'type'))) return false;
    this.#text.writeLine(this.#id, out);
    return true;
  }

  toJSON(): ZoneRecord {
    return { name: this.name, ttl: this.ttl, class: this.class, type: this.type, data: this.data, line: this.line };
  }

  [Symbol.for('nodejs.util.inspect.custom')](): ZoneRecord {
    return this.toJSON();
  }
}
