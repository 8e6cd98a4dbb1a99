import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { useTestApp } from '../../../support/app.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { gql } from '../../../support/graphql.js';

const t = useTestApp();

const ZONE = '$ORIGIN scoped.example.\n$TTL 300\n@ SOA ns1 host 1 2 3 4 5\n@ NS ns1\nns1 A 192.0.2.1\n';

describe('POST /api/upload with an OAuth token', () => {
  it('needs the write scope: a read-only token gets 403 and nothing is stored', async () => {
    const token = await tokenFor(t, await makeUser(t), ['read']);
    const res = await t
      .http()
      .post('/api/upload')
      .set('authorization', `Bearer ${token}`)
      .attach('file', Buffer.from(ZONE), { filename: 'scoped.zone', contentType: 'text/plain' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ response: { message: 'Insufficient permissions: write.' } });
    expect(existsSync(join(t.config.zoneDir, 'scoped.example.zone'))).toBe(false);
  });

  it('a write token uploads, and reading zones needs the read scope', async () => {
    const user = await makeUser(t);
    const writer = await tokenFor(t, user, ['write']);
    const res = await t
      .http()
      .post('/api/upload')
      .set('authorization', `Bearer ${writer}`)
      .attach('file', Buffer.from(ZONE), { filename: 'scoped.zone', contentType: 'text/plain' });
    expect(res.status).toBe(200);
    const denied = await gql(t, '{ zone(origin: "scoped.example") { origin } }', {}, writer);
    expect(denied.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const reader = await tokenFor(t, user, ['read']);
    expect((await gql(t, '{ zone(origin: "scoped.example") { origin } }', {}, reader)).body).toEqual({
      data: { zone: { origin: 'scoped.example' } },
    });
  });
});
