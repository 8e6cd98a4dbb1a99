import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../src/graphql/context.js';
import { deleteBannedUrls, listBannedUrls, purgeUrls } from '../../src/media-proxy/media-proxy.service.js';
import { MediaProxyBanArgs, MediaProxyBanPage } from '../../schema/media-proxy.types.js';
import { isAdmin, type RuleMap } from '../../src/auth/rules.js';

export const adminMediaProxyRules = {
  Query: {
    adminMediaProxyBannedUrls: isAdmin('read'),
  },
  Mutation: {
    adminPurgeMediaProxyUrls: isAdmin('write'),
    adminDeleteMediaProxyBannedUrls: isAdmin('write'),
  },
} satisfies RuleMap;

@Resolver()
export class AdminMediaProxyResolver {
  @Query(() => MediaProxyBanPage, { description: 'The URLs the media proxy refuses to serve, newest first (admins).' })
  adminMediaProxyBannedUrls(@Ctx() ctx: Context, @Args() args: MediaProxyBanArgs): ReturnType<typeof listBannedUrls> {
    return listBannedUrls(ctx.em, args);
  }

  @Mutation(() => [String], {
    description:
      'Drops the cached copies of remote media (given as their URLs or as proxy URLs) on every instance and, with ban (the default), refuses them from now on (admins); the remote URLs purged.',
  })
  adminPurgeMediaProxyUrls(
    @Ctx() ctx: Context,
    @Arg('urls', () => [String], { description: "Remote URLs, or this server's proxy URLs of them." }) urls: string[],
    @Arg('ban', () => Boolean, {
      nullable: true,
      defaultValue: true,
      description: 'Also ban the URLs (true unless false is given).',
    })
    ban: boolean,
  ): Promise<string[]> {
    return purgeUrls(ctx.em, ctx.deps.config, urls, ban !== false);
  }

  @Mutation(() => [String], {
    description: 'Lifts bans on media proxy URLs: they are served again (admins); the remote URLs unbanned.',
  })
  adminDeleteMediaProxyBannedUrls(
    @Ctx() ctx: Context,
    @Arg('urls', () => [String], { description: "Banned remote URLs, or this server's proxy URLs of them." })
    urls: string[],
  ): Promise<string[]> {
    return deleteBannedUrls(ctx.em, ctx.deps.config, urls);
  }
}
