import { graphql } from '../gql/index.js';
import type { AdminConfigListEntryFragment, AdminConfigSettingFragment } from '../gql/graphql.js';
import { anything, boolean, entity, listOf, object, string } from '../reply-schema.js';

export const CONFIG_ENTRY_FRAGMENT = graphql(`fragment AdminConfigSetting on AdminConfigEntry { group key value db }`);
export const CONFIG_LIST_FRAGMENT = graphql(
  `fragment AdminConfigListEntry on AdminConfigList { configs { ...AdminConfigSetting } needReboot }`,
);

/** A setting as Pleroma's ConfigView renders it: group, key, value, and `db` when stored. */
export const configEntryView = (e: AdminConfigSettingFragment) => ({
  group: e.group,
  key: e.key,
  value: e.value,
  ...(e.db ? { db: e.db } : {}),
});

export const configListView = (list: AdminConfigListEntryFragment) => ({
  configs: list.configs.map(configEntryView),
  need_reboot: list.needReboot,
});

/** JSON Schema of `configEntryView`'s reply: `value` is the setting as Pleroma stores it (any JSON). */
export const ConfigSetting = entity(
  'ConfigSetting',
  object({ group: string, key: string, value: anything }, { db: listOf(string) }),
);

/** JSON Schema of `configListView`'s reply. */
export const ConfigList = entity('ConfigList', object({ configs: listOf(ConfigSetting), need_reboot: boolean }));

/** A setting's description (Pleroma's config descriptions): `type` and `children` as Pleroma describes them (any JSON). */
export const ConfigDescription = entity(
  'ConfigDescription',
  object({ group: string, key: string, label: string, type: anything, description: string, children: anything }),
);
