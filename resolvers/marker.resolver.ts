import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../src/graphql/context.js';
import type { Marker as MarkerEntity, MarkerTimeline as Timeline } from '../src/entities/index.js';
import { markers, saveMarkers, unreadNotifications } from '../src/markers/marker.service.js';
import { Marker, MarkerTimeline } from '../schema/marker.types.js';
import { and } from 'graphql-shield';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const markerRules = {
  Query: {
    markers: and(isAuthenticated, hasScope('read:statuses')),
  },
  Mutation: {
    saveMarkers: and(isAuthenticated, hasScope('write:statuses')),
  },
} satisfies RuleMap;

@Resolver(() => Marker)
export class MarkerResolver {
  @Query(() => [Marker], { description: "The viewer's markers for these timelines (home, notifications)." })
  markers(
    @Ctx() ctx: Context,
    @Arg('timelines', () => [MarkerTimeline], { nullable: true, description: 'The timelines (none when absent).' })
    timelines?: Timeline[],
  ): Promise<MarkerEntity[]> {
    return markers(ctx.em, ctx.auth.user!, timelines ?? []);
  }

  @Mutation(() => [Marker], { description: 'Saves where the viewer stopped reading; each save bumps the version.' })
  saveMarkers(
    @Ctx() ctx: Context,
    @Arg('home', () => String, { nullable: true, description: 'The last id read on the home timeline.' }) home?: string,
    @Arg('notifications', () => String, { nullable: true, description: 'The last notification id read.' })
    notifications?: string,
  ): Promise<MarkerEntity[]> {
    return saveMarkers(ctx.em, ctx.auth.user!, { home, notifications });
  }

  @FieldResolver(() => Int, { description: "Pleroma's unread_count: unread notifications (0 for the home marker)." })
  unreadCount(@Root() m: MarkerEntity, @Ctx() ctx: Context): Promise<number> | number {
    return m.timeline === 'notifications' ? unreadNotifications(ctx.em, ctx.auth.user!) : 0;
  }
}
