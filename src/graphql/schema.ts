import type { GraphQLSchema } from 'graphql';
import { printSchema } from 'graphql';
import { applyMiddleware } from 'graphql-middleware';
import { buildSchema, type PubSub } from 'type-graphql';
import { callFieldResolversDirectly } from './direct-field-resolvers.js';
// The resolver modules, imported first and in this order: TypeGraphQL lists root fields in the order their
// decorators ran, which is the order the modules were first imported in, and schema/schema.graphql was printed
// from this order (a test compares it with the built schema).
import { AccountResolver } from '../../resolvers/account.resolver.js';
import { AnnouncementResolver } from '../../resolvers/announcement.resolver.js';
import { ChatMessageResolver, ChatResolver } from '../../resolvers/chat.resolver.js';
import { InviteResolver } from '../../resolvers/admin/invite.resolver.js';
import { ModerationLogResolver } from '../../resolvers/admin/moderation-log.resolver.js';
import { ReportGroupResolver, ReportNoteResolver, ReportResolver } from '../../resolvers/admin/report.resolver.js';
import { AdminStatusResolver } from '../../resolvers/admin/status.resolver.js';
import { AdminUserResolver } from '../../resolvers/admin/admin-user.resolver.js';
import { AdminAnnouncementResolver } from '../../resolvers/admin/announcement.resolver.js';
import { ConversationResolver } from '../../resolvers/conversation.resolver.js';
import { DirectoryResolver } from '../../resolvers/directory.resolver.js';
import { DomainBlockResolver } from '../../resolvers/domain-block.resolver.js';
import {
  AppVapidKeyResolver,
  CurrentAppVapidKeyResolver,
  InstanceVapidKeyResolver,
  PushSubscriptionResolver,
} from '../../resolvers/push-subscription.resolver.js';
import { ScheduledStatusResolver } from '../../resolvers/scheduled-status.resolver.js';
import { EmojiResolver } from '../../resolvers/emoji.resolver.js';
import { FeaturedTagResolver } from '../../resolvers/featured-tag.resolver.js';
import { InstanceResolver } from '../../resolvers/instance.resolver.js';
import { InstanceRuleResolver } from '../../resolvers/instance-rule.resolver.js';
import { AdminInstanceRuleResolver } from '../../resolvers/admin/instance-rule.resolver.js';
import { MediaResolver } from '../../resolvers/media.resolver.js';
import { MfaResolver } from '../../resolvers/mfa.resolver.js';
import { CaptchaResolver } from '../../resolvers/captcha.resolver.js';
import { AccountMigrationResolver } from '../../resolvers/account-migration.resolver.js';
import { AccountSettingsResolver } from '../../resolvers/account-settings.resolver.js';
import { ProfileImageResolver } from '../../resolvers/profile-image.resolver.js';
import { BackupResolver } from '../../resolvers/backup.resolver.js';
import { ScrobbleResolver } from '../../resolvers/scrobble.resolver.js';
import { ImportResolver } from '../../resolvers/import.resolver.js';
import { NotificationResolver } from '../../resolvers/notification.resolver.js';
import { OAuthResolver } from '../../resolvers/oauth.resolver.js';
import { RegistrationResolver } from '../../resolvers/registration.resolver.js';
import { RelationsResolver } from '../../resolvers/relationship.resolver.js';
import { CreateReportResolver } from '../../resolvers/report.resolver.js';
import { StatusEditResolver, StatusResolver } from '../../resolvers/status.resolver.js';
import { SubscriptionResolver } from '../../resolvers/subscription.resolver.js';
import { TagResolver } from '../../resolvers/tag.resolver.js';
import { SuggestionResolver } from '../../resolvers/suggestion.resolver.js';
import { TimelineResolver } from '../../resolvers/timeline.resolver.js';
import { TrendResolver } from '../../resolvers/trend.resolver.js';
import { ZoneResolver } from '../../resolvers/zone.resolver.js';
import { AdminConfigResolver } from '../../resolvers/admin/config.resolver.js';
import { FilterResolver } from '../../resolvers/filter.resolver.js';
import {
  CustomFilterResolver,
  FilterKeywordResolver,
  FilterStatusResolver,
  StatusFilteredResolver,
} from '../../resolvers/custom-filter.resolver.js';
import { ListResolver } from '../../resolvers/list.resolver.js';
import { MarkerResolver } from '../../resolvers/marker.resolver.js';
import { PollResolver } from '../../resolvers/poll.resolver.js';
import { PreferenceResolver } from '../../resolvers/preference.resolver.js';
import { SearchResolver } from '../../resolvers/search.resolver.js';
import { AdminOAuthAppResolver } from '../../resolvers/admin/oauth-app.resolver.js';
import { AdminInstanceDocumentResolver } from '../../resolvers/admin/instance-document.resolver.js';
import { AdminChatResolver } from '../../resolvers/admin/chat.resolver.js';
import { AdminRelayResolver } from '../../resolvers/admin/relay.resolver.js';
import { AdminDeliveryHealthResolver } from '../../resolvers/admin/delivery-health.resolver.js';
import { AdminMediaProxyResolver } from '../../resolvers/admin/media-proxy.resolver.js';
import { InstancePeersResolver } from '../../resolvers/peer.resolver.js';
import { AdminFrontendResolver } from '../../resolvers/admin/frontend.resolver.js';
import { nullableWhereRefusable, permissions } from '../auth/permissions.js';
import { rateLimitMiddleware } from './rate-limit.middleware.js';

/** The resolver classes, by resource (file name), the admin API's after the others. */
export const resolvers = [
  AccountResolver,
  AccountMigrationResolver,
  AccountSettingsResolver,
  AnnouncementResolver,
  BackupResolver,
  CaptchaResolver,
  ChatResolver,
  ChatMessageResolver,
  ConversationResolver,
  DirectoryResolver,
  CustomFilterResolver,
  FilterKeywordResolver,
  FilterStatusResolver,
  StatusFilteredResolver,
  DomainBlockResolver,
  EmojiResolver,
  FeaturedTagResolver,
  FilterResolver,
  ImportResolver,
  InstanceResolver,
  InstanceRuleResolver,
  ListResolver,
  MarkerResolver,
  MediaResolver,
  MfaResolver,
  NotificationResolver,
  OAuthResolver,
  InstancePeersResolver,
  PollResolver,
  PreferenceResolver,
  ProfileImageResolver,
  PushSubscriptionResolver,
  InstanceVapidKeyResolver,
  AppVapidKeyResolver,
  CurrentAppVapidKeyResolver,
  RegistrationResolver,
  RelationsResolver,
  CreateReportResolver,
  ScheduledStatusResolver,
  ScrobbleResolver,
  SearchResolver,
  StatusResolver,
  StatusEditResolver,
  SubscriptionResolver,
  TagResolver,
  SuggestionResolver,
  TimelineResolver,
  TrendResolver,
  ZoneResolver,
  AdminUserResolver,
  AdminAnnouncementResolver,
  AdminChatResolver,
  AdminConfigResolver,
  AdminDeliveryHealthResolver,
  AdminFrontendResolver,
  AdminInstanceDocumentResolver,
  AdminInstanceRuleResolver,
  InviteResolver,
  AdminMediaProxyResolver,
  ModerationLogResolver,
  AdminOAuthAppResolver,
  AdminRelayResolver,
  ReportResolver,
  ReportNoteResolver,
  ReportGroupResolver,
  AdminStatusResolver,
] as const;

/**
 * type-graphql insists on a PubSub once there are subscriptions, but ours take no topics: each reads the one
 * event bus through its own `subscribe` (src/streaming/subscriptions.ts). This one refuses to be used.
 */
const noTopics: PubSub = {
  publish() {
    throw new Error('publish to the event bus (src/events), not to type-graphql topics');
  },
  subscribe() {
    throw new Error('subscriptions read the event bus through their own subscribe function');
  },
};

/**
 * graphql-middleware wraps a field's `resolve` when it has one, and type-graphql gives subscription fields
 * one (run per event). The shield must rather guard `subscribe`, so a refused subscription never starts:
 * the resolvers are set aside while the middleware is applied, then put back unwrapped.
 */
function withGuardedSubscriptions(base: GraphQLSchema, apply: (schema: GraphQLSchema) => GraphQLSchema): GraphQLSchema {
  const fields = base.getSubscriptionType()?.getFields() ?? {};
  const resolvers = new Map(Object.entries(fields).map(([name, field]) => [name, field.resolve]));
  for (const field of Object.values(fields)) field.resolve = undefined;
  const schema = apply(base);
  for (const [name, field] of Object.entries(schema.getSubscriptionType()?.getFields() ?? {}))
    field.resolve = resolvers.get(name);
  return schema;
}

/**
 * The executable schema: TypeGraphQL types and resolvers (the plain field resolvers called directly,
 * `callFieldResolversDirectly`), the shield map on the root fields and the listed nested ones (see
 * src/auth/permissions.ts), then the rate limits.
 */
export async function buildAppSchema(): Promise<{ schema: GraphQLSchema; sdl: string }> {
  const base = await buildSchema({ resolvers, validate: false, emitSchemaFile: false, pubSub: noTopics });
  callFieldResolversDirectly(base, resolvers);
  describeRootTypes(base);
  nullableWhereRefusable(base);
  const sdl = `${printSchema(base)}\n`;
  return {
    schema: withGuardedSubscriptions(base, (s) => applyMiddleware(s, permissions(s), rateLimitMiddleware)),
    sdl,
  };
}

/** TypeGraphQL names the root types without a description; the playground's documentation opens on them. */
function describeRootTypes(schema: GraphQLSchema): void {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  const subscription = schema.getSubscriptionType();
  if (query)
    query.description =
      'Everything a client can read: accounts, statuses, timelines, notifications, the admin API (fields starting with admin), zones.';
  if (mutation)
    mutation.description =
      'Everything a client can change; each field names a verb and what it acts on (admin fields start with admin).';
  if (subscription)
    subscription.description =
      'Realtime events over graphql-ws: statuses, notifications, conversations, chat messages, and new reports for admins.';
}
