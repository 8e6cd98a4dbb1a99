import { allow, and, deny, or, shield } from 'graphql-shield';
import type { GraphQLSchema } from 'graphql';
import type { IMiddlewareFieldMap, IMiddlewareTypeMap } from 'graphql-middleware';
import type { IRules } from 'graphql-shield';
import { ForbiddenError } from '../core/errors.js';
import {
  hasApp,
  hasScope,
  hasScopeWhenAuthenticated,
  isAdmin,
  isAuthenticated,
  isAuthenticatedApp,
  isSelf,
} from './rules.js';

/**
 * The one permission map. Deny by default at the root: every Query, Mutation and Subscription field not listed
 * here is refused, so a new operation stays unreachable until it gets its rule. Below the root, fields are
 * reachable only through a root field that passed its rule; the few that must be guarded again (another
 * account's private data, per-viewer settings) are listed under their type.
 */
export const rules = {
  Query: {
    me: and(isAuthenticated, hasScope('read:accounts')),
    user: allow,
    account: allow, // public data; the caller counts only with read:accounts (Pleroma's fallback to anonymous)
    accountLookup: allow,
    followers: allow,
    following: allow,
    relationships: and(isAuthenticated, hasScope('read:follows')),
    followRequests: and(isAuthenticated, hasScope('read:follows')),
    blocks: and(isAuthenticated, hasScope('read:blocks')),
    mutes: and(isAuthenticated, hasScope('read:mutes')),
    customEmojis: allow,
    instance: allow,
    healthcheck: allow,
    zones: and(isAuthenticated, hasScope('read')), // scoped in the service: own zones, all for admins
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
    chats: and(isAuthenticated, hasScope('read:chats')),
    chat: and(isAuthenticated, hasScope('read:chats')),
    chatMessages: and(isAuthenticated, hasScope('read:chats')),
    chatOfMessage: and(isAuthenticated, hasScope('read:chats')),
    adminReports: isAdmin('read'),
    adminReport: isAdmin('read'),
    adminGroupedReports: isAdmin('read'),
    adminStatuses: isAdmin('read'),
    adminStatus: isAdmin('read'),
    adminStatusVisibilityStats: isAdmin('read'),
    adminInvites: isAdmin('read'),
    adminModerationLog: isAdmin('read'),
    adminUsers: isAdmin('read'),
    adminUser: isAdmin('read'),
    adminPermissionGroups: isAdmin('read'),
    adminUserCredentials: isAdmin('read'),
    adminPasswordResetLink: isAdmin('write'), // issues a token
    adminConfig: isAdmin('read'),
    adminNeedReboot: isAdmin('read'),
    adminConfigDescriptions: isAdmin('read'),
    // Emoji packs: reads are public; remote listing needs admin:write, as in Pleroma.
    emojiPack: allow,
    emojiPacks: allow,
    emojiPackArchive: allow,
    adminRemoteEmojiPacks: isAdmin('write'),
    // the user API
    mfaSettings: and(isAuthenticated, hasScope('read:security')),
    captcha: allow,
    // Clients.
    search: hasScopeWhenAuthenticated('read:search'),
    bookmarks: and(isAuthenticated, hasScope('read:bookmarks')),
    lists: and(isAuthenticated, hasScope('read:lists')),
    list: and(isAuthenticated, hasScope('read:lists')),
    listTimeline: and(isAuthenticated, hasScope('read:lists')),
    markers: and(isAuthenticated, hasScope('read:statuses')),
    poll: hasScopeWhenAuthenticated('read:statuses'),
    filters: and(isAuthenticated, hasScope('read:filters')),
    filter: and(isAuthenticated, hasScope('read:filters')),
    currentApp: isAuthenticatedApp,
    // OAuth apps, instance documents, chats
    adminOAuthApps: isAdmin('read'),
    adminInstanceDocument: isAdmin('read'),
    adminUserChats: isAdmin('read'),
    adminChat: isAdmin('read'),
    adminChatMessages: isAdmin('read'),
    // the user API
    accountFavourites: hasScopeWhenAuthenticated('read:favourites'),
    accountScrobbles: hasScopeWhenAuthenticated('read:accounts'),
    mascot: and(isAuthenticated, hasScope('read:accounts')),
    // media proxy, peers, frontends
    adminMediaProxyBannedUrls: isAdmin('read'),
    instancePeers: allow, // public, as Pleroma's /api/v1/instance/peers
    adminFrontends: isAdmin('read'),
    // relays
    adminRelays: isAdmin('read'),
  },
  Subscription: {
    notificationAdded: and(isAuthenticated, hasScope('read:notifications')),
    statusAdded: hasScopeWhenAuthenticated('read:statuses'),
    conversationUpdated: and(isAuthenticated, hasScope('read:statuses')),
    chatMessageAdded: and(isAuthenticated, hasScope('read:chats')),
    adminReportOpened: isAdmin('read'),
  },
  Mutation: {
    createApp: allow,
    issueToken: allow,
    exchangeToken: allow,
    revokeToken: allow,
    uploadZone: and(isAuthenticated, hasScope('write')),
    uploadZones: and(isAuthenticated, hasScope('write')),
    createStatus: and(isAuthenticated, hasScope('write:statuses')),
    deleteStatus: and(isAuthenticated, hasScope('write:statuses')),
    editStatus: and(isAuthenticated, hasScope('write:statuses')),
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
    registerAccount: hasApp,
    confirmEmail: allow,
    resendConfirmationEmail: allow,
    requestPasswordReset: allow,
    resetPassword: allow,
    updateCredentials: and(isAuthenticated, hasScope('write:accounts')),
    setAccountNote: and(isAuthenticated, hasScope('write:accounts')),
    followAccount: and(isAuthenticated, hasScope('write:follows')),
    unfollowAccount: and(isAuthenticated, hasScope('write:follows')),
    subscribeAccount: and(isAuthenticated, hasScope('write:follows')),
    unsubscribeAccount: and(isAuthenticated, hasScope('write:follows')),
    authorizeFollowRequest: and(isAuthenticated, hasScope('write:follows')),
    rejectFollowRequest: and(isAuthenticated, hasScope('write:follows')),
    blockAccount: and(isAuthenticated, hasScope('write:blocks')),
    unblockAccount: and(isAuthenticated, hasScope('write:blocks')),
    muteAccount: and(isAuthenticated, hasScope('write:mutes')),
    unmuteAccount: and(isAuthenticated, hasScope('write:mutes')),
    createChat: and(isAuthenticated, hasScope('write:chats')),
    postChatMessage: and(isAuthenticated, hasScope('write:chats')),
    markChatRead: and(isAuthenticated, hasScope('write:chats')),
    deleteChatMessage: and(isAuthenticated, hasScope('write:chats')),
    reactToStatus: and(isAuthenticated, hasScope('write:statuses')),
    unreactToStatus: and(isAuthenticated, hasScope('write:statuses')),
    createReport: and(isAuthenticated, hasScope('write:reports')),
    adminUpdateReportStates: isAdmin('write'),
    adminAddReportNote: isAdmin('write'),
    adminDeleteReportNote: isAdmin('write'),
    adminUpdateStatus: isAdmin('write'),
    adminDeleteStatus: isAdmin('write'),
    adminCreateInvite: isAdmin('write'),
    adminRevokeInvite: isAdmin('write'),
    adminEmailInvite: isAdmin('write'),
    adminCreateUsers: isAdmin('write'),
    adminDeleteUsers: isAdmin('write'),
    adminFollowUser: isAdmin('write'),
    adminUnfollowUser: isAdmin('write'),
    adminToggleUserActivation: isAdmin('write'),
    adminActivateUsers: isAdmin('write'),
    adminDeactivateUsers: isAdmin('write'),
    adminApproveUsers: isAdmin('write'),
    adminTagUsers: isAdmin('write'),
    adminUntagUsers: isAdmin('write'),
    adminGrantPermission: isAdmin('write'),
    adminRevokePermission: isAdmin('write'),
    adminConfirmEmails: isAdmin('write'),
    adminResendConfirmationEmails: isAdmin('write'),
    adminForcePasswordReset: isAdmin('write'),
    adminDisableMfa: isAdmin('write'),
    adminUpdateUserCredentials: isAdmin('write'),
    adminUpdateConfig: isAdmin('write'),
    adminRestart: isAdmin('write'),
    // Emoji packs
    adminCreateEmojiPack: isAdmin('write'),
    adminUpdateEmojiPackMetadata: isAdmin('write'),
    adminDeleteEmojiPack: isAdmin('write'),
    adminImportEmojiPacks: isAdmin('write'),
    adminDownloadEmojiPack: isAdmin('write'),
    adminAddEmojiPackFile: isAdmin('write'),
    adminUpdateEmojiPackFile: isAdmin('write'),
    adminDeleteEmojiPackFile: isAdmin('write'),
    adminReloadEmoji: isAdmin('write'),
    // the user API
    setupTotp: and(isAuthenticated, hasScope('write:security')),
    confirmTotp: and(isAuthenticated, hasScope('write:security')),
    disableTotp: and(isAuthenticated, hasScope('write:security')),
    createBackupCodes: and(isAuthenticated, hasScope('write:security')),
    completeMfaChallenge: allow,
    // Clients.
    bookmarkStatus: and(isAuthenticated, hasScope('write:bookmarks')),
    unbookmarkStatus: and(isAuthenticated, hasScope('write:bookmarks')),
    pinStatus: and(isAuthenticated, hasScope('write:accounts')),
    unpinStatus: and(isAuthenticated, hasScope('write:accounts')),
    createList: and(isAuthenticated, hasScope('write:lists')),
    updateList: and(isAuthenticated, hasScope('write:lists')),
    deleteList: and(isAuthenticated, hasScope('write:lists')),
    addListAccounts: and(isAuthenticated, hasScope('write:lists')),
    removeListAccounts: and(isAuthenticated, hasScope('write:lists')),
    saveMarkers: and(isAuthenticated, hasScope('write:statuses')),
    voteInPoll: and(isAuthenticated, hasScope('write:statuses')),
    createFilter: and(isAuthenticated, hasScope('write:filters')),
    updateFilter: and(isAuthenticated, hasScope('write:filters')),
    deleteFilter: and(isAuthenticated, hasScope('write:filters')),
    // OAuth apps, instance documents, chats
    adminCreateOAuthApp: isAdmin('write'),
    adminUpdateOAuthApp: isAdmin('write'),
    adminDeleteOAuthApp: isAdmin('write'),
    adminUpdateInstanceDocument: isAdmin('write'),
    adminDeleteInstanceDocument: isAdmin('write'),
    adminDeleteChatMessage: isAdmin('write'),
    // the user API
    deleteAccount: and(isAuthenticated, hasScope('write:accounts')),
    disableAccount: and(isAuthenticated, hasScope('write:accounts')),
    changeEmail: and(isAuthenticated, hasScope('write:accounts')),
    updateNotificationSettings: and(isAuthenticated, hasScope('write:accounts')),
    updateAvatar: and(isAuthenticated, hasScope('write:accounts')),
    updateBanner: and(isAuthenticated, hasScope('write:accounts')),
    updateBackground: and(isAuthenticated, hasScope('write:accounts')),
    updateMascot: and(isAuthenticated, hasScope('write:accounts')),
    createScrobble: and(isAuthenticated, hasScope('write')),
    importFollows: and(isAuthenticated, hasScope('write:follows')),
    importBlocks: and(isAuthenticated, hasScope('write:blocks')),
    importMutes: and(isAuthenticated, hasScope('write:mutes')),
    // media proxy, frontends
    adminPurgeMediaProxyUrls: isAdmin('write'),
    adminDeleteMediaProxyBannedUrls: isAdmin('write'),
    adminInstallFrontend: isAdmin('write'),
    // relays
    adminFollowRelay: isAdmin('write'),
    adminUnfollowRelay: isAdmin('write'),
  },
  // Nested fields are not wrapped (a wrapper per field costs more than the work it guards); only these, which
  // a public type would otherwise show to anyone, carry a rule of their own.
  Account: {
    email: or(isSelf, isAdmin('read')),
    registrationReason: or(isSelf, isAdmin('read')),
    defaultScope: isSelf,
    defaultSensitive: isSelf,
    noRichText: isSelf,
    allowFollowingMove: isSelf,
    settingsStore: isSelf,
    followRequestsCount: isSelf,
    // the user API
    blockFromStrangers: isSelf,
    hideNotificationContents: isSelf,
  },
  Status: {
    favouritedBy: hasScopeWhenAuthenticated('read:accounts'),
    rebloggedBy: hasScopeWhenAuthenticated('read:accounts'),
  },
} satisfies IRules;

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
