export { detectOrigin, parseZone } from './parser.js';
export { recordsToJsonLines } from './jsonl.js';
export type { IncludeResolver, ParseOptions, ParseResult, SoaSummary, ZoneIssue, ZoneRecord } from './types.js';
export { recordsFromText, recordsToText, type StoredRecord } from './stored-records.js';
