import { allow, and, deny, or, shield } from 'graphql-shield';
import { ForbiddenError } from '../errors.js';
import { hasScope, isAdmin, isAuthenticated, isSelf } from './rules.js';

/**
 * The one permission map. Every field of every type is denied unless listed here; a new operation or type
 * stays unreachable until it gets its rule.
 */
export const permissions = shield(
  {
    Query: {
      me: and(isAuthenticated, hasScope('read:accounts')),
      user: allow,
      instance: allow,
      healthcheck: allow,
    },
    Mutation: {
      createApp: allow,
      login: allow,
      exchangeToken: allow,
      revokeToken: allow,
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
  },
  { fallbackRule: deny, allowExternalErrors: true, fallbackError: () => new ForbiddenError('Not authorised') },
);
