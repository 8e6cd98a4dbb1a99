// What bench:load and bench:routes share: a fresh database, and users who follow each other with a few statuses.
import { join } from 'node:path';
import { signJwt } from '../src/auth/jwt.js';
import { SecretBox } from '../src/auth/secrets.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Orm } from '../src/db/database.js';
import { Follow, MediaAttachment } from '../src/entities/index.js';
import { favourite } from '../src/statuses/interactions.service.js';
import { createStatus } from '../src/statuses/status.service.js';
import { benchAccounts } from './bench-accounts.js';
import { scratchDatabase } from '../test/support/scratch-database.js';

export const JWT_SECRET = 'bench-secret-bench-secret-bench!';
/** Each user follows this many others, and posts this many statuses before the run. */
const FOLLOWS = 10;
const SEED_STATUSES = 2;
/** With `rich`: each user's first status is favourited by this many others (a full notifications page). */
const NOTIFIED = 20;

/** The nested GraphQL query of the mix: a home timeline page with its accounts, counts and reblogs. */
export const NESTED_QUERY = `query LoadHome { homeTimeline(first: 20) { nodes {
  id content createdAt favouritesCount reblogsCount favourited reblogged
  account { id nickname acct counts { statuses followers following } }
  mentions { id acct } tags { name } mediaAttachments { id url }
  reblog { id content account { id nickname } }
} } }`;

export interface Database {
  open(): Promise<Orm>;
  env: Record<string, string>;
  label: string;
  drop(): Promise<void>;
}

/** A fresh database: PGlite files in the DATA_DIR, or a new database on DATABASE_URL's server. */
export async function database(dataDir: string): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    return {
      open: () => openDatabase({ pgliteDir: join(dataDir, 'db') }),
      env: { DATABASE_URL: '', REDIS_URL: '' },
      label: 'PGlite on disk',
      drop: async () => {},
    };
  }
  const scratch = await scratchDatabase(url, 'fedigraph_load');
  return {
    open: () => openDatabase({ databaseUrl: scratch.url }),
    env: { DATABASE_URL: scratch.url, REDIS_URL: process.env.REDIS_URL ?? '' },
    label: `PostgreSQL${process.env.REDIS_URL ? ' + Redis' : ''}`,
    drop: scratch.drop,
  };
}

export interface Seeded {
  tokens: string[];
  jwts: string[];
  statusIds: number[];
}

/**
 * `users` users following each other, a few statuses each, an OAuth token and a zone-service JWT each. With
 * `rich`, each user's first status carries an image and is favourited by the next NOTIFIED users (so that every
 * home timeline page shows media and favourite counts, and every user has NOTIFIED notifications).
 */
export async function seed(orm: Orm, dataDir: string, users: number, rich = false): Promise<Seeded> {
  const em = orm.em.fork();
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, JWT_SECRET });
  const accounts = await benchAccounts(em, { box: new SecretBox(config.jwtSecret) }, 'load', users);
  for (let i = 0; i < accounts.length; i++) {
    for (let k = 1; k <= FOLLOWS; k++)
      em.create(Follow, {
        follower: accounts[i].user.id,
        following: accounts[(i + k) % accounts.length].user.id,
        state: 'accepted',
      });
  }
  await em.flush();
  const statusIds: number[] = [];
  for (let round = 0; round < SEED_STATUSES; round++) {
    for (const a of accounts) {
      const media =
        rich && round === 0
          ? em.create(MediaAttachment, {
              account: a.user.id,
              type: 'image',
              mimeType: 'image/png',
              fileName: `seed-${a.user.id}.png`,
              size: 10,
              description: `seed image of ${a.user.nickname}`,
            })
          : null;
      if (media) await em.flush();
      const status = { status: `seed ${round} by ${a.user.nickname} #load`, mediaIds: media ? [String(media.id)] : [] };
      statusIds.push((await createStatus(em, config, a.user, null, status)).id);
    }
  }
  if (rich)
    for (let i = 0; i < accounts.length; i++)
      for (let k = 1; k <= Math.min(NOTIFIED, accounts.length - 1); k++)
        await favourite(em, accounts[(i + k) % accounts.length].user, String(statusIds[i]));
  const jwts = await Promise.all(
    accounts.map((a) =>
      signJwt(config.jwtSecret, { userId: a.user.id, credentialsVersion: a.user.credentialsVersion }),
    ),
  );
  return { tokens: accounts.map((a) => a.token), jwts, statusIds };
}
