import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildAppSchema } from '../graphql/schema.js';
import { configCommands } from './config.commands.js';
import { emojiCommands } from './emoji.commands.js';
import { frontendCommands } from './frontend.commands.js';
import { relayCommands } from './relay.commands.js';
import { databaseCommands } from './database.commands.js';
import { backupCommands } from './backup.commands.js';
import { FLAGS, UsageError, withEnv, type CliIo, type Command } from './cli-env.js';
import { userCommands } from './user.commands.js';

export type { CliIo } from './cli-env.js';

/** Commands by group (`user rm`, `config dump`...). */
const GROUPS: Record<string, Record<string, Command>> = {
  user: userCommands,
  config: configCommands,
  emoji: emojiCommands,
  relay: relayCommands,
  frontend: frontendCommands,
  database: databaseCommands,
};

/** Commands of one word. */
const SINGLE: Record<string, Command> = {
  ...backupCommands,
  migrate: {
    usage: 'migrate   (applies the pending database migrations)',
    async run(io) {
      await withEnv(io, async () => undefined);
      io.log('Database schema is up to date.');
    },
  },
  'emit-schema': {
    usage: 'emit-schema [file]   (default schema/schema.graphql)',
    local: true,
    async run(io, [file = 'schema/schema.graphql']) {
      writeFileSync(file, (await buildAppSchema()).sdl);
      io.log(`Wrote ${file}`);
    },
  },
  'emit-routes': {
    usage: 'emit-routes   (rewrites the endpoint list in docs/endpoints.md)',
    local: true,
    async run(io) {
      // Loaded here, not above: the route table needs the typed documents generated from the schema, which
      // emit-schema must be able to write first.
      const { withRouteList } = await import('../../rest-adapter/route-list.js');
      writeFileSync('docs/endpoints.md', withRouteList(readFileSync('docs/endpoints.md', 'utf8')));
      io.log('Updated the endpoint list in docs/endpoints.md');
    },
  },
};

const usageOf = (commands: Command[]) =>
  `Usage:\n${commands.map((c) => `  npm run cli -- ${c.usage}`).join('\n')}\nExit status: 0 done, 1 failed, 2 usage.`;

const ALL = [...Object.values(GROUPS).flatMap((g) => Object.values(g)), ...Object.values(SINGLE)];

/** The usage of every command. */
const USAGE = usageOf(ALL);

/** The command a command line names, with its arguments, and the usage to print for --help. */
function find(positionals: string[]): { command?: Command; args: string[]; usage: string } {
  const [name, sub, ...rest] = positionals;
  const single = name ? SINGLE[name] : undefined;
  if (single) return { command: single, args: positionals.slice(1), usage: usageOf([single]) };
  const group = name ? GROUPS[name] : undefined;
  if (!group) return { args: [], usage: USAGE };
  const command = sub && Object.hasOwn(group, sub) ? group[sub] : undefined;
  return { command, args: rest, usage: usageOf(command ? [command] : Object.values(group)) };
}

function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: FLAGS, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${USAGE}`);
  }
}

/** Whether a running server should run this command line (it works on the database); unknown ones stay here. */
export function runsOnServer(argv: string[]): boolean {
  const { command } = find(argv.filter((a) => !a.startsWith('-')));
  return Boolean(command && !command.local);
}

/**
 * Runs one CLI command; output goes to `io` (the console by default). Exported for tests, which run it in process.
 * A wrong command line is a UsageError (exit status 2), naming the command's usage.
 */
export async function runCli(
  argv: string[],
  io: CliIo = { log: (line) => console.log(line), interactive: Boolean(process.stdin.isTTY) },
): Promise<void> {
  const { values: flags, positionals } = parse(argv);
  const { command, args, usage } = find(positionals);
  if (flags.help) return io.log(usage);
  if (!command) throw new UsageError(usage);
  try {
    await command.run(io, args, flags);
  } catch (err) {
    // A command names the wrong argument in a line of its own; the usage follows it.
    if (err instanceof UsageError && err.message !== command.usage) throw new UsageError(`${err.message}\n${usage}`);
    if (err instanceof UsageError) throw new UsageError(usage);
    throw err;
  }
}
