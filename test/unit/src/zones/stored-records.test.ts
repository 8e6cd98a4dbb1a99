import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseZone, recordsFromText, recordsToText } from '../../../../src/zones/index.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../fixtures/zones');

describe('stored records (tab-separated lines)', () => {
  it('write every field of every record and read back the same records', () => {
    const { records, errors } = parseZone(readFileSync(path.join(fixtures, 'all-types.zone')));
    expect(errors).toEqual([]);
    const text = recordsToText(records);
    expect(text.split('\n')).toHaveLength(records.length + 1);
    expect(text.slice(0, text.indexOf('\n'))).toBe(
      [records[0].name, records[0].ttl, records[0].class, records[0].type, records[0].data].join('\t'),
    );
    expect(recordsFromText(text)).toEqual(records.map((r) => [r.name, r.ttl, r.class, r.type, r.data]));
  });

  it('keep records a caller changed, plain objects and characters beyond one byte', () => {
    const { records } = parseZone('$TTL 60\n@ SOA ns h 1 2 3 4 5\n@ NS ns\nns A 192.0.2.1\n', {
      origin: 'example.com',
    });
    records[2].data = '192.0.2.9';
    records[2].type = 'TYPE1';
    const all = [
      ...records,
      { name: 'x.example.com.', ttl: 5, class: 'IN', type: 'TXT', data: '"caf\u00e9 \u2603"', line: 9 },
    ];
    expect(recordsFromText(recordsToText(all))).toEqual(all.map((r) => [r.name, r.ttl, r.class, r.type, r.data]));
    expect(recordsToText([])).toBe('');
  });

  it('write what a caller assigned to class, type, name, TTL and data of one-byte text', () => {
    const { records } = parseZone('$TTL 60\n@ SOA ns h 1 2 3 4 5\n@ NS ns\nns A 192.0.2.1\nmail A 192.0.2.2\n', {
      origin: 'example.com',
    });
    records[1].class = 'CH';
    records[2].type = 'TYPE1';
    records[3].name = 'caf\u00e9.example.com.';
    records[3].ttl = 7;
    expect(recordsToText(records)).toBe(
      'example.com.\t60\tIN\tSOA\tns.example.com. h.example.com. 1 2 3 4 5\n' +
        'example.com.\t60\tCH\tNS\tns.example.com.\n' +
        'ns.example.com.\t60\tIN\tTYPE1\t192.0.2.1\n' +
        'caf\u00e9.example.com.\t7\tIN\tA\t192.0.2.2\n',
    );
    expect(recordsFromText('')).toEqual([]);
  });

  it('write a TTL a caller set outside the parser range as String() writes it', () => {
    const { records } = parseZone('$TTL 60\n@ SOA ns h 1 2 3 4 5\n@ NS ns\n', { origin: 'example.com' });
    records[1].ttl = -5;
    const plain = { name: 'x.example.com.', ttl: 1.5, class: 'IN', type: 'A', data: '192.0.2.3', line: 9 };
    expect(recordsToText([records[1], plain])).toBe(
      'example.com.\t-5\tIN\tNS\tns.example.com.\nx.example.com.\t1.5\tIN\tA\t192.0.2.3\n',
    );
  });
});
