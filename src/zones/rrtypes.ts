// RR type and class mnemonics as BIND 9.18 knows them.
import { HASH_START } from './name-index.js';

const TYPE_LIST: [string, number][] = [
  ['A', 1],
  ['NS', 2],
  ['MD', 3],
  ['MF', 4],
  ['CNAME', 5],
  ['SOA', 6],
  ['MB', 7],
  ['MG', 8],
  ['MR', 9],
  ['NULL', 10],
  ['WKS', 11],
  ['PTR', 12],
  ['HINFO', 13],
  ['MINFO', 14],
  ['MX', 15],
  ['TXT', 16],
  ['RP', 17],
  ['AFSDB', 18],
  ['X25', 19],
  ['ISDN', 20],
  ['RT', 21],
  ['NSAP', 22],
  ['NSAP-PTR', 23],
  ['SIG', 24],
  ['KEY', 25],
  ['PX', 26],
  ['GPOS', 27],
  ['AAAA', 28],
  ['LOC', 29],
  ['NXT', 30],
  ['EID', 31],
  ['NIMLOC', 32],
  ['SRV', 33],
  ['ATMA', 34],
  ['NAPTR', 35],
  ['KX', 36],
  ['CERT', 37],
  ['A6', 38],
  ['DNAME', 39],
  ['SINK', 40],
  ['OPT', 41],
  ['APL', 42],
  ['DS', 43],
  ['SSHFP', 44],
  ['IPSECKEY', 45],
  ['RRSIG', 46],
  ['NSEC', 47],
  ['DNSKEY', 48],
  ['DHCID', 49],
  ['NSEC3', 50],
  ['NSEC3PARAM', 51],
  ['TLSA', 52],
  ['SMIMEA', 53],
  ['HIP', 55],
  ['NINFO', 56],
  ['RKEY', 57],
  ['TALINK', 58],
  ['CDS', 59],
  ['CDNSKEY', 60],
  ['OPENPGPKEY', 61],
  ['CSYNC', 62],
  ['ZONEMD', 63],
  ['SVCB', 64],
  ['HTTPS', 65],
  ['DSYNC', 66],
  ['SPF', 99],
  ['UINFO', 100],
  ['UID', 101],
  ['GID', 102],
  ['UNSPEC', 103],
  ['NID', 104],
  ['L32', 105],
  ['L64', 106],
  ['LP', 107],
  ['EUI48', 108],
  ['EUI64', 109],
  ['TKEY', 249],
  ['TSIG', 250],
  ['IXFR', 251],
  ['AXFR', 252],
  ['MAILB', 253],
  ['MAILA', 254],
  ['ANY', 255],
  ['URI', 256],
  ['CAA', 257],
  ['AVC', 258],
  ['DOA', 259],
  ['AMTRELAY', 260],
  ['RESINFO', 261],
  ['WALLET', 262],
  ['TA', 32768],
  ['DLV', 32769],
];

const TYPE_BY_NAME = new Map<string, number>(TYPE_LIST);
const TYPE_NAME = new Map<number, string>(TYPE_LIST.map(([name, num]) => [num, name]));

/**
 * Classifies the token bytes[start, end) after an owner or TTL: a type number (>= 0), a
 * class encoded as -2 - class, or -1 for neither. Mnemonics are found from the
 * characters, without making a string.
 */
export function typeOrClassAt(bytes: Uint8Array, start: number, end: number): number {
  const common = commonWord(bytes, start, end);
  if (common !== NOT_FOUND) return common;
  const known = KEYWORDS.find(bytes, start, end);
  if (known !== NOT_FOUND) return known;
  const s = Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');
  const t = typeFromText(s);
  if (t >= 0) return t;
  const c = classFromText(s);
  return c >= 0 ? -2 - c : -1;
}

/** Type number for a mnemonic or `TYPEnnn` (any case), or -1. */
export function typeFromText(s: string): number {
  const known = TYPE_BY_NAME.get(s) ?? TYPE_BY_NAME.get(s.toUpperCase());
  if (known !== undefined) return known;
  return genericNumber(s, 'TYPE');
}

/** BIND's spelling of a type: its mnemonic, else `TYPEnnn`. */
export function typeToText(type: number): string {
  return TYPE_NAME.get(type) ?? `TYPE${type}`;
}

export function typeIsKnown(type: number): boolean {
  return TYPE_NAME.has(type);
}

/** Types whose rdata format is defined for class IN only; in other classes they are unknown types. */
export function isClassInOnly(type: number): boolean {
  return IN_ONLY.has(type);
}
const IN_ONLY = new Set([1, 11, 22, 23, 26, 28, 33, 34, 36, 38, 42, 49, 64, 65]);

/** Meta types (and the meta range 128-255) cannot appear in a zone. */
export function isMetaType(type: number): boolean {
  return type === 0 || type === 41 || (type >= 128 && type <= 255);
}

export function isObsoleteType(type: number): boolean {
  return type === 3 || type === 4;
}

const CLASS_BY_NAME = new Map<string, number>([
  ['IN', 1],
  ['CH', 3],
  ['CHAOS', 3],
  ['HS', 4],
  ['HESIOD', 4],
  ['NONE', 254],
  ['ANY', 255],
]);
const CLASS_NAME = new Map<number, string>([
  [1, 'IN'],
  [3, 'CH'],
  [4, 'HS'],
  [254, 'NONE'],
  [255, 'ANY'],
]);

/** Class number for a mnemonic or `CLASSnnn` (any case), or -1. */
export function classFromText(s: string): number {
  if (s.length < 2) return -1;
  const known = CLASS_BY_NAME.get(s) ?? CLASS_BY_NAME.get(s.toUpperCase());
  if (known !== undefined) return known;
  return genericNumber(s, 'CLASS');
}

const NOT_FOUND = -1 << 30;

/** Open-addressing table of upper-case words, looked up by characters in any case. */
class KeywordTable {
  private readonly hashes = new Int32Array(512);
  private readonly values = new Int32Array(512);
  private readonly words: string[] = new Array<string>(512).fill('');

  set(word: string, value: number): void {
    const h = upperHash(Buffer.from(word, 'latin1'), 0, word.length);
    let i = h & 511;
    while (this.hashes[i] !== 0 && this.words[i] !== word) i = (i + 1) & 511;
    this.hashes[i] = h;
    this.values[i] = value;
    this.words[i] = word;
  }

  /** The value of the word bytes[start, end) (any case), or NOT_FOUND. */
  find(bytes: Uint8Array, start: number, end: number): number {
    const h = upperHash(bytes, start, end);
    for (let i = h & 511; this.hashes[i] !== 0; i = (i + 1) & 511) {
      if (this.hashes[i] === h && sameUpper(bytes, start, end, this.words[i])) return this.values[i];
    }
    return NOT_FOUND;
  }
}

/** Up to four bytes from `start` upper-cased and packed into one number (`c & 0xdf` upper-cases a letter and maps no other byte onto one). */
function upperKey(bytes: Uint8Array, start: number, n: number): number {
  let key = 0;
  for (let i = 0; i < n; i++) key = (key << 8) | (bytes[start + i] & 0xdf);
  return key;
}

const wordKey = (word: string): number => upperKey(Buffer.from(word, 'latin1'), 0, word.length);
const K_A = wordKey('A');
const K_IN = wordKey('IN');
const K_NS = wordKey('NS');
const K_MX = wordKey('MX');
const K_TXT = wordKey('TXT');
const K_AAAA = wordKey('AAAA');
const K_CNAM = wordKey('CNAM');

/**
 * The words nearly every record has, compared as packed numbers before the hash table: most records need
 * one or two of these. Same encoding as typeOrClassAt (IN, class 1, is -2 - 1).
 */
function commonWord(bytes: Uint8Array, start: number, end: number): number {
  const n = end - start;
  if (n > 5) return NOT_FOUND;
  const key = upperKey(bytes, start, n < 4 ? n : 4);
  switch (n) {
    case 1:
      return key === K_A ? 1 : NOT_FOUND;
    case 2:
      return key === K_IN ? -3 : key === K_NS ? 2 : key === K_MX ? 15 : NOT_FOUND;
    case 3:
      return key === K_TXT ? 16 : NOT_FOUND;
    case 4:
      return key === K_AAAA ? 28 : NOT_FOUND;
    default:
      return key === K_CNAM && (bytes[start + 4] & 0xdf) === 69 ? 5 : NOT_FOUND;
  }
}

/** FNV-1a over bytes[start, end) with ASCII letters upper-cased; never 0. */
function upperHash(bytes: Uint8Array, start: number, end: number): number {
  let h = HASH_START;
  for (let i = start; i < end; i++) {
    const c = bytes[i];
    h = Math.imul(h ^ (c >= 97 && c <= 122 ? c - 32 : c), 0x01000193);
  }
  return h | 1;
}

function sameUpper(bytes: Uint8Array, start: number, end: number, word: string): boolean {
  if (end - start !== word.length) return false;
  for (let i = 0; i < word.length; i++) {
    const c = bytes[start + i];
    if ((c >= 97 && c <= 122 ? c - 32 : c) !== word.charCodeAt(i)) return false;
  }
  return true;
}

// Classes after types: ANY is both, and is read as a class first.
const KEYWORDS = new KeywordTable();
for (const [name, num] of TYPE_LIST) KEYWORDS.set(name, num);
for (const [name, num] of CLASS_BY_NAME) KEYWORDS.set(name, -2 - num);

export function classToText(klass: number): string {
  return CLASS_NAME.get(klass) ?? `CLASS${klass}`;
}

/** `PREFIXnnn` (prefix in any case, 0-65535, digits only) or -1. */
function genericNumber(s: string, prefix: string): number {
  const p = prefix.length;
  if (s.length <= p || s.length > p + 5 || s.slice(0, p).toUpperCase() !== prefix) return -1;
  let v = 0;
  for (let i = p; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
    v = v * 10 + c - 48;
  }
  return v > 65535 ? -1 : v;
}
