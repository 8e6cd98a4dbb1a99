// JSON lines in the shape the differential checker (diff.mjs) reads.
import type { ZoneRecord } from './types.js';

export function recordsToJsonLines(records: readonly ZoneRecord[]): string {
  let out = '';
  for (const r of records)
    out += JSON.stringify({ name: r.name, ttl: r.ttl, class: r.class, type: r.type, data: r.data }) + '\n';
  return out;
}
