import { SignJWT, jwtVerify } from 'jose';

export interface ZoneJwtClaims {
  userId: number;
  /** The user's credentials version when the token was issued; a password change invalidates it. */
  credentialsVersion: number;
}

export const JWT_LIFETIME_SECONDS = 3600;
/** A JWT acts as the user's password login does, without the admin scopes. */
export const JWT_SCOPES = ['read', 'write', 'follow', 'push'];
const ISSUER = 'fedigraph';

export async function signJwt(
  secret: Uint8Array,
  claims: ZoneJwtClaims,
  lifetime = JWT_LIFETIME_SECONDS,
): Promise<string> {
  return new SignJWT({ cv: claims.credentialsVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${lifetime}s`)
    .sign(secret);
}

/** Verifies signature (HS256 only: `alg: none` and other algorithms are refused), issuer and expiry. */
export async function verifyJwt(secret: Uint8Array, token: string): Promise<ZoneJwtClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.cv !== 'number') return null;
    return { userId, credentialsVersion: payload.cv };
  } catch {
    return null;
  }
}

/** Cheap shape test so an opaque OAuth token is not sent through JWT verification. */
export function looksLikeJwt(token: string): boolean {
  return token.startsWith('eyJ') && token.split('.').length === 3;
}
