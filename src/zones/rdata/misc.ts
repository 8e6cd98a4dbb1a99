// Rdata types whose layout does not fit a plain list of fields.
import { checkIPv4, formatIPv4, formatIPv6, parseIPv6 } from '../addresses.js';
import { base64ToBytes, bytesToBase64, bytesToHex, chunked, hexToBytes } from '../encoding.js';
import { FieldError } from '../errors.js';
import { nameFromWire, parseName } from '../names.js';
import { typeFromText, typeIsKnown, typeToText } from '../rrtypes.js';
import type { TokenCursor, WireReader } from './cursor.js';
import { parseUint, type Codec } from './fields.js';

// ---------------------------------------------------------------- APL (RFC 3123)
function textApl(c: TokenCursor): string {
  const items: string[] = [];
  while (c.more()) {
    const at = c.i;
    const tok = c.next('APL item');
    const neg = tok.charCodeAt(0) === 33;
    const colon = tok.indexOf(':');
    const slash = tok.indexOf('/');
    if (colon < 0 || slash < colon) throw new FieldError(`bad APL item '${tok}'`, at);
    const family = parseUint(tok.slice(neg ? 1 : 0, colon), 65535, 'address family');
    const address = tok.slice(colon + 1, slash);
    const prefix = parseUint(tok.slice(slash + 1), 255, 'prefix length');
    let shown: string;
    if (family === 1) {
      if (prefix > 32) throw new FieldError(`APL prefix /${prefix} too long for IPv4`, at);
      shown = checkIPv4(address);
    } else if (family === 2) {
      if (prefix > 128) throw new FieldError(`APL prefix /${prefix} too long for IPv6`, at);
      const b = new Uint8Array(16);
      parseIPv6(address, b, 0);
      shown = formatIPv6(b, 0);
    } else {
      throw new FieldError(`unknown APL address family ${family}`, at);
    }
    items.push(`${neg ? '!' : ''}${family}:${shown}/${prefix}`);
  }
  return items.join(' ');
}

function wireApl(r: WireReader): string {
  const items: string[] = [];
  while (!r.done()) {
    const family = r.u16();
    const prefix = r.u8();
    const nl = r.u8();
    const len = nl & 0x7f;
    const size = family === 1 ? 4 : family === 2 ? 16 : -1;
    if (size < 0 || len > size) throw new FieldError('bad APL item in generic rdata');
    const b = new Uint8Array(size);
    b.set(r.bytes(len));
    items.push(`${nl & 0x80 ? '!' : ''}${family}:${size === 4 ? formatIPv4(b, 0) : formatIPv6(b, 0)}/${prefix}`);
  }
  return items.join(' ');
}

export const apl: Codec = { text: textApl, wire: wireApl };

// ---------------------------------------------------------------- WKS (RFC 1035 §3.4.2)
const PROTOCOLS = new Map<string, number>([
  ['icmp', 1],
  ['igmp', 2],
  ['ggp', 3],
  ['tcp', 6],
  ['egp', 8],
  ['pup', 12],
  ['udp', 17],
  ['hmp', 20],
  ['xns-idp', 22],
  ['rdp', 27],
]);
const SERVICES = new Map<string, number>([
  ['tcpmux', 1],
  ['echo', 7],
  ['discard', 9],
  ['systat', 11],
  ['daytime', 13],
  ['netstat', 15],
  ['qotd', 17],
  ['chargen', 19],
  ['ftp-data', 20],
  ['ftp', 21],
  ['ssh', 22],
  ['telnet', 23],
  ['smtp', 25],
  ['time', 37],
  ['whois', 43],
  ['nicname', 43],
  ['domain', 53],
  ['bootps', 67],
  ['bootpc', 68],
  ['tftp', 69],
  ['gopher', 70],
  ['finger', 79],
  ['http', 80],
  ['www', 80],
  ['kerberos', 88],
  ['pop2', 109],
  ['pop3', 110],
  ['sunrpc', 111],
  ['auth', 113],
  ['nntp', 119],
  ['ntp', 123],
  ['netbios-ns', 137],
  ['imap', 143],
  ['imap2', 143],
  ['snmp', 161],
  ['bgp', 179],
  ['ldap', 389],
  ['https', 443],
  ['submission', 587],
  ['ldaps', 636],
  ['imaps', 993],
  ['pop3s', 995],
]);

function textWks(c: TokenCursor): string {
  const address = checkIPv4(c.next('IPv4 address'));
  const protoText = c.next('protocol');
  const protocol = PROTOCOLS.get(protoText.toLowerCase()) ?? parseUint(protoText, 255, 'protocol');
  const ports: number[] = [];
  while (c.more()) {
    const s = c.next('service');
    const known = SERVICES.get(s.toLowerCase());
    ports.push(known ?? parseUint(s, 65535, 'port'));
  }
  return renderWks(address, protocol, ports);
}

function wireWks(r: WireReader): string {
  r.need(4);
  const address = formatIPv4(r.b, r.p);
  r.p += 4;
  const protocol = r.u8();
  const bits = r.rest();
  const ports: number[] = [];
  for (let k = 0; k < bits.length * 8; k++) if (bits[k >> 3] & (0x80 >> (k & 7))) ports.push(k);
  return renderWks(address, protocol, ports);
}

function renderWks(address: string, protocol: number, ports: number[]): string {
  const sorted = [...new Set(ports)].sort((a, b) => a - b);
  return [address, String(protocol), ...sorted.map(String)].join(' ');
}

export const wks: Codec = { text: textWks, wire: wireWks };

// ---------------------------------------------------------------- HIP (RFC 8005)
function textHip(c: TokenCursor): string {
  const alg = parseUint(c.next('algorithm'), 255, 'algorithm');
  const hit = hexToBytes(c.next('HIT'));
  if (hit.length === 0 || hit.length > 255) throw new FieldError('HIT has a bad length', c.i - 1);
  const key = base64ToBytes(c.next('public key'));
  if (key.length === 0) throw new FieldError('public key is empty', c.i - 1);
  let s = `${alg} ${bytesToHex(hit)} ${bytesToBase64(key)}`;
  while (c.more()) s += ' ' + parseName(c.next('rendezvous server'), c.origin);
  return s;
}

function wireHip(r: WireReader): string {
  const hitLength = r.u8();
  const alg = r.u8();
  const keyLength = r.u16();
  if (hitLength === 0 || keyLength === 0) throw new FieldError('HIP rdata with an empty HIT or key');
  let s = `${alg} ${bytesToHex(r.bytes(hitLength))} ${bytesToBase64(r.bytes(keyLength))}`;
  while (!r.done()) {
    const [n, end] = nameFromWire(r.b, r.p);
    r.p = end;
    s += ' ' + n;
  }
  return s;
}

export const hip: Codec = { text: textHip, wire: wireHip };

// ---------------------------------------------------------------- IPSECKEY (RFC 4025)
function textIpseckey(c: TokenCursor): string {
  const precedence = parseUint(c.next('precedence'), 255, 'precedence');
  const gatewayType = parseUint(c.next('gateway type'), 3, 'gateway type');
  const alg = parseUint(c.next('algorithm'), 255, 'algorithm');
  const g = c.next('gateway');
  let gateway: string;
  if (gatewayType === 0) {
    if (g !== '.') throw new FieldError("gateway type 0 needs '.' as gateway", c.i - 1);
    gateway = '.';
  } else if (gatewayType === 1) gateway = checkIPv4(g);
  else if (gatewayType === 2) {
    const b = new Uint8Array(16);
    parseIPv6(g, b, 0);
    gateway = formatIPv6(b, 0);
  } else gateway = parseName(g, c.origin);
  const key = ' ' + chunked(bytesToBase64(base64ToBytes(c.rest('public key', true))));
  return `${precedence} ${gatewayType} ${alg} ${gateway}${key}`;
}

function wireIpseckey(r: WireReader): string {
  const precedence = r.u8();
  const gatewayType = r.u8();
  const alg = r.u8();
  let gateway: string;
  if (gatewayType === 0) gateway = '.';
  else if (gatewayType === 1) {
    r.need(4);
    gateway = formatIPv4(r.b, r.p);
    r.p += 4;
  } else if (gatewayType === 2) {
    r.need(16);
    gateway = formatIPv6(r.b, r.p);
    r.p += 16;
  } else if (gatewayType === 3) {
    const [n, end] = nameFromWire(r.b, r.p);
    r.p = end;
    gateway = n;
  } else throw new FieldError('unknown IPSECKEY gateway type');
  const key = r.done() ? '' : ' ' + chunked(bytesToBase64(r.rest()));
  return `${precedence} ${gatewayType} ${alg} ${gateway}${key}`;
}

export const ipseckey: Codec = { text: textIpseckey, wire: wireIpseckey };

// ---------------------------------------------------------------- NXT (RFC 2535, obsolete)
function textNxt(c: TokenCursor): string {
  const next = parseName(c.next('next domain name'), c.origin);
  const types: number[] = [];
  while (c.more()) {
    const s = c.next('type');
    const t = /^[0-9]+$/.test(s) ? Number(s) : typeFromText(s);
    if (t < 0 || t > 127) throw new FieldError(`type '${s}' cannot appear in an NXT bitmap`, c.i - 1);
    types.push(t);
  }
  return renderNxt(next, types);
}

function wireNxt(r: WireReader): string {
  const [next, end] = nameFromWire(r.b, r.p);
  r.p = end;
  const bits = r.rest();
  const types: number[] = [];
  for (let k = 0; k < bits.length * 8; k++) if (bits[k >> 3] & (0x80 >> (k & 7))) types.push(k);
  return renderNxt(next, types);
}

/** NXT prints types without a mnemonic as bare numbers. */
function renderNxt(next: string, types: number[]): string {
  const sorted = [...new Set(types)].sort((a, b) => a - b);
  return [next, ...sorted.map((t) => (typeIsKnown(t) ? typeToText(t) : String(t)))].join(' ');
}

export const nxt: Codec = { text: textNxt, wire: wireNxt };

// ---------------------------------------------------------------- A6 (RFC 2874, historic)
function textA6(c: TokenCursor): string {
  const prefix = parseUint(c.next('prefix length'), 128, 'prefix length');
  let s = String(prefix);
  if (prefix < 128) {
    const b = new Uint8Array(16);
    parseIPv6(c.next('address suffix'), b, 0);
    s += ' ' + formatIPv6(b, 0);
  }
  if (prefix > 0) s += ' ' + parseName(c.next('prefix name'), c.origin);
  return s;
}

function wireA6(r: WireReader): string {
  const prefix = r.u8();
  if (prefix > 128) throw new FieldError('A6 prefix length above 128');
  let s = String(prefix);
  if (prefix < 128) {
    const len = 16 - (prefix >> 3);
    const b = new Uint8Array(16);
    b.set(r.bytes(len), 16 - len);
    s += ' ' + formatIPv6(b, 0);
  }
  if (prefix > 0) {
    const [n, end] = nameFromWire(r.b, r.p);
    r.p = end;
    s += ' ' + n;
  }
  return s;
}

export const a6: Codec = { text: textA6, wire: wireA6 };

// ---------------------------------------------------------------- small fields
/** NSAP address: "0x" and an even number of hex digits, dots allowed. */
export const nsap: Codec = {
  text: (c) => {
    const s = c.next('NSAP address');
    if (s.length < 3 || s.charCodeAt(0) !== 48 || (s.charCodeAt(1) | 0x20) !== 120)
      throw new FieldError(`NSAP address '${s}' must start with 0x`);
    const digits = s.slice(2).split('.').join('');
    if (digits.length % 2 !== 0) throw new FieldError(`NSAP address '${s}' has an odd number of hex digits`);
    return '0x' + bytesToHex(hexToBytes(digits)).toLowerCase();
  },
  wire: (r) => {
    const b = r.rest();
    if (b.length === 0) throw new FieldError('empty NSAP address');
    return '0x' + bytesToHex(b).toLowerCase();
  },
};

/** CAA property tag: letters and digits. */
export const caaTag: Codec = {
  text: (c) => {
    const s = c.next('tag');
    if (s.length === 0 || s.length > 255 || !/^[A-Za-z0-9]+$/.test(s)) throw new FieldError(`bad CAA tag '${s}'`);
    return s;
  },
  wire: (r) => {
    const len = r.u8();
    const b = r.bytes(len);
    const s = String.fromCharCode(...b);
    if (len === 0 || !/^[A-Za-z0-9]+$/.test(s)) throw new FieldError('bad CAA tag in generic rdata');
    return s;
  },
};

const CERT_TYPES: [string, number][] = [
  ['PKIX', 1],
  ['SPKI', 2],
  ['PGP', 3],
  ['IPKIX', 4],
  ['ISPKI', 5],
  ['IPGP', 6],
  ['ACPKIX', 7],
  ['IACPKIX', 8],
  ['URI', 253],
  ['OID', 254],
];
const CERT_BY_NAME = new Map(CERT_TYPES);
const CERT_NAME = new Map(CERT_TYPES.map(([n, v]) => [v, n]));

export const certType: Codec = {
  text: (c) => {
    const s = c.next('certificate type');
    const v = CERT_BY_NAME.get(s.toUpperCase()) ?? parseUint(s, 65535, 'certificate type');
    return CERT_NAME.get(v) ?? String(v);
  },
  wire: (r) => {
    const v = r.u16();
    return CERT_NAME.get(v) ?? String(v);
  },
};

export const dsyncScheme: Codec = {
  text: (c) => {
    const s = c.next('scheme');
    const v = s.toUpperCase() === 'NOTIFY' ? 1 : parseUint(s, 255, 'scheme');
    return v === 1 ? 'NOTIFY' : String(v);
  },
  wire: (r) => {
    const v = r.u8();
    return v === 1 ? 'NOTIFY' : String(v);
  },
};

/** X25 PSDN address: a string of at least four digits. */
export const x25Address: Codec = {
  text: (c) => {
    const s = c.next('PSDN address');
    if (s.length < 4 || s.length > 255 || !/^[0-9]+$/.test(s)) throw new FieldError(`bad X25 address '${s}'`);
    return `"${s}"`;
  },
  wire: (r) => {
    const b = r.bytes(r.u8());
    const s = String.fromCharCode(...b);
    if (!/^[0-9]{4,}$/.test(s)) throw new FieldError('bad X25 address in generic rdata');
    return `"${s}"`;
  },
};
