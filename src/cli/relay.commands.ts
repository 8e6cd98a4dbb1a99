import { followRelay, listRelays, unfollowRelay } from '../federation/relays.js';
import { ServiceUnavailableError } from '../core/errors.js';
import { need, printRows, withEnv, type CliEnv, type CliIo, type Command } from './cli-env.js';

/**
 * Relays are followed by the server's relay actor, through its federation (signing keys, delivery queue): the
 * running server runs these commands. On PostgreSQL the CLI has no server to hand them to: the admin API does it.
 */
function withFederation<T>(io: CliIo, work: (env: CliEnv) => Promise<T>): Promise<T> {
  if (!io.deps)
    throw new ServiceUnavailableError(
      'relay commands run in the server: start it (on PostgreSQL, use POST /api/pleroma/admin/relay instead)',
    );
  return withEnv(io, work);
}

export const relayCommands: Record<string, Command> = {
  follow: {
    usage: 'relay follow <relay-actor-url>   (the relay actor /relay follows it)',
    run(io, [url]) {
      return withFederation(io, async ({ em }) => {
        const relay = await followRelay(em, null, need(url, this.usage));
        io.log(`Sent a follow request to ${relay.actor}`);
      });
    },
  },
  unfollow: {
    usage: 'relay unfollow <relay-actor-url> [--force]   (--force: forget it even when it cannot be reached)',
    run(io, [url], flags) {
      return withFederation(io, async ({ em }) => {
        const actor = await unfollowRelay(em, null, need(url, this.usage), Boolean(flags.force));
        io.log(`Unfollowed ${actor}`);
      });
    },
  },
  list: {
    usage: 'relay list [--json]   (followed relays: accepted, or pending)',
    run: (io, _args, flags) =>
      withFederation(io, async ({ em }) => {
        const rows = (await listRelays(em)).map((r) => ({ actor: r.actor, followed_back: r.followedBack }));
        printRows(io, flags, rows, (r) => `${r.actor}\t${r.followed_back ? 'accepted' : 'pending'}`);
      }),
  },
};
