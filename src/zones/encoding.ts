// Hex, base64 and base32hex in and out. Decoders validate strictly (BIND rejects what
// they reject); encoders produce BIND's canonical spelling.
import { FieldError } from './errors.js';

const HEX_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < 10; i++) HEX_VALUE[48 + i] = i;
for (let i = 0; i < 6; i++) {
  HEX_VALUE[65 + i] = 10 + i;
  HEX_VALUE[97 + i] = 10 + i;
}

const B64_VALUE = new Int8Array(128).fill(-1);
const B64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
for (let i = 0; i < 64; i++) B64_VALUE[B64_ALPHABET.charCodeAt(i)] = i;

const B32_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUV';
const B32_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < 32; i++) {
  B32_VALUE[B32_ALPHABET.charCodeAt(i)] = i;
  B32_VALUE[B32_ALPHABET.toLowerCase().charCodeAt(i)] = i;
}

/** Bytes of a hex string (even number of digits). */
export function hexToBytes(s: string): Uint8Array {
  if (s.length % 2 !== 0) throw new FieldError('bad hex encoding: odd number of digits');
  const out = new Uint8Array(s.length / 2);
  for (let i = 0; i < s.length; i += 2) out[i >> 1] = (hexDigit(s, i, i) << 4) | hexDigit(s, i + 1, i);
  return out;
}

/** The value of the hex digit at s[i]; `pair` starts its byte, for the error message. */
function hexDigit(s: string, i: number, pair: number): number {
  const c = s.charCodeAt(i);
  const v = c < 128 ? HEX_VALUE[c] : -1;
  if (v < 0) throw new FieldError(`bad hex encoding near '${s.slice(pair, pair + 2)}'`);
  return v;
}

/** A hex string as BIND prints it (upper case), checked as hexToBytes checks it but not decoded. */
export function canonicalHex(s: string): string {
  if (s.length % 2 !== 0) throw new FieldError('bad hex encoding: odd number of digits');
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128 || HEX_VALUE[c] < 0) hexDigit(s, i, i - (i & 1));
  }
  return s.toUpperCase();
}

/** Validates base64 (padding required, '=' only at the end) and decodes it. */
export function base64ToBytes(s: string): Uint8Array {
  const n = s.length;
  if (n % 4 !== 0) throw new FieldError('bad base64 encoding: length is not a multiple of 4');
  let pad = 0;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 61) {
      pad++;
      if (i < n - 2) throw new FieldError("bad base64 encoding: '=' before the end");
    } else if (pad > 0 || c >= 128 || B64_VALUE[c] < 0) {
      throw new FieldError(`bad base64 encoding near '${s.slice(i, i + 4)}'`);
    }
  }
  return Buffer.from(s, 'base64');
}

/** base32hex without padding (NSEC3 hashes). */
export function base32HexToBytes(s: string): Uint8Array {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const v = c < 128 ? B32_VALUE[c] : -1;
    if (v < 0) throw new FieldError(`bad base32 encoding near '${s.slice(i, i + 8)}'`);
    acc = ((acc << 5) | v) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  // Leftover bits must be zero padding of a valid length.
  const rem = s.length % 8;
  if (rem === 1 || rem === 3 || rem === 6 || (acc & ((1 << bits) - 1)) !== 0)
    throw new FieldError('bad base32 encoding');
  return Uint8Array.from(out);
}

export function bytesToBase32Hex(b: Uint8Array): string {
  let s = '';
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < b.length; i++) {
    acc = ((acc << 8) | b[i]) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      s += B32_ALPHABET[(acc >> bits) & 31];
    }
  }
  if (bits > 0) s += B32_ALPHABET[(acc << (5 - bits)) & 31];
  return s;
}

const CHUNK = 56;

/** Splits a long encoding into space-separated chunks of 56 characters, as BIND prints them. */
export function chunked(s: string): string {
  if (s.length <= CHUNK) return s;
  let out = s.slice(0, CHUNK);
  for (let i = CHUNK; i < s.length; i += CHUNK) out += ' ' + s.slice(i, i + CHUNK);
  return out;
}

export function bytesToHex(b: Uint8Array, from = 0, to = b.length): string {
  return Buffer.from(b.buffer, b.byteOffset + from, to - from)
    .toString('hex')
    .toUpperCase();
}

export function bytesToBase64(b: Uint8Array, from = 0, to = b.length): string {
  return Buffer.from(b.buffer, b.byteOffset + from, to - from).toString('base64');
}
