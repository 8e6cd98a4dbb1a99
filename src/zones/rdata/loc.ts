// LOC (RFC 1876): degrees/minutes/seconds, altitude and three precisions.
import { FieldError } from '../errors.js';
import type { TokenCursor, WireReader } from './cursor.js';
import { parseUint } from './fields.js';

const EQUATOR = 0x80000000;
const ALTITUDE_BASE = 10000000;

/** Digits with an optional fraction of at most `decimals` digits, as an integer scaled by 10^decimals. */
function decimal(s: string, decimals: number, what: string): number {
  const dot = s.indexOf('.');
  const whole = dot < 0 ? s : s.slice(0, dot);
  const frac = dot < 0 ? '' : s.slice(dot + 1);
  if (whole === '' || frac.length > decimals || (dot >= 0 && frac === '')) throw new FieldError(`bad ${what} '${s}'`);
  return (
    parseUint(whole, 99999999, what) * 10 ** decimals +
    (frac === '' ? 0 : parseUint(frac.padEnd(decimals, '0'), 10 ** decimals, what))
  );
}

function coordinate(c: TokenCursor, maxDegrees: number, positive: string, negative: string): number {
  const what = positive === 'N' ? 'latitude' : 'longitude';
  const degrees = parseUint(c.next(what), maxDegrees, `${what} degrees`);
  let minutes = 0;
  let millis = 0;
  let t = c.next(`${what} hemisphere`);
  if (!isHemisphere(t)) {
    minutes = parseUint(t, 59, `${what} minutes`);
    t = c.next(`${what} hemisphere`);
    if (!isHemisphere(t)) {
      millis = decimal(t, 3, `${what} seconds`);
      if (millis > 59999) throw new FieldError(`${what} seconds '${t}' out of range`);
      t = c.next(`${what} hemisphere`);
    }
  }
  const h = t.toUpperCase();
  if (h !== positive && h !== negative)
    throw new FieldError(`expected ${positive} or ${negative}, got '${t}'`, c.i - 1);
  const value = (degrees * 3600 + minutes * 60) * 1000 + millis;
  if (value > maxDegrees * 3600000) throw new FieldError(`${what} out of range`);
  return h === positive ? EQUATOR + value : EQUATOR - value;
}

function isHemisphere(t: string): boolean {
  if (t.length !== 1) return false;
  const c = t.charCodeAt(0) | 0x20;
  return c === 110 || c === 115 || c === 101 || c === 119; // n s e w
}

function meters(s: string): string {
  return s.length > 1 && (s.charCodeAt(s.length - 1) | 0x20) === 109 ? s.slice(0, -1) : s;
}

/** Size/precision in BIND's mantissa/exponent byte. */
function precision(s: string, what: string): number {
  const cm = decimal(meters(s), 2, what);
  if (cm > 9000000000) throw new FieldError(`${what} '${s}' out of range`);
  const m = Math.floor(cm / 100);
  if (m > 0) {
    let exp = 0;
    while (exp < 7 && m >= 10 ** (exp + 1)) exp++;
    return (Math.floor(m / 10 ** exp) << 4) | (exp + 2);
  }
  const rest = cm % 100;
  return rest >= 10 ? (Math.floor(rest / 10) << 4) | 1 : rest << 4;
}

function textLoc(c: TokenCursor): string {
  const lat = coordinate(c, 90, 'N', 'S');
  const lon = coordinate(c, 180, 'E', 'W');
  const altText = meters(c.next('altitude'));
  const negative = altText.charCodeAt(0) === 45;
  const altCm = decimal(negative ? altText.slice(1) : altText, 2, 'altitude');
  if ((negative && altCm > ALTITUDE_BASE) || (!negative && altCm > 0xffffffff - ALTITUDE_BASE))
    throw new FieldError(`altitude '${altText}' out of range`);
  const alt = ALTITUDE_BASE + (negative ? -altCm : altCm);
  const size = c.more() ? precision(c.next('size'), 'size') : 0x12;
  const hp = c.more() ? precision(c.next('horizontal precision'), 'horizontal precision') : 0x16;
  const vp = c.more() ? precision(c.next('vertical precision'), 'vertical precision') : 0x13;
  return render(size, hp, vp, lat, lon, alt);
}

function wireLoc(r: WireReader): string {
  if (r.u8() !== 0) throw new FieldError('unknown LOC version');
  const size = r.u8();
  const hp = r.u8();
  const vp = r.u8();
  return render(size, hp, vp, r.u32(), r.u32(), r.u32());
}

function renderPrecision(b: number): string {
  const man = b >> 4;
  const exp = b & 15;
  if (man > 9 || exp > 9) throw new FieldError('bad LOC precision');
  return exp >= 2 ? `${man * 10 ** (exp - 2)}m` : `0.${String(man * 10 ** exp).padStart(2, '0')}m`;
}

function renderCoordinate(v: number, positive: string, negative: string): string {
  const north = v >= EQUATOR;
  let x = north ? v - EQUATOR : EQUATOR - v;
  const ms = x % 1000;
  x = Math.floor(x / 1000);
  const sec = x % 60;
  x = Math.floor(x / 60);
  return `${Math.floor(x / 60)} ${x % 60} ${sec}.${String(ms).padStart(3, '0')} ${north ? positive : negative}`;
}

function render(size: number, hp: number, vp: number, lat: number, lon: number, alt: number): string {
  const a = alt - ALTITUDE_BASE;
  const abs = Math.abs(a);
  const altitude = `${a < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}m`;
  return `${renderCoordinate(lat, 'N', 'S')} ${renderCoordinate(lon, 'E', 'W')} ${altitude} ${renderPrecision(size)} ${renderPrecision(hp)} ${renderPrecision(vp)}`;
}

export const loc = { text: textLoc, wire: wireLoc };
