// Domain names in presentation form, rendered the way BIND prints them: absolute, with
// a trailing dot, case kept, `\DDD` for non-printable bytes and a backslash before
// the characters that are special in master files.
import { FieldError } from './errors.js';
import { escapeBytes, specialTable, unescapeToBytes } from './escapes.js';
import { HASH_START } from './name-index.js';

/** A zone origin: its presentation text (absolute, "." for the root), lower-cased text and wire length. */
export interface Origin {
  readonly text: string;
  readonly lower: string;
  readonly wireLength: number;
  /** What a relative name is completed with: "." and the origin ("." alone for the root). */
  readonly suffix: string;
}

export const ROOT: Origin = { text: '.', lower: '.', wireLength: 1, suffix: '.' };

const NAME_SPECIAL = specialTable('"().;\\@$');

/** 1 = a byte that needs no escape in a name. */
const PLAIN = new Uint8Array(128);
for (let c = 33; c < 127; c++) PLAIN[c] = NAME_SPECIAL[c] === 1 ? 0 : 1;

const MAX_LABEL = 63;
const MAX_NAME = 255;

/**
 * Parses a name token. Relative names are completed with `origin`; `@` is the origin.
 * Throws FieldError for empty or over-long labels, names over 255 octets, bad escapes.
 */
export function parseName(raw: string, origin: Origin | null): string {
  const n = raw.length;
  if (n === 1) {
    const c = raw.charCodeAt(0);
    if (c === 64) {
      if (origin === null) throw new FieldError("'@' used but no origin is known");
      return origin.text;
    }
    if (c === 46) return '.';
  }
  if (n === 0) throw new FieldError('empty name');
  let label = 0;
  let wire = 0;
  for (let i = 0; i < n; i++) {
    const c = raw.charCodeAt(i);
    if (c === 46) {
      if (label === 0) throw new FieldError(`empty label in name '${raw}'`);
      wire += label + 1;
      label = 0;
    } else if (c < 128 && PLAIN[c] === 1) {
      if (++label > MAX_LABEL) throw new FieldError(`label longer than 63 octets in name '${raw}'`);
    } else {
      return parseEscapedName(raw, origin);
    }
  }
  const absolute = label === 0;
  if (absolute) {
    if (wire + 1 > MAX_NAME) throw new FieldError(`name longer than 255 octets: '${raw}'`);
    return raw;
  }
  return completeRelative(raw, wire + label + 1, origin);
}

function completeRelative(text: string, wire: number, origin: Origin | null): string {
  if (origin === null) throw new FieldError(`relative name '${text}' but no origin is known`);
  if (wire + origin.wireLength > MAX_NAME)
    throw new FieldError(`name longer than 255 octets: '${text}.${origin.text === '.' ? '' : origin.text}'`);
  // One concatenation: the result references `text` instead of copying it.
  return text + origin.suffix;
}

/** Slow path: decode every escape to bytes, then print the labels again. */
function parseEscapedName(raw: string, origin: Origin | null): string {
  const labels: string[] = [];
  let wire = 0;
  let absolute = false;
  let start = 0;
  const n = raw.length;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? raw.charCodeAt(i) : 46;
    if (c === 92) {
      // Skip the escape, but never past the last character: a truncated escape at the end
      // stays in the last label, whose decoding rejects it.
      const d = raw.charCodeAt(i + 1);
      i = Math.min(i + (d >= 48 && d <= 57 ? 3 : 1), n - 1);
      continue;
    }
    if (c !== 46) continue;
    const bytes = unescapeToBytes(raw.slice(start, i), 255, 'name');
    if (bytes.length === 0) throw new FieldError(`empty label in name '${raw}'`);
    if (bytes.length > MAX_LABEL) throw new FieldError(`label longer than 63 octets in name '${raw}'`);
    labels.push(escapeBytes(bytes, NAME_SPECIAL, false));
    wire += bytes.length + 1;
    start = i + 1;
    if (i === n - 1) {
      absolute = true;
      break;
    }
  }
  const text = labels.join('.');
  if (absolute) {
    if (wire + 1 > MAX_NAME) throw new FieldError(`name longer than 255 octets: '${raw}'`);
    return text + '.';
  }
  return completeRelative(text, wire, origin);
}

/** hashLower of the last name plainNameWire accepted (see plainNameHash). */
let lastHash = 0;

/**
 * For a name token bytes[start, end) that parseName would return unchanged (relative:
 * completed with the origin's suffix): the wire length of its labels, without the
 * root label. -1 when the token needs parseName: escapes, "@", an empty label, a label
 * over 63 octets. The caller checks the total length (see fitsWire). The same pass
 * hashes the name for the owner-name table (plainNameHash).
 */
export function plainNameWire(bytes: Uint8Array, start: number, end: number): number {
  let label = 0;
  let wire = 0;
  let h = HASH_START;
  for (let i = start; i < end; i++) {
    const c = bytes[i];
    if (c === 46) {
      if (label === 0) return -1;
      wire += label + 1;
      label = 0;
    } else if (c < 128 && PLAIN[c] === 1) {
      if (++label > MAX_LABEL) return -1;
    } else {
      return -1;
    }
    h = Math.imul(h ^ (c >= 65 && c <= 90 ? c + 32 : c), 0x01000193);
  }
  lastHash = h;
  return wire + (label === 0 ? 0 : label + 1);
}

/** hashLower(bytes, start, end, HASH_START) of the name the last successful plainNameWire call read. */
export function plainNameHash(): number {
  return lastHash;
}

/** Whether a plain name (see plainNameWire) is within 255 octets: absolute, or completed with `origin`. */
export function fitsWire(wire: number, absolute: boolean, origin: Origin): boolean {
  return wire + (absolute ? 1 : origin.wireLength) <= MAX_NAME;
}

/** Makes an Origin from an absolute name in canonical presentation. */
export function makeOrigin(absoluteName: string): Origin {
  return {
    text: absoluteName,
    lower: absoluteName.toLowerCase(),
    wireLength: nameWireLength(absoluteName),
    suffix: absoluteName === '.' ? '.' : '.' + absoluteName,
  };
}

/** Wire length of an absolute name in canonical presentation. */
export function nameWireLength(name: string): number {
  if (name === '.') return 1;
  let len = 1;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c === 92) {
      const d = name.charCodeAt(i + 1);
      i += d >= 48 && d <= 57 ? 3 : 1;
      len++;
    } else len++;
  }
  return len;
}

/** Whether `lowerName` (lower-cased, absolute) is `lowerOrigin` or below it. */
export function isInZone(lowerName: string, lowerOrigin: string): boolean {
  if (lowerOrigin === '.') return true;
  if (lowerName.length === lowerOrigin.length) return lowerName === lowerOrigin;
  if (!lowerName.endsWith(lowerOrigin) || lowerName.charCodeAt(lowerName.length - lowerOrigin.length - 1) !== 46)
    return false;
  // The dot before the origin must not be escaped: count the backslashes before it.
  let p = lowerName.length - lowerOrigin.length - 2;
  let slashes = 0;
  while (p >= 0 && lowerName.charCodeAt(p) === 92) {
    slashes++;
    p--;
  }
  return slashes % 2 === 0;
}

/** Renders a wire-format name at `offset` (no compression). Returns the text and the offset after it. */
export function nameFromWire(bytes: Uint8Array, offset: number): [string, number] {
  const labels: string[] = [];
  let p = offset;
  for (;;) {
    if (p >= bytes.length) throw new FieldError('name runs past the end of the rdata');
    const len = bytes[p++];
    if (len === 0) break;
    if (len > MAX_LABEL) throw new FieldError('compressed or bad label in wire-format name');
    if (p + len > bytes.length) throw new FieldError('name runs past the end of the rdata');
    labels.push(escapeBytes(bytes, NAME_SPECIAL, false, p, p + len));
    p += len;
  }
  if (p - offset > MAX_NAME) throw new FieldError('name longer than 255 octets');
  return [labels.length === 0 ? '.' : labels.join('.') + '.', p];
}

/** Whether the first label of a name is the wildcard label `*`. */
export function isWildcard(name: string): boolean {
  return name.charCodeAt(0) === 42 && (name.length === 1 || name.charCodeAt(1) === 46);
}
