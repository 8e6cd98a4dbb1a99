import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';
import {
  detectOrigin,
  parseZone,
  recordsToJsonLines,
  type ParseOptions,
  type ZoneRecord,
} from '../../../../src/zones/index.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../fixtures/zones');

const HEAD = '$TTL 3600\n@ SOA ns hostmaster 1 7200 900 1209600 300\n@ NS ns\nns A 192.0.2.1\n';

function lines(records: ZoneRecord[]): string[] {
  return records.map((r) => `${r.name} ${r.ttl} ${r.class} ${r.type} ${r.data}`);
}

/** Records of a zone that must parse without errors, minus the HEAD records. */
function body(text: string, opts: ParseOptions = {}): string[] {
  const res = parseZone(HEAD + text, { origin: 'example.com', ...opts });
  expect(res.errors).toEqual([]);
  return lines(res.records).slice(3);
}

function errorsOf(text: string, opts: ParseOptions = {}): string[] {
  return parseZone(text, { origin: 'example.com', ...opts }).errors.map((e) => `${e.line}:${e.column} ${e.message}`);
}

describe('canonical rendering of every supported type', () => {
  it('prints what BIND 9.18 prints for the all-types fixture', () => {
    const res = parseZone(readFileSync(path.join(fixtures, 'all-types.zone')));
    expect(res.errors).toEqual([]);
    expect(res.warnings).toEqual([]);
    expect(res.origin).toBe('fixtures.test.');
    const expected = readFileSync(path.join(fixtures, 'all-types.expected'), 'utf8').trim().split('\n');
    const ours = lines(res.records).map((l) => {
      const i = l.indexOf(' ');
      return l.slice(0, i).toLowerCase() + l.slice(i);
    });
    expect([...ours].sort()).toEqual([...expected].sort());
  });
});

describe('syntax', () => {
  it('joins lines in parentheses and skips comments, CRLF and tabs', () => {
    expect(body('a\tIN\tMX\t( 10 ; preference\r\n\t\tmx.example.net. ) ; trailing\r\n')).toEqual([
      'a.example.com. 3600 IN MX 10 mx.example.net.',
    ]);
  });

  it('repeats the previous owner for a line starting with a blank, and @ is the origin', () => {
    expect(body('www A 192.0.2.2\n  A 192.0.2.3\n@ TXT x\n')).toEqual([
      'www.example.com. 3600 IN A 192.0.2.2',
      'www.example.com. 3600 IN A 192.0.2.3',
      'example.com. 3600 IN TXT "x"',
    ]);
  });

  it('accepts TTL and class in either order, TTL units in any case', () => {
    expect(body('a IN 1h30m A 192.0.2.1\nb 1W IN A 192.0.2.1\nc 2d A 192.0.2.1\n')).toEqual([
      'a.example.com. 5400 IN A 192.0.2.1',
      'b.example.com. 604800 IN A 192.0.2.1',
      'c.example.com. 172800 IN A 192.0.2.1',
    ]);
  });

  it('keeps escapes in names and strings as BIND prints them', () => {
    expect(body('a\\.b\\032c TXT "tab\\009" \\"q\\" "\\255"\nx\\065 A 192.0.2.1\n')).toEqual([
      'a\\.b\\032c.example.com. 3600 IN TXT "tab\\009" "\\"q\\"" "\\255"',
      'xA.example.com. 3600 IN A 192.0.2.1',
    ]);
  });

  it('prints rdata the same whether it is written canonically (kept as a span of the input) or not', () => {
    const zone = [
      'a AAAA 2001:db8::1',
      'b AAAA 2001:0db8::1',
      'c AAAA 1:0:0:1:0:0:0:1',
      'd AAAA 1::1:0:0:1',
      'e AAAA 1:0:0:2::3',
      'f AAAA 2001:DB8::1',
      'g AAAA 1:0::2',
      'h AAAA ::ffff:c000:201',
      'i AAAA ::',
      'j AAAA 1:2:3:4:5:6:7::',
      'm MX 10 mail',
      'm2 MX 010 mail.example.net.',
      'm3 MX 10\tmail',
      's._tcp SRV 0 5 5060 sip',
      's2._tcp SRV 0 5 05060 sip.example.net.',
      't TXT "a b"  "c"',
      't2 TXT "v=spf1 -all" "x"',
      't3 TXT plain',
      't4 TXT "tab\tin"',
      'c1 CAA 0 issue "ca.example.net"',
      'c2 CAA 0 issue ca.example.net',
      'w CNAME @',
      'w2 CNAME www',
      '$ORIGIN sub',
      'w3 CNAME www',
    ];
    expect(body(zone.join('\n') + '\n').map((l) => l.split(' IN ')[1])).toEqual([
      'AAAA 2001:db8::1',
      'AAAA 2001:db8::1',
      'AAAA 1:0:0:1::1',
      'AAAA 1::1:0:0:1',
      'AAAA 1:0:0:2::3',
      'AAAA 2001:db8::1',
      'AAAA 1::2',
      'AAAA ::ffff:192.0.2.1',
      'AAAA ::',
      'AAAA 1:2:3:4:5:6:7:0',
      'MX 10 mail.example.com.',
      'MX 10 mail.example.net.',
      'MX 10 mail.example.com.',
      'SRV 0 5 5060 sip.example.com.',
      'SRV 0 5 5060 sip.example.net.',
      'TXT "a b" "c"',
      'TXT "v=spf1 -all" "x"',
      'TXT "plain"',
      'TXT "tab\\009in"',
      'CAA 0 issue "ca.example.net"',
      'CAA 0 issue "ca.example.net"',
      'CNAME example.com.',
      'CNAME www.example.com.',
      'CNAME www.sub.example.com.',
    ]);
  });

  it('prints digest types the same through the byte renderer and through their codec', () => {
    const digest = '2bb183af5f22588179a53b0a98631fad1a292118' + '2bb183af5f22588179a53b0a';
    const upper = digest.toUpperCase();
    const zone = [
      `d1 DS 12345 8 2 ( ${digest.slice(0, 30)}\n ${digest.slice(30)} )`,
      `d2 DS 12345 RSASHA256 2 ${digest}`,
      `d3 DS 012345 8 2 ${digest}`,
      `d4 DS 1 8 200 ${digest}00`,
      's SSHFP 1 1 0123456789abcdef0123456789abcdef01234567',
      't TLSA 3 1 1 ab Cd eF',
      't2 SMIMEA 3 1 01 abcdef',
    ];
    expect(body(zone.join('\n') + '\n').map((l) => l.split(' IN ')[1])).toEqual([
      `DS 12345 8 2 ${upper.slice(0, 56)} ${upper.slice(56)}`,
      `DS 12345 8 2 ${upper.slice(0, 56)} ${upper.slice(56)}`,
      `DS 12345 8 2 ${upper.slice(0, 56)} ${upper.slice(56)}`,
      `DS 1 8 200 ${upper.slice(0, 56)} ${upper.slice(56)}00`,
      'SSHFP 1 1 0123456789ABCDEF0123456789ABCDEF01234567',
      'TLSA 3 1 1 ABCDEF',
      'SMIMEA 3 1 1 ABCDEF',
    ]);
    expect(errorsOf(`${HEAD}d DS 1 8 2 ${digest.slice(0, 40)}\nt TLSA 3 1 1 abc\n`)).toEqual([
      '5:12 digest is 20 bytes, digest type 2 needs 32',
      '6:14 bad hex encoding: odd number of digits',
    ]);
  });

  it('returns records that read, print and serialise as plain objects', () => {
    const rec = parseZone(HEAD + 'www 60 A 192.0.2.9\n', { origin: 'example.com' }).records[3];
    const plain = { name: 'www.example.com.', ttl: 60, class: 'IN', type: 'A', data: '192.0.2.9', line: 5 };
    expect({ name: rec.name, ttl: rec.ttl, class: rec.class, type: rec.type, data: rec.data, line: rec.line }).toEqual(
      plain,
    );
    expect(JSON.stringify(rec)).toBe(JSON.stringify(plain));
    expect(inspect(rec)).toBe(inspect(plain));
    rec.data = '192.0.2.10';
    rec.ttl = 30;
    expect([rec.data, rec.ttl]).toEqual(['192.0.2.10', 30]);
  });

  it('reads non-UTF-8 bytes when given a buffer', () => {
    const res = parseZone(
      Buffer.concat([Buffer.from(HEAD + 'a TXT "'), Buffer.from([0xff, 0xe9]), Buffer.from('"\n')]),
      { origin: 'example.com' },
    );
    expect(lines(res.records)[3]).toBe('a.example.com. 3600 IN TXT "\\255\\233"');
  });

  it('takes RFC 3597 generic syntax for known and unknown types and classes', () => {
    expect(body('a TYPE1 192.0.2.5\nb CLASS1 A \\# 4 C0000206\nc TYPE65534 \\# 0\nd TXT \\# text\n')).toEqual([
      'a.example.com. 3600 IN A 192.0.2.5',
      'b.example.com. 3600 IN A 192.0.2.6',
      'c.example.com. 3600 IN TYPE65534 \\# 0',
      'd.example.com. 3600 IN TXT "#" "text"',
    ]);
  });
});

describe('control bytes (as BIND 9 loads them)', () => {
  // BIND's lexer keeps every byte of a quoted string; its master-file loader makes a bare NUL a token of its own
  // (specials[0] in lib/dns/master.c) that no field accepts. Character-strings print bytes outside 0x21-0x7e as \DDD.
  it('keeps raw control bytes, NUL included, inside quoted strings and prints them as \\DDD', () => {
    expect(body('t TXT "a\0b\x01c\x7fd\x1fe" "\0"\n')).toEqual([
      't.example.com. 3600 IN TXT "a\\000b\\001c\\127d\\031e" "\\000"',
    ]);
  });

  it('takes an escaped NUL in an unquoted word, and a NUL in a comment, as BIND does', () => {
    expect(body('t TXT a\\\0b ; c\0mment\n')).toEqual(['t.example.com. 3600 IN TXT "a\\000b"']);
  });

  it('keeps other control bytes of an unquoted word', () => {
    expect(body('t TXT a\x01b\n')).toEqual(['t.example.com. 3600 IN TXT "a\\001b"']);
  });

  it('refuses a bare NUL, in rdata, after it or before an owner, with its line and column', () => {
    const nul = '1:1 a NUL byte outside a quoted string (quote it, or write it as \\000)';
    expect(errorsOf('\0t TXT x\n')).toContain(nul);
    expect(errorsOf('t TXT a\0b\n')).toContain(nul.replace('1:1', '1:8'));
    expect(errorsOf('t TXT "x" \0\n')).toContain(nul.replace('1:1', '1:11'));
  });
});

describe('directives', () => {
  it('$ORIGIN changes how relative names are completed', () => {
    expect(body('$ORIGIN sub\nwww CNAME host\n$ORIGIN other.example.\nx A 192.0.2.1\n')).toEqual([
      'www.sub.example.com. 3600 IN CNAME host.sub.example.com.',
    ]);
  });

  it('$TTL applies to records without a TTL', () => {
    expect(body('$TTL 5m\na A 192.0.2.1\nb 10 A 192.0.2.1\nc A 192.0.2.1\n')).toEqual([
      'a.example.com. 300 IN A 192.0.2.1',
      'b.example.com. 10 IN A 192.0.2.1',
      'c.example.com. 300 IN A 192.0.2.1',
    ]);
  });

  it('$INCLUDE is refused without a resolver', () => {
    expect(errorsOf(HEAD + '$INCLUDE other.zone\n')).toEqual(['5:1 $INCLUDE is not allowed in uploaded zone files']);
  });

  it('$INCLUDE goes through the resolver, with an optional origin, and restores origin and owner', () => {
    const seen: string[] = [];
    const res = parseZone(HEAD + 'www A 192.0.2.9\n$INCLUDE "inc.zone" sub\n  TXT after\n', {
      origin: 'example.com',
      include: (p, origin) => {
        seen.push(`${p} ${origin}`);
        return p === 'inc.zone' ? 'host A 192.0.2.10\n' : undefined;
      },
    });
    expect(res.errors).toEqual([]);
    expect(seen).toEqual(['inc.zone example.com.']);
    expect(lines(res.records).slice(3)).toEqual([
      'www.example.com. 3600 IN A 192.0.2.9',
      'host.sub.example.com. 3600 IN A 192.0.2.10',
      'www.example.com. 3600 IN TXT "after"',
    ]);
    expect(res.records[4].line).toBe(6);
  });

  it('$INCLUDE reports an unreadable file and issues inside the file with its name', () => {
    const res = parseZone(HEAD + '$INCLUDE missing\n$INCLUDE bad\n', {
      origin: 'example.com',
      include: (p) => (p === 'bad' ? 'x A 300.1.1.1\n' : undefined),
    });
    expect(res.errors).toEqual([
      { line: 5, column: 10, message: "cannot read $INCLUDE file 'missing'" },
      { line: 1, column: 5, message: "bad IPv4 address '300.1.1.1'", file: 'bad' },
    ]);
  });

  it('$INCLUDE stops at the nesting limit', () => {
    const res = parseZone(HEAD + '$INCLUDE self\n', { origin: 'example.com', include: () => '$INCLUDE self\n' });
    expect(res.errors.map((e) => e.message)).toEqual(['$INCLUDE nested deeper than 8 levels']);
  });

  it('$GENERATE substitutes the iterator with offset, width and base modifiers', () => {
    expect(
      body(
        '$GENERATE 1-3/2 host$ A 192.0.2.$\n$GENERATE 10-11 ${0,4,x} 60 IN PTR h${-9,2,d}\n$GENERATE 1024-1024 ${0,3,n} TXT "${0,0,X} $$ \\$"\n',
      ),
    ).toEqual([
      'host1.example.com. 3600 IN A 192.0.2.1',
      'host3.example.com. 3600 IN A 192.0.2.3',
      '000a.example.com. 60 IN PTR h01.example.com.',
      '000b.example.com. 60 IN PTR h02.example.com.',
      '0.0.4.example.com. 3600 IN TXT "400" "$" "$"',
    ]);
  });

  it('$GENERATE rejects bad ranges, too many records and several rdata tokens', () => {
    expect(
      errorsOf(HEAD + '$GENERATE 9-1 h$ A 192.0.2.1\n$GENERATE 0-70000 h$ A 192.0.2.1\n$GENERATE 1-2 h$ MX 10 m$\n'),
    ).toEqual([
      "5:11 invalid $GENERATE range '9-1'",
      '6:11 $GENERATE would create 70001 records; at most 65536 are allowed',
      '7:24 extra text after $GENERATE (quote rdata with several fields)',
    ]);
    expect(errorsOf(HEAD + '$GENERATE 1-3 h$ A 192.0.2.1\n', { maxGenerate: 2 })).toEqual([
      '5:11 $GENERATE would create 3 records; at most 2 are allowed',
    ]);
  });

  it('$GENERATE has a per-zone cap: 30 directives of 65,536 records (1.97 million from 1 KB) are refused', () => {
    const directives = Array.from({ length: 30 }, (_, i) => `$GENERATE 0-65535 h${i}-$ A 192.0.2.1\n`).join('');
    expect(Buffer.byteLength(directives)).toBeLessThan(1300);
    const result = parseZone(HEAD + directives, { origin: 'example.com' });
    expect(result.records.length).toBeLessThanOrEqual(65536 + 4);
    expect(result.errors[0]).toMatchObject({
      line: 6,
      message: "$GENERATE would bring the zone's generated records to 131072; at most 65536 are allowed per zone",
    });
    expect(
      errorsOf(HEAD + '$GENERATE 1-3 h$ A 192.0.2.1\n$GENERATE 1-3 g$ A 192.0.2.1\n', { maxGeneratedPerZone: 5 }),
    ).toEqual(["6:11 $GENERATE would bring the zone's generated records to 6; at most 5 are allowed per zone"]);
  });

  it('rejects unknown directives and extra text', () => {
    expect(errorsOf(HEAD + '$FOO bar\n$TTL 1 2\n$TTL x\n$ORIGIN\n')).toEqual([
      "5:1 unknown directive '$FOO'",
      '6:8 extra text after $TTL',
      "7:6 bad $TTL value 'x'",
      '8:1 unexpected end of line: $ORIGIN needs a domain name',
    ]);
  });
});

describe('TTL semantics (as BIND)', () => {
  const soa = '@ SOA ns hostmaster 1 7200 900 1209600 300\n@ NS ns\nns A 192.0.2.1\n';

  it('without $TTL, the SOA minimum becomes the default, with a warning', () => {
    const res = parseZone(soa + '@ 20 TXT x\nb TXT y\n', { origin: 'example.com' });
    expect(lines(res.records)).toEqual([
      'example.com. 300 IN SOA ns.example.com. hostmaster.example.com. 1 7200 900 1209600 300',
      'example.com. 300 IN NS ns.example.com.',
      'ns.example.com. 300 IN A 192.0.2.1',
      'example.com. 20 IN TXT "x"',
      'b.example.com. 300 IN TXT "y"',
    ]);
    expect(res.warnings).toEqual([
      { line: 1, column: 1, message: 'no TTL and no $TTL: using the SOA minimum (300) as the default TTL' },
    ]);
  });

  it('without $TTL, a record takes the previous explicit TTL (RFC 1035)', () => {
    const res = parseZone('@ 60 SOA ns hostmaster 1 2 3 4 5\n@ NS ns\nns 30 A 192.0.2.1\nx TXT y\n', {
      origin: 'example.com',
    });
    expect(lines(res.records).map((l) => l.split(' ')[1])).toEqual(['60', '60', '30', '30']);
    expect(res.warnings.map((w) => w.message)).toEqual([
      "no $TTL: records without a TTL use the previous record's TTL (60)",
    ]);
  });

  it('a record without any TTL before an SOA is an error', () => {
    expect(errorsOf('a A 192.0.2.1\n')).toEqual([
      '1:1 the record has no TTL and no $TTL or SOA came before it',
      '0:0 the zone has no SOA record for example.com.',
    ]);
  });

  it('a TTL above 2^31-1 becomes 0 with a warning; above 2^32-1 it is not a TTL', () => {
    const res = parseZone(HEAD + 'a 2147483648 A 192.0.2.1\nb 4294967296 A 192.0.2.1\n', { origin: 'example.com' });
    expect(lines(res.records)[3]).toBe('a.example.com. 0 IN A 192.0.2.1');
    expect(res.warnings).toEqual([
      { line: 5, column: 3, message: 'TTL 2147483648 is above 2147483647 (2^31-1); using 0 as BIND does' },
    ]);
    expect(res.errors).toEqual([{ line: 6, column: 3, message: "unknown record type '4294967296'" }]);
  });

  it('an RRset keeps its first TTL within consecutive lines and takes the TTL of a later block', () => {
    const res = parseZone(HEAD + 'a 100 A 192.0.2.1\na 200 A 192.0.2.2\nb A 192.0.2.1\na 50 A 192.0.2.3\n', {
      origin: 'example.com',
    });
    expect(lines(res.records).slice(3)).toEqual([
      'a.example.com. 50 IN A 192.0.2.1',
      'a.example.com. 50 IN A 192.0.2.2',
      'b.example.com. 3600 IN A 192.0.2.1',
      'a.example.com. 50 IN A 192.0.2.3',
    ]);
    expect(res.warnings).toEqual([
      {
        line: 6,
        column: 1,
        message: "TTL 200 differs from the 100 of earlier A records of 'a.example.com.'; using 100",
      },
    ]);
  });

  it('drops exact duplicates, names compared without case where DNSSEC does', () => {
    expect(body('a MX 10 MX.example.net.\na MX 10 mx.example.net.\na TXT X\na TXT x\na TXT X\n')).toEqual([
      'a.example.com. 3600 IN MX 10 mx.example.net.',
      'a.example.com. 3600 IN TXT "X"',
      'a.example.com. 3600 IN TXT "x"',
    ]);
  });
});

describe('zone checks', () => {
  it('needs exactly one SOA, at the apex, and NS records there', () => {
    expect(errorsOf('$TTL 1\na A 192.0.2.1\n')).toEqual(['0:0 the zone has no SOA record for example.com.']);
    expect(errorsOf(HEAD + '@ SOA ns2 hostmaster 2 1 1 1 1\nsub SOA ns hostmaster 1 1 1 1 1\n')).toEqual([
      "5:1 'example.com.' has more than one SOA record; only one is allowed",
      "6:1 SOA record for 'sub.example.com.' is not at the top of the zone (example.com.)",
    ]);
    expect(errorsOf('$TTL 1\n@ SOA ns hostmaster 1 1 1 1 1\n')).toEqual([
      '2:1 the zone has no NS records at its top (example.com.)',
    ]);
    expect(errorsOf('$TTL 1\n@ SOA ns hostmaster 1 1 1 1 1\n@ NS ns\n')).toEqual([
      "3:1 name server 'ns.example.com.' is inside the zone but has no address record (A or AAAA)",
    ]);
  });

  it('rejects a CNAME beside other data, DS at the apex, wildcard NS, meta and obsolete types, other classes', () => {
    expect(
      errorsOf(
        HEAD +
          'www CNAME ns\nwww A 192.0.2.1\n@ DS 1 8 2 ' +
          '00'.repeat(32) +
          '\n*.w NS ns\nx IN ANY \\# 0\nx MD ns\nx CH TXT x\n',
      ),
    ).toEqual([
      "6:1 'www.example.com.' has a CNAME and other data; a CNAME must be the only record at its name",
      '7:1 DS record at the top of the zone (example.com.); DS belongs in the parent zone',
      "8:1 NS record with a wildcard owner '*.w.example.com.'",
      "9:6 type 'ANY' is a meta type and cannot appear in a zone",
      "10:3 type 'MD' is obsolete (use MX)",
      "11:3 class 'CH' differs from the zone's class 'IN'",
    ]);
  });

  it('checks name and label lengths, TXT string lengths and addresses', () => {
    const label = 'a'.repeat(64);
    const long = Array.from({ length: 5 }, () => 'b'.repeat(60)).join('.');
    expect(
      errorsOf(
        HEAD +
          `${label} A 192.0.2.1\n${long} A 192.0.2.1\nt TXT "${'x'.repeat(256)}"\nn A 192.0.2.01\nm AAAA 1::2::3\n`,
      ),
    ).toEqual([
      `5:1 label longer than 63 octets in name '${label}'`,
      `6:1 name longer than 255 octets: '${long}.example.com.'`,
      '7:7 text string is longer than 255 bytes',
      "8:5 bad IPv4 address '192.0.2.01'",
      "9:8 bad IPv6 address '1::2::3'",
    ]);
  });

  it('rejects a name that ends inside an escape, as BIND does ("bad escape")', () => {
    expect(errorsOf(HEAD + 'example\\0. A 192.0.2.2\nx\\0 A 192.0.2.3\nc CNAME y\\\nmx MX 10 m\\06\n')).toEqual([
      '5:1 bad escape in name: \\DDD needs three digits',
      '6:1 bad escape in name: \\DDD needs three digits',
      '7:9 name ends with a lone backslash',
      '8:10 bad escape in name: \\DDD needs three digits',
    ]);
  });

  it('warns about and drops out-of-zone records', () => {
    const res = parseZone(HEAD + 'www.example.org. A 192.0.2.1\n', { origin: 'example.com' });
    expect(res.errors).toEqual([]);
    expect(res.records).toHaveLength(3);
    expect(res.warnings).toEqual([
      { line: 5, column: 1, message: "'www.example.org.' is outside the zone example.com.; record ignored" },
    ]);
  });

  it('reports lexical problems with their position and carries on', () => {
    expect(errorsOf(HEAD + 'a TXT "open\nb A 192.0.2.1 )\nc MX ( 10 mx\n')).toEqual([
      '5:7 unbalanced quotes: the quoted string is not closed on its line',
      "6:15 unbalanced parentheses: ')' without '('",
      "7:6 unbalanced parentheses: '(' is never closed",
    ]);
  });

  it('reports rdata problems at the offending token', () => {
    expect(
      errorsOf(HEAD + 'a MX 10\nb MX x y\nc A 192.0.2.1 extra\nd FOO x\ne TYPE999 abc\n  SRV 1 2 70000 t\n'),
    ).toEqual([
      '5:6 unexpected end of line: name is missing',
      "6:6 preference 'x' is not a number",
      '7:15 extra text after the record data',
      "8:3 unknown record type 'FOO'",
      '9:11 type TYPE999 has no text form here: write its data as \\# <length> <hex> (RFC 3597)',
      '10:11 port 70000 is out of range (0-65535)',
    ]);
  });

  it('stops after maxErrors errors', () => {
    const res = parseZone(HEAD + 'x A bad\n'.repeat(20), { origin: 'example.com', maxErrors: 5 });
    expect(res.errors).toHaveLength(5);
    expect(res.warnings.at(-1)?.message).toBe('stopped after 5 errors');
  });
});

describe('origin and results', () => {
  it('detects the origin from $ORIGIN or an absolute SOA owner', () => {
    expect(detectOrigin('; c\n$TTL 1\n$ORIGIN Example.COM.\n')).toBe('Example.COM.');
    expect(detectOrigin('$TTL 1\nexample.net. IN SOA a b 1 2 3 4 5\n')).toBe('example.net.');
    expect(detectOrigin('$TTL 1\n@ IN SOA a b 1 2 3 4 5\n')).toBeNull();
  });

  it('reports origin null with an error when it cannot tell the zone name', () => {
    const res = parseZone('@ 1 IN SOA a b 1 2 3 4 5\n');
    expect(res.origin).toBeNull();
    expect(res.records).toEqual([]);
    expect(res.errors).toEqual([
      {
        line: 0,
        column: 0,
        message:
          'cannot tell the zone name: the file has no $ORIGIN and no SOA record with an absolute owner; give the origin explicitly',
      },
    ]);
  });

  it('exposes the SOA and renders JSON lines for diff.mjs', () => {
    const res = parseZone(HEAD, { origin: 'example.com.' });
    expect(res.soa).toEqual({
      name: 'example.com.',
      mname: 'ns.example.com.',
      rname: 'hostmaster.example.com.',
      serial: 1,
      refresh: 7200,
      retry: 900,
      expire: 1209600,
      minimum: 300,
    });
    expect(recordsToJsonLines(res.records.slice(2))).toBe(
      '{"name":"ns.example.com.","ttl":3600,"class":"IN","type":"A","data":"192.0.2.1"}\n',
    );
    expect(res.records.map((r) => r.line)).toEqual([2, 3, 4]);
  });

  it('loads zones of other classes', () => {
    const res = parseZone('$TTL 1\n@ SOA ns h 1 2 3 4 5\n@ NS ns\nx A \\# 4 01020304\n', {
      origin: 'example',
      class: 'CLASS10',
    });
    expect(res.errors).toEqual([]);
    expect(lines(res.records)[2]).toBe('x.example. 1 CLASS10 A \\# 4 01020304');
  });
});
