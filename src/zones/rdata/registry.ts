// The rdata types this parser understands: text and RFC 3597 generic input, BIND's
// presentation as output.
import { FieldError } from '../errors.js';
import type { TokenCursor, WireReader } from './cursor.js';
import {
  algorithm,
  algorithmMnemonic,
  base64,
  eui,
  hashedOwner,
  hex,
  ipv4,
  ipv6,
  locator64,
  name,
  optionalStr,
  period,
  restString,
  rrtype,
  salt,
  sigTime,
  str,
  strings,
  typeBitmap,
  u16,
  u32,
  u8,
  type Codec,
} from './fields.js';
import { loc } from './loc.js';
import { a6, apl, caaTag, certType, dsyncScheme, hip, ipseckey, nsap, nxt, wks, x25Address } from './misc.js';
import { svcb } from './svcb.js';

export interface RdataType extends Codec {
  /** Names in the rdata compare case-insensitively (DNSSEC canonical form lower-cases them), so do duplicates. */
  readonly caseInsensitive: boolean;
}

function fields(list: Codec[], check?: (parts: string[]) => void): Codec {
  if (list.length === 1 && !check) return list[0];
  if (check) {
    return {
      text: (c: TokenCursor) => {
        const parts = list.map((f) => f.text(c));
        check(parts);
        return parts.join(' ');
      },
      wire: (r: WireReader) => {
        const parts = list.map((f) => f.wire(r));
        check(parts);
        return parts.join(' ');
      },
    };
  }
  // Optional fields may render as '' and are then left out.
  return {
    text: (c: TokenCursor) => {
      let s = list[0].text(c);
      for (let i = 1; i < list.length; i++) {
        const p = list[i].text(c);
        if (p !== '') s += ' ' + p;
      }
      return s;
    },
    wire: (r: WireReader) => {
      let s = list[0].wire(r);
      for (let i = 1; i < list.length; i++) {
        const p = list[i].wire(r);
        if (p !== '') s += ' ' + p;
      }
      return s;
    },
  };
}

export const DS_DIGEST_LENGTH = new Map([
  [1, 20],
  [2, 32],
  [3, 32],
  [4, 48],
]);
const ZONEMD_DIGEST_LENGTH = new Map([
  [1, 48],
  [2, 64],
]);

/** Byte length of a chunked hex field. */
function hexLength(s: string): number {
  let spaces = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 32) spaces++;
  return (s.length - spaces) / 2;
}

function checkDigest(lengths: Map<number, number>, typeIndex: number, digestIndex: number, min: number) {
  return (p: string[]): void => {
    const want = lengths.get(Number(p[typeIndex]));
    const got = hexLength(p[digestIndex]);
    if (want !== undefined && got !== want)
      throw new FieldError(`digest is ${got} bytes, digest type ${p[typeIndex]} needs ${want}`);
    if (got < min) throw new FieldError(`digest is shorter than ${min} bytes`);
  };
}

const nameField = name('name');
const sig = fields([
  rrtype('type covered'),
  algorithm,
  u8('labels'),
  period('original TTL'),
  sigTime('signature expiration'),
  sigTime('signature inception'),
  u16('key tag'),
  name('signer'),
  base64('signature'),
]);
const ds = fields(
  [u16('key tag'), algorithm, u8('digest type'), hex('digest')],
  checkDigest(DS_DIGEST_LENGTH, 2, 3, 1),
);
const dnskey = fields([u16('flags'), u8('protocol'), algorithm, base64('public key')]);
const txt = strings;
const prefName = fields([u16('preference'), nameField]);
const tlsa = fields([u8('usage'), u8('selector'), u8('matching type'), hex('certificate association data')]);
const locator = fields([u16('preference'), locator64]);

const CODECS: [number, Codec, boolean][] = [
  [1, ipv4, false],
  [2, nameField, true],
  [3, nameField, true],
  [4, nameField, true],
  [5, nameField, true],
  [7, nameField, true],
  [8, nameField, true],
  [9, nameField, true],
  [12, nameField, true],
  [39, nameField, true],
  [23, nameField, false],
  [
    6,
    fields([
      name('primary server'),
      name('responsible mailbox'),
      u32('serial'),
      period('refresh'),
      period('retry'),
      period('expire'),
      period('minimum'),
    ]),
    true,
  ],
  [11, wks, false],
  [13, fields([str('CPU'), str('OS')]), false],
  [14, fields([name('responsible mailbox'), name('error mailbox')]), true],
  [15, prefName, true],
  [18, prefName, true],
  [21, prefName, true],
  [36, prefName, true],
  [107, prefName, false],
  [16, txt, false],
  [99, txt, false],
  [56, txt, false],
  [258, txt, false],
  [261, txt, false],
  [262, txt, false],
  [17, fields([name('mailbox'), name('TXT domain')]), true],
  [19, x25Address, false],
  [20, fields([str('ISDN address'), optionalStr('subaddress')]), false],
  [22, nsap, false],
  [24, sig, true],
  [46, sig, true],
  [25, dnskey, false],
  [48, dnskey, false],
  [60, dnskey, false],
  [57, dnskey, false],
  [26, fields([u16('preference'), name('MAP822'), name('MAPX400')]), true],
  [27, fields([str('longitude'), str('latitude'), str('altitude')]), false],
  [28, ipv6, false],
  [29, loc, false],
  [30, nxt, true],
  [33, fields([u16('priority'), u16('weight'), u16('port'), name('target')]), true],
  [
    35,
    fields([u16('order'), u16('preference'), str('flags'), str('services'), str('regexp'), name('replacement')]),
    true,
  ],
  [37, fields([certType, u16('key tag'), algorithmMnemonic, base64('certificate')]), false],
  [38, a6, true],
  [42, apl, false],
  [43, ds, false],
  [59, ds, false],
  [32768, ds, false],
  [32769, ds, false],
  [44, fields([u8('algorithm'), u8('fingerprint type'), hex('fingerprint')]), false],
  [45, ipseckey, false],
  [47, fields([name('next domain name'), typeBitmap]), false],
  [49, base64('DHCID data'), false],
  [50, fields([u8('hash algorithm'), u8('flags'), u16('iterations'), salt, hashedOwner, typeBitmap]), false],
  [51, fields([u8('hash algorithm'), u8('flags'), u16('iterations'), salt]), false],
  [52, tlsa, false],
  [53, tlsa, false],
  [55, hip, false],
  [58, fields([name('previous name'), name('next name')]), false],
  [61, base64('public key'), false],
  [62, fields([u32('SOA serial'), u16('flags'), typeBitmap]), false],
  [
    63,
    fields(
      [u32('serial'), u8('scheme'), u8('hash algorithm'), hex('digest')],
      checkDigest(ZONEMD_DIGEST_LENGTH, 2, 3, 12),
    ),
    false,
  ],
  [64, svcb, false],
  [65, svcb, false],
  [66, fields([rrtype('type'), dsyncScheme, u16('port'), name('target')]), false],
  [104, locator, false],
  [105, fields([u16('preference'), ipv4]), false],
  [106, locator, false],
  [108, eui(6), false],
  [109, eui(8), false],
  [256, fields([u16('priority'), u16('weight'), restString('target')]), false],
  [257, fields([u8('flags'), caaTag, restString('value')]), false],
];

const REGISTRY = new Map<number, RdataType>(
  CODECS.map(([t, codec, ci]) => [t, { text: codec.text, wire: codec.wire, caseInsensitive: ci }]),
);
/** The types below 512 by number: an array read per record instead of a Map lookup. */
const LOW_TYPES: (RdataType | undefined)[] = Array.from({ length: 512 }, (_, t) => REGISTRY.get(t));

export function rdataType(type: number): RdataType | undefined {
  return type < 512 ? LOW_TYPES[type] : REGISTRY.get(type);
}
