// IPv4 and IPv6 addresses with the strictness of inet_pton and the spelling of
// glibc's inet_ntop, which is what BIND uses.
import { FieldError } from './errors.js';

/** Parses a dotted quad into `out[at..at+4]`; no leading zeros, exactly four parts. */
export function parseIPv4(s: string, out: Uint8Array, at: number): void {
  let part = 0;
  let value = 0;
  let digits = 0;
  for (let i = 0; i <= s.length; i++) {
    const c = i < s.length ? s.charCodeAt(i) : 46;
    if (c >= 48 && c <= 57) {
      if (digits > 0 && value === 0) throw new FieldError(`bad IPv4 address '${s}'`);
      value = value * 10 + c - 48;
      if (++digits > 3 || value > 255) throw new FieldError(`bad IPv4 address '${s}'`);
    } else if (c === 46 && digits > 0 && part < 4) {
      out[at + part++] = value;
      value = 0;
      digits = 0;
    } else {
      throw new FieldError(`bad IPv4 address '${s}'`);
    }
  }
  if (part !== 4) throw new FieldError(`bad IPv4 address '${s}'`);
}

const scratch4 = new Uint8Array(4);

/** A valid dotted quad is its own canonical spelling. */
export function checkIPv4(s: string): string {
  parseIPv4(s, scratch4, 0);
  return s;
}

export function formatIPv4(b: Uint8Array, at: number): string {
  return `${b[at]}.${b[at + 1]}.${b[at + 2]}.${b[at + 3]}`;
}

const words = new Uint16Array(8);
const tail4 = new Uint8Array(4);

function badIPv6(s: string): never {
  throw new FieldError(`bad IPv6 address '${s}'`);
}

/** Parses an IPv6 address (with `::` and an optional trailing dotted quad) into 16 bytes at `out[at]`. */
export function parseIPv6(s: string, out: Uint8Array, at: number): void {
  const n = s.length;
  let count = 0;
  let gap = -1;
  let i = 0;
  if (n === 0) badIPv6(s);
  if (s.charCodeAt(0) === 58) {
    if (s.charCodeAt(1) !== 58) badIPv6(s);
    gap = 0;
    i = 2;
  }
  while (i < n) {
    let j = i;
    let v = 0;
    while (j < n && j - i < 5) {
      const c = s.charCodeAt(j);
      const d = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : c >= 65 && c <= 70 ? c - 55 : -1;
      if (d < 0) break;
      v = v * 16 + d;
      j++;
    }
    if (j < n && s.charCodeAt(j) === 46) {
      // Trailing IPv4 part.
      if (count > 6) badIPv6(s);
      parseIPv4(s.slice(i), tail4, 0);
      words[count++] = (tail4[0] << 8) | tail4[1];
      words[count++] = (tail4[2] << 8) | tail4[3];
      break;
    }
    if (j === i || j - i > 4 || count === 8) badIPv6(s);
    words[count++] = v;
    i = j;
    if (i === n) break;
    if (s.charCodeAt(i) !== 58) badIPv6(s);
    i++;
    if (i < n && s.charCodeAt(i) === 58) {
      if (gap >= 0) badIPv6(s);
      gap = count;
      i++;
    } else if (i === n) badIPv6(s);
  }
  if (gap >= 0 ? count > 7 : count !== 8) badIPv6(s);
  // Words before the gap, zeros, then the words after it, right-aligned.
  const after = gap >= 0 ? count - gap : 0;
  const before = count - after;
  for (let k = 0; k < 8; k++) {
    const w = k < before ? words[k] : k >= 8 - after ? words[before + k - (8 - after)] : 0;
    out[at + 2 * k] = w >> 8;
    out[at + 2 * k + 1] = w & 0xff;
  }
}

const groups = new Uint16Array(8);

export function formatIPv6(b: Uint8Array, at: number): string {
  const w = groups;
  for (let k = 0; k < 8; k++) w[k] = (b[at + 2 * k] << 8) | b[at + 2 * k + 1];
  let best = -1;
  let bestLen = 0;
  for (let k = 0; k < 8;) {
    if (w[k] !== 0) {
      k++;
      continue;
    }
    let e = k;
    while (e < 8 && w[e] === 0) e++;
    if (e - k > bestLen) {
      best = k;
      bestLen = e - k;
    }
    k = e;
  }
  if (bestLen < 2) best = -1;
  // Written as bytes into one string: concatenating the groups made a dozen small strings.
  const out = text6;
  let o = 0;
  for (let k = 0; k < 8; k++) {
    if (best >= 0 && k >= best && k < best + bestLen) {
      if (k === best) out[o++] = 58;
      continue;
    }
    if (k !== 0) out[o++] = 58;
    if (k === 6 && best === 0 && (bestLen === 6 || (bestLen === 5 && w[5] === 0xffff))) {
      return out.toString('latin1', 0, o) + formatIPv4(b, at + 12);
    }
    const g = w[k];
    for (let shift = g >= 0x1000 ? 12 : g >= 0x100 ? 8 : g >= 0x10 ? 4 : 0; shift >= 0; shift -= 4)
      out[o++] = HEX_DIGITS[(g >> shift) & 15];
  }
  if (best >= 0 && best + bestLen === 8) out[o++] = 58;
  return out.toString('latin1', 0, o);
}

/** Room for the longest address formatIPv6 writes (39 characters). */
const text6 = Buffer.alloc(48);
const HEX_DIGITS = Buffer.from('0123456789abcdef', 'latin1');
