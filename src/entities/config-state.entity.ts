import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * The configuration's one-row state shared by every instance: whether a setting applied at build time changed
 * since the last restart (Pleroma's need_reboot, kept here so it outlives a process and reads alike everywhere).
 */
@Entity({ tableName: 'config_state' })
export class ConfigState {
  @PrimaryKey({ type: 'int', autoincrement: false, default: 1 })
  id: Opt<number> = 1;

  @Property({ type: 'boolean', default: false })
  needReboot: Opt<boolean> = false;
}
