/**
 * OAuth scopes in Mastodon's hierarchy, with Pleroma's additions (read:security, write:security,
 * read:chats, write:chats). A granted scope covers itself and every scope below it: `read` covers
 * `read:accounts`, `admin` covers `admin:read` and `admin:write:reports`. The legacy `follow` scope covers
 * the follow, block and mute scopes, as in Mastodon.
 */
const READ_WRITE_AREAS = [
  'accounts',
  'blocks',
  'bookmarks',
  'chats',
  'conversations',
  'favourites',
  'filters',
  'follows',
  'lists',
  'media',
  'mutes',
  'notifications',
  'reports',
  'search',
  'security',
  'statuses',
];
const ADMIN_AREAS = ['accounts', 'reports', 'statuses', 'invites', 'chats', 'media_proxy_caches', 'config'];

export const KNOWN_SCOPES: ReadonlySet<string> = new Set([
  'read',
  'write',
  'follow',
  'push',
  'admin',
  'admin:read',
  'admin:write',
  ...READ_WRITE_AREAS.flatMap((a) => [`read:${a}`, `write:${a}`]),
  ...ADMIN_AREAS.flatMap((a) => [`admin:read:${a}`, `admin:write:${a}`]),
]);

const FOLLOW_COVERS = ['read:follows', 'write:follows', 'read:blocks', 'write:blocks', 'read:mutes', 'write:mutes'];

/** Splits a scope string as OAuth sends it ("read write", "read,write" or "read+write"). */
export function parseScopes(text: string | null | undefined): string[] {
  return [...new Set((text ?? '').split(/[\s,+]+/).filter(Boolean))];
}

export function unknownScopes(scopes: string[]): string[] {
  return scopes.filter((s) => !KNOWN_SCOPES.has(s));
}

/** True when one granted scope covers the required one. */
export function scopeCovers(granted: string, required: string): boolean {
  if (granted === required || required.startsWith(`${granted}:`)) return true;
  return granted === 'follow' && FOLLOW_COVERS.includes(required);
}

export function hasScope(granted: readonly string[], required: string): boolean {
  return granted.some((g) => scopeCovers(g, required));
}

/** Keeps the requested scopes the app was registered for (each covered by one of the app's scopes). */
export function scopesAllowedFor(requested: string[], appScopes: string[]): boolean {
  return requested.every((r) => hasScope(appScopes, r));
}
