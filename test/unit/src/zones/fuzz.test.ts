// Seeded random and mutated inputs: the parser must never throw, must report problems
// as issues with sane positions, and its work must grow linearly with the input.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseZone, type ParseResult } from '../../../../src/zones/index.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../fixtures/zones');
const seedZone = readFileSync(path.join(fixtures, 'all-types.zone'), 'latin1');

/** mulberry32: small, fast, deterministic. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '(',
  ')',
  '"',
  '\\',
  ';',
  '\n',
  '\r\n',
  '\t',
  ' ',
  '$ORIGIN',
  '$TTL',
  '$GENERATE',
  '$INCLUDE',
  '@',
  '.',
  '..',
  '\\#',
  '\\999',
  '\\0',
  '4294967296',
  '99999999999999999999',
  '1w2d3h',
  'IN',
  'CLASS65535',
  'TYPE65535',
  'SOA',
  'A',
  'AAAA',
  'TXT',
  'SVCB',
  'LOC',
  'RRSIG',
  'NSEC3',
  'APL',
  '${-99999,999,n}',
  '0-4294967295',
  'alpn=',
  'key65535',
  '*',
  '\u00e9',
  '\u0000',
  'x'.repeat(300),
];

function mutate(text: string, rnd: () => number): string {
  const bytes = text.split('');
  const ops = 1 + Math.floor(rnd() * 8);
  for (let k = 0; k < ops; k++) {
    const at = Math.floor(rnd() * (bytes.length + 1));
    const op = Math.floor(rnd() * 6);
    if (op === 0) bytes[at] = String.fromCharCode(Math.floor(rnd() * 256));
    else if (op === 1) bytes.splice(at, Math.floor(rnd() * 40));
    else if (op === 2) bytes.splice(at, 0, PIECES[Math.floor(rnd() * PIECES.length)]);
    else if (op === 3) bytes.splice(at, 0, '(('.repeat(1 + Math.floor(rnd() * 5)));
    else if (op === 4)
      bytes.length = at; // truncation
    else bytes.splice(at, 0, ...bytes.slice(Math.floor(rnd() * bytes.length)).slice(0, 200));
  }
  return bytes.join('');
}

function randomText(rnd: () => number, length: number): string {
  let s = '';
  while (s.length < length)
    s += rnd() < 0.5 ? PIECES[Math.floor(rnd() * PIECES.length)] : String.fromCharCode(32 + Math.floor(rnd() * 95));
  return s;
}

function checkShape(res: ParseResult): void {
  for (const issue of [...res.errors, ...res.warnings]) {
    expect(typeof issue.message).toBe('string');
    expect(issue.message.length).toBeGreaterThan(0);
    expect(issue.line).toBeGreaterThanOrEqual(0);
    expect(issue.column).toBeGreaterThanOrEqual(0);
  }
  expect(res.errors.length).toBeLessThanOrEqual(100);
  for (const r of res.records) expect(r.name.endsWith('.')).toBe(true);
}

const include = (p: string): string | undefined => (p.length < 8 ? seedZone : undefined);

describe('fuzzing', () => {
  it('never throws on mutated fixtures', () => {
    const rnd = prng(1);
    for (let i = 0; i < 400; i++) {
      const text = mutate(seedZone, rnd);
      checkShape(
        parseZone(text, {
          origin: rnd() < 0.5 ? 'fixtures.test' : undefined,
          include: rnd() < 0.5 ? include : undefined,
        }),
      );
    }
  });

  it('never throws on random text', () => {
    const rnd = prng(2);
    for (let i = 0; i < 300; i++)
      checkShape(parseZone(randomText(rnd, 1 + Math.floor(rnd() * 2000)), { origin: 'example' }));
  });

  it('handles extremes: deep $GENERATE, giant lines, huge numbers, unclosed parentheses', () => {
    const head = '$TTL 1\n@ SOA ns h 1 2 3 4 5\n@ NS ns\nns A 192.0.2.1\n';
    const cases = [
      head + '$GENERATE 0-65535 h${0,255,n} TXT "${-4294967296,255,X}"\n',
      head + '$GENERATE 0-4294967295/1 h$ A 192.0.2.1\n',
      head + 'x TXT ' + '"a" '.repeat(50000) + '\n',
      head + 'x'.repeat(100000) + ' A 192.0.2.1\n',
      head + 'x 99999999999999999999999 A 192.0.2.1\nx A 192.0.2.1 ' + '('.repeat(10000) + '\n',
      head +
        'x LOC 99999999999 N 0 E 99999999999999999m\nx APL 1:1.2.3.4/999 !9:x/1\nx SVCB 99999999 . key99999999=x\n',
    ];
    for (const text of cases) checkShape(parseZone(text, { origin: 'example' }));
  });

  it('takes time linear in the input size', () => {
    const unit = seedZone.replace(/^\$ORIGIN.*$/m, '').replace(/^@\s+IN\s+SOA[\s\S]*?\)\s*$/m, '');
    const zone = (copies: number): string => {
      let s = '$ORIGIN fixtures.test.\n$TTL 1h\n@ SOA ns1 h 1 2 3 4 5\n';
      for (let k = 0; k < copies; k++) s += `$ORIGIN c${k}.fixtures.test.\n` + unit;
      return s;
    };
    // CPU time, not wall time: on a busy machine the thread waiting for a core would count as the parser's.
    const time = (text: string): number => {
      let best = Infinity;
      for (let r = 0; r < 5; r++) {
        const t = process.cpuUsage();
        parseZone(text);
        const used = process.cpuUsage(t);
        best = Math.min(best, used.user + used.system);
      }
      return best;
    };
    const small = zone(40);
    const large = zone(320);
    time(small); // warm-up
    const ratio = time(large) / time(small);
    expect(ratio).toBeLessThan(24); // 8x the input; generous bound for noise and GC
  });
});
