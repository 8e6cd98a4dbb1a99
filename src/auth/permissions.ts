import { allow, and, deny, or, shield } from 'graphql-shield';
import type { IRules } from 'graphql-shield';
import { ForbiddenError } from '../errors.js';
import { hasScope, hasScopeWhenAuthenticated, isAdmin, isAuthenticated, isSelf } from './rules.js';

/**
 * The one permission map. Every field of every type is denied unless listed here; a new operation or type
 * stays unreachable until it gets its rule.
 */
export const rules = {
  Query: {
    me: and(isAuthenticated, hasScope('read:accounts')),
    user: allow,
    instance: allow,
    healthcheck: allow,
    zones: allow, // scoped in the service: own zones, all for admins, none for anonymous callers
    zone: and(isAuthenticated, hasScope('read')),
    status: hasScopeWhenAuthenticated('read:statuses'),
    publicTimeline: hasScopeWhenAuthenticated('read:statuses'),
    tagTimeline: hasScopeWhenAuthenticated('read:statuses'),
    accountStatuses: hasScopeWhenAuthenticated('read:statuses'),
    homeTimeline: and(isAuthenticated, hasScope('read:statuses')),
    notifications: and(isAuthenticated, hasScope('read:notifications')),
    notification: and(isAuthenticated, hasScope('read:notifications')),
    conversations: and(isAuthenticated, hasScope('read:statuses')),
    conversation: and(isAuthenticated, hasScope('read:statuses')),
    media: and(isAuthenticated, hasScope('write:media')),
  },
  Mutation: {
    createApp: allow,
    login: allow,
    exchangeToken: allow,
    revokeToken: allow,
    uploadZone: and(isAuthenticated, hasScope('write')),
    uploadZones: and(isAuthenticated, hasScope('write')),
    createStatus: and(isAuthenticated, hasScope('write:statuses')),
    deleteStatus: and(isAuthenticated, hasScope('write:statuses')),
    reblogStatus: and(isAuthenticated, hasScope('write:statuses')),
    unreblogStatus: and(isAuthenticated, hasScope('write:statuses')),
    favouriteStatus: and(isAuthenticated, hasScope('write:favourites')),
    unfavouriteStatus: and(isAuthenticated, hasScope('write:favourites')),
    uploadMedia: and(isAuthenticated, hasScope('write:media')),
    updateMedia: and(isAuthenticated, hasScope('write:media')),
    dismissNotification: and(isAuthenticated, hasScope('write:notifications')),
    clearNotifications: and(isAuthenticated, hasScope('write:notifications')),
    markNotificationsRead: and(isAuthenticated, hasScope('write:notifications')),
    updateConversation: and(isAuthenticated, hasScope('write:conversations')),
    markConversationRead: and(isAuthenticated, hasScope('write:conversations')),
    markConversationsRead: and(isAuthenticated, hasScope('write:conversations')),
  },
  Account: {
    '*': allow,
    email: or(isSelf, isAdmin('read')),
    registrationReason: or(isSelf, isAdmin('read')),
  },
  AccountCounts: allow,
  ProfileField: allow,
  OAuthClient: allow,
  Token: allow,
  Instance: allow,
  InstanceStats: allow,
  PollLimits: allow,
  Healthcheck: allow,
  Zone: allow,
  ZoneRecordEntry: allow,
  ZoneVersionEntry: allow,
  ZoneIssueEntry: allow,
  ZoneUploadError: allow,
  ZoneUploadResult: allow,
  // Reached only through the fields above; every status they lead to is filtered by the viewer's visibility.
  Status: {
    '*': allow,
    favouritedBy: hasScopeWhenAuthenticated('read:accounts'),
    rebloggedBy: hasScopeWhenAuthenticated('read:accounts'),
  },
  StatusPage: allow,
  StatusThread: allow,
  StatusApplication: allow,
  Tag: allow,
  AccountPage: allow,
  PageInfo: allow,
  MediaAttachment: allow,
  Notification: allow,
  NotificationPage: allow,
  Conversation: allow,
  ConversationPage: allow,
} satisfies IRules;

/** Shield over the map: deny what it does not list, and let our own typed errors through unchanged. */
export const permissions = shield(rules, {
  fallbackRule: deny,
  allowExternalErrors: true,
  fallbackError: () => new ForbiddenError('Not authorised'),
});
