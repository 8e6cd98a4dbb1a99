import { describe, expect, it } from '@jest/globals';
import { SignJWT, UnsecuredJWT } from 'jose';
import { JWT_LIFETIME_SECONDS, looksLikeJwt, signJwt, verifyJwt } from '../../../../src/auth/jwt.js';

const secret = new TextEncoder().encode('a-test-secret-of-some-length-0123456789');
const other = new TextEncoder().encode('another-secret-of-some-length-987654321');
const now = () => Math.floor(Date.now() / 1000);

describe('signJwt / verifyJwt', () => {
  it('round-trips the user id and credentials version, HS256, issuer fedigraph, one-hour life', async () => {
    const token = await signJwt(secret, { userId: 42, credentialsVersion: 3 });
    expect(await verifyJwt(secret, token)).toEqual({ userId: 42, credentialsVersion: 3 });
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: '42', cv: 3, iss: 'fedigraph' });
    expect(payload.exp - payload.iat).toBe(JWT_LIFETIME_SECONDS);
  });

  it('refuses a token signed with another secret', async () => {
    expect(await verifyJwt(secret, await signJwt(other, { userId: 1, credentialsVersion: 1 }))).toBeNull();
  });

  it('refuses alg none', async () => {
    const unsigned = new UnsecuredJWT({ cv: 1 })
      .setSubject('1')
      .setIssuer('fedigraph')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect(await verifyJwt(secret, unsigned)).toBeNull();
  });

  it('refuses other algorithms with the same secret', async () => {
    const hs512 = await new SignJWT({ cv: 1 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('1')
      .setIssuer('fedigraph')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    expect(await verifyJwt(secret, hs512)).toBeNull();
  });

  it('refuses an expired token', async () => {
    const expired = await new SignJWT({ cv: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('fedigraph')
      .setIssuedAt(now() - 7200)
      .setExpirationTime(now() - 3600)
      .sign(secret);
    expect(await verifyJwt(secret, expired)).toBeNull();
  });

  it('refuses another issuer, a non-numeric subject and a missing credentials version', async () => {
    const base = () =>
      new SignJWT({ cv: 1 }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1h');
    expect(await verifyJwt(secret, await base().setSubject('1').setIssuer('someone-else').sign(secret))).toBeNull();
    expect(await verifyJwt(secret, await base().setSubject('alice').setIssuer('fedigraph').sign(secret))).toBeNull();
    const noCv = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('fedigraph')
      .setExpirationTime('1h')
      .sign(secret);
    expect(await verifyJwt(secret, noCv)).toBeNull();
  });

  it('refuses garbage', async () => {
    expect(await verifyJwt(secret, 'not.a.jwt')).toBeNull();
    expect(await verifyJwt(secret, '')).toBeNull();
  });
});

describe('looksLikeJwt', () => {
  it('tells a JWT from an opaque OAuth token', async () => {
    expect(looksLikeJwt(await signJwt(secret, { userId: 1, credentialsVersion: 1 }))).toBe(true);
    expect(looksLikeJwt('Zm9vYmFy_opaque-token')).toBe(false);
    expect(looksLikeJwt('a.b.c')).toBe(false);
  });
});
