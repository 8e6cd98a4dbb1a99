import { Ctx, Query, Resolver } from 'type-graphql';
import { allow } from 'graphql-shield';
import type { Context } from '../src/graphql/context.js';
import type { InstanceRule as InstanceRuleEntity } from '../src/entities/index.js';
import { instanceRules } from '../src/instance/instance-rule.service.js';
import { InstanceRule } from '../schema/instance-rule.types.js';
import type { RuleMap } from '../src/auth/rules.js';

export const instanceRuleRules = {
  Query: {
    instanceRules: allow,
  },
} satisfies RuleMap;

@Resolver(() => InstanceRule)
export class InstanceRuleResolver {
  @Query(() => [InstanceRule], { description: "The instance's rules, in their order (public)." })
  instanceRules(@Ctx() ctx: Context): Promise<InstanceRuleEntity[]> {
    return instanceRules(ctx.em);
  }
}
