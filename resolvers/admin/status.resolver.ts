import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { CountedPageArgs } from '../../schema/page.types.js';
import type { Context } from '../../src/graphql/context.js';
import type { CountedPage } from '../../src/core/pagination.js';
import { userByNicknameOrId } from '../../src/admin/admin-user.service.js';
import type { Status as StatusEntity, Visibility } from '../../src/entities/index.js';
import {
  deleteStatusForAdmin,
  getStatusForAdmin,
  listStatusesForAdmin,
  statusVisibilityCounts,
  updateStatusForAdmin,
} from '../../src/statuses/admin-status.service.js';
import { AdminStatusPage, Status, StatusVisibilityCounts } from '../../schema/status.types.js';
import { StatusVisibility } from '../../schema/visibility.js';
import { isAdmin, type RuleMap } from '../../src/auth/rules.js';

export const adminStatusRules = {
  Query: {
    adminStatuses: isAdmin('read'),
    adminStatus: isAdmin('read'),
    adminStatusVisibilityStats: isAdmin('read'),
  },
  Mutation: {
    adminUpdateStatus: isAdmin('write'),
    adminDeleteStatus: isAdmin('write'),
  },
} satisfies RuleMap;

const localHost = (ctx: Context) => new URL(ctx.deps.config.publicUrl).host;

@Resolver()
export class AdminStatusResolver {
  @Query(() => AdminStatusPage, {
    description: 'Statuses as admins list them, newest first: all, of one account, or of one instance.',
  })
  async adminStatuses(
    @Ctx() ctx: Context,
    @Args(() => CountedPageArgs) page: CountedPageArgs,
    @Arg('nicknameOrId', () => ID, { nullable: true, description: "Only this account's statuses." })
    nicknameOrId?: string,
    @Arg('instance', () => String, {
      nullable: true,
      description: "Only statuses from this host (this server's: the local ones).",
    })
    instance?: string,
    @Arg('localOnly', () => Boolean, { nullable: true, description: 'Only local statuses.' }) localOnly?: boolean,
    @Arg('godmode', () => Boolean, { nullable: true, description: 'Private and direct statuses too.' })
    godmode?: boolean,
    @Arg('withReblogs', () => Boolean, { nullable: true, description: 'Include reblogs.' }) withReblogs?: boolean,
  ): Promise<CountedPage<StatusEntity>> {
    const accountId = nicknameOrId != null ? (await userByNicknameOrId(ctx.em, nicknameOrId)).id : null;
    return listStatusesForAdmin(
      ctx.em,
      {
        accountId,
        instance,
        localHost: localHost(ctx),
        localOnly,
        godmode,
        withReblogs,
      },
      page,
    );
  }

  @Query(() => Status, { description: 'Any status (admins).' })
  adminStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The status id.' }) id: string,
  ): Promise<StatusEntity> {
    return getStatusForAdmin(ctx.em, id);
  }

  @Mutation(() => Status, {
    description: "Sets a status's sensitive flag and/or visibility (PUBLIC, PRIVATE or UNLISTED; DIRECT is refused).",
  })
  adminUpdateStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The status id.' }) id: string,
    @Arg('sensitive', () => Boolean, { nullable: true, description: 'Mark it sensitive or not; unset: unchanged.' })
    sensitive?: boolean,
    @Arg('visibility', () => StatusVisibility, { nullable: true, description: 'Its new visibility; unset: unchanged.' })
    visibility?: Visibility,
  ): Promise<StatusEntity> {
    return updateStatusForAdmin(ctx.em, ctx.auth.user!, id, { sensitive, visibility });
  }

  @Mutation(() => ID, { description: 'Deletes any status; returns its id.' })
  async adminDeleteStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The status id.' }) id: string,
  ): Promise<string> {
    await deleteStatusForAdmin(ctx.em, ctx.auth.user!, id);
    return id;
  }

  @Query(() => StatusVisibilityCounts, { description: 'Statuses by visibility, of all or of one instance (admins).' })
  adminStatusVisibilityStats(
    @Ctx() ctx: Context,
    @Arg('instance', () => String, {
      nullable: true,
      description:
        "Count this instance's statuses only (this server's host: the local ones; another's: those of its accounts).",
    })
    instance?: string,
  ): Promise<StatusVisibilityCounts> {
    return statusVisibilityCounts(ctx.em, instance, localHost(ctx));
  }
}
