// Codec readers shared by the rdata types. Each field reads its part of the rdata
// either from presentation tokens or from wire bytes (RFC 3597 generic form) and
// returns BIND's presentation of it.
import { checkIPv4, formatIPv4, formatIPv6, parseIPv6 } from '../addresses.js';
import {
  base32HexToBytes,
  base64ToBytes,
  bytesToBase32Hex,
  bytesToBase64,
  bytesToHex,
  canonicalHex,
  chunked,
  hexToBytes,
} from '../encoding.js';
import { FieldError } from '../errors.js';
import { escapeBytes, specialTable, unescapeToBytes } from '../escapes.js';
import { nameFromWire, parseName } from '../names.js';
import { typeFromText, typeToText } from '../rrtypes.js';
import { parseTtl } from '../ttl.js';
import type { TokenCursor, WireReader } from './cursor.js';

/** Reads one field, or a whole rdata, from tokens or from wire bytes, returning its presentation. */
export interface Codec {
  text(c: TokenCursor): string;
  wire(r: WireReader): string;
}

export function parseUint(s: string, max: number, what: string): number {
  const n = s.length;
  if (n === 0) throw new FieldError(`${what} is empty`);
  let v = 0;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) throw new FieldError(`${what} '${s}' is not a number`);
    v = v * 10 + c - 48;
  }
  if (v > max) throw new FieldError(`${what} ${s} is out of range (0-${max})`);
  return v;
}

function uint(bits: 8 | 16 | 32, what: string): Codec {
  const max = bits === 8 ? 0xff : bits === 16 ? 0xffff : 0xffffffff;
  return {
    text: (c) => String(parseUint(c.next(what), max, what)),
    wire: (r) => String(bits === 8 ? r.u8() : bits === 16 ? r.u16() : r.u32()),
  };
}

export const u8 = (what: string): Codec => uint(8, what);
export const u16 = (what: string): Codec => uint(16, what);
export const u32 = (what: string): Codec => uint(32, what);

/** A 32-bit period that may be written with TTL units (SOA timers, RRSIG original TTL). */
export const period = (what: string): Codec => ({
  text: (c) => {
    const s = c.next(what);
    const v = parseTtl(s);
    if (v < 0) throw new FieldError(`${what} '${s}' is not a valid number of seconds`);
    return String(v);
  },
  wire: (r) => String(r.u32()),
});

export const name = (what: string): Codec => ({
  text: (c) => parseName(c.next(what), c.origin),
  wire: (r) => {
    const [text, end] = nameFromWire(r.b, r.p);
    r.p = end;
    return text;
  },
});

// ---------------------------------------------------------------- character strings
const STRING_SPECIAL = specialTable('"\\');

/** Bytes of one character-string token (at most `limit` bytes). */
export function stringBytes(raw: string, limit: number, what: string): number[] | null {
  for (let i = 0; i < raw.length; i++) {
    const ch = raw.charCodeAt(i);
    if (ch === 92 || ch < 32 || ch > 126) return unescapeToBytes(raw, limit, what);
  }
  if (raw.length > limit) throw new FieldError(`${what} is longer than ${limit} bytes`);
  return null;
}

/** BIND's quoted presentation of a character-string token. */
export function quoteString(raw: string, limit: number, what: string): string {
  const bytes = stringBytes(raw, limit, what);
  return bytes === null ? '"' + raw + '"' : '"' + escapeBytes(bytes, STRING_SPECIAL, true) + '"';
}

export function quoteBytes(b: ArrayLike<number>, from = 0, to = b.length): string {
  return '"' + escapeBytes(b, STRING_SPECIAL, true, from, to) + '"';
}

function wireString(r: WireReader): string {
  const len = r.u8();
  r.need(len);
  const s = quoteBytes(r.b, r.p, r.p + len);
  r.p += len;
  return s;
}

/** One <character-string> of up to 255 bytes. */
export const str = (what: string): Codec => ({
  text: (c) => quoteString(c.next(what), 255, what),
  wire: wireString,
});

/** An optional trailing <character-string>. */
export const optionalStr = (what: string): Codec => ({
  text: (c) => (c.more() ? quoteString(c.next(what), 255, what) : ''),
  wire: (r) => (r.done() ? '' : wireString(r)),
});

/** One or more <character-string>s up to the end (TXT and friends). */
export const strings: Codec = {
  text: (c) => {
    let s = quoteString(c.next('text'), 255, 'text string');
    while (c.more()) s += ' ' + quoteString(c.next('text'), 255, 'text string');
    return s;
  },
  wire: (r) => {
    if (r.done()) throw new FieldError('TXT rdata needs at least one string');
    let s = wireString(r);
    while (!r.done()) s += ' ' + wireString(r);
    return s;
  },
};

/** A string that fills the rest of the rdata without a length byte (CAA value, URI target). */
export const restString = (what: string): Codec => ({
  text: (c) => quoteString(c.next(what), 65535, what),
  wire: (r) => {
    const b = r.rest();
    return quoteBytes(b);
  },
});

// ---------------------------------------------------------------- binary blobs
export const hex = (what: string, required = true): Codec => ({
  text: (c) => {
    const s = c.rest(what, required);
    return s === '' ? '' : chunked(canonicalHex(s));
  },
  wire: (r) => chunked(bytesToHex(r.rest())),
});

export const base64 = (what: string, split = true): Codec => ({
  text: (c) => {
    const s = c.rest(what, true);
    const out = bytesToBase64(base64ToBytes(s));
    return split ? chunked(out) : out;
  },
  wire: (r) => {
    const out = bytesToBase64(r.rest());
    return split ? chunked(out) : out;
  },
});

/** NSEC3 salt: hex with a length byte, "-" when empty. */
export const salt: Codec = {
  text: (c) => {
    const s = c.next('salt');
    if (s === '-') return '-';
    const b = hexToBytes(s);
    if (b.length > 255) throw new FieldError('salt is longer than 255 bytes');
    return b.length === 0 ? '-' : bytesToHex(b);
  },
  wire: (r) => {
    const len = r.u8();
    return len === 0 ? '-' : bytesToHex(r.bytes(len));
  },
};

/** NSEC3 next hashed owner: base32hex with a length byte. */
export const hashedOwner: Codec = {
  text: (c) => {
    const b = base32HexToBytes(c.next('next hashed owner name'));
    if (b.length === 0 || b.length > 255) throw new FieldError('next hashed owner name has a bad length');
    return bytesToBase32Hex(b);
  },
  wire: (r) => bytesToBase32Hex(r.bytes(r.u8())),
};

// ---------------------------------------------------------------- addresses
export const ipv4: Codec = {
  text: (c) => checkIPv4(c.next('IPv4 address')),
  wire: (r) => {
    r.need(4);
    const s = formatIPv4(r.b, r.p);
    r.p += 4;
    return s;
  },
};

const scratch16 = new Uint8Array(16);
export const ipv6: Codec = {
  text: (c) => {
    parseIPv6(c.next('IPv6 address'), scratch16, 0);
    return formatIPv6(scratch16, 0);
  },
  wire: (r) => {
    r.need(16);
    const s = formatIPv6(r.b, r.p);
    r.p += 16;
    return s;
  },
};

/** Dash-separated hex bytes: EUI48 (6) and EUI64 (8). */
export const eui = (size: 6 | 8): Codec => ({
  text: (c) => {
    const s = c.next('address');
    if (s.length !== size * 3 - 1) throw new FieldError(`bad EUI${size * 8} address '${s}'`);
    const parts = s.split('-');
    if (parts.length !== size || parts.some((p) => p.length !== 2))
      throw new FieldError(`bad EUI${size * 8} address '${s}'`);
    hexToBytes(parts.join(''));
    return s.toLowerCase();
  },
  wire: (r) =>
    Buffer.from(r.bytes(size))
      .toString('hex')
      .replace(/(..)(?!$)/g, '$1-'),
});

/** NID/L64 locator: four colon-separated groups of 1-4 hex digits. */
export const locator64: Codec = {
  text: (c) => {
    const s = c.next('locator');
    const parts = s.split(':');
    if (parts.length !== 4 || parts.some((p) => p.length === 0 || p.length > 4))
      throw new FieldError(`bad locator '${s}'`);
    const words = parts.map((p) => hexToBytes(p.padStart(4, '0')));
    return words.map((w) => ((w[0] << 8) | w[1]).toString(16)).join(':');
  },
  wire: (r) => {
    const w: string[] = [];
    for (let k = 0; k < 4; k++) w.push(r.u16().toString(16));
    return w.join(':');
  },
};

// ---------------------------------------------------------------- DNSSEC bits
const ALGORITHMS: [string, number][] = [
  ['RSAMD5', 1],
  ['DH', 2],
  ['DSA', 3],
  ['ECC', 4],
  ['RSASHA1', 5],
  ['NSEC3DSA', 6],
  ['NSEC3RSASHA1', 7],
  ['RSASHA256', 8],
  ['RSASHA512', 10],
  ['ECCGOST', 12],
  ['ECDSAP256SHA256', 13],
  ['ECDSAP384SHA384', 14],
  ['ED25519', 15],
  ['ED448', 16],
  ['INDIRECT', 252],
  ['PRIVATEDNS', 253],
  ['PRIVATEOID', 254],
];
const ALG_BY_NAME = new Map<string, number>([
  ...ALGORITHMS,
  ['DSA-NSEC3-SHA1', 6],
  ['RSASHA1-NSEC3-SHA1', 7],
  ['ECC-GOST', 12],
]);
const ALG_NAME = new Map<number, string>(ALGORITHMS.map(([n, v]) => [v, n]));

function parseAlgorithm(s: string): number {
  const known = ALG_BY_NAME.get(s.toUpperCase());
  return known ?? parseUint(s, 255, 'algorithm');
}

/** DNSSEC algorithm: number or mnemonic in, number out. */
export const algorithm: Codec = {
  text: (c) => String(parseAlgorithm(c.next('algorithm'))),
  wire: (r) => String(r.u8()),
};

/** DNSSEC algorithm printed as its mnemonic (CERT does this). */
export const algorithmMnemonic: Codec = {
  text: (c) => {
    const v = parseAlgorithm(c.next('algorithm'));
    return ALG_NAME.get(v) ?? String(v);
  },
  wire: (r) => {
    const v = r.u8();
    return ALG_NAME.get(v) ?? String(v);
  },
};

export const rrtype = (what: string): Codec => ({
  text: (c) => {
    const s = c.next(what);
    const t = typeFromText(s);
    if (t < 0) throw new FieldError(`unknown type '${s}'`);
    return typeToText(t);
  },
  wire: (r) => typeToText(r.u16()),
});

/** RRSIG/SIG times: YYYYMMDDHHmmSS or seconds since the epoch; printed as YYYYMMDDHHmmSS. */
export const sigTime = (what: string): Codec => ({
  text: (c) => {
    const s = c.next(what);
    if (s.length <= 10 && s.charCodeAt(0) !== 43 && s.charCodeAt(0) !== 45)
      return formatTime(parseUint(s, 0xffffffff, what));
    return formatTime(parseTime(s, what));
  },
  wire: (r) => formatTime(r.u32()),
});

function parseTime(s: string, what: string): number {
  if (s.length !== 14) throw new FieldError(`${what} '${s}' is not YYYYMMDDHHmmSS`);
  const num = (from: number, to: number): number => parseUint(s.slice(from, to), 9999, what);
  const y = num(0, 4);
  const mo = num(4, 6);
  const d = num(6, 8);
  const h = num(8, 10);
  const mi = num(10, 12);
  const se = num(12, 14);
  const days =
    mo === 2
      ? y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)
        ? 29
        : 28
      : [31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
  if (mo < 1 || mo > 12 || d < 1 || d > days || h > 23 || mi > 59 || se > 60)
    throw new FieldError(`${what} '${s}' is not a valid time`);
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, se);
  // Times outside 1970-2106 wrap around 2^32 seconds, as in BIND.
  const t = date.getTime() / 1000;
  return ((t % 0x100000000) + 0x100000000) % 0x100000000;
}

/** Like BIND, a 32-bit time is placed in the 2^32-second window closest to now. */
function formatTime(v: number): string {
  const now = Math.floor(Date.now() / 1000);
  let t = Math.floor(now / 0x100000000) * 0x100000000 + v;
  if (t - now > 0x7fffffff) t -= 0x100000000;
  else if (now - t > 0x7fffffff) t += 0x100000000;
  const d = new Date(t * 1000);
  const p = (x: number, w = 2): string => String(x).padStart(w, '0');
  return `${p(d.getUTCFullYear(), 4)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
}

/** NSEC-style type bitmap (RFC 4034 §4.1.2): a list of types to the end of the rdata. */
export const typeBitmap: Codec = {
  text: (c) => {
    const types: number[] = [];
    while (c.more()) {
      const s = c.next('type');
      const t = typeFromText(s);
      if (t < 0) throw new FieldError(`unknown type '${s}' in type list`, c.i - 1);
      types.push(t);
    }
    return renderTypes(types);
  },
  wire: (r) => {
    const types: number[] = [];
    let last = -1;
    while (!r.done()) {
      const win = r.u8();
      const len = r.u8();
      if (win <= last || len < 1 || len > 32) throw new FieldError('bad type bitmap');
      last = win;
      const bits = r.bytes(len);
      if (bits[len - 1] === 0) throw new FieldError('bad type bitmap');
      for (let k = 0; k < len * 8; k++) if (bits[k >> 3] & (0x80 >> (k & 7))) types.push(win * 256 + k);
    }
    return renderTypes(types);
  },
};

export function renderTypes(types: number[]): string {
  const sorted = [...new Set(types)].sort((a, b) => a - b);
  return sorted.map(typeToText).join(' ');
}
