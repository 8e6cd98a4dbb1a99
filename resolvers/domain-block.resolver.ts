import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { and } from 'graphql-shield';
import type { Context } from '../src/graphql/context.js';
import type { DomainBlock as DomainBlockEntity } from '../src/entities/index.js';
import type { Page } from '../src/core/pagination.js';
import { blockDomain, domainBlocksPage, unblockDomain } from '../src/relations/domain-blocks.service.js';
import { DomainBlock, DomainBlockPage } from '../schema/domain-block.types.js';
import { PageArgs } from '../schema/page.types.js';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const domainBlockRules = {
  Query: { domainBlocks: and(isAuthenticated, hasScope('read:blocks')) },
  Mutation: {
    blockDomain: and(isAuthenticated, hasScope('write:blocks')),
    unblockDomain: and(isAuthenticated, hasScope('write:blocks')),
  },
} satisfies RuleMap;

@Resolver(() => DomainBlock)
export class DomainBlockResolver {
  @Query(() => DomainBlockPage, { description: 'The domains the caller blocks, newest first.' })
  domainBlocks(@Ctx() ctx: Context, @Args() page: PageArgs): Promise<Page<DomainBlockEntity>> {
    return domainBlocksPage(ctx.em, ctx.auth.user!, page);
  }

  @Mutation(() => DomainBlock, {
    description:
      'Blocks a domain: its accounts, statuses and notifications are hidden from the caller, and every follow between the caller and its accounts ends, either way. Idempotent; the block.',
  })
  blockDomain(
    @Ctx() ctx: Context,
    @Arg('domain', { description: 'A host name (or a URL, whose host is taken).' }) domain: string,
  ): Promise<DomainBlockEntity> {
    return blockDomain(ctx.em, ctx.auth.user!, domain);
  }

  @Mutation(() => String, {
    description:
      'Unblocks a domain (no error when it was not blocked); the domain as stored, what `DomainBlock.domain` holds.',
  })
  unblockDomain(
    @Ctx() ctx: Context,
    @Arg('domain', { description: 'A host name (or a URL, whose host is taken).' }) domain: string,
  ): Promise<string> {
    return unblockDomain(ctx.em, ctx.auth.user!, domain);
  }
}
