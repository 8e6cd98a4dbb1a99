import { runCli } from '../../src/cli/commands.js';
import type { TestApp } from './app.js';

/**
 * Runs a CLI command as the running server runs it for the control socket (src/cli/control-socket.ts): in the
 * app's process, with its dependencies, nobody to answer questions. Resolves with what it printed.
 */
export async function cliOn(t: TestApp, ...argv: string[]): Promise<string> {
  const lines: string[] = [];
  await runCli(argv, { log: (line) => lines.push(line), deps: t.deps, interactive: false });
  return lines.join('\n');
}
