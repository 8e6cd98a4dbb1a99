import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../src/graphql/context.js';
import { createUser } from '../src/accounts/account.service.js';
import { User } from '../src/entities/index.js';
import { createApp as createOAuthApp, issueToken } from '../src/oauth/oauth.service.js';

export interface BenchAccount {
  user: User;
  token: string;
}

/**
 * Accounts with a `read write follow` token each. Only the first password is hashed (argon2 takes tens of
 * milliseconds): the others share its hash, so a few thousand accounts take seconds, not minutes.
 */
export async function benchAccounts(
  em: EntityManager,
  deps: Pick<AppDeps, 'box'>,
  prefix: string,
  count: number,
): Promise<BenchAccount[]> {
  const { app } = await createOAuthApp(em, deps.box, {
    clientName: `bench ${prefix}`,
    redirectUris: 'urn:ietf:wg:oauth:2.0:oob',
    scopes: 'read write follow',
  });
  const first = await createUser(em, {
    nickname: `${prefix}0`,
    email: `${prefix}0@example.test`,
    password: 'bench password',
  });
  const users = [first];
  for (let i = 1; i < count; i++)
    users.push(
      em.create(User, {
        nickname: `${prefix}${i}`,
        email: `${prefix}${i}@example.test`,
        passwordHash: first.passwordHash,
      }),
    );
  await em.flush();
  const accounts: BenchAccount[] = [];
  for (const user of users)
    accounts.push({ user, token: (await issueToken(em, app, user, ['read', 'write', 'follow'])).accessToken });
  return accounts;
}
