import { BadInputError } from './errors.js';

/** The largest row id: ids are PostgreSQL `serial` (int4). */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id from a path or argument (digits only); null when it cannot be one, so the caller answers 404. */
export function toId(value: unknown): number | null {
  const text = String(value ?? '').trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= MAX_ROW_ID ? id : null;
}

/**
 * An id used as a bound (`max_id`, `since_id`, `min_id`, `last_read_id`): any number of digits, as Pleroma takes
 * any id as a bound. Ids past the largest row id (a client's temporary id, `Date.now()`) stand for it, so the
 * database never sees a value out of its range; text that is no number is 400.
 */
export function idBound(name: string, value: unknown): number | null {
  if (value == null || value === '') return null;
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) throw new BadInputError(`${name}: must be an id`);
  const digits = text.replace(/^0+(?=\d)/, '');
  return digits.length > 10 ? MAX_ROW_ID : Math.min(Number(digits), MAX_ROW_ID);
}
