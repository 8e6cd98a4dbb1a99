import { describe, expect, it } from '@jest/globals';
import { UsageError } from '../../../../src/cli/cli-env.js';
import { cliOn } from '../../../support/cli.js';
import { eventually, useInstance } from '../../../support/federation.js';

/** `a` follows `b`'s relay actor from the CLI (run by `a`'s server, as the control socket runs it). */
const a = useInstance();
const b = useInstance();

describe('npm run cli -- relay', () => {
  it('follow sends a Follow from /relay; list shows it pending, then accepted (--json); unfollow ends it', async () => {
    const relay = `${b.config.publicUrl}/relay`;
    expect(await cliOn(a, 'relay', 'follow', relay)).toBe(`Sent a follow request to ${relay}`);
    const accepted = await eventually(async () => {
      const rows = JSON.parse(await cliOn(a, 'relay', 'list', '--json'));
      return rows[0]?.followed_back ? rows : null;
    });
    expect(accepted).toEqual([{ actor: relay, followed_back: true }]);
    expect(await cliOn(a, 'relay', 'list')).toBe(`${relay}\taccepted`);
    expect(await cliOn(a, 'relay', 'unfollow', relay)).toBe(`Unfollowed ${relay}`);
    expect(await cliOn(a, 'relay', 'list')).toBe('');
  });

  it('refuses bad input with the admin API’s messages', async () => {
    await expect(cliOn(a, 'relay', 'follow', 'not a url')).rejects.toThrow('relay_url: an http(s) URL');
    await expect(cliOn(a, 'relay', 'unfollow', 'https://nowhere.test/relay')).rejects.toThrow('Not found');
    await expect(cliOn(a, 'relay', 'follow')).rejects.toThrow(UsageError);
  });
});
