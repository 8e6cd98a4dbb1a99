/**
 * Reads an import list as Pleroma and Mastodon write them: whitespace-separated `nick`, `@nick`,
 * `nick@host`, `@nick@host` or account URLs, or Mastodon's CSV export (header `Account address,Show boosts,...`,
 * the address in the first column). Returns the local nicknames, each once, in order; accounts of other
 * servers are left out (this server does not fetch them), as Pleroma skips accounts it cannot resolve.
 */
export function parseImportList(text: string, host: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const firstLine = lines.find((l) => l.trim()) ?? '';
  const words = /^\s*account address\s*,/i.test(firstLine)
    ? lines.slice(lines.indexOf(firstLine) + 1).map((l) => l.split(',')[0].trim())
    : text.split(/[\s,]+/);
  const nicknames = new Set<string>();
  for (const word of words) {
    const nickname = localNickname(word.trim(), host.toLowerCase());
    if (nickname) nicknames.add(nickname);
  }
  return [...nicknames];
}

const NICKNAME = /^[A-Za-z0-9_-]{1,64}$/;

function localNickname(word: string, host: string): string | null {
  if (!word) return null;
  if (/^https?:\/\//i.test(word)) {
    try {
      const url = new URL(word);
      const match = /^\/(?:users\/|@)([^/]+)\/?$/.exec(url.pathname);
      return url.host.toLowerCase() === host && match && NICKNAME.test(match[1]) ? match[1] : null;
    } catch {
      return null;
    }
  }
  const [nickname, domain] = word.replace(/^@/, '').split('@', 2);
  if (domain !== undefined && domain.toLowerCase() !== host) return null;
  return NICKNAME.test(nickname) ? nickname : null;
}
