import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../src/graphql/context.js';
import type { ModerationLogEntry as EntryEntity } from '../../src/entities/index.js';
import { listModerationLog } from '../../src/moderation-log/moderation-log.reader.js';
import type { OffsetPage } from '../../src/core/pagination.js';
import {
  ModerationLogActor,
  ModerationLogEntry,
  ModerationLogEntryOffsetPage,
} from '../../schema/moderation-log.types.js';
import { isAdmin, type RuleMap } from '../../src/auth/rules.js';

export const adminModerationLogRules = {
  Query: {
    adminModerationLog: isAdmin('read'),
  },
} satisfies RuleMap;

@Resolver(() => ModerationLogEntry)
export class ModerationLogResolver {
  @Query(() => ModerationLogEntryOffsetPage, { description: 'Admin actions, newest first, by page (admins).' })
  adminModerationLog(
    @Ctx() ctx: Context,
    @Arg('page', () => Int, { nullable: true, description: 'From 1.' }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, description: '50 by default.' }) pageSize?: number,
    @Arg('startDate', () => String, {
      nullable: true,
      description: 'ISO 8601 date-time (UTC unless it says otherwise).',
    })
    startDate?: string,
    @Arg('endDate', () => String, { nullable: true, description: 'Only entries up to this time (ISO 8601).' })
    endDate?: string,
    @Arg('userId', () => ID, { nullable: true, description: "Only this actor's actions." }) userId?: string,
    @Arg('search', () => String, { nullable: true, description: 'Matches the message.' }) search?: string,
  ): Promise<OffsetPage<EntryEntity>> {
    return listModerationLog(ctx.em, { page, pageSize, startDate, endDate, userId, search });
  }

  @FieldResolver(() => ModerationLogActor, { description: 'The admin or moderator who acted.' })
  actor(@Root() e: EntryEntity): ModerationLogActor {
    return { id: e.actor?.id ?? null, nickname: e.actorNickname };
  }
}
