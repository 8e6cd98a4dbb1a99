import type { EntityManager } from '@mikro-orm/postgresql';
import { InstanceSetting } from '../entities/index.js';

/**
 * Runtime settings kept in the database under Pleroma's group (`pleroma`) and key (`instance`, `auth`, ...).
 * A stored value is merged over these defaults key by key, so a partial update leaves the rest in force.
 */
export const SETTING_DEFAULTS = {
  instance: {
    name: 'fedigraph',
    description: 'A fedigraph instance',
    email: '',
    registrations_open: true,
    account_approval_required: false,
    account_activation_required: false,
    invites_enabled: false,
    limit: 5000,
    /** Longest chat message, in characters (Pleroma's chat_limit). */
    chat_limit: 5000,
    upload_limit: 16_000_000,
    avatar_upload_limit: 2_000_000,
    banner_upload_limit: 4_000_000,
    background_upload_limit: 4_000_000,
    max_pinned_statuses: 1,
    poll_limits: { max_options: 20, max_option_chars: 200, min_expiration: 0, max_expiration: 31_536_000 },
  },
  auth: {
    /** With it on, admin operations need admin:* scopes in the token; off, the is_admin flag is enough. */
    enforce_oauth_admin_scope_usage: true,
  },
};

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings<K extends SettingKey> = (typeof SETTING_DEFAULTS)[K];

export const SETTINGS_GROUP = 'pleroma';

export async function getSettings<K extends SettingKey>(em: EntityManager, key: K): Promise<Settings<K>> {
  const row = await em.findOne(InstanceSetting, { group: SETTINGS_GROUP, key });
  return { ...SETTING_DEFAULTS[key], ...(row?.value as Partial<Settings<K>> | undefined) };
}

export async function updateSettings<K extends SettingKey>(em: EntityManager, key: K, changes: Partial<Settings<K>>): Promise<Settings<K>> {
  const row = await em.findOne(InstanceSetting, { group: SETTINGS_GROUP, key });
  const value = { ...(row?.value as object | undefined), ...changes };
  if (row) row.value = value;
  else em.create(InstanceSetting, { group: SETTINGS_GROUP, key, value });
  await em.flush();
  return { ...SETTING_DEFAULTS[key], ...value };
}

/** The instance's name, as mail subjects and pages show it. */
export async function instanceName(em: EntityManager): Promise<string> {
  return (await getSettings(em, 'instance')).name;
}
