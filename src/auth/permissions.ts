import { allow, and, deny, or, shield } from 'graphql-shield';
import type { IRules } from 'graphql-shield';
import { ForbiddenError } from '../errors.js';
import { hasScope, isAdmin, isAuthenticated, isSelf } from './rules.js';

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
  },
  Mutation: {
    createApp: allow,
    login: allow,
    exchangeToken: allow,
    revokeToken: allow,
    uploadZone: and(isAuthenticated, hasScope('write')),
    uploadZones: and(isAuthenticated, hasScope('write')),
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
} satisfies IRules;

/** Shield over the map: deny what it does not list, and let our own typed errors through unchanged. */
export const permissions = shield(rules, {
  fallbackRule: deny,
  allowExternalErrors: true,
  fallbackError: () => new ForbiddenError('Not authorised'),
});
