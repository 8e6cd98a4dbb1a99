import { existsSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import type { AppDeps } from '../graphql/context.js';
import { UsageError } from './cli-env.js';
import { runCli, runsOnServer } from './commands.js';

/**
 * The CLI while the server runs. The embedded database belongs to one process, so a CLI command that needs it
 * asks the running server to run it instead, as `pleroma_ctl` asks a running Pleroma: over a unix socket in
 * DATA_DIR that only the data directory's owner may open (mode 0600), one request per connection: the command
 * line as a JSON line in, `{"lines": [...], "error": "..."}` back. Commands run in the server's process, on its
 * database, with its services; nothing but the command line crosses the socket (its `--file` made absolute, as
 * the server's working directory may differ).
 */
export const controlSocketPath = (dataDir: string): string => join(dataDir, 'cli.sock');

interface Reply {
  lines: string[];
  error?: string;
  /** The error is the command line's (exit status 2). */
  usage?: boolean;
}

/** Serves CLI commands on the control socket; resolves once it listens. A socket left by a killed server is replaced. */
export async function listenForCli(dataDir: string, deps: AppDeps): Promise<Server> {
  const path = controlSocketPath(dataDir);
  // The caller holds the data directory's lock: a socket file here is a dead server's.
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (input.length > 64 * 1024) return void socket.destroy();
      const end = input.indexOf('\n');
      if (end < 0) return;
      void run(input.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  const run = async (line: string): Promise<Reply> => {
    const lines: string[] = [];
    try {
      const argv: unknown = JSON.parse(line);
      if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string') || !runsOnServer(argv))
        return { lines, error: 'not a command this socket runs' };
      await runCli(argv, { log: (text) => lines.push(text), deps, interactive: false });
      deps.logger.info({ command: argv.slice(0, 2).join(' ') }, 'ran a CLI command');
      return { lines };
    } catch (err) {
      const usage = err instanceof UsageError ? { usage: true } : {};
      return { lines, error: err instanceof Error ? err.message : String(err), ...usage };
    }
  };
  // Created with no permission for group and others: no moment where another user could connect.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(path, resolve));
  } finally {
    process.umask(umask);
  }
  server.on('close', () => rmSync(path, { force: true }));
  return server;
}

/**
 * Runs a command on the running server when there is one (the socket answers), printing what it printed;
 * `false` when no server listens (the caller then runs the command itself). A failed command throws.
 */
export async function runOnServer(dataDir: string, argv: string[], log: (line: string) => void): Promise<boolean> {
  const path = controlSocketPath(dataDir);
  if (!runsOnServer(argv) || !existsSync(path)) return false;
  const reply = await new Promise<Reply | null>((resolve, reject) => {
    const socket = createConnection(path);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(text) as Reply);
      } catch {
        reject(new Error('the running server gave no answer'));
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      // A socket file with nobody behind it (a killed server): run here.
      if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') resolve(null);
      else if (err.code === 'EACCES')
        reject(new Error(`${path} belongs to another user: run the CLI as the server's user`));
      else reject(err);
    });
    socket.write(`${JSON.stringify(withAbsoluteFiles(argv))}\n`);
  });
  if (!reply) return false;
  for (const line of reply.lines) log(line);
  if (reply.error) throw reply.usage ? new UsageError(reply.error) : new Error(reply.error);
  return true;
}

/** `--file x` and `--file=x` with `x` made absolute (from this process's working directory). */
function withAbsoluteFiles(argv: string[]): string[] {
  return argv.map((arg, i) => {
    if (argv[i - 1] === '--file') return resolve(arg);
    return arg.startsWith('--file=') ? `--file=${resolve(arg.slice('--file='.length))}` : arg;
  });
}
