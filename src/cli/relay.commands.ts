import { followRelay, listRelays, unfollowRelay } from '../federation/relays.js';
import { need, printRows, type Command } from './cli-env.js';
import { withFederation } from './cli-federation.js';

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
