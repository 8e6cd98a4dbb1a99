import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from '../../../../src/cli/cli-env.js';
import { useTestApp } from '../../../support/app.js';
import { cliOn } from '../../../support/cli.js';

// `config …` run by the server (as the control socket runs it), checked through the admin API's store.
const t = useTestApp();
const dir = mkdtempSync(join(tmpdir(), 'fedigraph-cli-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const cli = (...argv: string[]) => cliOn(t, ...argv);

describe('npm run cli -- config', () => {
  it('set stores one nested setting (a string when the text is not JSON); get reads it back', async () => {
    expect(await cli('config', 'set', ':pleroma', ':instance', 'name', 'My instance')).toBe(
      ':pleroma :instance name set.',
    );
    expect(await cli('config', 'set', ':pleroma', ':instance', ':registrations_open', 'false')).toBe(
      ':pleroma :instance registrations_open set.',
    );
    expect(await cli('config', 'get', ':pleroma', ':instance', 'name')).toBe('"My instance"');
    expect(await cli('config', 'get', ':pleroma', ':instance', ':registrations_open')).toBe('false');
    // The server's settings changed at once.
    const res = await t.http().get('/api/v1/instance').expect(200);
    expect(res.body.title).toBe('My instance');
    expect(res.body.registrations).toBe(false);
  });

  it('get of a whole setting prints its value with the defaults filled in', async () => {
    const value = JSON.parse(await cli('config', 'get', ':pleroma', ':instance'));
    expect(value).toEqual(expect.arrayContaining([{ tuple: [':name', 'My instance'] }]));
    expect(value.length).toBeGreaterThan(10);
  });

  it('set of a whole setting takes JSON in the admin API form', async () => {
    expect(
      await cli('config', 'set', ':pleroma', ':welcome', '[{"tuple":[":email",[{"tuple":[":enabled",false]}]]}]'),
    ).toBe(':pleroma :welcome set.');
  });

  it('refuses a value of the wrong type with the conversion error, and changes nothing', async () => {
    await expect(cli('config', 'set', ':pleroma', ':instance', 'registrations_open', '"yes"')).rejects.toThrow(
      /^Invalid config entry 0 \(:pleroma :instance\): /,
    );
    expect(await cli('config', 'get', ':pleroma', ':instance', 'registrations_open')).toBe('false');
  });

  it('get of an unknown setting fails; a wrong command line is a usage error', async () => {
    await expect(cli('config', 'get', ':pleroma', ':instance', 'no_such_thing')).rejects.toThrow(
      'No setting :pleroma :instance no_such_thing',
    );
    await expect(cli('config', 'get', ':pleroma')).rejects.toThrow(UsageError);
    await expect(cli('config', 'set', ':pleroma', ':instance')).rejects.toThrow(UsageError);
    await expect(cli('config', 'get', 'pleroma', ':instance')).rejects.toThrow(/^group pleroma: /);
  });

  it('dump writes the stored settings to a file only its owner reads, in the form of the admin API', async () => {
    const file = join(dir, 'dump.json');
    expect(await cli('config', 'dump', '--file', file)).toBe(`Wrote 3 stored settings to ${file}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const dumped = JSON.parse(readFileSync(file, 'utf8'));
    expect(dumped.need_reboot).toBe(false);
    // The third: the test app's captcha, turned off.
    expect(dumped.configs).toHaveLength(3);
    expect(dumped.configs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ group: ':pleroma', key: ':instance', db: [':name', ':registrations_open'] }),
        expect.objectContaining({ group: ':pleroma', key: ':welcome' }),
      ]),
    );
    expect(JSON.parse(await cli('config', 'dump'))).toEqual(dumped);
  });

  it('reset asks first, then drops every stored setting; load brings a dump back', async () => {
    const file = join(dir, 'dump.json');
    expect(await cli('config', 'reset')).toBe('Nothing dropped (pass -y to skip this question).');
    expect(await cli('config', 'reset', '-y')).toBe('Dropped 3 stored settings.');
    expect(JSON.parse(await cli('config', 'dump')).configs).toEqual([]);
    expect(await cli('config', 'get', ':pleroma', ':instance', 'registrations_open')).toBe('true');
    expect(await cli('config', 'load', '--file', file)).toBe(`Loaded 3 settings from ${file}`);
    expect(await cli('config', 'get', ':pleroma', ':instance', 'name')).toBe('"My instance"');
  });

  it('load is all or nothing: one bad entry refuses the file, naming the entry', async () => {
    const file = join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({
        configs: [
          { group: ':pleroma', key: ':instance', value: [{ tuple: [':name', 'Not applied'] }] },
          { group: ':pleroma', key: ':instance', value: [{ tuple: [':registrations_open', 'yes'] }] },
        ],
      }),
    );
    await expect(cli('config', 'load', '--file', file)).rejects.toThrow(
      /^Invalid config entry 1 \(:pleroma :instance\)/,
    );
    expect(await cli('config', 'get', ':pleroma', ':instance', 'name')).toBe('"My instance"');
    writeFileSync(file, 'not json');
    await expect(cli('config', 'load', '--file', file)).rejects.toThrow(`${file}: not JSON`);
    await expect(cli('config', 'load')).rejects.toThrow(UsageError);
  });
});
