import { access } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { emojiDir } from '../emoji/custom-emoji.js';
import { packFilesFromDir, writePackJson } from '../emoji/pack-files.js';
import { downloadPack, listPacks, listRemotePacks, packsChanged } from '../emoji/pack.service.js';
import { ConflictError } from '../core/errors.js';
import { cliConfig, need, printRows, UsageError, withEnv, type Command } from './cli-env.js';

interface PackRow {
  name: string;
  files_count: number;
  license: string | null;
}

/** The packs of another instance's listing (`{packs: {name: {files_count, pack}}}`), as rows. */
function remoteRows(listing: unknown): PackRow[] {
  const packs = (listing as { packs?: Record<string, { files_count?: unknown; pack?: { license?: unknown } }> })?.packs;
  return Object.entries(packs ?? {}).map(([name, p]) => ({
    name,
    files_count: Number(p?.files_count) || 0,
    license: typeof p?.pack?.license === 'string' ? p.pack.license : null,
  }));
}

export const emojiCommands: Record<string, Command> = {
  'ls-packs': {
    usage: "emoji ls-packs [--url INSTANCE] [--json]   (this instance's packs, or another instance's)",
    run: (io, _args, flags) =>
      withEnv(io, async (env) => {
        const rows: PackRow[] = flags.url
          ? remoteRows(await listRemotePacks(env, flags.url, 1, 1000))
          : (await listPacks(env, { pageSize: Number.MAX_SAFE_INTEGER })).items.map((p) => ({
              name: p.name,
              files_count: p.filesCount,
              license: p.metadata.license ?? null,
            }));
        printRows(io, flags, rows, (p) => `${p.name}\t${p.files_count} files${p.license ? `\t${p.license}` : ''}`);
      }),
  },
  'get-packs': {
    usage: 'emoji get-packs --url INSTANCE <pack>... [--as NAME]   (installs shared packs of another instance)',
    async run(io, names, flags) {
      const url = need(flags.url, this.usage);
      if (!names.length) throw new UsageError(this.usage);
      if (flags.as && names.length > 1) throw new UsageError('--as names one pack');
      await withEnv(io, async (env) => {
        for (const name of names) {
          await downloadPack(env, url, name, flags.as);
          io.log(`Installed pack ${flags.as ?? name} from ${url}`);
        }
      });
    },
  },
  'gen-pack': {
    usage: 'emoji gen-pack <folder> [--force]   (writes the pack.json of a folder of images, or of its emoji.txt)',
    local: true,
    async run(io, [folder], flags) {
      const dir = resolve(need(folder, this.usage));
      const exists = await access(join(dir, 'pack.json')).then(
        () => true,
        () => false,
      );
      if (exists && !flags.force) throw new ConflictError(`${join(dir, 'pack.json')} exists (--force replaces it)`);
      const files = await packFilesFromDir(dir);
      await writePackJson(dir, files, {});
      io.log(`Wrote ${join(dir, 'pack.json')} (${Object.keys(files).length} emoji)`);
      // In the emoji folder, the server reads it at `emoji reload`.
      if (!relative(emojiDir(cliConfig()), dir).startsWith('..'))
        io.log('Run `emoji reload` for the server to serve it.');
    },
  },
  reload: {
    usage: 'emoji reload   (the server reads the emoji folder again)',
    run: (io) =>
      withEnv(io, async (env) => {
        packsChanged(env);
        // Run by the server, or with Redis to carry the event, the servers have it; else none runs that could hear.
        if (io.deps || env.config.redisUrl) return io.log('Emoji reloaded.');
        io.log('No running server was told: a server reads the emoji folder when it starts.');
      }),
  },
};
