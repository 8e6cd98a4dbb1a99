/**
 * Limits every request's text and JSON must keep before it reaches a service or the database. PostgreSQL
 * cannot store a NUL character in text or JSON, and PGlite's JSON parser runs out of WASM stack on documents
 * nested ~2,000 deep (which then leaves the embedded database unusable): both are refused up front.
 */
export const MAX_JSON_DEPTH = 32;

export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000, %00)';
export const DEPTH_MESSAGE = `JSON is nested too deeply: at most ${MAX_JSON_DEPTH} levels`;

/** Plain data as parsers build it; anything else (an upload stream, a Buffer) is not walked. */
const isPlainData = (value: object) =>
  Array.isArray(value) || [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** Why a parsed request value cannot be taken (a NUL in a string or key, nesting over `maxDepth`), or null. */
export function inputProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): string | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\0')) return NUL_MESSAGE;
      continue;
    }
    if (item === null || typeof item !== 'object' || !isPlainData(item)) continue;
    if (depth >= maxDepth) return DEPTH_MESSAGE;
    for (const [key, child] of Object.entries(item)) {
      if (key.includes('\0')) return NUL_MESSAGE;
      stack.push([child, depth + 1]);
    }
  }
  return null;
}
