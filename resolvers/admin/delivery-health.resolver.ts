import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../src/graphql/context.js';
import { deliveryHealth, type DeliveryHealth } from '../../src/federation/delivery-health.js';
import { AdminDeliveryHealth } from '../../schema/delivery-health.types.js';
import { isAdmin, type RuleMap } from '../../src/auth/rules.js';

export const adminDeliveryHealthRules = {
  Query: {
    adminDeliveryHealth: isAdmin('read'),
  },
} satisfies RuleMap;

@Resolver()
export class AdminDeliveryHealthResolver {
  @Query(() => AdminDeliveryHealth, {
    description: 'The federation queue size and the hosts deliveries are held for (admins).',
  })
  adminDeliveryHealth(@Ctx() ctx: Context): Promise<DeliveryHealth> {
    return deliveryHealth(ctx.em);
  }
}
