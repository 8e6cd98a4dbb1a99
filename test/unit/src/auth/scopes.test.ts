import { describe, expect, it } from '@jest/globals';
import {
  hasScope,
  KNOWN_SCOPES,
  parseScopes,
  scopeCovers,
  scopesAllowedFor,
  unknownScopes,
} from '../../../../src/auth/scopes.js';

describe('parseScopes', () => {
  it('splits on spaces, commas and plus signs, dropping blanks and duplicates', () => {
    expect(parseScopes('read write')).toEqual(['read', 'write']);
    expect(parseScopes('read,write')).toEqual(['read', 'write']);
    expect(parseScopes('read+write+read')).toEqual(['read', 'write']);
    expect(parseScopes('  read \n write:statuses  ')).toEqual(['read', 'write:statuses']);
  });

  it('gives no scopes for empty input', () => {
    expect(parseScopes('')).toEqual([]);
    expect(parseScopes(null)).toEqual([]);
    expect(parseScopes(undefined)).toEqual([]);
  });
});

describe('scopeCovers', () => {
  it('a scope covers itself and the scopes below it', () => {
    expect(scopeCovers('read', 'read')).toBe(true);
    expect(scopeCovers('read', 'read:accounts')).toBe(true);
    expect(scopeCovers('write', 'write:statuses')).toBe(true);
    expect(scopeCovers('admin', 'admin:read')).toBe(true);
    expect(scopeCovers('admin', 'admin:write:reports')).toBe(true);
    expect(scopeCovers('admin:read', 'admin:read:accounts')).toBe(true);
  });

  it('a narrower scope never covers a broader or sibling one', () => {
    expect(scopeCovers('read:accounts', 'read')).toBe(false);
    expect(scopeCovers('read:accounts', 'read:statuses')).toBe(false);
    expect(scopeCovers('read', 'write:accounts')).toBe(false);
    expect(scopeCovers('write', 'read:accounts')).toBe(false);
    expect(scopeCovers('admin:read', 'admin:write')).toBe(false);
    expect(scopeCovers('admin:read', 'admin:write:reports')).toBe(false);
  });

  it('matches whole segments, not string prefixes', () => {
    expect(scopeCovers('read', 'readonly')).toBe(false);
    expect(scopeCovers('admin:read', 'admin:readers')).toBe(false);
    expect(scopeCovers('read', 'admin:read')).toBe(false);
  });

  it('the legacy follow scope covers the follow, block and mute scopes, and nothing else', () => {
    for (const s of ['read:follows', 'write:follows', 'read:blocks', 'write:blocks', 'read:mutes', 'write:mutes']) {
      expect(scopeCovers('follow', s)).toBe(true);
    }
    for (const s of ['read', 'write', 'read:accounts', 'write:statuses', 'read:lists', 'push', 'admin:read']) {
      expect(scopeCovers('follow', s)).toBe(false);
    }
  });

  it('read and write do not cover follow itself', () => {
    expect(scopeCovers('read', 'follow')).toBe(false);
    expect(scopeCovers('write', 'follow')).toBe(false);
  });

  it('the follow areas are also covered by read and write', () => {
    expect(scopeCovers('read', 'read:follows')).toBe(true);
    expect(scopeCovers('write', 'write:blocks')).toBe(true);
  });
});

describe('hasScope', () => {
  it('is true when any granted scope covers the required one', () => {
    expect(hasScope(['write', 'read:accounts'], 'read:accounts')).toBe(true);
    expect(hasScope(['push', 'read'], 'read:accounts')).toBe(true);
    expect(hasScope(['follow'], 'write:mutes')).toBe(true);
  });

  it('is false for a write-only token asking to read, and for no scopes at all', () => {
    expect(hasScope(['write'], 'read:accounts')).toBe(false);
    expect(hasScope(['write', 'follow', 'push'], 'read:accounts')).toBe(false);
    expect(hasScope([], 'read')).toBe(false);
  });
});

describe('unknownScopes', () => {
  it('lists the scopes outside the known hierarchy', () => {
    expect(unknownScopes(['read', 'bogus', 'read:nope', 'admin:write:config'])).toEqual(['bogus', 'read:nope']);
    expect(unknownScopes([])).toEqual([]);
  });

  it('knows Mastodon scopes and Pleroma additions', () => {
    const known = `read write follow push admin admin:read admin:write read:accounts write:statuses read:security
      write:security read:chats write:chats admin:read:accounts admin:write:reports`;
    for (const s of known.split(/\s+/)) expect(KNOWN_SCOPES.has(s)).toBe(true);
    expect(KNOWN_SCOPES.has('read:everything')).toBe(false);
  });
});

describe('scopesAllowedFor', () => {
  it('allows requested scopes each covered by a scope of the app', () => {
    expect(scopesAllowedFor(['read:accounts', 'write'], ['read', 'write'])).toBe(true);
    expect(scopesAllowedFor(['read:follows'], ['follow'])).toBe(true);
    expect(scopesAllowedFor([], ['read'])).toBe(true);
  });

  it("refuses a scope broader than or outside the app's", () => {
    expect(scopesAllowedFor(['read'], ['read:accounts'])).toBe(false);
    expect(scopesAllowedFor(['read', 'admin'], ['read', 'write'])).toBe(false);
    expect(scopesAllowedFor(['follow'], ['read', 'write'])).toBe(false);
  });
});
