// SVCB and HTTPS (RFC 9460) with the SvcParamKeys BIND 9.18 knows by name (0-6);
// others are written keyNNNNN. Text and generic rdata both go to (key, bytes) pairs,
// which are checked and printed by one renderer.
import { formatIPv4, formatIPv6, parseIPv4, parseIPv6 } from '../addresses.js';
import { base64ToBytes, bytesToBase64 } from '../encoding.js';
import { FieldError } from '../errors.js';
import { unescapeToBytes } from '../escapes.js';
import { nameFromWire, parseName } from '../names.js';
import type { TokenCursor, WireReader } from './cursor.js';
import { parseUint, quoteBytes } from './fields.js';

const KEY_NAMES = ['mandatory', 'alpn', 'no-default-alpn', 'port', 'ipv4hint', 'ech', 'ipv6hint'];
const MANDATORY = 0;
const ALPN = 1;
const NO_DEFAULT_ALPN = 2;
const PORT = 3;
const IPV4HINT = 4;
const ECH = 5;
const IPV6HINT = 6;

interface Param {
  key: number;
  value: Uint8Array;
}

function keyFromText(s: string): number {
  const lower = s.toLowerCase();
  const known = KEY_NAMES.indexOf(lower);
  if (known >= 0) return known;
  if (lower === 'dohpath') return 7;
  if (lower.startsWith('key') && lower.length > 3) {
    const k = parseUint(lower.slice(3), 65535, 'SvcParamKey number');
    if (k === 65535) throw new FieldError('SvcParamKey 65535 is reserved');
    return k;
  }
  throw new FieldError(`unknown SvcParamKey '${s}'`);
}

function keyToText(k: number): string {
  return k < KEY_NAMES.length ? KEY_NAMES[k] : `key${k}`;
}

/** Splits a value on unescaped commas, removing the value-level backslash escapes. */
function splitList(bytes: number[]): number[][] {
  const items: number[][] = [[]];
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 92 && i + 1 < bytes.length) {
      items[items.length - 1].push(bytes[++i]);
      continue;
    }
    if (b === 44) {
      items.push([]);
      continue;
    }
    items[items.length - 1].push(b);
  }
  return items;
}

function valueFromText(key: number, raw: string | null): Uint8Array {
  if (raw === null) {
    if (key === MANDATORY || key === ALPN || key === PORT || key === IPV4HINT || key === ECH || key === IPV6HINT) {
      throw new FieldError(`SvcParam '${keyToText(key)}' needs a value`);
    }
    return new Uint8Array(0);
  }
  const bytes = unescapeToBytes(raw, 65535, 'SvcParam value');
  const text = String.fromCharCode(...bytes);
  switch (key) {
    case MANDATORY: {
      const keys = text.split(',').map(keyFromText);
      const out = new Uint8Array(keys.length * 2);
      keys.forEach((k, i) => {
        out[2 * i] = k >> 8;
        out[2 * i + 1] = k & 0xff;
      });
      return out;
    }
    case ALPN: {
      const ids = splitList(bytes);
      const out: number[] = [];
      for (const id of ids) {
        if (id.length === 0 || id.length > 255) throw new FieldError('empty or over-long ALPN identifier');
        out.push(id.length, ...id);
      }
      return Uint8Array.from(out);
    }
    case NO_DEFAULT_ALPN:
      if (bytes.length > 0) throw new FieldError("'no-default-alpn' takes no value");
      return new Uint8Array(0);
    case PORT: {
      const port = parseUint(text, 65535, 'port');
      return Uint8Array.of(port >> 8, port & 0xff);
    }
    case IPV4HINT: {
      const addrs = text.split(',');
      const out = new Uint8Array(addrs.length * 4);
      addrs.forEach((a, i) => parseIPv4(a, out, 4 * i));
      return out;
    }
    case ECH:
      return base64ToBytes(text);
    case IPV6HINT: {
      const addrs = text.split(',');
      const out = new Uint8Array(addrs.length * 16);
      addrs.forEach((a, i) => parseIPv6(a, out, 16 * i));
      return out;
    }
    default:
      return Uint8Array.from(bytes);
  }
}

function textSvcb(c: TokenCursor): string {
  const priority = parseUint(c.next('priority'), 65535, 'priority');
  const target = parseName(c.next('target name'), c.origin);
  const params: Param[] = [];
  while (c.more()) {
    const at = c.i;
    const tok = c.next('SvcParam');
    const eq = tok.indexOf('=');
    let keyText = tok;
    let value: string | null = null;
    if (eq >= 0) {
      keyText = tok.slice(0, eq);
      value = tok.slice(eq + 1);
      if (value === '' && c.nextIsQuoted()) value = c.next('SvcParam value');
    } else if (c.lex.quoted[at]) {
      throw new FieldError(`unexpected quoted string '${tok}'`, at);
    }
    try {
      const key = keyFromText(keyText);
      params.push({ key, value: valueFromText(key, value) });
    } catch (e) {
      if (e instanceof FieldError && e.token < 0) e.token = at;
      throw e;
    }
  }
  params.sort((a, b) => a.key - b.key);
  return render(priority, target, params);
}

function wireSvcb(r: WireReader): string {
  const priority = r.u16();
  const [target, end] = nameFromWire(r.b, r.p);
  r.p = end;
  const params: Param[] = [];
  let last = -1;
  while (!r.done()) {
    const key = r.u16();
    if (key <= last) throw new FieldError('SvcParamKeys out of order in generic rdata');
    last = key;
    params.push({ key, value: r.bytes(r.u16()) });
  }
  return render(priority, target, params);
}

function render(priority: number, target: string, params: Param[]): string {
  let s = `${priority} ${target}`;
  const present = new Set<number>();
  for (const p of params) {
    if (present.has(p.key)) throw new FieldError(`duplicate SvcParamKey '${keyToText(p.key)}'`);
    present.add(p.key);
  }
  for (const p of params) s += ' ' + renderParam(p, present);
  return s;
}

function renderParam({ key, value: v }: Param, present: Set<number>): string {
  const name = keyToText(key);
  const bad = (why: string): never => {
    throw new FieldError(`bad SvcParam '${name}': ${why}`);
  };
  switch (key) {
    case MANDATORY: {
      if (v.length === 0 || v.length % 2 !== 0) bad('wrong length');
      const keys: number[] = [];
      for (let i = 0; i < v.length; i += 2) keys.push((v[i] << 8) | v[i + 1]);
      const sorted = [...keys].sort((a, b) => a - b);
      for (let i = 0; i < sorted.length; i++) {
        if (sorted[i] === MANDATORY) bad("it lists 'mandatory' itself");
        if (i > 0 && sorted[i] === sorted[i - 1]) bad('a key is listed twice');
        if (!present.has(sorted[i])) bad(`'${keyToText(sorted[i])}' is not present`);
      }
      return `mandatory=${sorted.map(keyToText).join(',')}`;
    }
    case ALPN: {
      const out: number[] = [];
      for (let i = 0; i < v.length;) {
        const len = v[i++];
        if (len === 0 || i + len > v.length) bad('bad identifier length');
        if (out.length > 0) out.push(44);
        for (let k = i; k < i + len; k++) {
          if (v[k] === 44 || v[k] === 92) out.push(92);
          out.push(v[k]);
        }
        i += len;
      }
      if (out.length === 0) bad('empty');
      return `alpn=${quoteBytes(out)}`;
    }
    case NO_DEFAULT_ALPN:
      if (v.length !== 0) bad('takes no value');
      return name;
    case PORT:
      if (v.length !== 2) bad('wrong length');
      return `port=${(v[0] << 8) | v[1]}`;
    case IPV4HINT: {
      if (v.length === 0 || v.length % 4 !== 0) bad('wrong length');
      const a: string[] = [];
      for (let i = 0; i < v.length; i += 4) a.push(formatIPv4(v, i));
      return `ipv4hint=${a.join(',')}`;
    }
    case ECH:
      if (v.length === 0) bad('empty');
      return `ech=${bytesToBase64(v)}`;
    case IPV6HINT: {
      if (v.length === 0 || v.length % 16 !== 0) bad('wrong length');
      const a: string[] = [];
      for (let i = 0; i < v.length; i += 16) a.push(formatIPv6(v, i));
      return `ipv6hint=${a.join(',')}`;
    }
    default:
      return v.length === 0 ? name : `${name}=${quoteBytes(v)}`;
  }
}

export const svcb = { text: textSvcb, wire: wireSvcb };
