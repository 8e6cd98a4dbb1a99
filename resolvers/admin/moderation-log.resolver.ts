import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../src/graphql/context.js';
import type { ModerationLogEntry as EntryEntity } from '../../src/entities/index.js';
import { listModerationLog } from '../../src/moderation-log/moderation-log.reader.js';
import {
  ModerationLogActor,
  ModerationLogEntry,
  ModerationLogArgs,
  ModerationLogEntryPage,
} from '../../schema/moderation-log.types.js';
import { isAdmin, type RuleMap } from '../../src/auth/rules.js';

export const adminModerationLogRules = {
  Query: {
    adminModerationLog: isAdmin('read'),
  },
} satisfies RuleMap;

@Resolver(() => ModerationLogEntry)
export class ModerationLogResolver {
  @Query(() => ModerationLogEntryPage, { description: 'Admin actions, newest first (admins).' })
  adminModerationLog(@Ctx() ctx: Context, @Args() args: ModerationLogArgs): ReturnType<typeof listModerationLog> {
    return listModerationLog(ctx.em, args);
  }

  @FieldResolver(() => ModerationLogActor, { description: 'The admin or moderator who acted.' })
  actor(@Root() e: EntryEntity): ModerationLogActor {
    return { id: e.actor?.id ?? null, nickname: e.actorNickname };
  }
}
