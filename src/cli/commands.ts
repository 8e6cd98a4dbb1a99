import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createUser, getUser, listUsers, setPassword } from '../accounts/account.service.js';
import { loadConfig } from '../config.js';
import { acquireDataDirLock } from '../db/data-dir-lock.js';
import { openDatabase } from '../db/database.js';
import { AppError } from '../core/errors.js';
import { buildAppSchema } from '../graphql/schema.js';

const USAGE = `Usage:
  npm run cli -- user new <nickname> <email> [--password P] [--admin] [--moderator] [-y]
  npm run cli -- user set <nickname> [--admin|--no-admin] [--moderator|--no-moderator] [--password P]
  npm run cli -- user list
  npm run cli -- migrate
  npm run cli -- emit-schema [file]   (default schema/schema.graphql)
  npm run cli -- emit-routes          (rewrites the endpoint list in docs/endpoints.md)`;

const FLAGS = {
  password: { type: 'string' },
  admin: { type: 'boolean' },
  'no-admin': { type: 'boolean' },
  moderator: { type: 'boolean' },
  'no-moderator': { type: 'boolean' },
  y: { type: 'boolean', short: 'y' },
} as const;

type Flags = ReturnType<typeof parseArgs<{ options: typeof FLAGS; allowPositionals: true }>>['values'];

/** Opens the configured database; for the embedded one, only while no server holds it. */
async function withDatabase<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
  const config = loadConfig(process.env);
  const release = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir, 'CLI');
  const orm = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: `${config.dataDir}/db` },
  );
  try {
    return await work(orm.em.fork());
  } finally {
    await orm.close();
    release();
  }
}

async function confirm(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`${question} [Y/n] `);
  rl.close();
  return answer.trim() === '' || /^y/i.test(answer);
}

async function userNew(nickname: string | undefined, email: string | undefined, flags: Flags) {
  if (!nickname || !email) throw new AppError('BAD_USER_INPUT', USAGE);
  const password = flags.password ?? randomBytes(12).toString('base64url');
  const role = flags.admin ? 'admin' : flags.moderator ? 'moderator' : 'user';
  if (!flags.y && !(await confirm(`Create ${role} @${nickname} <${email}>?`))) {
    console.log('Not created (pass -y to skip this question).');
    return;
  }
  await withDatabase((em) =>
    createUser(em, { nickname, email, password, isAdmin: flags.admin, isModerator: flags.moderator }),
  );
  console.log(`User @${nickname} created${flags.admin ? ' (admin)' : ''}${flags.moderator ? ' (moderator)' : ''}.`);
  if (!flags.password) console.log(`Generated password: ${password}`);
}

async function userSet(nickname: string | undefined, flags: Flags) {
  if (!nickname) throw new AppError('BAD_USER_INPUT', USAGE);
  await withDatabase(async (em) => {
    const user = await getUser(em, { nickname });
    if (flags.admin || flags['no-admin']) user.isAdmin = Boolean(flags.admin);
    if (flags.moderator || flags['no-moderator']) user.isModerator = Boolean(flags.moderator);
    if (flags.password) await setPassword(em, user, flags.password);
    await em.flush();
    console.log(
      `@${user.nickname}: admin=${user.isAdmin} moderator=${user.isModerator}${flags.password ? ', password changed' : ''}`,
    );
  });
}

async function userList() {
  const users = await withDatabase(listUsers);
  for (const u of users) {
    const roles = [u.isAdmin && 'admin', u.isModerator && 'moderator', u.deactivated && 'deactivated']
      .filter(Boolean)
      .join(',');
    console.log(`${u.id}\t${u.nickname}\t${u.email ?? ''}\t${roles}`);
  }
}

/** Runs one CLI command; output goes to the console. Exported for tests, which run it in process. */
export async function runCli(argv: string[]): Promise<void> {
  const { values: flags, positionals } = parseArgs({
    args: argv,
    options: FLAGS,
    allowPositionals: true,
    strict: true,
  });
  const [command, sub, ...rest] = positionals;
  switch (`${command} ${sub ?? ''}`.trim()) {
    case 'user new':
      return userNew(rest[0], rest[1], flags);
    case 'user set':
      return userSet(rest[0], flags);
    case 'user list':
      return userList();
    case 'migrate':
      await withDatabase(async () => undefined);
      return console.log('Database schema is up to date.');
    default:
      if (command === 'emit-routes') {
        // Loaded here, not above: the route table needs the typed documents generated from the schema, which
        // emit-schema must be able to write first.
        const { withRouteList } = await import('../../rest-adapter/route-list.js');
        writeFileSync('docs/endpoints.md', withRouteList(readFileSync('docs/endpoints.md', 'utf8')));
        return console.log('Updated the endpoint list in docs/endpoints.md');
      }
      if (command === 'emit-schema') {
        const file = sub ?? 'schema/schema.graphql';
        writeFileSync(file, (await buildAppSchema()).sdl);
        return console.log(`Wrote ${file}`);
      }
      throw new AppError('BAD_USER_INPUT', USAGE);
  }
}
