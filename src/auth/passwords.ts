import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, t=2), OWASP's recommended minimum.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A dummy hash verified when the account does not exist, so timing does not tell that apart. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$2B2dqw7ROMoMYfRXlrt2e7G06v+wxvPZ8YYVjIn3HZg';

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  try {
    return (await verify(passwordHash ?? DUMMY_HASH, password)) && Boolean(passwordHash);
  } catch {
    return false;
  }
}
