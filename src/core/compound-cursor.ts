import { BadInputError } from './errors.js';

/**
 * The cursor of a list ordered by more than one key (a date, then a tie-breaker): the keys as an opaque
 * base64url string, so that clients pass it back without building it.
 */
export function encodeCursor(keys: string[]): string {
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

/** The keys of a cursor this server gave (`count` strings), or null when none is given; anything else is refused. */
export function decodeCursor(name: string, value: string | null | undefined, count: number): string[] | null {
  if (value == null) return null;
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    keys = null;
  }
  const valid = Array.isArray(keys) && keys.length === count && keys.every((k) => typeof k === 'string');
  if (!valid) throw new BadInputError(`${name}: must be a cursor this list gave`);
  return keys as string[];
}
