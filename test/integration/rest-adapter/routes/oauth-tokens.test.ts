import { beforeAll, describe, expect, it } from '@jest/globals';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { api } from '../../../support/rest.js';
import type { User } from '../../../../src/entities/index.js';

const t = useTestApp();
let alice: User;
let first: string;
let second: string;
let bobs: string;
beforeAll(async () => {
  alice = await makeUser(t, { nickname: 'alice' });
  first = await tokenFor(t, alice, ['read', 'write']);
  second = await tokenFor(t, alice, ['read']);
  bobs = await tokenFor(t, await makeUser(t, { nickname: 'bob' }), ['read', 'write']);
});

type Listed = { id: number; app_name: string; valid_until: string };
const list = async (token: string, path = '/api/oauth_tokens') => (await api(t, token).get(path)).body as Listed[];

describe('GET /api/oauth_tokens', () => {
  it("lists the caller's live tokens, newest first, as {id, app_name, valid_until}; also at .json", async () => {
    const tokens = await list(first);
    expect(tokens).toHaveLength(2);
    for (const token of tokens) {
      expect(Object.keys(token).sort()).toEqual(['app_name', 'id', 'valid_until']);
      expect(typeof token.id).toBe('number');
      expect(typeof token.app_name).toBe('string');
      expect(new Date(token.valid_until).getTime()).toBeGreaterThan(Date.now());
    }
    expect(tokens[0].id).toBeGreaterThan(tokens[1].id);
    expect(await list(first, '/api/oauth_tokens.json')).toEqual(tokens);
    expect(await list(bobs)).toHaveLength(1);
  });

  it('needs a user with read', async () => {
    const anon = await api(t).get('/api/oauth_tokens');
    expect([anon.status, anon.body]).toEqual([401, { error: 'Authentication required' }]);
    const bad = await api(t, 'not-a-token').get('/api/oauth_tokens');
    expect([bad.status, bad.body]).toEqual([401, { error: 'The access token is invalid' }]);
  });
});

describe('DELETE /api/oauth_tokens/:id', () => {
  it("revokes one of the caller's tokens (201, empty body); another's id or an odd id changes nothing", async () => {
    const [newest] = await list(first);
    for (const id of ['abc', '99999999999999999999', String(newest.id)]) {
      const res = await api(t, bobs).delete(`/api/oauth_tokens/${id}`);
      expect([res.status, res.text]).toEqual([201, '']);
    }
    expect(await list(first)).toHaveLength(2);
    const res = await api(t, first).delete(`/api/oauth_tokens/${newest.id}`);
    expect([res.status, res.text]).toEqual([201, '']);
    expect((await api(t, second).get('/api/v1/accounts/verify_credentials')).status).toBe(401);
    expect((await list(first)).map((x) => x.id)).not.toContain(newest.id);
  });

  it('needs a user with write', async () => {
    const readOnly = await tokenFor(t, alice, ['read']);
    const res = await api(t, readOnly).delete('/api/oauth_tokens/1');
    expect([res.status, res.body]).toEqual([403, { error: 'Insufficient permissions: write.' }]);
    const anon = await api(t).delete('/api/oauth_tokens/1');
    expect([anon.status, anon.body]).toEqual([401, { error: 'Authentication required' }]);
  });
});
