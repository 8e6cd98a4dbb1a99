// Rdata of the common types whose fields are already written as BIND prints them:
// canonical numbers and addresses, plain names, quoted strings without escapes. It is
// recognised on the zone text. With one space between the fields the record keeps the
// span instead of a rendered string (plus the origin when the last field is a relative
// name); otherwise the fields only need joining. Anything else, including every
// error, goes to the type's codec.
import type { Lexer } from '../lexer.js';
import { fitsWire, plainNameWire, type Origin } from '../names.js';
import { DS_DIGEST_LENGTH } from './registry.js';

/** Canonical rdata: tokens `first`.. of the line, completed with the origin's suffix when `relative`. */
export class RdataSpan {
  first = 0;
  /** The fields are separated by single spaces: the rdata is text[start, end) as it is. */
  spaced = false;
  start = 0;
  end = 0;
  relative = false;
}

/** Whether the rdata in tokens `first`.. of `lex` is canonical; if so, `out` says where it is. */
export function canonicalSpan(type: number, lex: Lexer, first: number, origin: Origin, out: RdataSpan): boolean {
  const n = lex.count - first;
  switch (type) {
    case 1: // A
      return n === 1 && isIPv4(lex, first) && setSpan(lex, first, false, out);
    case 28: // AAAA
      return n === 1 && isCanonicalIPv6(lex, first) && setSpan(lex, first, false, out);
    case 2:
    case 5:
    case 7:
    case 8:
    case 9:
    case 12:
    case 23:
    case 39: // NS CNAME MB MG MR PTR NSAP-PTR DNAME
      return n === 1 && nameAtEnd(lex, first, origin, out);
    case 15:
    case 18:
    case 21:
    case 36:
    case 107: // MX AFSDB RT KX LP
      return n === 2 && isUint(lex, first, 0xffff) && nameAtEnd(lex, first, origin, out);
    case 33: // SRV
      return (
        n === 4 &&
        isUint(lex, first, 0xffff) &&
        isUint(lex, first + 1, 0xffff) &&
        isUint(lex, first + 2, 0xffff) &&
        nameAtEnd(lex, first, origin, out)
      );
    case 16:
    case 56:
    case 99:
    case 258:
    case 261:
    case 262: // TXT NINFO SPF AVC RESINFO WALLET
      return n >= 1 && areStrings(lex, first, lex.count, 255) && setSpan(lex, first, false, out);
    case 257: // CAA
      return (
        n === 3 &&
        isUint(lex, first, 0xff) &&
        isCaaTag(lex, first + 1) &&
        areStrings(lex, first + 2, first + 3, 0xffff) &&
        setSpan(lex, first, false, out)
      );
    default:
      return false;
  }
}

/**
 * Canonical rdata that is not `spaced`: its tokens joined by single spaces (and the origin's suffix),
 * written as bytes into one string rather than concatenated from slices.
 */
export function joinTokens(lex: Lexer, span: RdataSpan, suffix: string): string {
  const bytes = lex.bytes;
  let size = 0;
  for (let i = span.first; i < lex.count; i++) size += tokenEnd(lex, i) - tokenStart(lex, i) + 1;
  const out = scratchFor(size);
  let o = 0;
  for (let i = span.first; i < lex.count; i++) {
    if (i > span.first) out[o++] = 32;
    for (let p = tokenStart(lex, i), e = tokenEnd(lex, i); p < e; p++) out[o++] = bytes[p];
  }
  const s = out.toString('latin1', 0, o);
  return span.relative ? s + suffix : s;
}

let scratch = Buffer.alloc(1024);

/** A buffer of at least `size` bytes for writing rendered rdata (reused: its contents become a string at once). */
function scratchFor(size: number): Buffer {
  if (scratch.length < size) scratch = Buffer.alloc(2 * size);
  return scratch;
}

/** Start and end of token i in the text, quotes included. */
function tokenStart(lex: Lexer, i: number): number {
  return lex.quoted[i] ? lex.starts[i] - 1 : lex.starts[i];
}

function tokenEnd(lex: Lexer, i: number): number {
  return lex.quoted[i] ? lex.ends[i] + 1 : lex.ends[i];
}

/** Describes tokens `first` to the end of the line as canonical rdata. */
function setSpan(lex: Lexer, first: number, relative: boolean, out: RdataSpan): boolean {
  const last = lex.count - 1;
  out.first = first;
  out.spaced = spaced(lex, first, last);
  out.start = tokenStart(lex, first);
  out.end = tokenEnd(lex, last);
  out.relative = relative;
  return true;
}

/** Tokens first..last are separated by exactly one space. */
function spaced(lex: Lexer, first: number, last: number): boolean {
  for (let i = first; i < last; i++) {
    const gap = tokenEnd(lex, i);
    if (tokenStart(lex, i + 1) !== gap + 1 || lex.bytes[gap] !== 32) return false;
  }
  return true;
}

/** The last token is a plain name (kept as written, relative ones completed): the span ends there. */
function nameAtEnd(lex: Lexer, first: number, origin: Origin, out: RdataSpan): boolean {
  const last = lex.count - 1;
  if (lex.quoted[last]) return false;
  const s = lex.starts[last];
  const e = lex.ends[last];
  const wire = plainNameWire(lex.bytes, s, e);
  if (wire < 0) return false;
  const absolute = lex.bytes[e - 1] === 46;
  return fitsWire(wire, absolute, origin) && setSpan(lex, first, !absolute, out);
}

/** A decimal number up to `max` without leading zeros (how BIND prints it). */
function isUint(lex: Lexer, i: number, max: number): boolean {
  if (lex.quoted[i]) return false;
  const text = lex.bytes;
  const s = lex.starts[i];
  const e = lex.ends[i];
  if (e - s === 0 || e - s > 10 || (text[s] === 48 && e - s > 1)) return false;
  let v = 0;
  for (let p = s; p < e; p++) {
    const c = text[p];
    if (c < 48 || c > 57) return false;
    v = v * 10 + c - 48;
  }
  return v <= max;
}

/** A dotted quad as inet_pton takes it, which is also how it is printed. */
function isIPv4(lex: Lexer, i: number): boolean {
  if (lex.quoted[i]) return false;
  const text = lex.bytes;
  const e = lex.ends[i];
  let parts = 0;
  let value = 0;
  let digits = 0;
  for (let p = lex.starts[i]; p <= e; p++) {
    const c = p < e ? text[p] : 46;
    if (c >= 48 && c <= 57) {
      if (digits > 0 && value === 0) return false;
      value = value * 10 + c - 48;
      if (++digits > 3 || value > 255) return false;
    } else if (c === 46 && digits > 0 && parts < 4) {
      parts++;
      value = 0;
      digits = 0;
    } else {
      return false;
    }
  }
  return parts === 4;
}

const words = new Uint16Array(8);

/**
 * An IPv6 address in the form formatIPv6 prints: lower-case groups without leading
 * zeros, "::" exactly over the first longest run of two or more zero groups, no dotted quad.
 */
function isCanonicalIPv6(lex: Lexer, i: number): boolean {
  if (lex.quoted[i]) return false;
  const text = lex.bytes;
  const e = lex.ends[i];
  let p = lex.starts[i];
  let count = 0;
  let gap = -1;
  if (e - p < 2) return false;
  if (text[p] === 58) {
    if (text[p + 1] !== 58) return false;
    gap = 0;
    p += 2;
  }
  while (p < e) {
    const g = p;
    let v = 0;
    for (; p < e && p - g < 5; p++) {
      const c = text[p];
      const d = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : -1;
      if (d < 0) break;
      v = v * 16 + d;
    }
    if (p === g || p - g > 4 || count === 8 || (p - g > 1 && text[g] === 48)) return false;
    words[count++] = v;
    if (p === e) break;
    if (text[p] !== 58 || ++p === e) return false;
    if (text[p] === 58) {
      if (gap >= 0) return false;
      gap = count;
      if (++p === e) break;
    }
  }
  if (gap >= 0 ? count > 7 : count !== 8) return false;
  // The first longest run of zero groups in the whole address, as formatIPv6 picks it.
  const zeros = gap >= 0 ? 8 - count : 0;
  let best = -1;
  let bestLen = 0;
  let run = 0;
  for (let k = 0; k <= 8; k++) {
    const w = k === 8 ? 1 : gap >= 0 && k >= gap && k < gap + zeros ? 0 : words[k < gap || gap < 0 ? k : k - zeros];
    if (w === 0) {
      run++;
      continue;
    }
    if (run > bestLen) {
      best = k - run;
      bestLen = run;
    }
    run = 0;
  }
  if (bestLen < 2) return gap < 0;
  // A dotted quad is printed for ::a.b.c.d and ::ffff:a.b.c.d.
  if (best === 0 && (bestLen === 6 || (bestLen === 5 && words[count - 3] === 0xffff))) return false;
  return best === gap && bestLen === zeros;
}

/** Tokens [from, to) are closed quoted strings of printable ASCII without escapes, at most `limit` bytes each. */
function areStrings(lex: Lexer, from: number, to: number, limit: number): boolean {
  const text = lex.bytes;
  for (let i = from; i < to; i++) {
    const s = lex.starts[i];
    const e = lex.ends[i];
    if (!lex.quoted[i] || e - s > limit || text[e] !== 34) return false;
    for (let p = s; p < e; p++) {
      const c = text[p];
      if (c === 92 || c < 32 || c > 126) return false;
    }
  }
  return true;
}

/** A CAA property tag: 1 to 255 letters and digits. */
function isCaaTag(lex: Lexer, i: number): boolean {
  if (lex.quoted[i]) return false;
  const s = lex.starts[i];
  const e = lex.ends[i];
  if (e - s === 0 || e - s > 255) return false;
  for (let p = s; p < e; p++) {
    const c = lex.bytes[p];
    if (!((c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122))) return false;
  }
  return true;
}

/** Upper-case hex digits by character code (0: not a hex digit). */
const HEX_UPPER = new Uint8Array(128);
for (const c of '0123456789ABCDEF')
  HEX_UPPER[c.charCodeAt(0)] = HEX_UPPER[c.toLowerCase().charCodeAt(0)] = c.charCodeAt(0);

/** Digits per chunk of printed hex, as encoding.ts chunks it. */
const HEX_CHUNK = 56;

/**
 * DS, CDS, DLV, TA, SSHFP, TLSA and SMIMEA rdata whose numbers are canonical and whose digest is plain hex
 * (possibly split over tokens and lines), printed as BIND does: the numbers, then the digest upper-cased in
 * chunks of 56 digits. Written as bytes into one string, without the codec's intermediate strings; null
 * for anything else (the codec then renders it, or reports the error).
 */
export function hexTailRdata(type: number, lex: Lexer, first: number): string | null {
  let numbers: number;
  let max1 = 0xff;
  switch (type) {
    case 43:
    case 59:
    case 32768:
    case 32769:
      numbers = 3;
      max1 = 0xffff;
      break; // DS CDS TA DLV
    case 52:
    case 53:
      numbers = 3;
      break; // TLSA SMIMEA
    case 44:
      numbers = 2;
      break; // SSHFP
    default:
      return null;
  }
  const count = lex.count;
  if (count - first <= numbers) return null;
  for (let i = first; i < first + numbers; i++) if (!isUint(lex, i, i === first ? max1 : 0xff)) return null;
  const bytes = lex.bytes;
  let digits = 0;
  for (let i = first + numbers; i < count; i++) {
    if (lex.quoted[i]) return null;
    for (let p = lex.starts[i], e = lex.ends[i]; p < e; p++) {
      const c = bytes[p];
      if (c >= 128 || HEX_UPPER[c] === 0) return null;
    }
    digits += lex.ends[i] - lex.starts[i];
  }
  if (digits === 0 || digits % 2 !== 0) return null;
  if (numbers === 3 && max1 === 0xffff) {
    const want = DS_DIGEST_LENGTH.get(uintAt(lex, first + 2));
    if (want !== undefined && digits !== 2 * want) return null;
  }
  const out = scratchFor(lex.ends[first + numbers - 1] - lex.starts[first] + 2 * digits + 2);
  let o = 0;
  for (let i = first; i < first + numbers; i++) {
    for (let p = lex.starts[i], e = lex.ends[i]; p < e; p++) out[o++] = bytes[p];
    out[o++] = 32;
  }
  let n = 0;
  for (let i = first + numbers; i < count; i++) {
    for (let p = lex.starts[i], e = lex.ends[i]; p < e; p++) {
      if (n > 0 && n % HEX_CHUNK === 0) out[o++] = 32;
      out[o++] = HEX_UPPER[bytes[p]];
      n++;
    }
  }
  return out.toString('latin1', 0, o);
}

/** The value of token i, a canonical decimal number. */
function uintAt(lex: Lexer, i: number): number {
  let v = 0;
  for (let p = lex.starts[i]; p < lex.ends[i]; p++) v = v * 10 + lex.bytes[p] - 48;
  return v;
}
