import { GraphQLJSONObject } from 'graphql-scalars';
import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../src/graphql/context.js';
import { checkHealth, describeInstance } from '../src/instance/instance.service.js';
import { getSettings } from '../src/settings/settings.service.js';
import { Healthcheck, Instance } from '../schema/instance.types.js';
import { allow } from 'graphql-shield';
import type { RuleMap } from '../src/auth/rules.js';

export const instanceRules = {
  Query: {
    instance: allow,
    healthcheck: allow,
    frontendConfigurations: allow,
  },
} satisfies RuleMap;

@Resolver()
export class InstanceResolver {
  @Query(() => Instance, {
    description: "The instance's public description (Mastodon's Instance entity with Pleroma's additions).",
  })
  instance(@Ctx() ctx: Context) {
    return describeInstance(ctx.em, ctx.deps.config);
  }

  @Query(() => GraphQLJSONObject, {
    description:
      "The front-ends' stored configurations, by front-end (`pleroma_fe`, `masto_fe`); {} when none is stored.",
  })
  frontendConfigurations(@Ctx() ctx: Context): Promise<Record<string, unknown>> {
    return getSettings(ctx.em, 'frontend_configurations');
  }

  @Query(() => Healthcheck, { description: "Whether the database and the job queue answer (Pleroma's healthcheck)." })
  healthcheck(@Ctx() ctx: Context) {
    return checkHealth(ctx.deps.orm);
  }
}
