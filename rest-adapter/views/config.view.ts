import { graphql } from '../gql/index.js';
import type { AdminConfigListEntryFragment, AdminConfigSettingFragment } from '../gql/graphql.js';

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
