import { installFrontend } from '../frontends/frontend.service.js';
import { cliConfig, need, UsageError, type Command } from './cli-env.js';

export const frontendCommands: Record<string, Command> = {
  install: {
    usage:
      'frontend install <name> [--ref REF] [--file ZIP | --url URL]   (as POST /api/pleroma/admin/frontends/install; ' +
      'the URL may hold ${ref})',
    // Files under DATA_DIR/frontends only: no database, so it runs here even while the server runs.
    local: true,
    async run(io, [name], flags) {
      need(name, this.usage);
      if (flags.file && flags.url) throw new UsageError('--file or --url, not both');
      const config = cliConfig();
      const list = await installFrontend(config, { name, ref: flags.ref, file: flags.file, buildUrl: flags.url });
      const ref = flags.ref ?? list.find((f) => f.name === name)?.ref;
      io.log(`Installed ${name}${ref ? ` ${ref}` : ''}.`);
    },
  },
};
