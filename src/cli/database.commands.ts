import { vacuum, tableCounts } from '../db/maintenance.js';
import { getSettings } from '../settings/settings.service.js';
import { pruneRemoteStatuses } from '../statuses/status-pruning.js';
import { printRows, wholeNumber, withEnv, type Command } from './cli-env.js';

export const databaseCommands: Record<string, Command> = {
  vacuum: {
    usage: 'database vacuum [--full]   (VACUUM ANALYZE; --full rewrites the tables and locks them meanwhile)',
    run: (io, _args, flags) =>
      withEnv(io, async ({ em }) => {
        await vacuum(em, Boolean(flags.full));
        io.log(`${flags.full ? 'VACUUM FULL ANALYZE' : 'VACUUM ANALYZE'} done.`);
      }),
  },
  prune_objects: {
    usage:
      'database prune_objects [--days N] [--vacuum]   (removes remote statuses older than N days that nobody here ' +
      'needs; default :instance remote_post_retention_days; --vacuum: VACUUM FULL after, as Pleroma)',
    run: (io, _args, flags) =>
      withEnv(io, async ({ em }) => {
        const days = wholeNumber(flags.days, 'days') ?? (await getSettings(em, 'instance')).remote_post_retention_days;
        const removed = await pruneRemoteStatuses(em, days);
        io.log(`Removed ${removed} remote statuses older than ${days} days.`);
        if (flags.vacuum) {
          await vacuum(em, true);
          io.log('VACUUM FULL ANALYZE done.');
        }
      }),
  },
  counts: {
    usage: 'database counts [--json]   (rows per table)',
    run: (io, _args, flags) =>
      withEnv(io, async ({ em }) => {
        const counts = await tableCounts(em);
        if (flags.json) return io.log(JSON.stringify(counts));
        printRows(io, flags, Object.entries(counts), ([table, n]) => `${table}\t${n}`);
      }),
  },
};
