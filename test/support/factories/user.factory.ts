import { createUser, type NewUser } from '../../../src/accounts/account.service.js';
import { User } from '../../../src/entities/index.js';
import { createApp as createOAuthApp, issueToken } from '../../../src/oauth/oauth.service.js';
import type { TestApp } from '../app.js';
import { api, type Client } from '../rest.js';

let counter = 0;

export const DEFAULT_PASSWORD = 'correct horse battery';

export async function makeUser(t: TestApp, overrides: Partial<NewUser> & Partial<User> = {}): Promise<User> {
  counter += 1;
  const em = t.orm.em.fork();
  const {
    nickname = `user${counter}`,
    email = `user${counter}@example.test`,
    password = DEFAULT_PASSWORD,
    ...rest
  } = overrides;
  const user = await createUser(em, { nickname, email, password });
  Object.assign(user, rest);
  await em.flush();
  return user;
}

/** An OAuth token for the user with the given scopes, issued directly (the grants have their own tests). */
export async function tokenFor(
  t: TestApp,
  user: User | null,
  scopes: string[] = ['read', 'write', 'follow', 'push'],
): Promise<string> {
  const em = t.orm.em.fork();
  const { app } = await createOAuthApp(em, t.deps.box, {
    clientName: 'test client',
    redirectUris: 'urn:ietf:wg:oauth:2.0:oob',
    scopes: 'read write follow push admin',
  });
  const issued = await issueToken(em, app, user ? em.getReference(User, user.id) : null, scopes);
  return issued.accessToken;
}

/** Requests as a new user named `nickname`, holding a token of the default scopes. */
export async function clientOf(t: TestApp, nickname: string): Promise<Client> {
  return api(t, await tokenFor(t, await makeUser(t, { nickname })));
}

/** `n` fresh users, each with a token of the default scopes, so a test sets up exactly the relations it needs. */
export async function makeUsersWithTokens(t: TestApp, n: number): Promise<Array<{ user: User; token: string }>> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const user = await makeUser(t);
      return { user, token: await tokenFor(t, user) };
    }),
  );
}
