// RFC 1035 §5 master-file parser with BIND's extensions and checks. One pass over the
// text; every problem becomes an issue with line and column, and parsing goes on.
import { ZoneData } from './checks.js';
import { bytesToHex, chunked, hexToBytes } from './encoding.js';
import { FieldError } from './errors.js';
import { parseRange, rangeCount, substitute } from './generate.js';
import { Lexer } from './lexer.js';
import { HASH_START, hashKey, hashLower } from './name-index.js';
import { fitsWire, makeOrigin, parseName, plainNameHash, plainNameWire, ROOT, type Origin } from './names.js';
import { canonicalSpan, hexTailRdata, joinTokens, RdataSpan } from './rdata/canonical.js';
import { TokenCursor, WireReader } from './rdata/cursor.js';
import { parseUint } from './rdata/fields.js';
import { rdataType, type RdataType } from './rdata/registry.js';
import {
  classFromText,
  classToText,
  isClassInOnly,
  isMetaType,
  isObsoleteType,
  typeFromText,
  typeOrClassAt,
  typeToText,
} from './rrtypes.js';
import { MAX_TTL, parseTtl, parseTtlAt } from './ttl.js';
import { RecordText } from './record.js';
import type { ParseOptions, ParseResult, SoaSummary, ZoneIssue, ZoneRecord } from './types.js';

const T_SOA = 6;
const T_SIG = 24;
const T_RRSIG = 46;

/**
 * Parses and checks a zone file. Never throws for bad input: problems are in `errors`.
 * Pass the raw bytes when you have them: master files are bytes, and bytes that are
 * not UTF-8 then come out as BIND prints them (`\DDD`); a string is read as UTF-8.
 */
export function parseZone(input: string | Uint8Array, opts: ParseOptions = {}): ParseResult {
  return new ZoneParser(opts).parse(zoneText(input));
}

/** Master-file text twice: bytes for scanning, and a string with one character per byte, so that escapes and lengths count bytes as in DNS. */
interface ZoneText {
  text: string;
  bytes: Uint8Array;
}

function zoneText(input: string | Uint8Array): ZoneText {
  if (typeof input !== 'string')
    return { text: Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString('latin1'), bytes: input };
  // An ASCII string already is its UTF-8 bytes (byteLength is a fast native scan).
  if (Buffer.byteLength(input, 'utf8') === input.length) return { text: input, bytes: Buffer.from(input, 'latin1') };
  const bytes = Buffer.from(input, 'utf8');
  return { text: bytes.toString('latin1'), bytes };
}

/**
 * The zone name a file declares: its first absolute `$ORIGIN`, else the owner of its
 * first SOA record when that is absolute. Null when neither exists.
 */
export function detectOrigin(input: string | Uint8Array): string | null {
  const { text, bytes } = zoneText(input);
  const lex = new Lexer(text, () => {}, bytes);
  while (lex.next()) {
    if (lex.blankOwner) continue;
    const first = lex.token(0);
    try {
      if (first.charCodeAt(0) === 36) {
        if (first.toUpperCase() === '$ORIGIN' && lex.count >= 2) return parseName(lex.token(1), null);
        continue;
      }
      for (let k = 1; k < 4 && k < lex.count; k++) {
        if (lex.token(k).toUpperCase() === 'SOA') return parseName(first, null);
      }
    } catch {
      // The first $ORIGIN or SOA owner is relative: the zone name cannot be known.
      return null;
    }
  }
  return null;
}

/**
 * The owner of the current record: its token (text and offsets) and the origin it was
 * read under, its reference in the record store (see RecordText), and the hash of its
 * key in the node table (0: outside the zone).
 */
class Owner {
  source: Uint8Array | null = null;
  start = 0;
  end = 0;
  origin: Origin | null = null;
  refStart = 0;
  refEnd = 0;
  refSuffix = 0;
  hash = 0;
  isRoot = false;
}

class ZoneParser {
  private readonly errors: ZoneIssue[] = [];
  private readonly warnings: ZoneIssue[] = [];
  private readonly maxErrors: number;
  private readonly maxGenerate: number;
  private readonly maxGeneratedPerZone: number;
  /** Records the zone's $GENERATE directives have produced so far. */
  private generated = 0;
  private readonly maxIncludeDepth: number;
  private readonly cursor = new TokenCursor();
  private readonly span = new RdataSpan();
  private data!: ZoneData;
  private store!: RecordText;
  private apex: Origin = ROOT;
  private origin: Origin = ROOT;
  private zoneClass = 1;
  private defaultTtl: number;
  private lastTtl = -1;
  private warnedRfc1035 = false;
  private owner = new Owner();
  // Per origin: the key of the origin relative to the apex with a leading dot ("" at the
  // apex, null outside it), and the number of its suffix in the store.
  private tailOrigin: Origin | null = null;
  private originTail: Uint8Array | null = null;
  private originSuffix = 0;
  /** Consecutive records with the same owner share a batch (BIND's TTL rule). */
  private batch = 0;
  private file: string | undefined;
  private includeDepth = 0;
  /** While inside $INCLUDE or $GENERATE: the line of that directive in the top-level file. */
  private topLine = 0;
  /** While expanding $GENERATE: issues are reported on the directive's line. */
  private generateLine = 0;
  private stopped = false;
  private soa: SoaSummary | undefined;

  constructor(private readonly opts: ParseOptions) {
    this.maxErrors = opts.maxErrors ?? 100;
    this.maxGenerate = opts.maxGenerate ?? 65536;
    this.maxGeneratedPerZone = opts.maxGeneratedPerZone ?? 65536;
    this.maxIncludeDepth = opts.maxIncludeDepth ?? 8;
    this.defaultTtl = opts.defaultTtl ?? -1;
  }

  parse({ text, bytes }: ZoneText): ParseResult {
    const originText = this.opts.origin ?? detectOrigin(bytes);
    if (originText === null) {
      this.error(
        0,
        0,
        'cannot tell the zone name: the file has no $ORIGIN and no SOA record with an absolute owner; give the origin explicitly',
      );
      return this.result(null, []);
    }
    try {
      this.apex = makeOrigin(parseName(originText, ROOT));
    } catch (e) {
      this.error(0, 0, `bad zone name '${originText}': ${(e as Error).message}`);
      return this.result(null, []);
    }
    this.zoneClass = classFromText(this.opts.class ?? 'IN');
    if (this.zoneClass < 0) {
      this.error(0, 0, `unknown zone class '${this.opts.class}'`);
      return this.result(this.apex.text, []);
    }
    this.origin = this.apex;
    this.store = new RecordText(text, classToText(this.zoneClass));
    this.data = new ZoneData(
      this.store,
      this.apex.lower,
      this.apex.text,
      this.zoneClass === 1,
      (l, c, m) => this.error(l, c, m),
      (l, c, m) => this.warn(l, c, m),
    );
    this.run(new Lexer(text, this.lexSink, bytes));
    if (!this.stopped) this.data.finish();
    return this.result(this.apex.text, this.data.records());
  }

  private result(origin: string | null, records: ZoneRecord[]): ParseResult {
    const r: ParseResult = { origin, records, errors: this.errors, warnings: this.warnings };
    if (this.soa) r.soa = this.soa;
    return r;
  }

  // ------------------------------------------------------------ issues
  private readonly lexSink = (line: number, column: number, message: string): void => this.error(line, column, message);

  private issue(list: ZoneIssue[], line: number, column: number, message: string): void {
    if (this.generateLine > 0) {
      line = this.generateLine;
      column = 1;
    }
    const issue: ZoneIssue = { line, column, message };
    if (this.file !== undefined && line > 0) issue.file = this.file;
    list.push(issue);
  }

  private error(line: number, column: number, message: string): void {
    if (this.stopped) return;
    this.issue(this.errors, line, column, message);
    if (this.errors.length >= this.maxErrors) {
      this.stopped = true;
      this.issue(this.warnings, line, column, `stopped after ${this.maxErrors} errors`);
    }
  }

  private warn(line: number, column: number, message: string): void {
    this.issue(this.warnings, line, column, message);
  }

  private fieldError(lex: Lexer, e: unknown, fallback: number): void {
    if (!(e instanceof FieldError)) throw e;
    const t = e.token >= 0 ? e.token : Math.max(0, Math.min(fallback, lex.count - 1));
    this.error(lex.line(t), lex.column(t), e.message);
  }

  // ------------------------------------------------------------ lines
  private run(lex: Lexer): void {
    while (!this.stopped && lex.next()) {
      if (!lex.blankOwner && !lex.quoted[0] && lex.bytes[lex.starts[0]] === 36) {
        try {
          this.directive(lex);
        } catch (e) {
          this.fieldError(lex, e, 0);
        }
      } else {
        this.cursor.i = 0;
        try {
          this.record(lex);
        } catch (e) {
          this.fieldError(lex, e, this.cursor.i - 1);
        }
      }
    }
  }

  private record(lex: Lexer): void {
    const count = lex.count;
    let i = 0;
    if (lex.blankOwner) {
      if (this.owner.source === null)
        throw new FieldError(
          'the line starts with a blank, which repeats the previous owner name, but there is no previous record',
          0,
        );
    } else {
      if (lex.quoted[0]) throw new FieldError('an owner name cannot be a quoted string', 0);
      this.readOwner(lex);
      i = 1;
    }

    const bytes = lex.bytes;
    let ttl = -1;
    let ttlToken = 0;
    let klass = -1;
    let type: number;
    for (;;) {
      if (i >= count) throw new FieldError('unexpected end of line: the record type is missing', count - 1);
      const start = lex.starts[i];
      const end = lex.ends[i];
      const c0 = bytes[start];
      if (ttl < 0 && c0 >= 48 && c0 <= 57) {
        const t = parseTtlAt(bytes, start, end);
        if (t >= 0) {
          ttl = t;
          ttlToken = i++;
          continue;
        }
      }
      const k = lex.quoted[i] ? -1 : typeOrClassAt(bytes, start, end);
      if (k <= -2 && klass < 0) {
        klass = -2 - k;
        i++;
        continue;
      }
      // A second class-like word is a type (ANY is both).
      type = k <= -2 ? typeFromText(lex.token(i)) : k;
      break;
    }
    if (type < 0) throw new FieldError(`unknown record type '${lex.token(i)}'`, i);
    if (isMetaType(type)) throw new FieldError(`type '${lex.token(i)}' is a meta type and cannot appear in a zone`, i);
    if (isObsoleteType(type)) throw new FieldError(`type '${lex.token(i)}' is obsolete (use MX)`, i);
    if (klass < 0) klass = this.zoneClass;
    else if (klass !== this.zoneClass)
      throw new FieldError(
        `class '${classToText(klass)}' differs from the zone's class '${classToText(this.zoneClass)}'`,
        i - 1,
      );

    const info = klass === 1 || !isClassInOnly(type) ? rdataType(type) : undefined;
    const first = i + 1;
    // The rdata: a span of the text when it is already canonical, else rendered.
    const store = this.store;
    const span = this.span;
    let rendered: string | null = null;
    if (first < count && isGenericMarker(lex, first)) {
      rendered = this.genericRdata(lex, first, info);
    } else if (info === undefined) {
      throw new FieldError(
        `type ${typeToText(type)} has no text form here: write its data as \\# <length> <hex> (RFC 3597)`,
        first < count ? first : i,
      );
    } else if (lex.text !== store.text || !canonicalSpan(type, lex, first, this.origin, span)) {
      rendered = hexTailRdata(type, lex, first);
      if (rendered === null) {
        const c = this.cursor;
        c.reset(lex, first, this.origin);
        rendered = info.text(c);
        if (c.more()) throw new FieldError('extra text after the record data', c.i);
      }
    } else if (!span.spaced) {
      rendered = joinTokens(lex, span, this.origin.suffix);
    }

    if (ttl >= 0) {
      ttl = this.limitTtl(lex, ttl, ttlToken);
      this.lastTtl = ttl;
    } else if (this.defaultTtl >= 0) {
      ttl = this.defaultTtl;
    } else if (this.lastTtl >= 0) {
      ttl = this.lastTtl;
      if (!this.warnedRfc1035) {
        this.warnedRfc1035 = true;
        this.warn(lex.line(0), lex.column(0), `no $TTL: records without a TTL use the previous record's TTL (${ttl})`);
      }
    } else if (type === T_SOA && rendered !== null) {
      ttl = this.limitTtl(lex, Number(rendered.slice(rendered.lastIndexOf(' ') + 1)), 0);
      this.defaultTtl = ttl;
      this.warn(lex.line(0), lex.column(0), `no TTL and no $TTL: using the SOA minimum (${ttl}) as the default TTL`);
    } else {
      throw new FieldError('the record has no TTL and no $TTL or SOA came before it', 0);
    }

    const line = this.topLine > 0 ? this.topLine : lex.startLine;
    const owner = this.owner;
    const id =
      rendered === null
        ? store.add(
            owner.refStart,
            owner.refEnd,
            owner.refSuffix,
            span.start,
            span.end,
            span.relative ? this.suffixOf(this.origin) : 0,
            ttl,
            type,
            line,
          )
        : store.add(owner.refStart, owner.refEnd, owner.refSuffix, store.stringRef(rendered), 0, 0, ttl, type, line);
    if (type === T_SOA && this.soa === undefined && store.name(id).toLowerCase() === this.apex.lower)
      this.soa = soaSummary(store.name(id), store.data(id));
    const setKey = type === T_RRSIG || type === T_SIG ? signatureSetKey(type, store.data(id)) : type;
    this.data.add(id, owner.hash, type, setKey, info?.caseInsensitive ?? false, this.batch, lex.firstColumn);
  }

  /** Reads the owner in token 0 into this.owner; unless it is the same token under the same origin, a new batch starts. */
  private readOwner(lex: Lexer): void {
    const bytes = lex.bytes;
    const start = lex.starts[0];
    const end = lex.ends[0];
    const owner = this.owner;
    if (
      owner.source !== null &&
      this.origin === owner.origin &&
      sameBytes(bytes, start, end, owner.source, owner.start, owner.end)
    )
      return;
    const root =
      lex.text === this.store.text && this.plainOwner(bytes, start, end)
        ? false
        : this.parsedOwner(lex.token(0)) === '.';
    // A new owner starts a new batch; the root, always the one string ".", is the same owner.
    if (!(root && owner.isRoot)) this.batch++;
    owner.isRoot = root;
    owner.source = bytes;
    owner.start = start;
    owner.end = end;
    owner.origin = this.origin;
  }

  /** Sets the owner's reference and hash for a plain name in the zone text; false when parsedOwner has to. */
  private plainOwner(text: Uint8Array, start: number, end: number): boolean {
    const wire = plainNameWire(text, start, end);
    if (wire < 0) return false;
    const nameHash = plainNameHash();
    const absolute = text[end - 1] === 46;
    if (!fitsWire(wire, absolute, this.origin)) return false;
    let hash: number;
    if (!absolute) {
      const tail = this.tailOf(this.origin);
      if (tail === null) return false;
      hash = hashLower(tail, 0, tail.length, nameHash) | 1;
    } else {
      const apex = this.apex.lower;
      if (apex === '.') return false;
      const n = end - start;
      if (n === apex.length && sameLower(text, start, apex)) hash = hashKey('');
      else if (n > apex.length && text[end - apex.length - 1] === 46 && sameLower(text, end - apex.length, apex))
        hash = hashLower(text, start, end - apex.length - 1, HASH_START) | 1;
      else hash = 0;
    }
    const owner = this.owner;
    owner.refStart = start;
    owner.refEnd = end;
    owner.refSuffix = absolute ? 0 : this.suffixOf(this.origin);
    owner.hash = hash;
    return true;
  }

  /** Sets the owner's reference and hash for any name token, through parseName; returns the name. */
  private parsedOwner(raw: string): string {
    const name = parseName(raw, this.origin);
    const key = this.data.nameKey(name);
    const owner = this.owner;
    owner.refStart = this.store.stringRef(name);
    owner.refEnd = 0;
    owner.refSuffix = 0;
    owner.hash = key === null ? 0 : hashKey(key);
    return name;
  }

  /** The key of `origin` relative to the apex with a leading dot (empty for the apex), as bytes; null outside the zone. */
  private tailOf(origin: Origin): Uint8Array | null {
    if (origin !== this.tailOrigin) {
      const key = this.data.nameKey(origin.text);
      this.tailOrigin = origin;
      this.originTail = key === null ? null : Buffer.from(key === '' ? key : '.' + key, 'latin1');
      this.originSuffix = this.store.addSuffix(origin.suffix);
    }
    return this.originTail;
  }

  private suffixOf(origin: Origin): number {
    this.tailOf(origin);
    return this.originSuffix;
  }

  private limitTtl(lex: Lexer, ttl: number, token: number): number {
    if (ttl <= MAX_TTL) return ttl;
    this.warn(lex.line(token), lex.column(token), `TTL ${ttl} is above 2147483647 (2^31-1); using 0 as BIND does`);
    return 0;
  }

  /** RFC 3597 `\# length hex`: known types are converted to their own presentation. */
  private genericRdata(lex: Lexer, at: number, info: RdataType | undefined): string {
    const c = this.cursor;
    c.reset(lex, at + 1, this.origin);
    const length = parseUint(c.next('generic rdata length'), 65535, 'generic rdata length');
    const hex = c.rest('generic rdata', length > 0);
    const bytes = hexToBytes(hex);
    if (bytes.length !== length)
      throw new FieldError(`generic rdata is ${bytes.length} bytes long, not ${length}`, at + 1);
    if (info === undefined) return length === 0 ? '\\# 0' : `\\# ${length} ${chunked(bytesToHex(bytes))}`;
    const r = new WireReader(bytes);
    const text = info.wire(r);
    if (!r.done()) throw new FieldError('generic rdata has bytes left over after the last field', at);
    return text;
  }

  // ------------------------------------------------------------ directives
  private directive(lex: Lexer): void {
    const name = lex.token(0).toUpperCase();
    switch (name) {
      case '$ORIGIN': {
        oneArgument(lex, name, 'a domain name');
        try {
          const origin = makeOrigin(parseName(lex.token(1), this.origin));
          // Back at the apex: reuse it, which keeps the owner fast path (see record).
          this.origin = origin.text === this.apex.text ? this.apex : origin;
        } catch (e) {
          if (e instanceof FieldError) e.token = 1;
          throw e;
        }
        return;
      }
      case '$TTL': {
        oneArgument(lex, name, 'a TTL');
        const t = parseTtl(lex.token(1));
        if (t < 0) throw new FieldError(`bad $TTL value '${lex.token(1)}'`, 1);
        this.defaultTtl = this.limitTtl(lex, t, 1);
        return;
      }
      case '$INCLUDE':
        this.include(lex);
        return;
      case '$GENERATE':
        this.generate(lex);
        return;
      default:
        throw new FieldError(`unknown directive '${lex.token(0)}'`, 0);
    }
  }

  private include(lex: Lexer): void {
    const resolve = this.opts.include;
    if (resolve === undefined) throw new FieldError('$INCLUDE is not allowed in uploaded zone files', 0);
    if (lex.count < 2) throw new FieldError('unexpected end of line: $INCLUDE needs a file name', 0);
    if (lex.count > 3) throw new FieldError('extra text after $INCLUDE', 3);
    if (this.includeDepth >= this.maxIncludeDepth)
      throw new FieldError(`$INCLUDE nested deeper than ${this.maxIncludeDepth} levels`, 0);
    const path = lex.token(1);
    let origin = this.origin;
    if (lex.count === 3) {
      try {
        origin = makeOrigin(parseName(lex.token(2), this.origin));
      } catch (e) {
        if (e instanceof FieldError) e.token = 2;
        throw e;
      }
    }
    const included = resolve(path, this.origin.text);
    if (included === undefined) throw new FieldError(`cannot read $INCLUDE file '${path}'`, 1);

    const saved = { origin: this.origin, owner: this.owner, file: this.file, topLine: this.topLine };
    this.owner = Object.assign(new Owner(), saved.owner);
    if (this.includeDepth === 0) this.topLine = lex.startLine;
    this.origin = origin;
    this.file = path;
    this.includeDepth++;
    this.batch++;
    try {
      const { text, bytes } = zoneText(included);
      this.run(new Lexer(text, this.lexSink, bytes));
    } finally {
      this.includeDepth--;
      this.batch++;
      this.origin = saved.origin;
      this.owner = saved.owner;
      this.file = saved.file;
      this.topLine = saved.topLine;
    }
  }

  private generate(lex: Lexer): void {
    if (lex.count < 5)
      throw new FieldError(
        'unexpected end of line: $GENERATE needs a range, an owner, a type and rdata',
        lex.count - 1,
      );
    let range;
    try {
      range = parseRange(lex.token(1));
    } catch (e) {
      if (e instanceof FieldError) e.token = 1;
      throw e;
    }
    const total = rangeCount(range);
    if (total > this.maxGenerate)
      throw new FieldError(`$GENERATE would create ${total} records; at most ${this.maxGenerate} are allowed`, 1);
    if (this.generated + total > this.maxGeneratedPerZone) {
      throw new FieldError(
        `$GENERATE would bring the zone's generated records to ${this.generated + total}; at most ${this.maxGeneratedPerZone} are allowed per zone`,
        1,
      );
    }
    this.generated += total;
    const lhs = lex.token(2);
    // TTL and class are optional and in either order; then the type and one rdata token.
    let j = 3;
    let fields = '';
    for (let k = 0; k < 2 && j < lex.count - 1; k++) {
      const t = lex.token(j);
      if (parseTtl(t) >= 0 || classFromText(t) >= 0) {
        fields += t + ' ';
        j++;
      } else break;
    }
    fields += lex.token(j);
    if (j + 1 >= lex.count) throw new FieldError('unexpected end of line: $GENERATE needs rdata', j);
    if (j + 2 < lex.count) throw new FieldError('extra text after $GENERATE (quote rdata with several fields)', j + 2);
    const rhs = lex.token(j + 1);

    const outer = this.generateLine;
    const outerTop = this.topLine;
    this.generateLine = lex.line(0);
    if (this.includeDepth === 0) this.topLine = lex.startLine;
    this.batch++;
    try {
      for (let v = range.start; v <= range.stop && !this.stopped; v += range.step) {
        const line = `${substitute(lhs, v)} ${fields} ${substitute(rhs, v)}`;
        const sub = new Lexer(line, this.lexSink);
        if (!sub.next()) continue;
        this.cursor.i = 0;
        try {
          this.record(sub);
        } catch (e) {
          this.fieldError(sub, e, this.cursor.i - 1);
        }
      }
    } finally {
      this.generateLine = outer;
      this.topLine = outerTop;
      this.batch++;
    }
  }
}

/** Checks that directive `name` has exactly one argument (`what`). */
function oneArgument(lex: Lexer, name: string, what: string): void {
  if (lex.count < 2) throw new FieldError(`unexpected end of line: ${name} needs ${what}`, lex.count - 1);
  if (lex.count > 2) throw new FieldError(`extra text after ${name}`, 2);
}

/** `\#` followed by a length starts RFC 3597 generic rdata (otherwise it is just the text "#"). */
function isGenericMarker(lex: Lexer, i: number): boolean {
  const s = lex.starts[i];
  if (lex.quoted[i] || lex.ends[i] - s !== 2 || lex.bytes[s] !== 92 || lex.bytes[s + 1] !== 35) return false;
  if (i + 1 >= lex.count || lex.quoted[i + 1]) return false;
  for (let p = lex.starts[i + 1]; p < lex.ends[i + 1]; p++) {
    const c = lex.bytes[p];
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** Whether bytes[start, end) equal other[otherStart, otherEnd); compared from the end, where owner names in a row differ. */
function sameBytes(
  bytes: Uint8Array,
  start: number,
  end: number,
  other: Uint8Array,
  otherStart: number,
  otherEnd: number,
): boolean {
  if (end - start !== otherEnd - otherStart) return false;
  for (let i = end - 1, j = otherEnd - 1; i >= start; i--, j--) if (bytes[i] !== other[j]) return false;
  return true;
}

/** Whether bytes from `start` on equal the lower-case `lower`, ignoring ASCII case. */
function sameLower(bytes: Uint8Array, start: number, lower: string): boolean {
  for (let i = 0; i < lower.length; i++) {
    const c = bytes[start + i];
    if ((c >= 65 && c <= 90 ? c + 32 : c) !== lower.charCodeAt(i)) return false;
  }
  return true;
}

/** Signatures form one RRset per covered type (the first field of their data). */
function signatureSetKey(type: number, data: string): number {
  return type + 0x10000 * (typeFromText(data.slice(0, data.indexOf(' '))) + 1);
}

function soaSummary(name: string, data: string): SoaSummary {
  const f = data.split(' ');
  return {
    name,
    mname: f[0],
    rname: f[1],
    serial: Number(f[2]),
    refresh: Number(f[3]),
    retry: Number(f[4]),
    expire: Number(f[5]),
    minimum: Number(f[6]),
  };
}
