// The records of a zone version as the database keeps them: one line per record, its fields separated by
// tabs (name, ttl, class, type, data). Presentation format never contains a tab or a line break (BIND
// writes such bytes as \DDD), so no field needs quoting; this text is smaller than JSON and much cheaper to
// build from a parse result (see TextWriter).
import { LoadedRecord, TextWriter } from './record.js';
import type { ZoneRecord } from './types.js';

/** A stored record: [owner name, ttl, class, type, rdata] in BIND's presentation format. */
export type StoredRecord = [name: string, ttl: number, cls: string, type: string, data: string];

/** The records as stored text: each record's fields tab-separated, each record ending with a newline. */
export function recordsToText(records: readonly ZoneRecord[]): string {
  // About 66 bytes a record in a typical zone: room for 80 spares the copy of a growth at the very end.
  const out = new TextWriter(records.length * 80);
  for (const r of records) {
    if (r instanceof LoadedRecord && r.writeLine(out)) continue;
    out.string(r.name);
    out.char(9);
    out.number(r.ttl);
    out.char(9);
    out.string(r.class);
    out.char(9);
    out.string(r.type);
    out.char(9);
    out.string(r.data);
    out.char(10);
  }
  if (out.fits) return out.toString();
  return records.map((r) => `${r.name}\t${r.ttl}\t${r.class}\t${r.type}\t${r.data}\n`).join('');
}

/** The records in stored text, in order. */
export function recordsFromText(text: string): StoredRecord[] {
  const records: StoredRecord[] = [];
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    const [name, ttl, cls, type, data] = text.slice(start, end).split('\t');
    records.push([name, Number(ttl), cls, type, data]);
    start = end + 1;
  }
  return records;
}
