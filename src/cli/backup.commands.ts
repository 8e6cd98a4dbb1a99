import { restoreBackup, writeBackup } from '../backup/instance-backup.js';
import { cliConfig, need, withEnv, type Command } from './cli-env.js';

export const backupCommands: Record<string, Command> = {
  backup: {
    usage:
      'backup --file F   (the database, DATA_DIR and ZONE_DIR in one zip archive, mode 0600: it holds the JWT secret)',
    run(io, _args, flags) {
      const file = need(flags.file, this.usage);
      return withEnv(io, async ({ orm, config }) => {
        const { database, files } = await writeBackup(orm, config, file);
        io.log(`Wrote ${file}: the ${database} database and ${files} files.`);
      });
    },
  },
  restore: {
    usage:
      'restore --file F   (onto a fresh instance only: empty DATA_DIR, and on PostgreSQL a database without tables)',
    // A fresh data directory has no server: this process restores it.
    local: true,
    async run(io, _args, flags) {
      const file = need(flags.file, this.usage);
      const { database, files } = await restoreBackup(cliConfig(), file);
      io.log(`Restored the ${database} database and ${files} files from ${file}.`);
    },
  },
};
