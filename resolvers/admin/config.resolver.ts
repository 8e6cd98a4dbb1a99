import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../src/graphql/context.js';
import {
  assertConfigurable,
  describeSettings,
  listConfig,
  needReboot,
  restartApplication,
  updateConfig,
  type ConfigList,
  type DescriptionEntry,
} from '../../src/settings/config.service.js';
import { configStoreFor } from '../../src/settings/config-store.js';
import { AdminConfigDescription, AdminConfigList } from '../../schema/config.types.js';
import { isAdmin, type RuleMap } from '../../src/auth/rules.js';

export const adminConfigRules = {
  Query: {
    adminConfig: isAdmin('read'),
    adminNeedReboot: isAdmin('read'),
    adminConfigDescriptions: isAdmin('read'),
  },
  Mutation: {
    adminUpdateConfig: isAdmin('write'),
    adminRestart: isAdmin('write'),
  },
} satisfies RuleMap;

@Resolver()
export class AdminConfigResolver {
  @Query(() => AdminConfigList, {
    description:
      'Every setting the server honours with its current value, or only those stored in the database (admins).',
  })
  async adminConfig(
    @Ctx() ctx: Context,
    @Arg('onlyDb', () => Boolean, { nullable: true, description: 'Only settings stored in the database.' })
    onlyDb?: boolean,
  ): Promise<ConfigList> {
    assertConfigurable(ctx.deps.config);
    return listConfig(await configStoreFor(ctx.em), onlyDb === true);
  }

  @Query(() => Boolean, { description: 'Whether a changed setting waits for adminRestart (admins).' })
  adminNeedReboot(@Ctx() ctx: Context): Promise<boolean> {
    return needReboot(ctx.em);
  }

  @Query(() => [AdminConfigDescription], {
    description: 'Descriptions of every setting, as the admin front-end renders its Settings pages (admins).',
  })
  adminConfigDescriptions(@Ctx() ctx: Context): DescriptionEntry[] {
    return describeSettings(ctx.deps.config.namespace);
  }

  @Mutation(() => AdminConfigList, {
    description:
      'Stores settings (merged into the stored ones, or deleted with delete: true and optional subkeys); one invalid entry refuses them all (admins).',
  })
  adminUpdateConfig(
    @Ctx() ctx: Context,
    @Arg('configs', () => GraphQLJSON, {
      description: 'A list of {group, key, value} or {group, key, delete: true, subkeys}.',
    })
    configs: unknown,
  ): Promise<ConfigList> {
    assertConfigurable(ctx.deps.config);
    return updateConfig(ctx.em, ctx.auth.user!, configs);
  }

  @Mutation(() => Boolean, {
    description:
      'Applies the settings that take effect at build time, on every instance, without dropping the process or its connections (admins).',
  })
  async adminRestart(@Ctx() ctx: Context): Promise<boolean> {
    assertConfigurable(ctx.deps.config);
    await restartApplication(ctx.em, ctx.auth.user!);
    return true;
  }
}
