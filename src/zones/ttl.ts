// TTLs as BIND reads them: plain seconds ("3600") or digit groups each followed by a
// unit ("1h30m", "1W"); a bare number after a unit ("1h30") is not a TTL.

const UNIT = new Uint32Array(128);
UNIT[115] = 1; // s
UNIT[109] = 60; // m
UNIT[104] = 3600; // h
UNIT[100] = 86400; // d
UNIT[119] = 604800; // w

export const MAX_TTL = 0x7fffffff;
const MAX_U32 = 0xffffffff;

/** Seconds for a TTL token, or -1 when the token is not a TTL or exceeds 2^32-1. */
export function parseTtl(s: string): number {
  return parseTtlAt(Buffer.from(s, 'latin1'), 0, s.length);
}

/** parseTtl for the token bytes[start, end). */
export function parseTtlAt(bytes: Uint8Array, start: number, end: number): number {
  if (end === start) return -1;
  let total = 0;
  let value = 0;
  let digits = 0;
  let units = false;
  for (let i = start; i < end; i++) {
    const c = bytes[i];
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      digits++;
      continue;
    }
    const unit = c < 128 ? UNIT[c | 0x20] : 0;
    if (unit === 0 || digits === 0) return -1;
    total += value * unit;
    value = 0;
    digits = 0;
    units = true;
  }
  if (digits > 0) {
    if (units) return -1;
    total = value;
  }
  return total > MAX_U32 ? -1 : total;
}
