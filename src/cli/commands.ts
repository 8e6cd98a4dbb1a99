import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createUser, getUser, listUsers, revokeCredentials, setPassword } from '../accounts/account.service.js';
import { passwordResetLink } from '../accounts/password-reset.service.js';
import { loadConfig } from '../config.js';
import { acquireDataDirLock } from '../db/data-dir-lock.js';
import { openDatabase, type Orm } from '../db/database.js';
import { AppError } from '../core/errors.js';
import { buildAppSchema } from '../graphql/schema.js';

const USAGE = `Usage:
  npm run cli -- user new <nickname> <email> [--password P] [--admin] [--moderator] [-y]
  npm run cli -- user set <nickname> [--admin|--no-admin] [--moderator|--no-moderator] [--password P]
  npm run cli -- user list [--json]
  npm run cli -- user reset_password <nickname>   (prints a password-reset link)
  npm run cli -- user revoke_all <nickname>       (ends every token, session and JWT of the user)
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
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Flags = ReturnType<typeof parseArgs<{ options: typeof FLAGS; allowPositionals: true }>>['values'];

/**
 * Where a command writes and which database it works on: the console and a database it opens itself, or, run
 * by the server for a CLI process (src/cli/control-socket.ts), a buffer sent back and the server's own ORM.
 */
export interface CliIo {
  log: (line: string) => void;
  orm?: Orm;
  /** A person can answer questions (a terminal here, never in the server). */
  interactive: boolean;
}

const consoleIo: CliIo = { log: (line) => console.log(line), interactive: Boolean(process.stdin.isTTY) };

/** Works on the server's database when run by it; else opens the configured one (the embedded one only while no server holds it). */
async function withDatabase<T>(io: CliIo, work: (em: EntityManager) => Promise<T>): Promise<T> {
  if (io.orm) return work(io.orm.em.fork());
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

/** A required positional argument, or the usage. */
const need = (value: string | undefined): string => {
  if (!value) throw new AppError('BAD_USER_INPUT', USAGE);
  return value;
};

async function confirm(io: CliIo, question: string): Promise<boolean> {
  if (!io.interactive) return false;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`${question} [Y/n] `);
  rl.close();
  return answer.trim() === '' || /^y/i.test(answer);
}

async function userNew(io: CliIo, nickname: string | undefined, email: string | undefined, flags: Flags) {
  if (!nickname || !email) throw new AppError('BAD_USER_INPUT', USAGE);
  const password = flags.password ?? randomBytes(12).toString('base64url');
  const role = flags.admin ? 'admin' : flags.moderator ? 'moderator' : 'user';
  if (!flags.y && !(await confirm(io, `Create ${role} @${nickname} <${email}>?`))) {
    io.log('Not created (pass -y to skip this question).');
    return;
  }
  await withDatabase(io, (em) =>
    createUser(em, { nickname, email, password, isAdmin: flags.admin, isModerator: flags.moderator }),
  );
  io.log(`User @${nickname} created${flags.admin ? ' (admin)' : ''}${flags.moderator ? ' (moderator)' : ''}.`);
  if (!flags.password) io.log(`Generated password: ${password}`);
}

async function userSet(io: CliIo, nickname: string | undefined, flags: Flags) {
  if (!nickname) throw new AppError('BAD_USER_INPUT', USAGE);
  await withDatabase(io, async (em) => {
    const user = await getUser(em, { nickname });
    if (flags.admin || flags['no-admin']) user.isAdmin = Boolean(flags.admin);
    if (flags.moderator || flags['no-moderator']) user.isModerator = Boolean(flags.moderator);
    if (flags.password) await setPassword(em, user, flags.password);
    await em.flush();
    io.log(
      `@${user.nickname}: admin=${user.isAdmin} moderator=${user.isModerator}${flags.password ? ', password changed' : ''}`,
    );
  });
}

async function userList(io: CliIo, flags: Flags) {
  const users = await withDatabase(io, listUsers);
  if (flags.json) {
    const rows = users.map((u) => ({
      id: String(u.id),
      nickname: u.nickname,
      email: u.email ?? null,
      is_admin: u.isAdmin,
      is_moderator: u.isModerator,
      deactivated: u.deactivated,
    }));
    return io.log(JSON.stringify(rows));
  }
  for (const u of users) {
    const roles = [u.isAdmin && 'admin', u.isModerator && 'moderator', u.deactivated && 'deactivated']
      .filter(Boolean)
      .join(',');
    io.log(`${u.id}\t${u.nickname}\t${u.email ?? ''}\t${roles}`);
  }
}

/** Runs one CLI command; output goes to `io` (the console by default). Exported for tests, which run it in process. */
export async function runCli(argv: string[], io: CliIo = consoleIo): Promise<void> {
  const { values: flags, positionals } = parseArgs({
    args: argv,
    options: FLAGS,
    allowPositionals: true,
    strict: true,
  });
  const [command, sub, ...rest] = positionals;
  if (flags.help) return io.log(USAGE);
  switch (`${command} ${sub ?? ''}`.trim()) {
    case 'user new':
      return userNew(io, rest[0], rest[1], flags);
    case 'user set':
      return userSet(io, rest[0], flags);
    case 'user list':
      return userList(io, flags);
    case 'user reset_password':
      return withDatabase(io, async (em) => {
        const { link } = await passwordResetLink(
          em,
          loadConfig(process.env),
          await getUser(em, { nickname: need(rest[0]) }),
        );
        io.log(`Password reset link for @${rest[0]}: ${link}`);
      });
    case 'user revoke_all':
      return withDatabase(io, async (em) => {
        await revokeCredentials(em, await getUser(em, { nickname: need(rest[0]) }));
        io.log(`Revoked every token and session of @${rest[0]}.`);
      });
    case 'migrate':
      await withDatabase(io, async () => undefined);
      return io.log('Database schema is up to date.');
    default:
      if (command === 'emit-routes') {
        // Loaded here, not above: the route table needs the typed documents generated from the schema, which
        // emit-schema must be able to write first.
        const { withRouteList } = await import('../../rest-adapter/route-list.js');
        writeFileSync('docs/endpoints.md', withRouteList(readFileSync('docs/endpoints.md', 'utf8')));
        return io.log('Updated the endpoint list in docs/endpoints.md');
      }
      if (command === 'emit-schema') {
        const file = sub ?? 'schema/schema.graphql';
        writeFileSync(file, (await buildAppSchema()).sdl);
        return io.log(`Wrote ${file}`);
      }
      throw new AppError('BAD_USER_INPUT', USAGE);
  }
}
