import type { GraphQLSchema } from 'graphql';
import { printSchema } from 'graphql';
import { applyMiddleware } from 'graphql-middleware';
import { buildSchema } from 'type-graphql';
import { AccountResolver } from '../../resolvers/account.resolver.js';
import { ChatMessageResolver, ChatResolver } from '../../resolvers/chat.resolver.js';
import { InviteResolver } from '../../resolvers/admin/invite.resolver.js';
import { ModerationLogResolver } from '../../resolvers/admin/moderation-log.resolver.js';
import { AdminUserReportsResolver, ReportGroupResolver, ReportNoteResolver, ReportResolver } from '../../resolvers/admin/report.resolver.js';
import { AdminStatusResolver } from '../../resolvers/admin/status.resolver.js';
import { AdminUserResolver } from '../../resolvers/admin/admin-user.resolver.js';
import { ConversationResolver } from '../../resolvers/conversation.resolver.js';
import { EmojiResolver } from '../../resolvers/emoji.resolver.js';
import { InstanceResolver } from '../../resolvers/instance.resolver.js';
import { MediaResolver } from '../../resolvers/media.resolver.js';
import { NotificationResolver } from '../../resolvers/notification.resolver.js';
import { OAuthResolver } from '../../resolvers/oauth.resolver.js';
import { RegistrationResolver } from '../../resolvers/registration.resolver.js';
import { RelationsResolver } from '../../resolvers/relations.resolver.js';
import { CreateReportResolver, NotificationReportResolver } from '../../resolvers/report.resolver.js';
import { StatusResolver } from '../../resolvers/status.resolver.js';
import { TimelineResolver } from '../../resolvers/timeline.resolver.js';
import { ZoneResolver } from '../../resolvers/zone.resolver.js';
import { permissions } from '../auth/permissions.js';
import { rateLimitMiddleware } from './rate-limit.middleware.js';

export const resolvers = [
  AccountResolver, RelationsResolver, RegistrationResolver, EmojiResolver, OAuthResolver, InstanceResolver, ZoneResolver,
  StatusResolver, TimelineResolver, MediaResolver, NotificationResolver, ConversationResolver,
  ChatResolver, ChatMessageResolver,
  CreateReportResolver, NotificationReportResolver, ReportResolver, ReportNoteResolver, ReportGroupResolver, AdminUserReportsResolver,
  AdminStatusResolver, InviteResolver, ModerationLogResolver,
  AdminUserResolver,
] as const;

/** The executable schema: TypeGraphQL types and resolvers, behind the shield map, then the rate limits. */
export async function buildAppSchema(): Promise<{ schema: GraphQLSchema; sdl: string }> {
  const base = await buildSchema({ resolvers, validate: false, emitSchemaFile: false });
  return { schema: applyMiddleware(base, permissions, rateLimitMiddleware), sdl: `${printSchema(base)}\n` };
}
