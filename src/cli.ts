import 'reflect-metadata';
import { cliConfig, UsageError } from './cli/cli-env.js';
import { runCli } from './cli/commands.js';
import { runOnServer } from './cli/control-socket.js';

/** On the embedded database, a running server runs the command (it holds the database); else this process does. */
async function main(argv: string[]): Promise<void> {
  const config = cliConfig();
  if (!config.databaseUrl && (await runOnServer(config.dataDir, argv, (line) => console.log(line)))) return;
  await runCli(argv);
}

// Exit status: 0 done, 1 the command failed, 2 the command line is wrong (its usage is printed).
main(process.argv.slice(2)).catch((err) => {
  if (err instanceof UsageError) {
    console.error(err.message);
    process.exitCode = 2;
    return;
  }
  console.error(process.env.DEBUG ? err : `Error: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
