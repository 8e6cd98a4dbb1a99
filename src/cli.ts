import 'reflect-metadata';
import { runCli } from './cli/commands.js';

runCli(process.argv.slice(2)).catch((err) => {
  console.error(process.env.DEBUG ? err : `Error: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
