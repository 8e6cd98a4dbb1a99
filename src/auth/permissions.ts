import { allow, deny, shield } from 'graphql-shield';
import { isNonNullType, isObjectType, type GraphQLSchema } from 'graphql';
import type { IMiddlewareFieldMap, IMiddlewareTypeMap } from 'graphql-middleware';
import { ForbiddenError } from '../core/errors.js';
import { accountRules } from '../../resolvers/account.resolver.js';
import { accountMigrationRules } from '../../resolvers/account-migration.resolver.js';
import { accountSettingsRules } from '../../resolvers/account-settings.resolver.js';
import { announcementRules } from '../../resolvers/announcement.resolver.js';
import { captchaRules } from '../../resolvers/captcha.resolver.js';
import { chatRules } from '../../resolvers/chat.resolver.js';
import { conversationRules } from '../../resolvers/conversation.resolver.js';
import { directoryRules } from '../../resolvers/directory.resolver.js';
import { domainBlockRules } from '../../resolvers/domain-block.resolver.js';
import { pushSubscriptionRules } from '../../resolvers/push-subscription.resolver.js';
import { scheduledStatusRules } from '../../resolvers/scheduled-status.resolver.js';
import { emojiRules } from '../../resolvers/emoji.resolver.js';
import { featuredTagRules } from '../../resolvers/featured-tag.resolver.js';
import { filterRules } from '../../resolvers/filter.resolver.js';
import { customFilterRules } from '../../resolvers/custom-filter.resolver.js';
import { importRules } from '../../resolvers/import.resolver.js';
import { instanceRules } from '../../resolvers/instance.resolver.js';
import { instanceRuleRules } from '../../resolvers/instance-rule.resolver.js';
import { listRules } from '../../resolvers/list.resolver.js';
import { markerRules } from '../../resolvers/marker.resolver.js';
import { mediaRules } from '../../resolvers/media.resolver.js';
import { mfaRules } from '../../resolvers/mfa.resolver.js';
import { notificationRules } from '../../resolvers/notification.resolver.js';
import { oauthRules } from '../../resolvers/oauth.resolver.js';
import { peerRules } from '../../resolvers/peer.resolver.js';
import { pollRules } from '../../resolvers/poll.resolver.js';
import { preferenceRules } from '../../resolvers/preference.resolver.js';
import { profileImageRules } from '../../resolvers/profile-image.resolver.js';
import { registrationRules } from '../../resolvers/registration.resolver.js';
import { relationshipRules } from '../../resolvers/relationship.resolver.js';
import { reportRules } from '../../resolvers/report.resolver.js';
import { backupRules } from '../../resolvers/backup.resolver.js';
import { scrobbleRules } from '../../resolvers/scrobble.resolver.js';
import { searchRules } from '../../resolvers/search.resolver.js';
import { statusRules } from '../../resolvers/status.resolver.js';
import { subscriptionRules } from '../../resolvers/subscription.resolver.js';
import { tagRules } from '../../resolvers/tag.resolver.js';
import { suggestionRules } from '../../resolvers/suggestion.resolver.js';
import { timelineRules } from '../../resolvers/timeline.resolver.js';
import { trendRules } from '../../resolvers/trend.resolver.js';
import { zoneRules } from '../../resolvers/zone.resolver.js';
import { adminUserRules } from '../../resolvers/admin/admin-user.resolver.js';
import { adminAnnouncementRules } from '../../resolvers/admin/announcement.resolver.js';
import { adminChatRules } from '../../resolvers/admin/chat.resolver.js';
import { adminConfigRules } from '../../resolvers/admin/config.resolver.js';
import { adminFrontendRules } from '../../resolvers/admin/frontend.resolver.js';
import { adminInstanceDocumentRules } from '../../resolvers/admin/instance-document.resolver.js';
import { adminInstanceRuleRules } from '../../resolvers/admin/instance-rule.resolver.js';
import { adminInviteRules } from '../../resolvers/admin/invite.resolver.js';
import { adminMediaProxyRules } from '../../resolvers/admin/media-proxy.resolver.js';
import { adminModerationLogRules } from '../../resolvers/admin/moderation-log.resolver.js';
import { adminOAuthAppRules } from '../../resolvers/admin/oauth-app.resolver.js';
import { adminRelayRules } from '../../resolvers/admin/relay.resolver.js';
import { adminDeliveryHealthRules } from '../../resolvers/admin/delivery-health.resolver.js';
import { adminReportRules } from '../../resolvers/admin/report.resolver.js';
import { adminStatusRules } from '../../resolvers/admin/status.resolver.js';
import type { RuleMap } from './rules.js';

/**
 * The resolver modules' maps merged into one; the keys name the modules. Two rules for one field stop the
 * server at start: which of them guards it must not depend on the order of the list.
 */
export function mergeRules(maps: Record<string, RuleMap>): RuleMap {
  const merged: RuleMap = {};
  const givenBy = new Map<string, string>();
  for (const [module, map] of Object.entries(maps))
    for (const [type, fields] of Object.entries(map))
      for (const [field, rule] of Object.entries(fields)) {
        const name = `${type}.${field}`;
        const earlier = givenBy.get(name);
        if (earlier) throw new Error(`${name} has two permission rules: in ${earlier} and in ${module}`);
        givenBy.set(name, module);
        (merged[type] ??= {})[field] = rule;
      }
  return merged;
}

/**
 * The shield map, from every resolver module's rules (by resource, the admin API's after the others). Deny by
 * default at the root: every Query, Mutation and Subscription field without a rule is refused, so a new
 * operation stays unreachable until its module gives it one. Below the root, fields are reachable only through
 * a root field that passed its rule; the few that must be guarded again are named under their type.
 */
export const rules = mergeRules({
  accountRules,
  accountMigrationRules,
  accountSettingsRules,
  announcementRules,
  backupRules,
  captchaRules,
  chatRules,
  conversationRules,
  directoryRules,
  customFilterRules,
  domainBlockRules,
  emojiRules,
  featuredTagRules,
  filterRules,
  importRules,
  instanceRules,
  instanceRuleRules,
  listRules,
  markerRules,
  mediaRules,
  mfaRules,
  notificationRules,
  oauthRules,
  peerRules,
  pollRules,
  preferenceRules,
  profileImageRules,
  pushSubscriptionRules,
  registrationRules,
  relationshipRules,
  reportRules,
  scheduledStatusRules,
  scrobbleRules,
  searchRules,
  statusRules,
  subscriptionRules,
  tagRules,
  suggestionRules,
  timelineRules,
  trendRules,
  zoneRules,
  adminUserRules,
  adminAnnouncementRules,
  adminChatRules,
  adminConfigRules,
  adminDeliveryHealthRules,
  adminFrontendRules,
  adminInstanceDocumentRules,
  adminInstanceRuleRules,
  adminInviteRules,
  adminMediaProxyRules,
  adminModerationLogRules,
  adminOAuthAppRules,
  adminRelayRules,
  adminReportRules,
  adminStatusRules,
});

const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'] as const;

/** Shield over the map: deny what it does not list, and let our own typed errors through unchanged. */
const shieldOverMap = shield(rules, {
  fallbackRule: deny,
  allowExternalErrors: true,
  fallbackError: () => new ForbiddenError('Not authorised'),
});

/**
 * The shield's middleware for every root field (unlisted ones get the deny fallback) and for the nested fields
 * the map names, and for nothing else: shield would otherwise wrap every field of every type in an async
 * function, which made a 1000-item reply several times slower than its resolvers.
 */
export function permissions(schema: GraphQLSchema): IMiddlewareTypeMap {
  const generated = shieldOverMap.generate(schema) as IMiddlewareTypeMap;
  const picked: IMiddlewareTypeMap = {};
  for (const type of ROOT_TYPES) if (generated[type]) picked[type] = generated[type];
  for (const [type, fields] of Object.entries(rules)) {
    if ((ROOT_TYPES as readonly string[]).includes(type)) continue;
    const all = generated[type] as IMiddlewareFieldMap;
    picked[type] = Object.fromEntries(Object.keys(fields).map((field) => [field, all[field]]));
  }
  return picked;
}

/**
 * Every field a caller can be refused is nullable (docs/graphql.md, Nullability): a refusal answers null with an
 * error at that field's path only, where a non-null field would null its parent, up to the whole reply (`{ me { id }
 * adminReports { total } }` as a non-admin keeps `me`). The fields are the root queries and mutations whose rule
 * is not `allow`, and every nested field the map guards. Subscriptions keep their types: one operation holds one
 * subscription, so there is no sibling to keep. Applied to the built schema, before its SDL is printed.
 */
export function nullableWhereRefusable(schema: GraphQLSchema): void {
  for (const [type, fields] of Object.entries(rules)) {
    const object = schema.getType(type);
    if (type === 'Subscription' || !isObjectType(object)) continue;
    for (const [name, rule] of Object.entries(fields)) {
      const field = object.getFields()[name];
      if (field && rule !== allow && isNonNullType(field.type)) field.type = field.type.ofType;
    }
  }
}

/** A rule as graphql-shield runs it: true, false, or the error it refuses with. */
interface RunnableRule {
  resolve(parent: unknown, args: unknown, ctx: unknown, info: unknown, options: unknown): Promise<boolean | Error>;
}

const PROBE_OPTIONS = { debug: false, allowExternalErrors: true, hashFunction: (v: unknown) => JSON.stringify(v) };

/**
 * Why the caller may not use these root fields, decided from their rules before any argument is read (the rules
 * here look at the caller, not at arguments): the first refusal (no or bad credentials, a missing scope, not an
 * admin), or null. The REST adapter asks it when a param is refused before the operation runs, so that
 * authentication and permission are answered first and the input after, as when the operation reads the params.
 */
export async function rootRefusal(
  ctx: object,
  type: 'Query' | 'Mutation' | 'Subscription',
  fields: readonly string[],
): Promise<Error | null> {
  // The rules cache their answers per context (`_shield`): a probe of its own leaves the request's untouched.
  const probe = Object.assign(Object.create(ctx) as object, { _shield: { cache: {} } });
  for (const field of fields) {
    const rule = rules[type]?.[field] as RunnableRule | undefined;
    const answer = rule ? await rule.resolve(undefined, {}, probe, undefined, PROBE_OPTIONS) : null;
    if (answer instanceof Error) return answer;
  }
  return null;
}
