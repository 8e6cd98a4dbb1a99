import { chmod, readFile, writeFile } from 'node:fs/promises';
import { NotFoundError } from '../core/errors.js';
import { configStoreFor, type ConfigStore } from '../settings/config-store.js';
import { assertConfigurable, listConfig, updateConfig } from '../settings/config.service.js';
import { fromJson, isKeyword, keywordGet, nameText, parseName, TermError, toJson } from '../settings/terms.js';
import { confirm, need, UsageError, withEnv, type Command } from './cli-env.js';

/** `:pleroma`, `Pleroma.Captcha`... as the store names them, or a usage error naming what is wrong. */
function settingName(store: ConfigStore, text: string, what: 'group' | 'key'): string {
  try {
    return nameText(parseName(text, store.namespace, what));
  } catch (err) {
    if (err instanceof TermError) throw new UsageError(`${what} ${text}: ${err.message}`);
    throw err;
  }
}

/** A value as typed on the command line: JSON in the admin API's form when it parses, else the text as a string. */
function valueOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const configCommands: Record<string, Command> = {
  dump: {
    usage: 'config dump [--file F]   (the stored settings as JSON, as GET /api/pleroma/admin/config?only_db=true)',
    run: (io, _args, flags) =>
      withEnv(io, async ({ em }) => {
        const { configs, needReboot } = listConfig(await configStoreFor(em), true);
        const text = JSON.stringify({ configs, need_reboot: needReboot }, null, 2);
        if (!flags.file) return io.log(text);
        await writeFile(flags.file, `${text}\n`, { mode: 0o600 });
        // The mode above only applies to a new file.
        await chmod(flags.file, 0o600);
        io.log(`Wrote ${configs.length} stored settings to ${flags.file}`);
      }),
  },
  load: {
    usage: 'config load --file F   (applies a dump as POST /api/pleroma/admin/config does: all or nothing)',
    async run(io, _args, flags) {
      const file = need(flags.file, this.usage);
      const text = await readFile(file, 'utf8');
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new UsageError(`${file}: not JSON`);
      }
      const configs = Array.isArray(parsed) ? parsed : (parsed as { configs?: unknown } | null)?.configs;
      await withEnv(io, async ({ em, config }) => {
        assertConfigurable(config);
        const { configs: applied } = await updateConfig(em, null, configs);
        io.log(`Loaded ${applied.length} settings from ${file}`);
      });
    },
  },
  reset: {
    usage: 'config reset [-y]   (drops every stored setting: the defaults apply again)',
    run: (io, _args, flags) =>
      withEnv(io, async ({ em }) => {
        const stored = (await configStoreFor(em)).all();
        if (!flags.y && !(await confirm(io, `Drop the ${stored.length} stored settings?`)))
          return io.log('Nothing dropped (pass -y to skip this question).');
        const drops = stored.map((row) => ({ group: nameText(row.group), key: nameText(row.key), delete: true }));
        await updateConfig(em, null, drops);
        io.log(`Dropped ${stored.length} stored settings.`);
      }),
  },
  get: {
    usage: 'config get <group> <key> [<subkey>]   (e.g. config get :pleroma :instance name; JSON, defaults included)',
    run(io, [group, key, subkey]) {
      return withEnv(io, async ({ em }) => {
        const store = await configStoreFor(em);
        const wanted = {
          group: settingName(store, need(group, this.usage), 'group'),
          key: settingName(store, need(key, this.usage), 'key'),
        };
        const entry = listConfig(store, false).configs.find((c) => c.group === wanted.group && c.key === wanted.key);
        if (!entry) throw new NotFoundError(`No setting ${wanted.group} ${wanted.key}`);
        if (subkey === undefined) return io.log(JSON.stringify(entry.value));
        const value = fromJson(entry.value, store.namespace);
        const found = isKeyword(value) ? keywordGet(value, subkey.replace(/^:/, '')) : undefined;
        if (found === undefined) throw new NotFoundError(`No setting ${wanted.group} ${wanted.key} ${subkey}`);
        io.log(JSON.stringify(toJson(found)));
      });
    },
  },
  set: {
    usage:
      'config set <group> <key> [<subkey>] <value>   (value: JSON as the admin API takes it, else a string; ' +
      'e.g. config set :pleroma :instance name "My instance")',
    run(io, args) {
      if (args.length < 3 || args.length > 4) throw new UsageError(this.usage);
      const [group, key] = args;
      const value = valueOf(args[args.length - 1]);
      const subkey = args.length === 4 ? args[2].replace(/^:/, '') : undefined;
      return withEnv(io, async ({ em, config }) => {
        assertConfigurable(config);
        const entry = { group, key, value: subkey === undefined ? value : [{ tuple: [`:${subkey}`, value] }] };
        const [saved] = (await updateConfig(em, null, [entry])).configs;
        io.log(`${saved.group} ${saved.key}${subkey === undefined ? '' : ` ${subkey}`} set.`);
      });
    },
  },
};
