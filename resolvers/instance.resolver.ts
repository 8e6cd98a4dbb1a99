import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../src/context.js';
import { checkHealth, describeInstance } from '../src/instance/instance.service.js';
import { Healthcheck, Instance } from '../schema/instance.types.js';

@Resolver()
export class InstanceResolver {
  @Query(() => Instance)
  instance(@Ctx() ctx: Context) {
    return describeInstance(ctx.em, ctx.deps.config);
  }

  @Query(() => Healthcheck)
  healthcheck(@Ctx() ctx: Context) {
    return checkHealth(ctx.deps.orm);
  }
}
