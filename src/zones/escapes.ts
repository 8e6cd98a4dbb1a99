import { FieldError } from './errors.js';

/**
 * Decodes `\X` and `\DDD` escapes of presentation text into bytes. The text is a byte
 * string (one character per byte, see parseZone), so other characters are bytes as they are.
 */
export function unescapeToBytes(raw: string, limit: number, what: string): number[] {
  const out: number[] = [];
  const n = raw.length;
  for (let i = 0; i < n; i++) {
    const c = raw.charCodeAt(i);
    if (c !== 92) {
      out.push(c);
      continue;
    }
    if (i + 1 >= n) throw new FieldError(`${what} ends with a lone backslash`);
    const d = raw.charCodeAt(i + 1);
    if (d >= 48 && d <= 57) {
      const d2 = raw.charCodeAt(i + 2);
      const d3 = raw.charCodeAt(i + 3);
      if (!(d2 >= 48 && d2 <= 57 && d3 >= 48 && d3 <= 57))
        throw new FieldError(`bad escape in ${what}: \\DDD needs three digits`);
      const v = (d - 48) * 100 + (d2 - 48) * 10 + (d3 - 48);
      if (v > 255) throw new FieldError(`bad escape in ${what}: \\${raw.slice(i + 1, i + 4)} is above 255`);
      out.push(v);
      i += 3;
    } else {
      out.push(d);
      i++;
    }
  }
  if (out.length > limit) throw new FieldError(`${what} is longer than ${limit} bytes`);
  return out;
}

const DDD: string[] = [];
for (let b = 0; b < 256; b++) DDD.push('\\' + String(b).padStart(3, '0'));

/**
 * Presentation of bytes with `\DDD` for non-printables and a backslash before each byte
 * listed in `special` (a 128-entry table); spaces are kept when `keepSpace`.
 */
export function escapeBytes(
  bytes: ArrayLike<number>,
  special: Uint8Array,
  keepSpace: boolean,
  from = 0,
  to = bytes.length,
): string {
  let s = '';
  for (let i = from; i < to; i++) {
    const b = bytes[i];
    if (b === 32 && keepSpace) s += ' ';
    else if (b < 33 || b > 126) s += DDD[b];
    else if (special[b] === 1) s += '\\' + String.fromCharCode(b);
    else s += String.fromCharCode(b);
  }
  return s;
}

export function specialTable(chars: string): Uint8Array {
  const t = new Uint8Array(128);
  for (let i = 0; i < chars.length; i++) t[chars.charCodeAt(i)] = 1;
  return t;
}
