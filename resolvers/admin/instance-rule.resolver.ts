import { Arg, Ctx, ID, Int, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../src/graphql/context.js';
import type { InstanceRule as InstanceRuleEntity } from '../../src/entities/index.js';
import {
  createInstanceRule,
  deleteInstanceRule,
  updateInstanceRule,
} from '../../src/instance/instance-rule.service.js';
import { InstanceRule } from '../../schema/instance-rule.types.js';
import { isAdmin, type RuleMap } from '../../src/auth/rules.js';

export const adminInstanceRuleRules = {
  Mutation: {
    adminCreateInstanceRule: isAdmin('write'),
    adminUpdateInstanceRule: isAdmin('write'),
    adminDeleteInstanceRule: isAdmin('write'),
  },
} satisfies RuleMap;

@Resolver(() => InstanceRule)
export class AdminInstanceRuleResolver {
  @Mutation(() => InstanceRule, { description: 'Adds a rule (admins).' })
  adminCreateInstanceRule(
    @Ctx() ctx: Context,
    @Arg('text', () => String, { nullable: true, description: 'The rule (not blank).' }) text?: string,
    @Arg('hint', () => String, { nullable: true, description: 'An explanation (default empty).' }) hint?: string,
    @Arg('priority', () => Int, { nullable: true, description: 'Its place: lowest first (default 0).' })
    priority?: number,
  ): Promise<InstanceRuleEntity> {
    return createInstanceRule(ctx.em, { text, hint, priority });
  }

  @Mutation(() => InstanceRule, { description: 'Changes the given fields of a rule (admins).' })
  adminUpdateInstanceRule(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The rule id.' }) id: string,
    @Arg('text', () => String, { nullable: true, description: 'The rule (not blank).' }) text?: string,
    @Arg('hint', () => String, { nullable: true, description: 'An explanation.' }) hint?: string,
    @Arg('priority', () => Int, { nullable: true, description: 'Its place: lowest first.' }) priority?: number,
  ): Promise<InstanceRuleEntity> {
    return updateInstanceRule(ctx.em, id, { text, hint, priority });
  }

  @Mutation(() => ID, { description: 'Deletes a rule (admins); its id.' })
  adminDeleteInstanceRule(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The rule id.' }) id: string,
  ): Promise<number> {
    return deleteInstanceRule(ctx.em, id);
  }
}
