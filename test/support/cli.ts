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

/**
 * Runs a CLI command as `npm run cli` runs it with no server to ask (on PostgreSQL, or an embedded database no
 * server holds): in this process, on the database and DATA_DIR of `env` (set in process.env for the command's
 * duration, then put back). Resolves with what it printed.
 */
export async function cliWith(env: Record<string, string>, ...argv: string[]): Promise<string> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    const lines: string[] = [];
    await runCli(argv, { log: (line) => lines.push(line), interactive: false });
    return lines.join('\n');
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}
