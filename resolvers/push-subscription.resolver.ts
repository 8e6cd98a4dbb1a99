import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver } from 'type-graphql';
import { and } from 'graphql-shield';
import type { Context } from '../src/graphql/context.js';
import type { PushSubscription as PushSubscriptionEntity } from '../src/entities/index.js';
import {
  ownPushSubscription,
  subscribe,
  unsubscribe,
  updatePushSubscription,
} from '../src/push/push-subscription.service.js';
import { vapidKeys } from '../src/push/vapid-keys.js';
import { Instance } from '../schema/instance.types.js';
import { CurrentApp, OAuthClient } from '../schema/oauth.types.js';
import { PushPolicy, PushSubscription } from '../schema/push-subscription.types.js';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const pushSubscriptionRules = {
  Query: { pushSubscription: and(isAuthenticated, hasScope('push')) },
  Mutation: {
    createPushSubscription: and(isAuthenticated, hasScope('push')),
    updatePushSubscription: and(isAuthenticated, hasScope('push')),
    deletePushSubscription: and(isAuthenticated, hasScope('push')),
  },
} satisfies RuleMap;

const publicKey = async (ctx: Context) => (await vapidKeys(ctx.em, ctx.deps.box)).publicKey;

@Resolver(() => PushSubscription)
export class PushSubscriptionResolver {
  @Query(() => PushSubscription, { description: "The caller's access token's subscription; NOT_FOUND when none." })
  pushSubscription(@Ctx() ctx: Context): Promise<PushSubscriptionEntity> {
    return ownPushSubscription(ctx.em, ctx.auth);
  }

  @Mutation(() => PushSubscription, {
    description:
      "Subscribes the caller's access token to Web Push (replacing its subscription); FORBIDDEN without an OAuth token, UNPROCESSABLE for a bad endpoint or key.",
  })
  createPushSubscription(
    @Ctx() ctx: Context,
    @Arg('endpoint', { description: "The push service's URL for the device." }) endpoint: string,
    @Arg('p256dh', { description: "The device's P-256 public key, base64url (65 bytes)." }) p256dh: string,
    @Arg('auth', { description: "The device's authentication secret, base64url (16 bytes)." }) auth: string,
    @Arg('alerts', () => GraphQLJSONObject, { nullable: true, description: 'Notification type -> pushed or not.' })
    alerts?: Record<string, unknown>,
    @Arg('policy', () => PushPolicy, { nullable: true, description: 'Whose notifications (default ALL).' })
    policy?: PushPolicy,
  ): Promise<PushSubscriptionEntity> {
    return subscribe(ctx.em, ctx.deps.box, ctx.auth, { endpoint, p256dh, auth, alerts, policy });
  }

  @Mutation(() => PushSubscription, {
    description: 'Replaces the alerts (and the policy, if given) of the caller’s access token’s subscription.',
  })
  updatePushSubscription(
    @Ctx() ctx: Context,
    @Arg('alerts', () => GraphQLJSONObject, { nullable: true, description: 'Notification type -> pushed or not.' })
    alerts?: Record<string, unknown>,
    @Arg('policy', () => PushPolicy, { nullable: true, description: 'Whose notifications.' }) policy?: PushPolicy,
  ): Promise<PushSubscriptionEntity> {
    return updatePushSubscription(ctx.em, ctx.auth, { alerts, policy });
  }

  @Mutation(() => ID, { description: "Ends the caller's access token's subscription; answers its id." })
  deletePushSubscription(@Ctx() ctx: Context): Promise<number> {
    return unsubscribe(ctx.em, ctx.auth);
  }

  @FieldResolver(() => String, { description: "The instance's VAPID public key (base64url)." })
  serverKey(@Ctx() ctx: Context): Promise<string> {
    return publicKey(ctx);
  }
}

@Resolver(() => Instance)
export class InstanceVapidKeyResolver {
  @FieldResolver(() => String, { description: "The instance's VAPID public key, for Web Push (base64url)." })
  vapidPublicKey(@Ctx() ctx: Context): Promise<string> {
    return publicKey(ctx);
  }
}

@Resolver(() => OAuthClient)
export class AppVapidKeyResolver {
  @FieldResolver(() => String, { description: "The instance's VAPID public key, for Web Push (base64url)." })
  vapidKey(@Ctx() ctx: Context): Promise<string> {
    return publicKey(ctx);
  }
}

@Resolver(() => CurrentApp)
export class CurrentAppVapidKeyResolver {
  @FieldResolver(() => String, { description: "The instance's VAPID public key, for Web Push (base64url)." })
  vapidKey(@Ctx() ctx: Context): Promise<string> {
    return publicKey(ctx);
  }
}
