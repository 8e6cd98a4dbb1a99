import type { EntityManager } from '@mikro-orm/postgresql';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../config.js';
import { BadInputError } from '../core/errors.js';
import type { User } from '../entities/index.js';
import { configStoreFor } from '../settings/config-store.js';
import { updateConfig } from '../settings/config.service.js';
import { getSettings } from '../settings/settings.service.js';
import { frontendsDir, SAFE_SEGMENT } from './frontend.service.js';

/**
 * The primary front-end (Pleroma's `[:frontends, :primary]`): the one served at `/` and at its client-side
 * routes, from DATA_DIR/frontends/<name>/<ref> where the installer puts it.
 */

export interface FrontendRef {
  name: string;
  ref: string;
}

/** The primary front-end's directory when it is installed (it has an index.html), else null. */
export async function primaryFrontendDir(em: EntityManager, config: AppConfig): Promise<string | null> {
  const { primary } = await getSettings(em, 'frontends');
  if (!SAFE_SEGMENT.test(String(primary?.name)) || !SAFE_SEGMENT.test(String(primary?.ref))) return null;
  const dir = join(frontendsDir(config), primary.name, primary.ref);
  try {
    await access(join(dir, 'index.html'));
    return dir;
  } catch {
    return null;
  }
}

/**
 * Makes `frontend` the primary front-end, as an admin storing `[:frontends, :primary]` through the config API
 * would (every instance told; logged with `actor` when there is one). For the CLI, with no actor.
 */
export async function setPrimaryFrontend(em: EntityManager, actor: User | null, frontend: FrontendRef): Promise<void> {
  for (const [field, value] of Object.entries(frontend))
    if (!SAFE_SEGMENT.test(value)) throw new BadInputError(`${field}: must be letters, digits, '.', '_' or '-'`);
  const store = await configStoreFor(em);
  await updateConfig(em, actor, [
    {
      group: `:${store.namespace}`,
      key: ':frontends',
      value: [{ tuple: [':primary', { name: frontend.name, ref: frontend.ref }] }],
    },
  ]);
}
