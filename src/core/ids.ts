/** A row id from a path or argument (digits only); null when it cannot be one, so the caller answers 404. */
export function toId(value: unknown): number | null {
  const text = String(value ?? '').trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
