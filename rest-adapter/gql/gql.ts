/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation MoveAccount($password: String!, $targetAccount: String!) { moveAccount(password: $password, targetAccount: $targetAccount) { id } }": typeof types.MoveAccountDocument,
    "query AccountAliases { accountAliases }": typeof types.AccountAliasesDocument,
    "mutation AddAccountAlias($alias: String!) { addAccountAlias(alias: $alias) }": typeof types.AddAccountAliasDocument,
    "mutation RemoveAccountAlias($alias: String!) { removeAccountAlias(alias: $alias) }": typeof types.RemoveAccountAliasDocument,
    "mutation DeleteAccount($password: String!) { deleteAccount(password: $password) }": typeof types.DeleteAccountDocument,
    "mutation DisableAccount($password: String!) { disableAccount(password: $password) }": typeof types.DisableAccountDocument,
    "mutation ChangeEmail($password: String!, $email: String!) { changeEmail(password: $password, email: $email) { id } }": typeof types.ChangeEmailDocument,
    "mutation UpdateNotificationSettings($blockFromStrangers: Boolean, $hideNotificationContents: Boolean) {\n      updateNotificationSettings(blockFromStrangers: $blockFromStrangers, hideNotificationContents: $hideNotificationContents) {\n        blockFromStrangers hideNotificationContents\n      }\n    }": typeof types.UpdateNotificationSettingsDocument,
    "query VerifyCredentials { me { ...MastodonCredentials } }": typeof types.VerifyCredentialsDocument,
    "mutation UpdateCredentials(\n      $displayName: String, $note: String, $locked: Boolean, $bot: Boolean, $actorType: String, $discoverable: Boolean,\n      $fieldsAttributes: [ProfileFieldInput!], $privacy: Visibility, $sensitive: Boolean, $hideFollowers: Boolean,\n      $hideFollows: Boolean, $hideFollowersCount: Boolean, $hideFollowsCount: Boolean, $hideFavorites: Boolean,\n      $noRichText: Boolean, $showRole: Boolean, $skipThreadContainment: Boolean, $allowFollowingMove: Boolean,\n      $pleromaSettingsStore: JSONObject, $removeAvatar: Boolean, $removeHeader: Boolean, $avatar: Upload, $header: Upload\n    ) {\n      updateCredentials(input: {\n        displayName: $displayName, note: $note, locked: $locked, bot: $bot, actorType: $actorType, discoverable: $discoverable,\n        fields: $fieldsAttributes, defaultScope: $privacy, defaultSensitive: $sensitive, hideFollowers: $hideFollowers,\n        hideFollows: $hideFollows, hideFollowersCount: $hideFollowersCount, hideFollowsCount: $hideFollowsCount,\n        hideFavourites: $hideFavorites, noRichText: $noRichText, showRole: $showRole, skipThreadContainment: $skipThreadContainment,\n        allowFollowingMove: $allowFollowingMove, settingsStore: $pleromaSettingsStore, removeAvatar: $removeAvatar, removeHeader: $removeHeader\n      }, avatar: $avatar, header: $header) { ...MastodonCredentials }\n    }": typeof types.UpdateCredentialsDocument,
    "query LookupAccount($acct: String!) { account(acct: $acct) { ...MastodonAccount } }": typeof types.LookupAccountDocument,
    "query Account($id: ID!, $withRelationships: Boolean = false) { account(id: $id) { ...ListedAccount } }": typeof types.AccountDocument,
    "query Followers($id: ID!, $after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      followers(id: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }": typeof types.FollowersDocument,
    "query Following($id: ID!, $after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      following(id: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }": typeof types.FollowingDocument,
    "query AdminUsers($query: String, $filters: [String!], $page: Int, $pageSize: Int, $tags: [String!], $name: String, $email: String) {\n      adminUsers(query: $query, filters: $filters, page: $page, pageSize: $pageSize, tags: $tags, name: $name, email: $email) {\n        pageSize totalCount nodes { ...AdminUserEntry }\n      }\n    }": typeof types.AdminUsersDocument,
    "mutation AdminCreateUsers($users: [AdminNewUserInput!]!) { adminCreateUsers(users: $users) { nickname } }": typeof types.AdminCreateUsersDocument,
    "mutation AdminDeleteUsers($nicknames: [String!]!) { adminDeleteUsers(nicknames: $nicknames) }": typeof types.AdminDeleteUsersDocument,
    "mutation AdminFollowUser($follower: String!, $followed: String!) { adminFollowUser(follower: $follower, followed: $followed) { follower { id } } }": typeof types.AdminFollowUserDocument,
    "mutation AdminUnfollowUser($follower: String!, $followed: String!) { adminUnfollowUser(follower: $follower, followed: $followed) { follower { id } } }": typeof types.AdminUnfollowUserDocument,
    "mutation AdminToggleUserActivation($nickname: String!) { adminToggleUserActivation(nickname: $nickname) { deactivated id nickname } }": typeof types.AdminToggleUserActivationDocument,
    "mutation AdminActivateUsers($nicknames: [String!]!) { adminActivateUsers(nicknames: $nicknames) { ...AdminUserEntry } }": typeof types.AdminActivateUsersDocument,
    "mutation AdminDeactivateUsers($nicknames: [String!]!) { adminDeactivateUsers(nicknames: $nicknames) { ...AdminUserEntry } }": typeof types.AdminDeactivateUsersDocument,
    "mutation AdminApproveUsers($nicknames: [String!]!) { adminApproveUsers(nicknames: $nicknames) { ...AdminUserEntry } }": typeof types.AdminApproveUsersDocument,
    "mutation AdminTagUsers($nicknames: [String!]!, $tags: [String!]!) { adminTagUsers(nicknames: $nicknames, tags: $tags) { id } }": typeof types.AdminTagUsersDocument,
    "mutation AdminUntagUsers($nicknames: [String!]!, $tags: [String!]!) { adminUntagUsers(nicknames: $nicknames, tags: $tags) { id } }": typeof types.AdminUntagUsersDocument,
    "query AdminPermissionGroups($nickname: String!) { adminPermissionGroups(nickname: $nickname) { isModerator isAdmin } }": typeof types.AdminPermissionGroupsDocument,
    "query AdminPermissionGroup($nickname: String!, $permissionGroup: PermissionGroup!) {\n      adminPermissionGroups(nickname: $nickname, group: $permissionGroup) { isModerator isAdmin }\n    }": typeof types.AdminPermissionGroupDocument,
    "mutation AdminGrantPermissionToUser($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {\n      adminGrantPermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }\n    }": typeof types.AdminGrantPermissionToUserDocument,
    "mutation AdminGrantPermission($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {\n      adminGrantPermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }\n    }": typeof types.AdminGrantPermissionDocument,
    "mutation AdminRevokePermissionFromUser($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {\n      adminRevokePermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }\n    }": typeof types.AdminRevokePermissionFromUserDocument,
    "mutation AdminRevokePermission($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {\n      adminRevokePermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }\n    }": typeof types.AdminRevokePermissionDocument,
    "mutation AdminConfirmEmails($nicknames: [String!]!) { adminConfirmEmails(nicknames: $nicknames) { nickname } }": typeof types.AdminConfirmEmailsDocument,
    "mutation AdminResendConfirmationEmails($nicknames: [String!]!) { adminResendConfirmationEmails(nicknames: $nicknames) { nickname } }": typeof types.AdminResendConfirmationEmailsDocument,
    "mutation AdminForcePasswordReset($nicknames: [String!]!) { adminForcePasswordReset(nicknames: $nicknames) { id } }": typeof types.AdminForcePasswordResetDocument,
    "mutation AdminCreatePasswordResetLink($nickname: String!) { adminCreatePasswordResetLink(nickname: $nickname) { token link } }": typeof types.AdminCreatePasswordResetLinkDocument,
    "mutation AdminDisableMfa($nickname: String!) { adminDisableMfa(nickname: $nickname) { nickname } }": typeof types.AdminDisableMfaDocument,
    "query AdminUserCredentials($nickname: String!) { adminUserCredentials(nickname: $nickname) { ...AdminCredentials } }": typeof types.AdminUserCredentialsDocument,
    "mutation AdminUpdateUserCredentials($nickname: String!,\n      $email: String, $password: String, $name: String, $bio: String, $avatar: String, $banner: String, $background: String,\n      $defaultScope: String, $actorType: String, $fields: [ProfileFieldInput!], $locked: Boolean, $discoverable: Boolean,\n      $noRichText: Boolean, $hideFollows: Boolean, $hideFollowers: Boolean, $hideFollowsCount: Boolean, $hideFollowersCount: Boolean,\n      $hideFavorites: Boolean, $allowFollowingMove: Boolean, $showRole: Boolean, $skipThreadContainment: Boolean) {\n      adminUpdateUserCredentials(nickname: $nickname, input: {\n        email: $email, password: $password, name: $name, bio: $bio, avatar: $avatar, banner: $banner, background: $background,\n        defaultScope: $defaultScope, actorType: $actorType, fields: $fields, locked: $locked, discoverable: $discoverable,\n        noRichText: $noRichText, hideFollows: $hideFollows, hideFollowers: $hideFollowers, hideFollowsCount: $hideFollowsCount,\n        hideFollowersCount: $hideFollowersCount, hideFavourites: $hideFavorites, allowFollowingMove: $allowFollowingMove,\n        showRole: $showRole, skipThreadContainment: $skipThreadContainment\n      }) { success errors }\n    }": typeof types.AdminUpdateUserCredentialsDocument,
    "query AdminUser($nicknameOrId: ID!) { adminUser(nicknameOrId: $nicknameOrId) { ...AdminUserEntry } }": typeof types.AdminUserDocument,
    "query AdminAnnouncements($after: String, $first: Int) {\n      adminAnnouncements(after: $after, first: $first) { nodes { ...AdminAnnouncement } }\n    }": typeof types.AdminAnnouncementsDocument,
    "query AdminAnnouncement($id: ID!) { adminAnnouncement(id: $id) { ...AdminAnnouncement } }": typeof types.AdminAnnouncementDocument,
    "mutation AdminCreateAnnouncement($content: String, $startsAt: String, $endsAt: String, $allDay: Boolean) {\n      adminCreateAnnouncement(content: $content, startsAt: $startsAt, endsAt: $endsAt, allDay: $allDay) { ...AdminAnnouncement }\n    }": typeof types.AdminCreateAnnouncementDocument,
    "mutation AdminUpdateAnnouncement($id: ID!, $content: String, $startsAt: String, $endsAt: String, $allDay: Boolean) {\n      adminUpdateAnnouncement(id: $id, content: $content, startsAt: $startsAt, endsAt: $endsAt, allDay: $allDay) { ...AdminAnnouncement }\n    }": typeof types.AdminUpdateAnnouncementDocument,
    "mutation AdminDeleteAnnouncement($id: ID!) { adminDeleteAnnouncement(id: $id) }": typeof types.AdminDeleteAnnouncementDocument,
    "query AdminUserChats($nickname: String!) { adminUserChats(nickname: $nickname) { ...AdminChat } }": typeof types.AdminUserChatsDocument,
    "query AdminChat($id: ID!) { adminChat(id: $id) { ...AdminChat } }": typeof types.AdminChatDocument,
    "query AdminChatMessages($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      adminChatMessages(chatId: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...PleromaChatMessage } pageInfo { startCursor endCursor } }\n    }": typeof types.AdminChatMessagesDocument,
    "mutation AdminDeleteChatMessage($id: ID!, $messageId: ID!) {\n      adminDeleteChatMessage(chatId: $id, messageId: $messageId) { ...PleromaChatMessage }\n    }": typeof types.AdminDeleteChatMessageDocument,
    "query AdminConfigDescriptionsAlias { adminConfigDescriptions { group key label type description children } }": typeof types.AdminConfigDescriptionsAliasDocument,
    "query AdminConfig($onlyDb: Boolean) { adminConfig(onlyDb: $onlyDb) { ...AdminConfigListEntry } }": typeof types.AdminConfigDocument,
    "mutation AdminUpdateConfig($configs: JSON!) { adminUpdateConfig(configs: $configs) { ...AdminConfigListEntry } }": typeof types.AdminUpdateConfigDocument,
    "query AdminConfigDescriptions { adminConfigDescriptions { group key label type description children } }": typeof types.AdminConfigDescriptionsDocument,
    "query AdminNeedReboot { adminNeedReboot }": typeof types.AdminNeedRebootDocument,
    "mutation AdminRestart { adminRestart }": typeof types.AdminRestartDocument,
    "query AdminDeliveryHealth { adminDeliveryHealth { queueSize unreachableHosts { host state since } } }": typeof types.AdminDeliveryHealthDocument,
    "query AdminFrontends { adminFrontends { ...AdminFrontendEntry } }": typeof types.AdminFrontendsDocument,
    "mutation AdminInstallFrontend($name: String!, $ref: String, $file: String, $buildUrl: String, $buildDir: String) {\n      adminInstallFrontend(name: $name, ref: $ref, file: $file, buildUrl: $buildUrl, buildDir: $buildDir) { ...AdminFrontendEntry }\n    }": typeof types.AdminInstallFrontendDocument,
    "query AdminInstanceDocument($name: String!) { adminInstanceDocument(name: $name) }": typeof types.AdminInstanceDocumentDocument,
    "mutation AdminUpdateInstanceDocument($name: String!, $file: Upload!) { adminUpdateInstanceDocument(name: $name, file: $file) { url } }": typeof types.AdminUpdateInstanceDocumentDocument,
    "mutation AdminDeleteInstanceDocument($name: String!) { adminDeleteInstanceDocument(name: $name) { url } }": typeof types.AdminDeleteInstanceDocumentDocument,
    "query AdminInstanceRules { instanceRules { ...InstanceRuleEntry } }": typeof types.AdminInstanceRulesDocument,
    "mutation AdminCreateInstanceRule($text: String, $hint: String, $priority: Int) {\n      adminCreateInstanceRule(text: $text, hint: $hint, priority: $priority) { ...InstanceRuleEntry }\n    }": typeof types.AdminCreateInstanceRuleDocument,
    "mutation AdminUpdateInstanceRule($id: ID!, $text: String, $hint: String, $priority: Int) {\n      adminUpdateInstanceRule(id: $id, text: $text, hint: $hint, priority: $priority) { ...InstanceRuleEntry }\n    }": typeof types.AdminUpdateInstanceRuleDocument,
    "mutation AdminDeleteInstanceRule($id: ID!) { adminDeleteInstanceRule(id: $id) }": typeof types.AdminDeleteInstanceRuleDocument,
    "mutation AdminCreateInvite($maxUse: Int, $expiresAt: String) {\n      adminCreateInvite(maxUse: $maxUse, expiresAt: $expiresAt) { ...AdminInvite }\n    }": typeof types.AdminCreateInviteDocument,
    "query AdminInvites { adminInvites { ...AdminInvite } }": typeof types.AdminInvitesDocument,
    "mutation AdminRevokeInvite($token: String) { adminRevokeInvite(token: $token) { ...AdminInvite } }": typeof types.AdminRevokeInviteDocument,
    "mutation AdminEmailInvite($email: String, $name: String) { adminEmailInvite(email: $email, name: $name) { id } }": typeof types.AdminEmailInviteDocument,
    "query AdminMediaProxyBannedUrls($page: Int, $pageSize: Int, $query: String) {\n      adminMediaProxyBannedUrls(page: $page, pageSize: $pageSize, query: $query) { pageSize totalCount nodes { url } }\n    }": typeof types.AdminMediaProxyBannedUrlsDocument,
    "mutation AdminPurgeMediaProxyUrls($urls: [String!]!, $ban: Boolean) { adminPurgeMediaProxyUrls(urls: $urls, ban: $ban) }": typeof types.AdminPurgeMediaProxyUrlsDocument,
    "mutation AdminDeleteMediaProxyBannedUrls($urls: [String!]!) { adminDeleteMediaProxyBannedUrls(urls: $urls) }": typeof types.AdminDeleteMediaProxyBannedUrlsDocument,
    "query AdminModerationLog($page: Int, $pageSize: Int, $startDate: String, $endDate: String, $userId: ID, $search: String) {\n      adminModerationLog(page: $page, pageSize: $pageSize, startDate: $startDate, endDate: $endDate, userId: $userId, search: $search) {\n        totalCount nodes { ...AdminLogEntry }\n      }\n    }": typeof types.AdminModerationLogDocument,
    "query AdminOAuthApps($name: String, $clientId: ID, $trusted: Boolean, $page: Int, $pageSize: Int) {\n      adminOAuthApps(name: $name, clientId: $clientId, trusted: $trusted, page: $page, pageSize: $pageSize) {\n        totalCount pageSize nodes { ...AdminApp }\n      }\n    }": typeof types.AdminOAuthAppsDocument,
    "mutation AdminCreateOAuthApp($input: AdminOAuthAppInput!) {\n      adminCreateOAuthApp(input: $input) { ...AdminAppResult }\n    }": typeof types.AdminCreateOAuthAppDocument,
    "mutation AdminUpdateOAuthApp($id: ID!, $input: AdminOAuthAppInput!) {\n      adminUpdateOAuthApp(id: $id, input: $input) { ...AdminAppResult }\n    }": typeof types.AdminUpdateOAuthAppDocument,
    "mutation AdminDeleteOAuthApp($id: ID!) { adminDeleteOAuthApp(id: $id) }": typeof types.AdminDeleteOAuthAppDocument,
    "query AdminRelays { adminRelays { ...AdminRelayFields } }": typeof types.AdminRelaysDocument,
    "mutation AdminFollowRelay($relayUrl: String!) { adminFollowRelay(relayUrl: $relayUrl) { ...AdminRelayFields } }": typeof types.AdminFollowRelayDocument,
    "mutation AdminUnfollowRelay($relayUrl: String!, $force: Boolean) { adminUnfollowRelay(relayUrl: $relayUrl, force: $force) }": typeof types.AdminUnfollowRelayDocument,
    "query AdminReports($state: ReportState, $page: Int, $pageSize: Int) {\n      adminReports(state: $state, page: $page, pageSize: $pageSize) { totalCount nodes { ...AdminReport } }\n    }": typeof types.AdminReportsDocument,
    "query AdminGroupedReports { adminGroupedReports { ...AdminReportGroup } }": typeof types.AdminGroupedReportsDocument,
    "query AdminReport($id: ID!) { adminReport(id: $id) { ...AdminReport } }": typeof types.AdminReportDocument,
    "mutation AdminUpdateReportStates($reports: [ReportStateInput!]) { adminUpdateReportStates(reports: $reports) { id error } }": typeof types.AdminUpdateReportStatesDocument,
    "mutation AdminAddReportNote($id: ID!, $content: String) { adminAddReportNote(id: $id, content: $content) { id } }": typeof types.AdminAddReportNoteDocument,
    "mutation AdminDeleteReportNote($reportId: ID!, $id: ID!) { adminDeleteReportNote(reportId: $reportId, id: $id) }": typeof types.AdminDeleteReportNoteDocument,
    "\n  fragment AdminStatusListing on AdminStatusPage { totalCount nodes { ...MastodonStatus } }\n": typeof types.AdminStatusListingFragmentDoc,
    "query AdminUserStatuses($godmode: Boolean, $withReblogs: Boolean, $page: Int, $pageSize: Int, $nicknameOrId: ID!) {\n      adminStatuses(godmode: $godmode, withReblogs: $withReblogs, page: $page, pageSize: $pageSize, nicknameOrId: $nicknameOrId) {\n        ...AdminStatusListing\n      }\n    }": typeof types.AdminUserStatusesDocument,
    "query AdminInstanceStatuses($godmode: Boolean, $withReblogs: Boolean, $page: Int, $pageSize: Int, $instance: String!) {\n      adminStatuses(godmode: $godmode, withReblogs: $withReblogs, page: $page, pageSize: $pageSize, instance: $instance) {\n        ...AdminStatusListing\n      }\n    }": typeof types.AdminInstanceStatusesDocument,
    "query AdminStatuses($godmode: Boolean, $withReblogs: Boolean, $page: Int, $pageSize: Int, $localOnly: Boolean) {\n      adminStatuses(godmode: $godmode, withReblogs: $withReblogs, page: $page, pageSize: $pageSize, localOnly: $localOnly) {\n        nodes { ...MastodonStatus }\n      }\n    }": typeof types.AdminStatusesDocument,
    "query AdminStatus($id: ID!) { adminStatus(id: $id) { ...MastodonStatus } }": typeof types.AdminStatusDocument,
    "mutation AdminUpdateStatus($id: ID!, $sensitive: Boolean, $visibility: Visibility) {\n      adminUpdateStatus(id: $id, sensitive: $sensitive, visibility: $visibility) { ...MastodonStatus }\n    }": typeof types.AdminUpdateStatusDocument,
    "mutation AdminDeleteStatus($id: ID!) { adminDeleteStatus(id: $id) }": typeof types.AdminDeleteStatusDocument,
    "query AdminStatusVisibilityStats($instance: String) {\n      adminStatusVisibilityStats(instance: $instance) { public unlisted private direct }\n    }": typeof types.AdminStatusVisibilityStatsDocument,
    "query Announcements { announcements { ...MastodonAnnouncement read } }": typeof types.AnnouncementsDocument,
    "mutation DismissAnnouncement($id: ID!) { dismissAnnouncement(id: $id) { id } }": typeof types.DismissAnnouncementDocument,
    "mutation AddAnnouncementReaction($id: ID!, $name: String!) { addAnnouncementReaction(id: $id, name: $name) { id } }": typeof types.AddAnnouncementReactionDocument,
    "mutation RemoveAnnouncementReaction($id: ID!, $name: String!) { removeAnnouncementReaction(id: $id, name: $name) { id } }": typeof types.RemoveAnnouncementReactionDocument,
    "query Backups { backups { ...PleromaBackup } }": typeof types.BackupsDocument,
    "mutation RequestBackup { requestBackup { backups { ...PleromaBackup } } }": typeof types.RequestBackupDocument,
    "query Captcha { captcha { type token url answerData secondsValid } }": typeof types.CaptchaDocument,
    "mutation CreateChat($id: ID!) { createChat(accountId: $id) { ...PleromaChat } }": typeof types.CreateChatDocument,
    "query Chats($after: String, $before: String, $first: Int, $last: Int) {\n      chats(first: $first, after: $after, last: $last, before: $before) { nodes { ...PleromaChat } pageInfo { startCursor endCursor } }\n    }": typeof types.ChatsDocument,
    "query Chat($id: ID!) { chat(id: $id) { ...PleromaChat } }": typeof types.ChatDocument,
    "query ChatMessages($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      chatMessages(chatId: $id, first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...PleromaChatMessage } pageInfo { startCursor endCursor }\n      }\n    }": typeof types.ChatMessagesDocument,
    "mutation PostChatMessage($id: ID!, $content: String, $mediaId: ID, $idempotencyKey: String) {\n      postChatMessage(chatId: $id, content: $content, mediaId: $mediaId, idempotencyKey: $idempotencyKey) { ...PleromaChatMessage }\n    }": typeof types.PostChatMessageDocument,
    "mutation MarkChatRead($id: ID!, $lastReadId: ID!) { markChatRead(chatId: $id, lastReadId: $lastReadId) { ...PleromaChat } }": typeof types.MarkChatReadDocument,
    "mutation DeleteChatMessage($id: ID!, $messageId: ID!) {\n      deleteChatMessage(chatId: $id, messageId: $messageId) { ...PleromaChatMessage }\n    }": typeof types.DeleteChatMessageDocument,
    "query Conversations($after: String, $before: String, $first: Int, $last: Int) {\n      conversations(first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...MastodonConversation } pageInfo { startCursor endCursor }\n      }\n    }": typeof types.ConversationsDocument,
    "mutation MarkConversationRead($id: ID!) { markConversationRead(id: $id) { ...MastodonConversation } }": typeof types.MarkConversationReadDocument,
    "query Conversation($id: ID!) { conversation(id: $id) { ...MastodonConversation } }": typeof types.ConversationDocument,
    "mutation UpdateConversation($id: ID!, $recipients: [ID!]!) {\n      updateConversation(id: $id, recipients: $recipients) { ...MastodonConversation }\n    }": typeof types.UpdateConversationDocument,
    "query ConversationStatuses($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      conversation(id: $id) {\n        statuses(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }\n      }\n    }": typeof types.ConversationStatusesDocument,
    "mutation MarkConversationsRead { markConversationsRead { ...MastodonConversation } }": typeof types.MarkConversationsReadDocument,
    "query FiltersV2 { customFilters { ...MastodonFilterV2 } }": typeof types.FiltersV2Document,
    "mutation CreateFilterV2($title: String!, $context: [FilterContext!]!, $action: FilterAction, $expiresIn: Int, $keywords: [FilterKeywordChange!]) {\n      createCustomFilter(title: $title, context: $context, action: $action, expiresIn: $expiresIn, keywords: $keywords) { ...MastodonFilterV2 }\n    }": typeof types.CreateFilterV2Document,
    "query FilterV2($id: ID!) { customFilter(id: $id) { ...MastodonFilterV2 } }": typeof types.FilterV2Document,
    "mutation UpdateFilterV2($id: ID!, $title: String, $context: [FilterContext!], $action: FilterAction, $expiresIn: Int, $keywords: [FilterKeywordChange!]) {\n      updateCustomFilter(id: $id, title: $title, context: $context, action: $action, expiresIn: $expiresIn, keywords: $keywords) { ...MastodonFilterV2 }\n    }": typeof types.UpdateFilterV2Document,
    "mutation DeleteFilterV2($id: ID!) { deleteCustomFilter(id: $id) }": typeof types.DeleteFilterV2Document,
    "query FilterV2Keywords($filterId: ID!) { customFilter(id: $filterId) { keywords { ...MastodonFilterKeyword } } }": typeof types.FilterV2KeywordsDocument,
    "mutation AddFilterKeyword($filterId: ID!, $keyword: String!, $wholeWord: Boolean) {\n      addFilterKeyword(filterId: $filterId, keyword: $keyword, wholeWord: $wholeWord) { ...MastodonFilterKeyword }\n    }": typeof types.AddFilterKeywordDocument,
    "query FilterKeyword($id: ID!) { filterKeyword(id: $id) { ...MastodonFilterKeyword } }": typeof types.FilterKeywordDocument,
    "mutation UpdateFilterKeyword($id: ID!, $keyword: String, $wholeWord: Boolean) {\n      updateFilterKeyword(id: $id, keyword: $keyword, wholeWord: $wholeWord) { ...MastodonFilterKeyword }\n    }": typeof types.UpdateFilterKeywordDocument,
    "mutation DeleteFilterKeyword($id: ID!) { deleteFilterKeyword(id: $id) }": typeof types.DeleteFilterKeywordDocument,
    "query FilterV2Statuses($filterId: ID!) { customFilter(id: $filterId) { statuses { ...MastodonFilterStatus } } }": typeof types.FilterV2StatusesDocument,
    "mutation AddFilterStatus($filterId: ID!, $statusId: ID!) {\n      addFilterStatus(filterId: $filterId, statusId: $statusId) { ...MastodonFilterStatus }\n    }": typeof types.AddFilterStatusDocument,
    "query FilterStatus($id: ID!) { filterStatus(id: $id) { ...MastodonFilterStatus } }": typeof types.FilterStatusDocument,
    "mutation DeleteFilterStatus($id: ID!) { deleteFilterStatus(id: $id) }": typeof types.DeleteFilterStatusDocument,
    "query Directory($order: DirectoryOrder, $local: Boolean, $after: String, $first: Int) {\n      directory(order: $order, local: $local, after: $after, first: $first) { nodes { ...MastodonAccount } }\n    }": typeof types.DirectoryDocument,
    "query DomainBlocks($after: String, $before: String, $first: Int, $last: Int) {\n      domainBlocks(first: $first, after: $after, last: $last, before: $before) {\n        nodes { domain } pageInfo { startCursor endCursor }\n      }\n    }": typeof types.DomainBlocksDocument,
    "mutation BlockDomain($domain: String!) { blockDomain(domain: $domain) { id } }": typeof types.BlockDomainDocument,
    "mutation UnblockDomain($domain: String!) { unblockDomain(domain: $domain) }": typeof types.UnblockDomainDocument,
    "query CustomEmojis { customEmojis { ...CustomEmojiEntry } }": typeof types.CustomEmojisDocument,
    "query EmojiPack($name: String!, $page: Int, $pageSize: Int) {\n  emojiPack(name: $name, page: $page, pageSize: $pageSize) { ...EmojiPackEntry }\n}": typeof types.EmojiPackDocument,
    "query EmojiPacks($page: Int, $pageSize: Int) {\n  emojiPacks(page: $page, pageSize: $pageSize) { totalCount nodes { ...EmojiPackEntry } }\n}": typeof types.EmojiPacksDocument,
    "query EmojiPackArchive($name: String!) { emojiPackArchive(name: $name) { name base64 } }": typeof types.EmojiPackArchiveDocument,
    "query AdminRemoteEmojiPacks($url: String!, $page: Int, $pageSize: Int) {\n  adminRemoteEmojiPacks(url: $url, page: $page, pageSize: $pageSize)\n}": typeof types.AdminRemoteEmojiPacksDocument,
    "mutation AdminCreateEmojiPack($name: String!) { adminCreateEmojiPack(name: $name) { name } }": typeof types.AdminCreateEmojiPackDocument,
    "mutation AdminUpdateEmojiPackMetadata($name: String!, $metadata: EmojiPackMetadataInput!) {\n  adminUpdateEmojiPackMetadata(name: $name, metadata: $metadata) { ...EmojiPackMetadataEntry }\n}": typeof types.AdminUpdateEmojiPackMetadataDocument,
    "mutation AdminDeleteEmojiPack($name: String!) { adminDeleteEmojiPack(name: $name) }": typeof types.AdminDeleteEmojiPackDocument,
    "mutation AdminImportEmojiPacks { adminImportEmojiPacks }": typeof types.AdminImportEmojiPacksDocument,
    "mutation AdminDownloadEmojiPack($url: String!, $name: String!, $as: String) {\n  adminDownloadEmojiPack(url: $url, name: $name, as: $as) { name }\n}": typeof types.AdminDownloadEmojiPackDocument,
    "mutation AdminAddEmojiPackFile($name: String!, $file: Upload, $url: String, $shortcode: String, $filename: String) {\n  adminAddEmojiPackFile(name: $name, file: $file, url: $url, shortcode: $shortcode, filename: $filename) { ...EmojiPackFileEntry }\n}": typeof types.AdminAddEmojiPackFileDocument,
    "mutation AdminUpdateEmojiPackFile($name: String!, $shortcode: String!, $newShortcode: String!, $newFilename: String!, $force: Boolean) {\n  adminUpdateEmojiPackFile(name: $name, shortcode: $shortcode, newShortcode: $newShortcode, newFilename: $newFilename, force: $force) { ...EmojiPackFileEntry }\n}": typeof types.AdminUpdateEmojiPackFileDocument,
    "mutation AdminDeleteEmojiPackFile($name: String!, $shortcode: String!) {\n  adminDeleteEmojiPackFile(name: $name, shortcode: $shortcode) { ...EmojiPackFileEntry }\n}": typeof types.AdminDeleteEmojiPackFileDocument,
    "mutation AdminReloadEmoji { adminReloadEmoji { shortcode } }": typeof types.AdminReloadEmojiDocument,
    "query FeaturedTags { featuredTags { ...MastodonFeaturedTag } }": typeof types.FeaturedTagsDocument,
    "mutation FeatureTag($name: String!) { featureTag(name: $name) { ...MastodonFeaturedTag } }": typeof types.FeatureTagDocument,
    "mutation UnfeatureTag($id: ID!) { unfeatureTag(id: $id) }": typeof types.UnfeatureTagDocument,
    "query FeaturedTagSuggestions { featuredTagSuggestions { ...MastodonTag } }": typeof types.FeaturedTagSuggestionsDocument,
    "query AccountFeaturedTags($id: ID!) { accountFeaturedTags(id: $id) { ...MastodonFeaturedTag } }": typeof types.AccountFeaturedTagsDocument,
    "query Filters { filters { ...MastodonFilter } }": typeof types.FiltersDocument,
    "mutation CreateFilter($phrase: String!, $context: [FilterContext!]!, $wholeWord: Boolean, $irreversible: Boolean, $expiresIn: Int) {\n      createFilter(phrase: $phrase, context: $context, wholeWord: $wholeWord, irreversible: $irreversible, expiresIn: $expiresIn) { ...MastodonFilter }\n    }": typeof types.CreateFilterDocument,
    "query Filter($id: ID!) { filter(id: $id) { ...MastodonFilter } }": typeof types.FilterDocument,
    "mutation UpdateFilter($id: ID!, $phrase: String, $context: [FilterContext!], $wholeWord: Boolean, $irreversible: Boolean, $expiresIn: Int) {\n      updateFilter(id: $id, phrase: $phrase, context: $context, wholeWord: $wholeWord, irreversible: $irreversible, expiresIn: $expiresIn) { ...MastodonFilter }\n    }": typeof types.UpdateFilterDocument,
    "mutation DeleteFilter($id: ID!) { deleteFilter(id: $id) { id } }": typeof types.DeleteFilterDocument,
    "mutation ImportFollows($list: String, $file: Upload) { importFollows(list: $list, file: $file) { jobId } }": typeof types.ImportFollowsDocument,
    "mutation ImportBlocks($list: String, $file: Upload) { importBlocks(list: $list, file: $file) { jobId } }": typeof types.ImportBlocksDocument,
    "mutation ImportMutes($list: String, $file: Upload) { importMutes(list: $list, file: $file) { jobId } }": typeof types.ImportMutesDocument,
    "query InstanceRules { instanceRules { ...InstanceRuleEntry } }": typeof types.InstanceRulesDocument,
    "query Instance { instance { ...MastodonInstance } }": typeof types.InstanceDocument,
    "query InstanceWithRules { instance { ...MastodonInstance } instanceRules { ...InstanceRuleEntry } }": typeof types.InstanceWithRulesDocument,
    "query Healthcheck { healthcheck { ...HealthcheckEntry } }": typeof types.HealthcheckDocument,
    "query FrontendConfigurations { frontendConfigurations }": typeof types.FrontendConfigurationsDocument,
    "query Lists { lists { ...MastodonList } }": typeof types.ListsDocument,
    "mutation CreateList($title: String!, $repliesPolicy: ListRepliesPolicy) {\n      createList(title: $title, repliesPolicy: $repliesPolicy) { ...MastodonList }\n    }": typeof types.CreateListDocument,
    "query List($id: ID!) { list(id: $id) { ...MastodonList } }": typeof types.ListDocument,
    "mutation UpdateList($id: ID!, $title: String, $repliesPolicy: ListRepliesPolicy) {\n      updateList(id: $id, title: $title, repliesPolicy: $repliesPolicy) { ...MastodonList }\n    }": typeof types.UpdateListDocument,
    "mutation DeleteList($id: ID!) { deleteList(id: $id) { id } }": typeof types.DeleteListDocument,
    "query ListAccounts($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      list(id: $id) {\n        accounts(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonAccount } pageInfo { startCursor endCursor } }\n      }\n    }": typeof types.ListAccountsDocument,
    "mutation AddListAccounts($id: ID!, $accountIds: [ID!]!) { addListAccounts(id: $id, accountIds: $accountIds) { id } }": typeof types.AddListAccountsDocument,
    "mutation RemoveListAccounts($id: ID!, $accountIds: [ID!]!) { removeListAccounts(id: $id, accountIds: $accountIds) { id } }": typeof types.RemoveListAccountsDocument,
    "query ListTimeline($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      listTimeline(id: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }\n    }": typeof types.ListTimelineDocument,
    "query AccountLists($id: ID!) { lists(accountId: $id) { ...MastodonList } }": typeof types.AccountListsDocument,
    "query Markers($timeline: [MarkerTimeline!]) { markers(timelines: $timeline) { ...MastodonMarker } }": typeof types.MarkersDocument,
    "mutation SaveMarkers($home: String, $notifications: String) {\n      saveMarkers(home: $home, notifications: $notifications) { ...MastodonMarker }\n    }": typeof types.SaveMarkersDocument,
    "mutation UploadMedia($file: Upload!, $description: String, $focus: String) {\n  uploadMedia(file: $file, description: $description, focus: $focus) { ...MastodonMedia }\n}": typeof types.UploadMediaDocument,
    "query Media($id: ID!) { media(id: $id) { ...MastodonMedia } }": typeof types.MediaDocument,
    "mutation UpdateMedia($id: ID!, $description: String, $focus: String) {\n      updateMedia(id: $id, description: $description, focus: $focus) { ...MastodonMedia }\n    }": typeof types.UpdateMediaDocument,
    "query MfaSettings { mfaSettings { enabled totp } }": typeof types.MfaSettingsDocument,
    "mutation SetupTotp { setupTotp { key provisioningUri } }": typeof types.SetupTotpDocument,
    "mutation ConfirmTotp($password: String!, $code: String!) { confirmTotp(password: $password, code: $code) { enabled } }": typeof types.ConfirmTotpDocument,
    "mutation DisableTotp($password: String!) { disableTotp(password: $password) { enabled } }": typeof types.DisableTotpDocument,
    "mutation CreateBackupCodes { createBackupCodes }": typeof types.CreateBackupCodesDocument,
    "mutation CompleteMfaChallenge($input: MfaChallengeInput!) { completeMfaChallenge(input: $input) { ...OAuthToken } }": typeof types.CompleteMfaChallengeDocument,
    "mutation DismissNotification($id: ID!) { dismissNotification(id: $id) }": typeof types.DismissNotificationDocument,
    "query Notifications($after: String, $before: String, $first: Int, $last: Int, $types: [NotificationType!], $excludeTypes: [NotificationType!], $accountId: ID, $withMuted: Boolean) {\n      notifications(first: $first, after: $after, last: $last, before: $before, types: $types, excludeTypes: $excludeTypes, accountId: $accountId, withMuted: $withMuted) {\n        nodes { ...MastodonNotification } pageInfo { startCursor endCursor }\n      }\n    }": typeof types.NotificationsDocument,
    "query Notification($id: ID!) { notification(id: $id) { ...MastodonNotification } }": typeof types.NotificationDocument,
    "mutation ClearNotifications { clearNotifications { clearedCount } }": typeof types.ClearNotificationsDocument,
    "mutation MarkNotificationsRead($id: ID, $maxId: ID) {\n      markNotificationsRead(id: $id, maxId: $maxId) { ...MastodonNotification }\n    }": typeof types.MarkNotificationsReadDocument,
    "mutation CreateApp($clientName: String!, $redirectUris: String!, $scopes: String, $website: String) {\n      createApp(input: { clientName: $clientName, redirectUris: $redirectUris, scopes: $scopes, website: $website }) { ...OAuthApp }\n    }": typeof types.CreateAppDocument,
    "mutation ExchangeToken($input: TokenRequestInput!) { exchangeToken(input: $input) { ...OAuthToken } }": typeof types.ExchangeTokenDocument,
    "mutation RevokeToken($token: String!, $clientId: ID!, $clientSecret: String!) {\n      revokeToken(token: $token, clientId: $clientId, clientSecret: $clientSecret)\n    }": typeof types.RevokeTokenDocument,
    "query CurrentApp { currentApp { name website vapidKey } }": typeof types.CurrentAppDocument,
    "query UserTokens { userTokens { id appName validUntil } }": typeof types.UserTokensDocument,
    "mutation RevokeUserToken($id: ID!) { revokeUserToken(id: $id) { id } }": typeof types.RevokeUserTokenDocument,
    "query InstancePeers { instancePeers }": typeof types.InstancePeersDocument,
    "query Poll($id: ID!) { poll(id: $id) { ...MastodonPoll } }": typeof types.PollDocument,
    "mutation VoteInPoll($id: ID!, $choices: [Int!]!) { voteInPoll(id: $id, choices: $choices) { ...MastodonPoll } }": typeof types.VoteInPollDocument,
    "query Preferences {\n      preferences { postingDefaultVisibility postingDefaultSensitive postingDefaultLanguage readingExpandMedia readingExpandSpoilers }\n    }": typeof types.PreferencesDocument,
    "mutation UpdateAvatar($image: Upload, $dataUrl: String) { updateAvatar(image: $image, dataUrl: $dataUrl) }": typeof types.UpdateAvatarDocument,
    "mutation UpdateBanner($image: Upload, $dataUrl: String) { updateBanner(image: $image, dataUrl: $dataUrl) }": typeof types.UpdateBannerDocument,
    "mutation UpdateBackground($image: Upload, $dataUrl: String) { updateBackground(image: $image, dataUrl: $dataUrl) }": typeof types.UpdateBackgroundDocument,
    "query Mascot { mascot { id url type mimeType } }": typeof types.MascotDocument,
    "mutation UpdateMascot($file: Upload!) { updateMascot(file: $file) { id url type mimeType } }": typeof types.UpdateMascotDocument,
    "mutation CreatePushSubscription($endpoint: String!, $p256dh: String!, $auth: String!,\n      $alerts: JSONObject, $policy: PushPolicy) {\n      createPushSubscription(endpoint: $endpoint, p256dh: $p256dh, auth: $auth, alerts: $alerts, policy: $policy) {\n        ...MastodonPushSubscription\n      }\n    }": typeof types.CreatePushSubscriptionDocument,
    "query PushSubscription { pushSubscription { ...MastodonPushSubscription } }": typeof types.PushSubscriptionDocument,
    "mutation UpdatePushSubscription($alerts: JSONObject, $policy: PushPolicy) {\n      updatePushSubscription(alerts: $alerts, policy: $policy) { ...MastodonPushSubscription }\n    }": typeof types.UpdatePushSubscriptionDocument,
    "mutation DeletePushSubscription { deletePushSubscription }": typeof types.DeletePushSubscriptionDocument,
    "mutation RegisterAccount(\n      $username: String!, $password: String!, $agreement: Boolean!, $email: String, $locale: String, $reason: String,\n      $token: String, $fullname: String, $bio: String, $captchaToken: String, $captchaAnswerData: String, $captchaSolution: String\n    ) {\n      registerAccount(input: {\n        username: $username, password: $password, agreement: $agreement, email: $email, locale: $locale, reason: $reason,\n        token: $token, fullname: $fullname, bio: $bio, captchaToken: $captchaToken, captchaAnswerData: $captchaAnswerData,\n        captchaSolution: $captchaSolution\n      }) { token { ...OAuthToken } message identifier }\n    }": typeof types.RegisterAccountDocument,
    "mutation ResendConfirmation($email: String!) { resendConfirmationEmail(email: $email) }": typeof types.ResendConfirmationDocument,
    "mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }": typeof types.RequestPasswordResetDocument,
    "query Relationships($id: [ID!]!) { relationships(ids: $id) { ...MastodonRelationship } }": typeof types.RelationshipsDocument,
    "mutation FollowAccount($id: ID!, $reblogs: Boolean, $notify: Boolean) {\n      followAccount(id: $id, reblogs: $reblogs, notify: $notify) { ...MastodonRelationship }\n    }": typeof types.FollowAccountDocument,
    "mutation UnfollowAccount($id: ID!) { unfollowAccount(id: $id) { ...MastodonRelationship } }": typeof types.UnfollowAccountDocument,
    "mutation BlockAccount($id: ID!) { blockAccount(id: $id) { ...MastodonRelationship } }": typeof types.BlockAccountDocument,
    "mutation UnblockAccount($id: ID!) { unblockAccount(id: $id) { ...MastodonRelationship } }": typeof types.UnblockAccountDocument,
    "mutation MuteAccount($id: ID!, $notifications: Boolean, $duration: Int) {\n      muteAccount(id: $id, notifications: $notifications, duration: $duration) { ...MastodonRelationship }\n    }": typeof types.MuteAccountDocument,
    "mutation UnmuteAccount($id: ID!) { unmuteAccount(id: $id) { ...MastodonRelationship } }": typeof types.UnmuteAccountDocument,
    "mutation SetAccountNote($id: ID!, $comment: String) { setAccountNote(id: $id, comment: $comment) { ...MastodonRelationship } }": typeof types.SetAccountNoteDocument,
    "mutation SubscribeAccount($id: ID!) { subscribeAccount(id: $id) { ...MastodonRelationship } }": typeof types.SubscribeAccountDocument,
    "mutation UnsubscribeAccount($id: ID!) { unsubscribeAccount(id: $id) { ...MastodonRelationship } }": typeof types.UnsubscribeAccountDocument,
    "mutation AuthorizeFollowRequest($id: ID!) { authorizeFollowRequest(id: $id) { ...MastodonRelationship } }": typeof types.AuthorizeFollowRequestDocument,
    "mutation RejectFollowRequest($id: ID!) { rejectFollowRequest(id: $id) { ...MastodonRelationship } }": typeof types.RejectFollowRequestDocument,
    "query FollowRequests($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      followRequests(first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }": typeof types.FollowRequestsDocument,
    "query Blocks($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      blocks(first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }": typeof types.BlocksDocument,
    "query Mutes($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      mutes(first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...ListedAccount mute: relationship { muteExpiresAt } } pageInfo { startCursor endCursor }\n      }\n    }": typeof types.MutesDocument,
    "mutation EndorseAccount($id: ID!) { endorseAccount(id: $id) { ...MastodonRelationship } }": typeof types.EndorseAccountDocument,
    "mutation UnendorseAccount($id: ID!) { unendorseAccount(id: $id) { ...MastodonRelationship } }": typeof types.UnendorseAccountDocument,
    "query Endorsements($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      endorsements(first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }": typeof types.EndorsementsDocument,
    "mutation RemoveFromFollowers($id: ID!) { removeFromFollowers(id: $id) { ...MastodonRelationship } }": typeof types.RemoveFromFollowersDocument,
    "query FamiliarFollowers($id: [ID!]!, $withRelationships: Boolean = false) { familiarFollowers(ids: $id) { id accounts { ...ListedAccount } } }": typeof types.FamiliarFollowersDocument,
    "mutation CreateReport($accountId: ID, $statusIds: [ID!], $comment: String, $forward: Boolean) {\n      createReport(accountId: $accountId, statusIds: $statusIds, comment: $comment, forward: $forward) { ...MastodonReport }\n    }": typeof types.CreateReportDocument,
    "query ScheduledStatuses($after: String, $before: String, $first: Int, $last: Int) {\n      scheduledStatuses(first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...MastodonScheduledStatus } pageInfo { startCursor endCursor }\n      }\n    }": typeof types.ScheduledStatusesDocument,
    "query ScheduledStatus($id: ID!) { scheduledStatus(id: $id) { ...MastodonScheduledStatus } }": typeof types.ScheduledStatusDocument,
    "mutation RescheduleStatus($id: ID!, $scheduledAt: DateTimeISO!) {\n      rescheduleStatus(id: $id, scheduledAt: $scheduledAt) { ...MastodonScheduledStatus }\n    }": typeof types.RescheduleStatusDocument,
    "mutation CancelScheduledStatus($id: ID!) {\n      cancelScheduledStatus(id: $id) { ...MastodonScheduledStatus }\n    }": typeof types.CancelScheduledStatusDocument,
    "mutation CreateScrobble($title: String!, $artist: String, $album: String, $length: Int) {\n      createScrobble(title: $title, artist: $artist, album: $album, length: $length) {\n        id title artist album length createdAt account { ...MastodonAccount }\n      }\n    }": typeof types.CreateScrobbleDocument,
    "query AccountScrobbles($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      accountScrobbles(accountId: $id, first: $first, after: $after, last: $last, before: $before) {\n        nodes { id title artist album length createdAt account { ...MastodonAccount } } pageInfo { startCursor endCursor }\n      }\n    }": typeof types.AccountScrobblesDocument,
    "query Search($q: String!, $resolve: Boolean, $following: Boolean, $first: Int, $after: String,\n      $type: SearchType, $accountId: ID, $maxId: ID, $minId: ID) {\n      search(q: $q, resolve: $resolve, following: $following, type: $type, accountId: $accountId) {\n        accounts(first: $first, after: $after) { nodes { ...MastodonAccount } }\n        statuses(first: $first, after: $after, olderThan: $maxId, newerThan: $minId) { nodes { ...MastodonStatus } }\n        hashtags(first: $first, after: $after) { nodes { name url } }\n      }\n    }": typeof types.SearchDocument,
    "query AccountSearch($q: String!, $resolve: Boolean, $following: Boolean, $first: Int, $after: String) {\n      search(q: $q, resolve: $resolve, following: $following, type: ACCOUNTS) {\n        accounts(first: $first, after: $after) { nodes { ...MastodonAccount } }\n      }\n    }": typeof types.AccountSearchDocument,
    "mutation CreateStatus($status: String, $visibility: Visibility, $inReplyToId: ID, $inReplyToConversationId: ID,\n      $sensitive: Boolean, $spoilerText: String, $mediaIds: [ID!], $language: String, $idempotencyKey: String, $poll: PollInput,\n      $scheduled: Boolean!, $scheduledAt: DateTimeISO = \"1970-01-01T00:00:00Z\") {\n      createStatus(status: $status, visibility: $visibility, inReplyToId: $inReplyToId, inReplyToConversationId: $inReplyToConversationId,\n        sensitive: $sensitive, spoilerText: $spoilerText, mediaIds: $mediaIds, language: $language, idempotencyKey: $idempotencyKey, poll: $poll) @skip(if: $scheduled) { ...MastodonStatus }\n      scheduleStatus(status: $status, visibility: $visibility, inReplyToId: $inReplyToId, inReplyToConversationId: $inReplyToConversationId,\n        sensitive: $sensitive, spoilerText: $spoilerText, mediaIds: $mediaIds, language: $language, poll: $poll, scheduledAt: $scheduledAt) @include(if: $scheduled) { ...MastodonScheduledStatus }\n    }": typeof types.CreateStatusDocument,
    "query Status($id: ID!) { status(id: $id) { ...MastodonStatus } }": typeof types.StatusDocument,
    "mutation EditStatus($id: ID!, $status: String, $spoilerText: String, $sensitive: Boolean) {\n      editStatus(id: $id, status: $status, spoilerText: $spoilerText, sensitive: $sensitive) { ...MastodonStatus }\n    }": typeof types.EditStatusDocument,
    "mutation DeleteStatus($id: ID!) { deleteStatus(id: $id) { ...MastodonStatus } }": typeof types.DeleteStatusDocument,
    "query StatusContext($id: ID!) {\n      status(id: $id) { thread { ancestors { ...MastodonStatus } descendants { ...MastodonStatus } } }\n    }": typeof types.StatusContextDocument,
    "query StatusHistory($id: ID!) {\n      status(id: $id) {\n        history { content spoilerText sensitive createdAt account { ...MastodonAccount } mediaAttachments { ...MastodonMedia } poll { options { title } } emojis { shortcode url } }\n      }\n    }": typeof types.StatusHistoryDocument,
    "query StatusSource($id: ID!) { status(id: $id) { id text spoilerText } }": typeof types.StatusSourceDocument,
    "query StatusCard($id: ID!) {\n      status(id: $id) { card { url title description image providerName providerUrl } }\n    }": typeof types.StatusCardDocument,
    "mutation FavouriteStatus($id: ID!) { favouriteStatus(id: $id) { ...MastodonStatus } }": typeof types.FavouriteStatusDocument,
    "mutation UnfavouriteStatus($id: ID!) { unfavouriteStatus(id: $id) { ...MastodonStatus } }": typeof types.UnfavouriteStatusDocument,
    "mutation ReblogStatus($id: ID!, $visibility: Visibility) { reblogStatus(id: $id, visibility: $visibility) { ...MastodonStatus } }": typeof types.ReblogStatusDocument,
    "mutation UnreblogStatus($id: ID!) { unreblogStatus(id: $id) { ...MastodonStatus } }": typeof types.UnreblogStatusDocument,
    "mutation BookmarkStatus($id: ID!) { bookmarkStatus(id: $id) { ...MastodonStatus } }": typeof types.BookmarkStatusDocument,
    "mutation UnbookmarkStatus($id: ID!) { unbookmarkStatus(id: $id) { ...MastodonStatus } }": typeof types.UnbookmarkStatusDocument,
    "mutation MuteStatus($id: ID!) { muteStatus(id: $id) { ...MastodonStatus } }": typeof types.MuteStatusDocument,
    "mutation UnmuteStatus($id: ID!) { unmuteStatus(id: $id) { ...MastodonStatus } }": typeof types.UnmuteStatusDocument,
    "mutation PinStatus($id: ID!) { pinStatus(id: $id) { ...MastodonStatus } }": typeof types.PinStatusDocument,
    "mutation UnpinStatus($id: ID!) { unpinStatus(id: $id) { ...MastodonStatus } }": typeof types.UnpinStatusDocument,
    "query FavouritedBy($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      status(id: $id) {\n        favouritedBy(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonAccount } pageInfo { startCursor endCursor } }\n      }\n    }": typeof types.FavouritedByDocument,
    "query RebloggedBy($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      status(id: $id) {\n        rebloggedBy(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonAccount } pageInfo { startCursor endCursor } }\n      }\n    }": typeof types.RebloggedByDocument,
    "mutation ReactToStatus($id: ID!, $emoji: String!) { reactToStatus(id: $id, emoji: $emoji) { ...MastodonStatus } }": typeof types.ReactToStatusDocument,
    "mutation UnreactToStatus($id: ID!, $emoji: String!) { unreactToStatus(id: $id, emoji: $emoji) { ...MastodonStatus } }": typeof types.UnreactToStatusDocument,
    "query StatusReactions($id: ID!) { status(id: $id) { reactions { ...PleromaEmojiReaction } } }": typeof types.StatusReactionsDocument,
    "query StatusReactionsFor($id: ID!, $emoji: String!) { status(id: $id) { reactions(emoji: $emoji) { ...PleromaEmojiReaction } } }": typeof types.StatusReactionsForDocument,
    "query Suggestions($after: String, $first: Int) {\n  suggestions(after: $after, first: $first) { nodes { ...MastodonSuggestion } }\n}": typeof types.SuggestionsDocument,
    "mutation DismissSuggestion($accountId: ID!) { dismissSuggestion(accountId: $accountId) }": typeof types.DismissSuggestionDocument,
    "query Tag($name: String!) { tag(name: $name) { ...MastodonTag } }": typeof types.TagDocument,
    "mutation FollowTag($name: String!) { followTag(name: $name) { ...MastodonTag } }": typeof types.FollowTagDocument,
    "mutation UnfollowTag($name: String!) { unfollowTag(name: $name) { ...MastodonTag } }": typeof types.UnfollowTagDocument,
    "query FollowedTags($after: String, $before: String, $first: Int, $last: Int) {\n      followedTags(first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...MastodonTag } pageInfo { startCursor endCursor }\n      }\n    }": typeof types.FollowedTagsDocument,
    "query HomeTimeline($after: String, $before: String, $first: Int, $last: Int,\n      $local: Boolean, $onlyMedia: Boolean, $withMuted: Boolean, $excludeVisibilities: [Visibility!]) {\n      homeTimeline(first: $first, after: $after, last: $last, before: $before,\n        local: $local, onlyMedia: $onlyMedia, withMuted: $withMuted, excludeVisibilities: $excludeVisibilities) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }": typeof types.HomeTimelineDocument,
    "query PublicTimeline($after: String, $before: String, $first: Int, $last: Int,\n      $local: Boolean, $onlyMedia: Boolean, $withMuted: Boolean, $excludeVisibilities: [Visibility!]) {\n      publicTimeline(first: $first, after: $after, last: $last, before: $before,\n        local: $local, onlyMedia: $onlyMedia, withMuted: $withMuted, excludeVisibilities: $excludeVisibilities) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }": typeof types.PublicTimelineDocument,
    "query TagTimeline($after: String, $before: String, $first: Int, $last: Int,\n      $local: Boolean, $onlyMedia: Boolean, $withMuted: Boolean, $excludeVisibilities: [Visibility!],\n      $hashtag: String!, $any: [String!], $all: [String!], $none: [String!]) {\n      tagTimeline(first: $first, after: $after, last: $last, before: $before,\n        local: $local, onlyMedia: $onlyMedia, withMuted: $withMuted, excludeVisibilities: $excludeVisibilities,\n        hashtag: $hashtag, any: $any, all: $all, none: $none) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }": typeof types.TagTimelineDocument,
    "query AccountStatuses($after: String, $before: String, $first: Int, $last: Int,\n      $id: ID!, $excludeReplies: Boolean, $excludeReblogs: Boolean, $onlyMedia: Boolean, $pinned: Boolean, $tagged: String) {\n      accountStatuses(first: $first, after: $after, last: $last, before: $before,\n        accountId: $id, excludeReplies: $excludeReplies, excludeReblogs: $excludeReblogs, onlyMedia: $onlyMedia, pinned: $pinned, tagged: $tagged) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }": typeof types.AccountStatusesDocument,
    "query Bookmarks($after: String, $before: String, $first: Int, $last: Int) {\n      bookmarks(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }\n    }": typeof types.BookmarksDocument,
    "query Favourites($after: String, $before: String, $first: Int, $last: Int) {\n      favourites(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }\n    }": typeof types.FavouritesDocument,
    "query AccountFavourites($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      accountFavourites(accountId: $id, first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }": typeof types.AccountFavouritesDocument,
    "query TrendingTags($after: String, $first: Int) {\n  trendingTags(after: $after, first: $first) { nodes { ...TrendingTagEntry } }\n}": typeof types.TrendingTagsDocument,
    "query TrendingStatuses($after: String, $first: Int) {\n      trendingStatuses(after: $after, first: $first) { nodes { ...MastodonStatus } }\n    }": typeof types.TrendingStatusesDocument,
    "query TrendingLinks($after: String, $first: Int) {\n      trendingLinks(after: $after, first: $first) { nodes { ...TrendingLinkEntry } }\n    }": typeof types.TrendingLinksDocument,
    "mutation ZoneLogin($username: String!, $password: String!, $code: String) {\n      issueToken(username: $username, password: $password, code: $code) { accessToken expiresIn }\n    }": typeof types.ZoneLoginDocument,
    "mutation UploadZone($file: Upload!, $origin: String) { uploadZone(file: $file, origin: $origin) { ...ZoneSummary } }": typeof types.UploadZoneDocument,
    "\n  fragment MastodonAccount on Account {\n    ...AccountCore\n    moved { ...AccountCore }\n  }\n": typeof types.MastodonAccountFragmentDoc,
    "\n  fragment AccountCore on Account {\n    id nickname username apId acct displayName note bio url avatar header locked bot discoverable createdAt lastStatusAt\n    isAdmin isModerator showRole confirmationPending tags hideFavourites hideFollowers hideFollows\n    hideFollowersCount hideFollowsCount skipThreadContainment actorType backgroundImage\n    fields { name value }\n    rawFields { name value }\n    counts { statuses followers following }\n    emojis { shortcode url }\n  }\n": typeof types.AccountCoreFragmentDoc,
    "\n  fragment ListedAccount on Account {\n    ...MastodonAccount\n    relationship @include(if: $withRelationships) { ...MastodonRelationship }\n  }\n": typeof types.ListedAccountFragmentDoc,
    "\n  fragment MastodonCredentials on Account {\n    ...MastodonAccount\n    email approvalPending defaultScope defaultSensitive noRichText allowFollowingMove settingsStore followRequestsCount\n    blockFromStrangers hideNotificationContents\n  }\n": typeof types.MastodonCredentialsFragmentDoc,
    "\n  fragment AdminUserEntry on AdminUser {\n    id nickname email avatar displayName url deactivated local roles { admin moderator } tags\n    confirmationPending approvalPending registrationReason actorType\n  }\n": typeof types.AdminUserEntryFragmentDoc,
    "\n  fragment AdminCredentials on AdminUserCredentials {\n    id nickname email name bio avatar banner background actorType locked discoverable noRichText defaultScope\n    hideFollows hideFollowers hideFollowsCount hideFollowersCount hideFavourites allowFollowingMove showRole\n    skipThreadContainment settingsStore fields { name value } rawFields { name value }\n  }\n": typeof types.AdminCredentialsFragmentDoc,
    "fragment MastodonAnnouncement on Announcement {\n  id content startsAt endsAt allDay createdAt updatedAt\n  tags { name url } emojis { shortcode url } reactions { name count me url staticUrl }\n}": typeof types.MastodonAnnouncementFragmentDoc,
    "fragment AdminAnnouncement on Announcement { ...MastodonAnnouncement text }": typeof types.AdminAnnouncementFragmentDoc,
    "fragment PleromaBackup on Backup { id contentType url fileSize processed createdAt }": typeof types.PleromaBackupFragmentDoc,
    "\n  fragment PleromaChatMessage on ChatMessage {\n    id chatId accountId content createdAt unread idempotencyKey\n    emojis { shortcode url }\n    attachment { ...MastodonMedia }\n  }\n": typeof types.PleromaChatMessageFragmentDoc,
    "\n  fragment PleromaChat on Chat {\n    id unread updatedAt\n    account { ...MastodonAccount }\n    lastMessage { ...PleromaChatMessage }\n  }\n": typeof types.PleromaChatFragmentDoc,
    "\n  fragment AdminChat on Chat {\n    id unread updatedAt\n    owner { ...MastodonAccount }\n    account { ...MastodonAccount }\n    lastMessage { ...PleromaChatMessage }\n  }\n": typeof types.AdminChatFragmentDoc,
    "fragment AdminConfigSetting on AdminConfigEntry { group key value db }": typeof types.AdminConfigSettingFragmentDoc,
    "fragment AdminConfigListEntry on AdminConfigList { configs { ...AdminConfigSetting } needReboot }": typeof types.AdminConfigListEntryFragmentDoc,
    "\n  fragment MastodonConversation on Conversation {\n    id unread\n    accounts { ...MastodonAccount }\n    recipients { ...MastodonAccount }\n    lastStatus { ...MastodonStatus }\n  }\n": typeof types.MastodonConversationFragmentDoc,
    "fragment MastodonFilterKeyword on FilterKeyword { id keyword wholeWord }": typeof types.MastodonFilterKeywordFragmentDoc,
    "fragment MastodonFilterStatus on FilterStatus { id statusId }": typeof types.MastodonFilterStatusFragmentDoc,
    "fragment MastodonFilterV2 on CustomFilter {\n  id title context action expiresAt keywords { ...MastodonFilterKeyword } statuses { ...MastodonFilterStatus }\n}": typeof types.MastodonFilterV2FragmentDoc,
    "fragment CustomEmojiEntry on CustomEmoji { shortcode url path tags category }": typeof types.CustomEmojiEntryFragmentDoc,
    "fragment EmojiPackMetadataEntry on EmojiPackMetadata {\n  license homepage description fallbackSrc fallbackSrcSha256 shareFiles canDownload downloadSha256\n}": typeof types.EmojiPackMetadataEntryFragmentDoc,
    "fragment EmojiPackFileEntry on EmojiPackFile { shortcode filename }": typeof types.EmojiPackFileEntryFragmentDoc,
    "fragment EmojiPackEntry on EmojiPack {\n  name filesCount files { ...EmojiPackFileEntry } metadata { ...EmojiPackMetadataEntry }\n}": typeof types.EmojiPackEntryFragmentDoc,
    "\n  fragment MastodonFeaturedTag on FeaturedTag {\n    id name url statusesCount lastStatusAt\n  }\n": typeof types.MastodonFeaturedTagFragmentDoc,
    "fragment MastodonFilter on Filter { id phrase context wholeWord irreversible expiresAt }": typeof types.MastodonFilterFragmentDoc,
    "fragment AdminFrontendEntry on Frontend { name git buildUrl ref installed }": typeof types.AdminFrontendEntryFragmentDoc,
    "fragment InstanceRuleEntry on InstanceRule { id text hint priority }": typeof types.InstanceRuleEntryFragmentDoc,
    "\n  fragment MastodonInstance on Instance {\n  uri url title description email version softwareName softwareVersion registrations approvalRequired invitesEnabled\n  accountActivationRequired maxTootChars chatLimit uploadLimit avatarUploadLimit bannerUploadLimit backgroundUploadLimit\n  streamingApi thumbnail languages supportedMimeTypes features vapidPublicKey\n  stats { userCount statusCount domainCount }\n  pollLimits { maxOptions maxOptionChars minExpiration maxExpiration }\n  }\n": typeof types.MastodonInstanceFragmentDoc,
    "fragment HealthcheckEntry on Healthcheck { healthy poolSize active idle memoryUsed jobQueueStats }": typeof types.HealthcheckEntryFragmentDoc,
    "fragment AdminInvite on Invite { id token used expiresAt uses maxUse inviteType }": typeof types.AdminInviteFragmentDoc,
    "fragment MastodonList on List { id title repliesPolicy }": typeof types.MastodonListFragmentDoc,
    "fragment MastodonMarker on Marker { timeline lastReadId version updatedAt unreadCount }": typeof types.MastodonMarkerFragmentDoc,
    "\n  fragment MastodonMedia on MediaAttachment { id type url previewUrl remoteUrl description meta mimeType }\n": typeof types.MastodonMediaFragmentDoc,
    "fragment AdminLogEntry on ModerationLogEntry { id action data message createdAt actor { id nickname } }": typeof types.AdminLogEntryFragmentDoc,
    "\n  fragment MastodonNotification on Notification {\n    id type createdAt emoji isSeen isMuted\n    account { ...MastodonAccount }\n    status { ...MastodonStatus }\n    chatMessage { ...PleromaChatMessage }\n    report { ...AdminReport }\n  }\n": typeof types.MastodonNotificationFragmentDoc,
    "fragment AdminApp on AdminOAuthApp { id name clientId clientSecret redirectUri website trusted }": typeof types.AdminAppFragmentDoc,
    "fragment AdminAppResult on AdminOAuthAppResult { errors app { ...AdminApp } }": typeof types.AdminAppResultFragmentDoc,
    "fragment OAuthApp on OAuthClient { id name clientId clientSecret redirectUri website scopes vapidKey }": typeof types.OAuthAppFragmentDoc,
    "fragment OAuthToken on Token { accessToken tokenType scope createdAt expiresIn refreshToken accountId }": typeof types.OAuthTokenFragmentDoc,
    "\n  fragment MastodonPoll on Poll {\n    id expiresAt expired multiple votesCount votersCount voted ownVotes\n    options { title votesCount }\n  }\n": typeof types.MastodonPollFragmentDoc,
    "\n  fragment MastodonPushSubscription on PushSubscription { id endpoint alerts serverKey }\n": typeof types.MastodonPushSubscriptionFragmentDoc,
    "\n  fragment PleromaEmojiReaction on EmojiReaction { name count me accounts { ...MastodonAccount } }\n": typeof types.PleromaEmojiReactionFragmentDoc,
    "\n  fragment MastodonRelationship on Relationship {\n    id following followedBy blocking blockedBy muting mutingNotifications subscribing requested\n    domainBlocking showingReblogs endorsed note\n  }\n": typeof types.MastodonRelationshipFragmentDoc,
    "fragment AdminRelayFields on AdminRelay { actor followedBack }": typeof types.AdminRelayFieldsFragmentDoc,
    "\n  fragment ReportAccount on Account { ...MastodonAccount bio local deactivated approvalPending }\n": typeof types.ReportAccountFragmentDoc,
    "\n  fragment ReportNoteEntry on ReportNote { id content createdAt user { ...ReportAccount } }\n": typeof types.ReportNoteEntryFragmentDoc,
    "\n  fragment AdminReport on Report {\n    id content state createdAt\n    account { ...ReportAccount }\n    actor { ...ReportAccount }\n    statuses { ...MastodonStatus }\n    notes { ...ReportNoteEntry }\n  }\n": typeof types.AdminReportFragmentDoc,
    "\n  fragment AdminReportGroup on ReportGroup {\n    date account { ...ReportAccount } status { ...MastodonStatus } actors { ...ReportAccount } reports { ...AdminReport }\n  }\n": typeof types.AdminReportGroupFragmentDoc,
    "\n  fragment MastodonReport on Report { id content state forward createdAt statusIds account { ...MastodonAccount } }\n": typeof types.MastodonReportFragmentDoc,
    "\n  fragment MastodonScheduledStatus on ScheduledStatus {\n    id\n    scheduledAt\n    params {\n      text visibility sensitive spoilerText inReplyToId mediaIds language applicationId\n      poll { options expiresIn multiple hideTotals }\n    }\n    mediaAttachments { ...MastodonMedia }\n  }\n": typeof types.MastodonScheduledStatusFragmentDoc,
    "\n  fragment MastodonStatusFields on Status {\n    id uri url text content spoilerText visibility sensitive language local createdAt editedAt\n    inReplyToId inReplyToAccountId inReplyToAccount { acct } parentVisible conversationId directConversationId\n    account { ...MastodonAccount }\n    mentions { id username acct url }\n    tags { name url }\n    mediaAttachments { ...MastodonMedia }\n    application { name website }\n    favouritesCount reblogsCount repliesCount favourited reblogged muted threadMuted bookmarked pinned pinnedAt\n    emojiReactions { name count me }\n    emojis { shortcode url }\n    poll { ...MastodonPoll }\n    card { url title description image providerName providerUrl }\n  }\n": typeof types.MastodonStatusFieldsFragmentDoc,
    "\n  fragment MastodonStatus on Status {\n    ...MastodonStatusFields\n    reblog { ...MastodonStatusFields }\n    filtered { filter { ...MastodonFilterV2 } keywordMatches statusMatches }\n  }\n": typeof types.MastodonStatusFragmentDoc,
    "fragment MastodonSuggestion on Suggestion { source account { ...MastodonAccount } }": typeof types.MastodonSuggestionFragmentDoc,
    "\n  fragment MastodonTag on Tag {\n    name url following\n  }\n": typeof types.MastodonTagFragmentDoc,
    "fragment TrendDayEntry on TrendDay { day uses accounts }": typeof types.TrendDayEntryFragmentDoc,
    "fragment TrendingTagEntry on TrendingTag { name url history { ...TrendDayEntry } }": typeof types.TrendingTagEntryFragmentDoc,
    "fragment TrendingLinkEntry on TrendingLink { url history { ...TrendDayEntry } }": typeof types.TrendingLinkEntryFragmentDoc,
    "fragment ZoneSummary on Zone { id origin serial recordCount }": typeof types.ZoneSummaryFragmentDoc,
    "query StreamStatus($id: ID!) { status(id: $id) { ...MastodonStatus } }": typeof types.StreamStatusDocument,
    "query StreamNotification($id: ID!) { notification(id: $id) { ...MastodonNotification } }": typeof types.StreamNotificationDocument,
    "query StreamConversation($id: ID!) { conversation(id: $id) { ...MastodonConversation } }": typeof types.StreamConversationDocument,
    "query StreamChat($id: ID!) { chatOfMessage(messageId: $id) { ...PleromaChat } }": typeof types.StreamChatDocument,
    "query StreamChatById($id: ID!) { chat(id: $id) { ...PleromaChat } }": typeof types.StreamChatByIdDocument,
};
const documents: Documents = {
    "mutation MoveAccount($password: String!, $targetAccount: String!) { moveAccount(password: $password, targetAccount: $targetAccount) { id } }": types.MoveAccountDocument,
    "query AccountAliases { accountAliases }": types.AccountAliasesDocument,
    "mutation AddAccountAlias($alias: String!) { addAccountAlias(alias: $alias) }": types.AddAccountAliasDocument,
    "mutation RemoveAccountAlias($alias: String!) { removeAccountAlias(alias: $alias) }": types.RemoveAccountAliasDocument,
    "mutation DeleteAccount($password: String!) { deleteAccount(password: $password) }": types.DeleteAccountDocument,
    "mutation DisableAccount($password: String!) { disableAccount(password: $password) }": types.DisableAccountDocument,
    "mutation ChangeEmail($password: String!, $email: String!) { changeEmail(password: $password, email: $email) { id } }": types.ChangeEmailDocument,
    "mutation UpdateNotificationSettings($blockFromStrangers: Boolean, $hideNotificationContents: Boolean) {\n      updateNotificationSettings(blockFromStrangers: $blockFromStrangers, hideNotificationContents: $hideNotificationContents) {\n        blockFromStrangers hideNotificationContents\n      }\n    }": types.UpdateNotificationSettingsDocument,
    "query VerifyCredentials { me { ...MastodonCredentials } }": types.VerifyCredentialsDocument,
    "mutation UpdateCredentials(\n      $displayName: String, $note: String, $locked: Boolean, $bot: Boolean, $actorType: String, $discoverable: Boolean,\n      $fieldsAttributes: [ProfileFieldInput!], $privacy: Visibility, $sensitive: Boolean, $hideFollowers: Boolean,\n      $hideFollows: Boolean, $hideFollowersCount: Boolean, $hideFollowsCount: Boolean, $hideFavorites: Boolean,\n      $noRichText: Boolean, $showRole: Boolean, $skipThreadContainment: Boolean, $allowFollowingMove: Boolean,\n      $pleromaSettingsStore: JSONObject, $removeAvatar: Boolean, $removeHeader: Boolean, $avatar: Upload, $header: Upload\n    ) {\n      updateCredentials(input: {\n        displayName: $displayName, note: $note, locked: $locked, bot: $bot, actorType: $actorType, discoverable: $discoverable,\n        fields: $fieldsAttributes, defaultScope: $privacy, defaultSensitive: $sensitive, hideFollowers: $hideFollowers,\n        hideFollows: $hideFollows, hideFollowersCount: $hideFollowersCount, hideFollowsCount: $hideFollowsCount,\n        hideFavourites: $hideFavorites, noRichText: $noRichText, showRole: $showRole, skipThreadContainment: $skipThreadContainment,\n        allowFollowingMove: $allowFollowingMove, settingsStore: $pleromaSettingsStore, removeAvatar: $removeAvatar, removeHeader: $removeHeader\n      }, avatar: $avatar, header: $header) { ...MastodonCredentials }\n    }": types.UpdateCredentialsDocument,
    "query LookupAccount($acct: String!) { account(acct: $acct) { ...MastodonAccount } }": types.LookupAccountDocument,
    "query Account($id: ID!, $withRelationships: Boolean = false) { account(id: $id) { ...ListedAccount } }": types.AccountDocument,
    "query Followers($id: ID!, $after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      followers(id: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }": types.FollowersDocument,
    "query Following($id: ID!, $after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      following(id: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }": types.FollowingDocument,
    "query AdminUsers($query: String, $filters: [String!], $page: Int, $pageSize: Int, $tags: [String!], $name: String, $email: String) {\n      adminUsers(query: $query, filters: $filters, page: $page, pageSize: $pageSize, tags: $tags, name: $name, email: $email) {\n        pageSize totalCount nodes { ...AdminUserEntry }\n      }\n    }": types.AdminUsersDocument,
    "mutation AdminCreateUsers($users: [AdminNewUserInput!]!) { adminCreateUsers(users: $users) { nickname } }": types.AdminCreateUsersDocument,
    "mutation AdminDeleteUsers($nicknames: [String!]!) { adminDeleteUsers(nicknames: $nicknames) }": types.AdminDeleteUsersDocument,
    "mutation AdminFollowUser($follower: String!, $followed: String!) { adminFollowUser(follower: $follower, followed: $followed) { follower { id } } }": types.AdminFollowUserDocument,
    "mutation AdminUnfollowUser($follower: String!, $followed: String!) { adminUnfollowUser(follower: $follower, followed: $followed) { follower { id } } }": types.AdminUnfollowUserDocument,
    "mutation AdminToggleUserActivation($nickname: String!) { adminToggleUserActivation(nickname: $nickname) { deactivated id nickname } }": types.AdminToggleUserActivationDocument,
    "mutation AdminActivateUsers($nicknames: [String!]!) { adminActivateUsers(nicknames: $nicknames) { ...AdminUserEntry } }": types.AdminActivateUsersDocument,
    "mutation AdminDeactivateUsers($nicknames: [String!]!) { adminDeactivateUsers(nicknames: $nicknames) { ...AdminUserEntry } }": types.AdminDeactivateUsersDocument,
    "mutation AdminApproveUsers($nicknames: [String!]!) { adminApproveUsers(nicknames: $nicknames) { ...AdminUserEntry } }": types.AdminApproveUsersDocument,
    "mutation AdminTagUsers($nicknames: [String!]!, $tags: [String!]!) { adminTagUsers(nicknames: $nicknames, tags: $tags) { id } }": types.AdminTagUsersDocument,
    "mutation AdminUntagUsers($nicknames: [String!]!, $tags: [String!]!) { adminUntagUsers(nicknames: $nicknames, tags: $tags) { id } }": types.AdminUntagUsersDocument,
    "query AdminPermissionGroups($nickname: String!) { adminPermissionGroups(nickname: $nickname) { isModerator isAdmin } }": types.AdminPermissionGroupsDocument,
    "query AdminPermissionGroup($nickname: String!, $permissionGroup: PermissionGroup!) {\n      adminPermissionGroups(nickname: $nickname, group: $permissionGroup) { isModerator isAdmin }\n    }": types.AdminPermissionGroupDocument,
    "mutation AdminGrantPermissionToUser($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {\n      adminGrantPermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }\n    }": types.AdminGrantPermissionToUserDocument,
    "mutation AdminGrantPermission($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {\n      adminGrantPermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }\n    }": types.AdminGrantPermissionDocument,
    "mutation AdminRevokePermissionFromUser($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {\n      adminRevokePermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }\n    }": types.AdminRevokePermissionFromUserDocument,
    "mutation AdminRevokePermission($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {\n      adminRevokePermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }\n    }": types.AdminRevokePermissionDocument,
    "mutation AdminConfirmEmails($nicknames: [String!]!) { adminConfirmEmails(nicknames: $nicknames) { nickname } }": types.AdminConfirmEmailsDocument,
    "mutation AdminResendConfirmationEmails($nicknames: [String!]!) { adminResendConfirmationEmails(nicknames: $nicknames) { nickname } }": types.AdminResendConfirmationEmailsDocument,
    "mutation AdminForcePasswordReset($nicknames: [String!]!) { adminForcePasswordReset(nicknames: $nicknames) { id } }": types.AdminForcePasswordResetDocument,
    "mutation AdminCreatePasswordResetLink($nickname: String!) { adminCreatePasswordResetLink(nickname: $nickname) { token link } }": types.AdminCreatePasswordResetLinkDocument,
    "mutation AdminDisableMfa($nickname: String!) { adminDisableMfa(nickname: $nickname) { nickname } }": types.AdminDisableMfaDocument,
    "query AdminUserCredentials($nickname: String!) { adminUserCredentials(nickname: $nickname) { ...AdminCredentials } }": types.AdminUserCredentialsDocument,
    "mutation AdminUpdateUserCredentials($nickname: String!,\n      $email: String, $password: String, $name: String, $bio: String, $avatar: String, $banner: String, $background: String,\n      $defaultScope: String, $actorType: String, $fields: [ProfileFieldInput!], $locked: Boolean, $discoverable: Boolean,\n      $noRichText: Boolean, $hideFollows: Boolean, $hideFollowers: Boolean, $hideFollowsCount: Boolean, $hideFollowersCount: Boolean,\n      $hideFavorites: Boolean, $allowFollowingMove: Boolean, $showRole: Boolean, $skipThreadContainment: Boolean) {\n      adminUpdateUserCredentials(nickname: $nickname, input: {\n        email: $email, password: $password, name: $name, bio: $bio, avatar: $avatar, banner: $banner, background: $background,\n        defaultScope: $defaultScope, actorType: $actorType, fields: $fields, locked: $locked, discoverable: $discoverable,\n        noRichText: $noRichText, hideFollows: $hideFollows, hideFollowers: $hideFollowers, hideFollowsCount: $hideFollowsCount,\n        hideFollowersCount: $hideFollowersCount, hideFavourites: $hideFavorites, allowFollowingMove: $allowFollowingMove,\n        showRole: $showRole, skipThreadContainment: $skipThreadContainment\n      }) { success errors }\n    }": types.AdminUpdateUserCredentialsDocument,
    "query AdminUser($nicknameOrId: ID!) { adminUser(nicknameOrId: $nicknameOrId) { ...AdminUserEntry } }": types.AdminUserDocument,
    "query AdminAnnouncements($after: String, $first: Int) {\n      adminAnnouncements(after: $after, first: $first) { nodes { ...AdminAnnouncement } }\n    }": types.AdminAnnouncementsDocument,
    "query AdminAnnouncement($id: ID!) { adminAnnouncement(id: $id) { ...AdminAnnouncement } }": types.AdminAnnouncementDocument,
    "mutation AdminCreateAnnouncement($content: String, $startsAt: String, $endsAt: String, $allDay: Boolean) {\n      adminCreateAnnouncement(content: $content, startsAt: $startsAt, endsAt: $endsAt, allDay: $allDay) { ...AdminAnnouncement }\n    }": types.AdminCreateAnnouncementDocument,
    "mutation AdminUpdateAnnouncement($id: ID!, $content: String, $startsAt: String, $endsAt: String, $allDay: Boolean) {\n      adminUpdateAnnouncement(id: $id, content: $content, startsAt: $startsAt, endsAt: $endsAt, allDay: $allDay) { ...AdminAnnouncement }\n    }": types.AdminUpdateAnnouncementDocument,
    "mutation AdminDeleteAnnouncement($id: ID!) { adminDeleteAnnouncement(id: $id) }": types.AdminDeleteAnnouncementDocument,
    "query AdminUserChats($nickname: String!) { adminUserChats(nickname: $nickname) { ...AdminChat } }": types.AdminUserChatsDocument,
    "query AdminChat($id: ID!) { adminChat(id: $id) { ...AdminChat } }": types.AdminChatDocument,
    "query AdminChatMessages($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      adminChatMessages(chatId: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...PleromaChatMessage } pageInfo { startCursor endCursor } }\n    }": types.AdminChatMessagesDocument,
    "mutation AdminDeleteChatMessage($id: ID!, $messageId: ID!) {\n      adminDeleteChatMessage(chatId: $id, messageId: $messageId) { ...PleromaChatMessage }\n    }": types.AdminDeleteChatMessageDocument,
    "query AdminConfigDescriptionsAlias { adminConfigDescriptions { group key label type description children } }": types.AdminConfigDescriptionsAliasDocument,
    "query AdminConfig($onlyDb: Boolean) { adminConfig(onlyDb: $onlyDb) { ...AdminConfigListEntry } }": types.AdminConfigDocument,
    "mutation AdminUpdateConfig($configs: JSON!) { adminUpdateConfig(configs: $configs) { ...AdminConfigListEntry } }": types.AdminUpdateConfigDocument,
    "query AdminConfigDescriptions { adminConfigDescriptions { group key label type description children } }": types.AdminConfigDescriptionsDocument,
    "query AdminNeedReboot { adminNeedReboot }": types.AdminNeedRebootDocument,
    "mutation AdminRestart { adminRestart }": types.AdminRestartDocument,
    "query AdminDeliveryHealth { adminDeliveryHealth { queueSize unreachableHosts { host state since } } }": types.AdminDeliveryHealthDocument,
    "query AdminFrontends { adminFrontends { ...AdminFrontendEntry } }": types.AdminFrontendsDocument,
    "mutation AdminInstallFrontend($name: String!, $ref: String, $file: String, $buildUrl: String, $buildDir: String) {\n      adminInstallFrontend(name: $name, ref: $ref, file: $file, buildUrl: $buildUrl, buildDir: $buildDir) { ...AdminFrontendEntry }\n    }": types.AdminInstallFrontendDocument,
    "query AdminInstanceDocument($name: String!) { adminInstanceDocument(name: $name) }": types.AdminInstanceDocumentDocument,
    "mutation AdminUpdateInstanceDocument($name: String!, $file: Upload!) { adminUpdateInstanceDocument(name: $name, file: $file) { url } }": types.AdminUpdateInstanceDocumentDocument,
    "mutation AdminDeleteInstanceDocument($name: String!) { adminDeleteInstanceDocument(name: $name) { url } }": types.AdminDeleteInstanceDocumentDocument,
    "query AdminInstanceRules { instanceRules { ...InstanceRuleEntry } }": types.AdminInstanceRulesDocument,
    "mutation AdminCreateInstanceRule($text: String, $hint: String, $priority: Int) {\n      adminCreateInstanceRule(text: $text, hint: $hint, priority: $priority) { ...InstanceRuleEntry }\n    }": types.AdminCreateInstanceRuleDocument,
    "mutation AdminUpdateInstanceRule($id: ID!, $text: String, $hint: String, $priority: Int) {\n      adminUpdateInstanceRule(id: $id, text: $text, hint: $hint, priority: $priority) { ...InstanceRuleEntry }\n    }": types.AdminUpdateInstanceRuleDocument,
    "mutation AdminDeleteInstanceRule($id: ID!) { adminDeleteInstanceRule(id: $id) }": types.AdminDeleteInstanceRuleDocument,
    "mutation AdminCreateInvite($maxUse: Int, $expiresAt: String) {\n      adminCreateInvite(maxUse: $maxUse, expiresAt: $expiresAt) { ...AdminInvite }\n    }": types.AdminCreateInviteDocument,
    "query AdminInvites { adminInvites { ...AdminInvite } }": types.AdminInvitesDocument,
    "mutation AdminRevokeInvite($token: String) { adminRevokeInvite(token: $token) { ...AdminInvite } }": types.AdminRevokeInviteDocument,
    "mutation AdminEmailInvite($email: String, $name: String) { adminEmailInvite(email: $email, name: $name) { id } }": types.AdminEmailInviteDocument,
    "query AdminMediaProxyBannedUrls($page: Int, $pageSize: Int, $query: String) {\n      adminMediaProxyBannedUrls(page: $page, pageSize: $pageSize, query: $query) { pageSize totalCount nodes { url } }\n    }": types.AdminMediaProxyBannedUrlsDocument,
    "mutation AdminPurgeMediaProxyUrls($urls: [String!]!, $ban: Boolean) { adminPurgeMediaProxyUrls(urls: $urls, ban: $ban) }": types.AdminPurgeMediaProxyUrlsDocument,
    "mutation AdminDeleteMediaProxyBannedUrls($urls: [String!]!) { adminDeleteMediaProxyBannedUrls(urls: $urls) }": types.AdminDeleteMediaProxyBannedUrlsDocument,
    "query AdminModerationLog($page: Int, $pageSize: Int, $startDate: String, $endDate: String, $userId: ID, $search: String) {\n      adminModerationLog(page: $page, pageSize: $pageSize, startDate: $startDate, endDate: $endDate, userId: $userId, search: $search) {\n        totalCount nodes { ...AdminLogEntry }\n      }\n    }": types.AdminModerationLogDocument,
    "query AdminOAuthApps($name: String, $clientId: ID, $trusted: Boolean, $page: Int, $pageSize: Int) {\n      adminOAuthApps(name: $name, clientId: $clientId, trusted: $trusted, page: $page, pageSize: $pageSize) {\n        totalCount pageSize nodes { ...AdminApp }\n      }\n    }": types.AdminOAuthAppsDocument,
    "mutation AdminCreateOAuthApp($input: AdminOAuthAppInput!) {\n      adminCreateOAuthApp(input: $input) { ...AdminAppResult }\n    }": types.AdminCreateOAuthAppDocument,
    "mutation AdminUpdateOAuthApp($id: ID!, $input: AdminOAuthAppInput!) {\n      adminUpdateOAuthApp(id: $id, input: $input) { ...AdminAppResult }\n    }": types.AdminUpdateOAuthAppDocument,
    "mutation AdminDeleteOAuthApp($id: ID!) { adminDeleteOAuthApp(id: $id) }": types.AdminDeleteOAuthAppDocument,
    "query AdminRelays { adminRelays { ...AdminRelayFields } }": types.AdminRelaysDocument,
    "mutation AdminFollowRelay($relayUrl: String!) { adminFollowRelay(relayUrl: $relayUrl) { ...AdminRelayFields } }": types.AdminFollowRelayDocument,
    "mutation AdminUnfollowRelay($relayUrl: String!, $force: Boolean) { adminUnfollowRelay(relayUrl: $relayUrl, force: $force) }": types.AdminUnfollowRelayDocument,
    "query AdminReports($state: ReportState, $page: Int, $pageSize: Int) {\n      adminReports(state: $state, page: $page, pageSize: $pageSize) { totalCount nodes { ...AdminReport } }\n    }": types.AdminReportsDocument,
    "query AdminGroupedReports { adminGroupedReports { ...AdminReportGroup } }": types.AdminGroupedReportsDocument,
    "query AdminReport($id: ID!) { adminReport(id: $id) { ...AdminReport } }": types.AdminReportDocument,
    "mutation AdminUpdateReportStates($reports: [ReportStateInput!]) { adminUpdateReportStates(reports: $reports) { id error } }": types.AdminUpdateReportStatesDocument,
    "mutation AdminAddReportNote($id: ID!, $content: String) { adminAddReportNote(id: $id, content: $content) { id } }": types.AdminAddReportNoteDocument,
    "mutation AdminDeleteReportNote($reportId: ID!, $id: ID!) { adminDeleteReportNote(reportId: $reportId, id: $id) }": types.AdminDeleteReportNoteDocument,
    "\n  fragment AdminStatusListing on AdminStatusPage { totalCount nodes { ...MastodonStatus } }\n": types.AdminStatusListingFragmentDoc,
    "query AdminUserStatuses($godmode: Boolean, $withReblogs: Boolean, $page: Int, $pageSize: Int, $nicknameOrId: ID!) {\n      adminStatuses(godmode: $godmode, withReblogs: $withReblogs, page: $page, pageSize: $pageSize, nicknameOrId: $nicknameOrId) {\n        ...AdminStatusListing\n      }\n    }": types.AdminUserStatusesDocument,
    "query AdminInstanceStatuses($godmode: Boolean, $withReblogs: Boolean, $page: Int, $pageSize: Int, $instance: String!) {\n      adminStatuses(godmode: $godmode, withReblogs: $withReblogs, page: $page, pageSize: $pageSize, instance: $instance) {\n        ...AdminStatusListing\n      }\n    }": types.AdminInstanceStatusesDocument,
    "query AdminStatuses($godmode: Boolean, $withReblogs: Boolean, $page: Int, $pageSize: Int, $localOnly: Boolean) {\n      adminStatuses(godmode: $godmode, withReblogs: $withReblogs, page: $page, pageSize: $pageSize, localOnly: $localOnly) {\n        nodes { ...MastodonStatus }\n      }\n    }": types.AdminStatusesDocument,
    "query AdminStatus($id: ID!) { adminStatus(id: $id) { ...MastodonStatus } }": types.AdminStatusDocument,
    "mutation AdminUpdateStatus($id: ID!, $sensitive: Boolean, $visibility: Visibility) {\n      adminUpdateStatus(id: $id, sensitive: $sensitive, visibility: $visibility) { ...MastodonStatus }\n    }": types.AdminUpdateStatusDocument,
    "mutation AdminDeleteStatus($id: ID!) { adminDeleteStatus(id: $id) }": types.AdminDeleteStatusDocument,
    "query AdminStatusVisibilityStats($instance: String) {\n      adminStatusVisibilityStats(instance: $instance) { public unlisted private direct }\n    }": types.AdminStatusVisibilityStatsDocument,
    "query Announcements { announcements { ...MastodonAnnouncement read } }": types.AnnouncementsDocument,
    "mutation DismissAnnouncement($id: ID!) { dismissAnnouncement(id: $id) { id } }": types.DismissAnnouncementDocument,
    "mutation AddAnnouncementReaction($id: ID!, $name: String!) { addAnnouncementReaction(id: $id, name: $name) { id } }": types.AddAnnouncementReactionDocument,
    "mutation RemoveAnnouncementReaction($id: ID!, $name: String!) { removeAnnouncementReaction(id: $id, name: $name) { id } }": types.RemoveAnnouncementReactionDocument,
    "query Backups { backups { ...PleromaBackup } }": types.BackupsDocument,
    "mutation RequestBackup { requestBackup { backups { ...PleromaBackup } } }": types.RequestBackupDocument,
    "query Captcha { captcha { type token url answerData secondsValid } }": types.CaptchaDocument,
    "mutation CreateChat($id: ID!) { createChat(accountId: $id) { ...PleromaChat } }": types.CreateChatDocument,
    "query Chats($after: String, $before: String, $first: Int, $last: Int) {\n      chats(first: $first, after: $after, last: $last, before: $before) { nodes { ...PleromaChat } pageInfo { startCursor endCursor } }\n    }": types.ChatsDocument,
    "query Chat($id: ID!) { chat(id: $id) { ...PleromaChat } }": types.ChatDocument,
    "query ChatMessages($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      chatMessages(chatId: $id, first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...PleromaChatMessage } pageInfo { startCursor endCursor }\n      }\n    }": types.ChatMessagesDocument,
    "mutation PostChatMessage($id: ID!, $content: String, $mediaId: ID, $idempotencyKey: String) {\n      postChatMessage(chatId: $id, content: $content, mediaId: $mediaId, idempotencyKey: $idempotencyKey) { ...PleromaChatMessage }\n    }": types.PostChatMessageDocument,
    "mutation MarkChatRead($id: ID!, $lastReadId: ID!) { markChatRead(chatId: $id, lastReadId: $lastReadId) { ...PleromaChat } }": types.MarkChatReadDocument,
    "mutation DeleteChatMessage($id: ID!, $messageId: ID!) {\n      deleteChatMessage(chatId: $id, messageId: $messageId) { ...PleromaChatMessage }\n    }": types.DeleteChatMessageDocument,
    "query Conversations($after: String, $before: String, $first: Int, $last: Int) {\n      conversations(first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...MastodonConversation } pageInfo { startCursor endCursor }\n      }\n    }": types.ConversationsDocument,
    "mutation MarkConversationRead($id: ID!) { markConversationRead(id: $id) { ...MastodonConversation } }": types.MarkConversationReadDocument,
    "query Conversation($id: ID!) { conversation(id: $id) { ...MastodonConversation } }": types.ConversationDocument,
    "mutation UpdateConversation($id: ID!, $recipients: [ID!]!) {\n      updateConversation(id: $id, recipients: $recipients) { ...MastodonConversation }\n    }": types.UpdateConversationDocument,
    "query ConversationStatuses($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      conversation(id: $id) {\n        statuses(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }\n      }\n    }": types.ConversationStatusesDocument,
    "mutation MarkConversationsRead { markConversationsRead { ...MastodonConversation } }": types.MarkConversationsReadDocument,
    "query FiltersV2 { customFilters { ...MastodonFilterV2 } }": types.FiltersV2Document,
    "mutation CreateFilterV2($title: String!, $context: [FilterContext!]!, $action: FilterAction, $expiresIn: Int, $keywords: [FilterKeywordChange!]) {\n      createCustomFilter(title: $title, context: $context, action: $action, expiresIn: $expiresIn, keywords: $keywords) { ...MastodonFilterV2 }\n    }": types.CreateFilterV2Document,
    "query FilterV2($id: ID!) { customFilter(id: $id) { ...MastodonFilterV2 } }": types.FilterV2Document,
    "mutation UpdateFilterV2($id: ID!, $title: String, $context: [FilterContext!], $action: FilterAction, $expiresIn: Int, $keywords: [FilterKeywordChange!]) {\n      updateCustomFilter(id: $id, title: $title, context: $context, action: $action, expiresIn: $expiresIn, keywords: $keywords) { ...MastodonFilterV2 }\n    }": types.UpdateFilterV2Document,
    "mutation DeleteFilterV2($id: ID!) { deleteCustomFilter(id: $id) }": types.DeleteFilterV2Document,
    "query FilterV2Keywords($filterId: ID!) { customFilter(id: $filterId) { keywords { ...MastodonFilterKeyword } } }": types.FilterV2KeywordsDocument,
    "mutation AddFilterKeyword($filterId: ID!, $keyword: String!, $wholeWord: Boolean) {\n      addFilterKeyword(filterId: $filterId, keyword: $keyword, wholeWord: $wholeWord) { ...MastodonFilterKeyword }\n    }": types.AddFilterKeywordDocument,
    "query FilterKeyword($id: ID!) { filterKeyword(id: $id) { ...MastodonFilterKeyword } }": types.FilterKeywordDocument,
    "mutation UpdateFilterKeyword($id: ID!, $keyword: String, $wholeWord: Boolean) {\n      updateFilterKeyword(id: $id, keyword: $keyword, wholeWord: $wholeWord) { ...MastodonFilterKeyword }\n    }": types.UpdateFilterKeywordDocument,
    "mutation DeleteFilterKeyword($id: ID!) { deleteFilterKeyword(id: $id) }": types.DeleteFilterKeywordDocument,
    "query FilterV2Statuses($filterId: ID!) { customFilter(id: $filterId) { statuses { ...MastodonFilterStatus } } }": types.FilterV2StatusesDocument,
    "mutation AddFilterStatus($filterId: ID!, $statusId: ID!) {\n      addFilterStatus(filterId: $filterId, statusId: $statusId) { ...MastodonFilterStatus }\n    }": types.AddFilterStatusDocument,
    "query FilterStatus($id: ID!) { filterStatus(id: $id) { ...MastodonFilterStatus } }": types.FilterStatusDocument,
    "mutation DeleteFilterStatus($id: ID!) { deleteFilterStatus(id: $id) }": types.DeleteFilterStatusDocument,
    "query Directory($order: DirectoryOrder, $local: Boolean, $after: String, $first: Int) {\n      directory(order: $order, local: $local, after: $after, first: $first) { nodes { ...MastodonAccount } }\n    }": types.DirectoryDocument,
    "query DomainBlocks($after: String, $before: String, $first: Int, $last: Int) {\n      domainBlocks(first: $first, after: $after, last: $last, before: $before) {\n        nodes { domain } pageInfo { startCursor endCursor }\n      }\n    }": types.DomainBlocksDocument,
    "mutation BlockDomain($domain: String!) { blockDomain(domain: $domain) { id } }": types.BlockDomainDocument,
    "mutation UnblockDomain($domain: String!) { unblockDomain(domain: $domain) }": types.UnblockDomainDocument,
    "query CustomEmojis { customEmojis { ...CustomEmojiEntry } }": types.CustomEmojisDocument,
    "query EmojiPack($name: String!, $page: Int, $pageSize: Int) {\n  emojiPack(name: $name, page: $page, pageSize: $pageSize) { ...EmojiPackEntry }\n}": types.EmojiPackDocument,
    "query EmojiPacks($page: Int, $pageSize: Int) {\n  emojiPacks(page: $page, pageSize: $pageSize) { totalCount nodes { ...EmojiPackEntry } }\n}": types.EmojiPacksDocument,
    "query EmojiPackArchive($name: String!) { emojiPackArchive(name: $name) { name base64 } }": types.EmojiPackArchiveDocument,
    "query AdminRemoteEmojiPacks($url: String!, $page: Int, $pageSize: Int) {\n  adminRemoteEmojiPacks(url: $url, page: $page, pageSize: $pageSize)\n}": types.AdminRemoteEmojiPacksDocument,
    "mutation AdminCreateEmojiPack($name: String!) { adminCreateEmojiPack(name: $name) { name } }": types.AdminCreateEmojiPackDocument,
    "mutation AdminUpdateEmojiPackMetadata($name: String!, $metadata: EmojiPackMetadataInput!) {\n  adminUpdateEmojiPackMetadata(name: $name, metadata: $metadata) { ...EmojiPackMetadataEntry }\n}": types.AdminUpdateEmojiPackMetadataDocument,
    "mutation AdminDeleteEmojiPack($name: String!) { adminDeleteEmojiPack(name: $name) }": types.AdminDeleteEmojiPackDocument,
    "mutation AdminImportEmojiPacks { adminImportEmojiPacks }": types.AdminImportEmojiPacksDocument,
    "mutation AdminDownloadEmojiPack($url: String!, $name: String!, $as: String) {\n  adminDownloadEmojiPack(url: $url, name: $name, as: $as) { name }\n}": types.AdminDownloadEmojiPackDocument,
    "mutation AdminAddEmojiPackFile($name: String!, $file: Upload, $url: String, $shortcode: String, $filename: String) {\n  adminAddEmojiPackFile(name: $name, file: $file, url: $url, shortcode: $shortcode, filename: $filename) { ...EmojiPackFileEntry }\n}": types.AdminAddEmojiPackFileDocument,
    "mutation AdminUpdateEmojiPackFile($name: String!, $shortcode: String!, $newShortcode: String!, $newFilename: String!, $force: Boolean) {\n  adminUpdateEmojiPackFile(name: $name, shortcode: $shortcode, newShortcode: $newShortcode, newFilename: $newFilename, force: $force) { ...EmojiPackFileEntry }\n}": types.AdminUpdateEmojiPackFileDocument,
    "mutation AdminDeleteEmojiPackFile($name: String!, $shortcode: String!) {\n  adminDeleteEmojiPackFile(name: $name, shortcode: $shortcode) { ...EmojiPackFileEntry }\n}": types.AdminDeleteEmojiPackFileDocument,
    "mutation AdminReloadEmoji { adminReloadEmoji { shortcode } }": types.AdminReloadEmojiDocument,
    "query FeaturedTags { featuredTags { ...MastodonFeaturedTag } }": types.FeaturedTagsDocument,
    "mutation FeatureTag($name: String!) { featureTag(name: $name) { ...MastodonFeaturedTag } }": types.FeatureTagDocument,
    "mutation UnfeatureTag($id: ID!) { unfeatureTag(id: $id) }": types.UnfeatureTagDocument,
    "query FeaturedTagSuggestions { featuredTagSuggestions { ...MastodonTag } }": types.FeaturedTagSuggestionsDocument,
    "query AccountFeaturedTags($id: ID!) { accountFeaturedTags(id: $id) { ...MastodonFeaturedTag } }": types.AccountFeaturedTagsDocument,
    "query Filters { filters { ...MastodonFilter } }": types.FiltersDocument,
    "mutation CreateFilter($phrase: String!, $context: [FilterContext!]!, $wholeWord: Boolean, $irreversible: Boolean, $expiresIn: Int) {\n      createFilter(phrase: $phrase, context: $context, wholeWord: $wholeWord, irreversible: $irreversible, expiresIn: $expiresIn) { ...MastodonFilter }\n    }": types.CreateFilterDocument,
    "query Filter($id: ID!) { filter(id: $id) { ...MastodonFilter } }": types.FilterDocument,
    "mutation UpdateFilter($id: ID!, $phrase: String, $context: [FilterContext!], $wholeWord: Boolean, $irreversible: Boolean, $expiresIn: Int) {\n      updateFilter(id: $id, phrase: $phrase, context: $context, wholeWord: $wholeWord, irreversible: $irreversible, expiresIn: $expiresIn) { ...MastodonFilter }\n    }": types.UpdateFilterDocument,
    "mutation DeleteFilter($id: ID!) { deleteFilter(id: $id) { id } }": types.DeleteFilterDocument,
    "mutation ImportFollows($list: String, $file: Upload) { importFollows(list: $list, file: $file) { jobId } }": types.ImportFollowsDocument,
    "mutation ImportBlocks($list: String, $file: Upload) { importBlocks(list: $list, file: $file) { jobId } }": types.ImportBlocksDocument,
    "mutation ImportMutes($list: String, $file: Upload) { importMutes(list: $list, file: $file) { jobId } }": types.ImportMutesDocument,
    "query InstanceRules { instanceRules { ...InstanceRuleEntry } }": types.InstanceRulesDocument,
    "query Instance { instance { ...MastodonInstance } }": types.InstanceDocument,
    "query InstanceWithRules { instance { ...MastodonInstance } instanceRules { ...InstanceRuleEntry } }": types.InstanceWithRulesDocument,
    "query Healthcheck { healthcheck { ...HealthcheckEntry } }": types.HealthcheckDocument,
    "query FrontendConfigurations { frontendConfigurations }": types.FrontendConfigurationsDocument,
    "query Lists { lists { ...MastodonList } }": types.ListsDocument,
    "mutation CreateList($title: String!, $repliesPolicy: ListRepliesPolicy) {\n      createList(title: $title, repliesPolicy: $repliesPolicy) { ...MastodonList }\n    }": types.CreateListDocument,
    "query List($id: ID!) { list(id: $id) { ...MastodonList } }": types.ListDocument,
    "mutation UpdateList($id: ID!, $title: String, $repliesPolicy: ListRepliesPolicy) {\n      updateList(id: $id, title: $title, repliesPolicy: $repliesPolicy) { ...MastodonList }\n    }": types.UpdateListDocument,
    "mutation DeleteList($id: ID!) { deleteList(id: $id) { id } }": types.DeleteListDocument,
    "query ListAccounts($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      list(id: $id) {\n        accounts(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonAccount } pageInfo { startCursor endCursor } }\n      }\n    }": types.ListAccountsDocument,
    "mutation AddListAccounts($id: ID!, $accountIds: [ID!]!) { addListAccounts(id: $id, accountIds: $accountIds) { id } }": types.AddListAccountsDocument,
    "mutation RemoveListAccounts($id: ID!, $accountIds: [ID!]!) { removeListAccounts(id: $id, accountIds: $accountIds) { id } }": types.RemoveListAccountsDocument,
    "query ListTimeline($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      listTimeline(id: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }\n    }": types.ListTimelineDocument,
    "query AccountLists($id: ID!) { lists(accountId: $id) { ...MastodonList } }": types.AccountListsDocument,
    "query Markers($timeline: [MarkerTimeline!]) { markers(timelines: $timeline) { ...MastodonMarker } }": types.MarkersDocument,
    "mutation SaveMarkers($home: String, $notifications: String) {\n      saveMarkers(home: $home, notifications: $notifications) { ...MastodonMarker }\n    }": types.SaveMarkersDocument,
    "mutation UploadMedia($file: Upload!, $description: String, $focus: String) {\n  uploadMedia(file: $file, description: $description, focus: $focus) { ...MastodonMedia }\n}": types.UploadMediaDocument,
    "query Media($id: ID!) { media(id: $id) { ...MastodonMedia } }": types.MediaDocument,
    "mutation UpdateMedia($id: ID!, $description: String, $focus: String) {\n      updateMedia(id: $id, description: $description, focus: $focus) { ...MastodonMedia }\n    }": types.UpdateMediaDocument,
    "query MfaSettings { mfaSettings { enabled totp } }": types.MfaSettingsDocument,
    "mutation SetupTotp { setupTotp { key provisioningUri } }": types.SetupTotpDocument,
    "mutation ConfirmTotp($password: String!, $code: String!) { confirmTotp(password: $password, code: $code) { enabled } }": types.ConfirmTotpDocument,
    "mutation DisableTotp($password: String!) { disableTotp(password: $password) { enabled } }": types.DisableTotpDocument,
    "mutation CreateBackupCodes { createBackupCodes }": types.CreateBackupCodesDocument,
    "mutation CompleteMfaChallenge($input: MfaChallengeInput!) { completeMfaChallenge(input: $input) { ...OAuthToken } }": types.CompleteMfaChallengeDocument,
    "mutation DismissNotification($id: ID!) { dismissNotification(id: $id) }": types.DismissNotificationDocument,
    "query Notifications($after: String, $before: String, $first: Int, $last: Int, $types: [NotificationType!], $excludeTypes: [NotificationType!], $accountId: ID, $withMuted: Boolean) {\n      notifications(first: $first, after: $after, last: $last, before: $before, types: $types, excludeTypes: $excludeTypes, accountId: $accountId, withMuted: $withMuted) {\n        nodes { ...MastodonNotification } pageInfo { startCursor endCursor }\n      }\n    }": types.NotificationsDocument,
    "query Notification($id: ID!) { notification(id: $id) { ...MastodonNotification } }": types.NotificationDocument,
    "mutation ClearNotifications { clearNotifications { clearedCount } }": types.ClearNotificationsDocument,
    "mutation MarkNotificationsRead($id: ID, $maxId: ID) {\n      markNotificationsRead(id: $id, maxId: $maxId) { ...MastodonNotification }\n    }": types.MarkNotificationsReadDocument,
    "mutation CreateApp($clientName: String!, $redirectUris: String!, $scopes: String, $website: String) {\n      createApp(input: { clientName: $clientName, redirectUris: $redirectUris, scopes: $scopes, website: $website }) { ...OAuthApp }\n    }": types.CreateAppDocument,
    "mutation ExchangeToken($input: TokenRequestInput!) { exchangeToken(input: $input) { ...OAuthToken } }": types.ExchangeTokenDocument,
    "mutation RevokeToken($token: String!, $clientId: ID!, $clientSecret: String!) {\n      revokeToken(token: $token, clientId: $clientId, clientSecret: $clientSecret)\n    }": types.RevokeTokenDocument,
    "query CurrentApp { currentApp { name website vapidKey } }": types.CurrentAppDocument,
    "query UserTokens { userTokens { id appName validUntil } }": types.UserTokensDocument,
    "mutation RevokeUserToken($id: ID!) { revokeUserToken(id: $id) { id } }": types.RevokeUserTokenDocument,
    "query InstancePeers { instancePeers }": types.InstancePeersDocument,
    "query Poll($id: ID!) { poll(id: $id) { ...MastodonPoll } }": types.PollDocument,
    "mutation VoteInPoll($id: ID!, $choices: [Int!]!) { voteInPoll(id: $id, choices: $choices) { ...MastodonPoll } }": types.VoteInPollDocument,
    "query Preferences {\n      preferences { postingDefaultVisibility postingDefaultSensitive postingDefaultLanguage readingExpandMedia readingExpandSpoilers }\n    }": types.PreferencesDocument,
    "mutation UpdateAvatar($image: Upload, $dataUrl: String) { updateAvatar(image: $image, dataUrl: $dataUrl) }": types.UpdateAvatarDocument,
    "mutation UpdateBanner($image: Upload, $dataUrl: String) { updateBanner(image: $image, dataUrl: $dataUrl) }": types.UpdateBannerDocument,
    "mutation UpdateBackground($image: Upload, $dataUrl: String) { updateBackground(image: $image, dataUrl: $dataUrl) }": types.UpdateBackgroundDocument,
    "query Mascot { mascot { id url type mimeType } }": types.MascotDocument,
    "mutation UpdateMascot($file: Upload!) { updateMascot(file: $file) { id url type mimeType } }": types.UpdateMascotDocument,
    "mutation CreatePushSubscription($endpoint: String!, $p256dh: String!, $auth: String!,\n      $alerts: JSONObject, $policy: PushPolicy) {\n      createPushSubscription(endpoint: $endpoint, p256dh: $p256dh, auth: $auth, alerts: $alerts, policy: $policy) {\n        ...MastodonPushSubscription\n      }\n    }": types.CreatePushSubscriptionDocument,
    "query PushSubscription { pushSubscription { ...MastodonPushSubscription } }": types.PushSubscriptionDocument,
    "mutation UpdatePushSubscription($alerts: JSONObject, $policy: PushPolicy) {\n      updatePushSubscription(alerts: $alerts, policy: $policy) { ...MastodonPushSubscription }\n    }": types.UpdatePushSubscriptionDocument,
    "mutation DeletePushSubscription { deletePushSubscription }": types.DeletePushSubscriptionDocument,
    "mutation RegisterAccount(\n      $username: String!, $password: String!, $agreement: Boolean!, $email: String, $locale: String, $reason: String,\n      $token: String, $fullname: String, $bio: String, $captchaToken: String, $captchaAnswerData: String, $captchaSolution: String\n    ) {\n      registerAccount(input: {\n        username: $username, password: $password, agreement: $agreement, email: $email, locale: $locale, reason: $reason,\n        token: $token, fullname: $fullname, bio: $bio, captchaToken: $captchaToken, captchaAnswerData: $captchaAnswerData,\n        captchaSolution: $captchaSolution\n      }) { token { ...OAuthToken } message identifier }\n    }": types.RegisterAccountDocument,
    "mutation ResendConfirmation($email: String!) { resendConfirmationEmail(email: $email) }": types.ResendConfirmationDocument,
    "mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }": types.RequestPasswordResetDocument,
    "query Relationships($id: [ID!]!) { relationships(ids: $id) { ...MastodonRelationship } }": types.RelationshipsDocument,
    "mutation FollowAccount($id: ID!, $reblogs: Boolean, $notify: Boolean) {\n      followAccount(id: $id, reblogs: $reblogs, notify: $notify) { ...MastodonRelationship }\n    }": types.FollowAccountDocument,
    "mutation UnfollowAccount($id: ID!) { unfollowAccount(id: $id) { ...MastodonRelationship } }": types.UnfollowAccountDocument,
    "mutation BlockAccount($id: ID!) { blockAccount(id: $id) { ...MastodonRelationship } }": types.BlockAccountDocument,
    "mutation UnblockAccount($id: ID!) { unblockAccount(id: $id) { ...MastodonRelationship } }": types.UnblockAccountDocument,
    "mutation MuteAccount($id: ID!, $notifications: Boolean, $duration: Int) {\n      muteAccount(id: $id, notifications: $notifications, duration: $duration) { ...MastodonRelationship }\n    }": types.MuteAccountDocument,
    "mutation UnmuteAccount($id: ID!) { unmuteAccount(id: $id) { ...MastodonRelationship } }": types.UnmuteAccountDocument,
    "mutation SetAccountNote($id: ID!, $comment: String) { setAccountNote(id: $id, comment: $comment) { ...MastodonRelationship } }": types.SetAccountNoteDocument,
    "mutation SubscribeAccount($id: ID!) { subscribeAccount(id: $id) { ...MastodonRelationship } }": types.SubscribeAccountDocument,
    "mutation UnsubscribeAccount($id: ID!) { unsubscribeAccount(id: $id) { ...MastodonRelationship } }": types.UnsubscribeAccountDocument,
    "mutation AuthorizeFollowRequest($id: ID!) { authorizeFollowRequest(id: $id) { ...MastodonRelationship } }": types.AuthorizeFollowRequestDocument,
    "mutation RejectFollowRequest($id: ID!) { rejectFollowRequest(id: $id) { ...MastodonRelationship } }": types.RejectFollowRequestDocument,
    "query FollowRequests($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      followRequests(first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }": types.FollowRequestsDocument,
    "query Blocks($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      blocks(first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }": types.BlocksDocument,
    "query Mutes($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      mutes(first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...ListedAccount mute: relationship { muteExpiresAt } } pageInfo { startCursor endCursor }\n      }\n    }": types.MutesDocument,
    "mutation EndorseAccount($id: ID!) { endorseAccount(id: $id) { ...MastodonRelationship } }": types.EndorseAccountDocument,
    "mutation UnendorseAccount($id: ID!) { unendorseAccount(id: $id) { ...MastodonRelationship } }": types.UnendorseAccountDocument,
    "query Endorsements($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      endorsements(first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }": types.EndorsementsDocument,
    "mutation RemoveFromFollowers($id: ID!) { removeFromFollowers(id: $id) { ...MastodonRelationship } }": types.RemoveFromFollowersDocument,
    "query FamiliarFollowers($id: [ID!]!, $withRelationships: Boolean = false) { familiarFollowers(ids: $id) { id accounts { ...ListedAccount } } }": types.FamiliarFollowersDocument,
    "mutation CreateReport($accountId: ID, $statusIds: [ID!], $comment: String, $forward: Boolean) {\n      createReport(accountId: $accountId, statusIds: $statusIds, comment: $comment, forward: $forward) { ...MastodonReport }\n    }": types.CreateReportDocument,
    "query ScheduledStatuses($after: String, $before: String, $first: Int, $last: Int) {\n      scheduledStatuses(first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...MastodonScheduledStatus } pageInfo { startCursor endCursor }\n      }\n    }": types.ScheduledStatusesDocument,
    "query ScheduledStatus($id: ID!) { scheduledStatus(id: $id) { ...MastodonScheduledStatus } }": types.ScheduledStatusDocument,
    "mutation RescheduleStatus($id: ID!, $scheduledAt: DateTimeISO!) {\n      rescheduleStatus(id: $id, scheduledAt: $scheduledAt) { ...MastodonScheduledStatus }\n    }": types.RescheduleStatusDocument,
    "mutation CancelScheduledStatus($id: ID!) {\n      cancelScheduledStatus(id: $id) { ...MastodonScheduledStatus }\n    }": types.CancelScheduledStatusDocument,
    "mutation CreateScrobble($title: String!, $artist: String, $album: String, $length: Int) {\n      createScrobble(title: $title, artist: $artist, album: $album, length: $length) {\n        id title artist album length createdAt account { ...MastodonAccount }\n      }\n    }": types.CreateScrobbleDocument,
    "query AccountScrobbles($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      accountScrobbles(accountId: $id, first: $first, after: $after, last: $last, before: $before) {\n        nodes { id title artist album length createdAt account { ...MastodonAccount } } pageInfo { startCursor endCursor }\n      }\n    }": types.AccountScrobblesDocument,
    "query Search($q: String!, $resolve: Boolean, $following: Boolean, $first: Int, $after: String,\n      $type: SearchType, $accountId: ID, $maxId: ID, $minId: ID) {\n      search(q: $q, resolve: $resolve, following: $following, type: $type, accountId: $accountId) {\n        accounts(first: $first, after: $after) { nodes { ...MastodonAccount } }\n        statuses(first: $first, after: $after, olderThan: $maxId, newerThan: $minId) { nodes { ...MastodonStatus } }\n        hashtags(first: $first, after: $after) { nodes { name url } }\n      }\n    }": types.SearchDocument,
    "query AccountSearch($q: String!, $resolve: Boolean, $following: Boolean, $first: Int, $after: String) {\n      search(q: $q, resolve: $resolve, following: $following, type: ACCOUNTS) {\n        accounts(first: $first, after: $after) { nodes { ...MastodonAccount } }\n      }\n    }": types.AccountSearchDocument,
    "mutation CreateStatus($status: String, $visibility: Visibility, $inReplyToId: ID, $inReplyToConversationId: ID,\n      $sensitive: Boolean, $spoilerText: String, $mediaIds: [ID!], $language: String, $idempotencyKey: String, $poll: PollInput,\n      $scheduled: Boolean!, $scheduledAt: DateTimeISO = \"1970-01-01T00:00:00Z\") {\n      createStatus(status: $status, visibility: $visibility, inReplyToId: $inReplyToId, inReplyToConversationId: $inReplyToConversationId,\n        sensitive: $sensitive, spoilerText: $spoilerText, mediaIds: $mediaIds, language: $language, idempotencyKey: $idempotencyKey, poll: $poll) @skip(if: $scheduled) { ...MastodonStatus }\n      scheduleStatus(status: $status, visibility: $visibility, inReplyToId: $inReplyToId, inReplyToConversationId: $inReplyToConversationId,\n        sensitive: $sensitive, spoilerText: $spoilerText, mediaIds: $mediaIds, language: $language, poll: $poll, scheduledAt: $scheduledAt) @include(if: $scheduled) { ...MastodonScheduledStatus }\n    }": types.CreateStatusDocument,
    "query Status($id: ID!) { status(id: $id) { ...MastodonStatus } }": types.StatusDocument,
    "mutation EditStatus($id: ID!, $status: String, $spoilerText: String, $sensitive: Boolean) {\n      editStatus(id: $id, status: $status, spoilerText: $spoilerText, sensitive: $sensitive) { ...MastodonStatus }\n    }": types.EditStatusDocument,
    "mutation DeleteStatus($id: ID!) { deleteStatus(id: $id) { ...MastodonStatus } }": types.DeleteStatusDocument,
    "query StatusContext($id: ID!) {\n      status(id: $id) { thread { ancestors { ...MastodonStatus } descendants { ...MastodonStatus } } }\n    }": types.StatusContextDocument,
    "query StatusHistory($id: ID!) {\n      status(id: $id) {\n        history { content spoilerText sensitive createdAt account { ...MastodonAccount } mediaAttachments { ...MastodonMedia } poll { options { title } } emojis { shortcode url } }\n      }\n    }": types.StatusHistoryDocument,
    "query StatusSource($id: ID!) { status(id: $id) { id text spoilerText } }": types.StatusSourceDocument,
    "query StatusCard($id: ID!) {\n      status(id: $id) { card { url title description image providerName providerUrl } }\n    }": types.StatusCardDocument,
    "mutation FavouriteStatus($id: ID!) { favouriteStatus(id: $id) { ...MastodonStatus } }": types.FavouriteStatusDocument,
    "mutation UnfavouriteStatus($id: ID!) { unfavouriteStatus(id: $id) { ...MastodonStatus } }": types.UnfavouriteStatusDocument,
    "mutation ReblogStatus($id: ID!, $visibility: Visibility) { reblogStatus(id: $id, visibility: $visibility) { ...MastodonStatus } }": types.ReblogStatusDocument,
    "mutation UnreblogStatus($id: ID!) { unreblogStatus(id: $id) { ...MastodonStatus } }": types.UnreblogStatusDocument,
    "mutation BookmarkStatus($id: ID!) { bookmarkStatus(id: $id) { ...MastodonStatus } }": types.BookmarkStatusDocument,
    "mutation UnbookmarkStatus($id: ID!) { unbookmarkStatus(id: $id) { ...MastodonStatus } }": types.UnbookmarkStatusDocument,
    "mutation MuteStatus($id: ID!) { muteStatus(id: $id) { ...MastodonStatus } }": types.MuteStatusDocument,
    "mutation UnmuteStatus($id: ID!) { unmuteStatus(id: $id) { ...MastodonStatus } }": types.UnmuteStatusDocument,
    "mutation PinStatus($id: ID!) { pinStatus(id: $id) { ...MastodonStatus } }": types.PinStatusDocument,
    "mutation UnpinStatus($id: ID!) { unpinStatus(id: $id) { ...MastodonStatus } }": types.UnpinStatusDocument,
    "query FavouritedBy($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      status(id: $id) {\n        favouritedBy(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonAccount } pageInfo { startCursor endCursor } }\n      }\n    }": types.FavouritedByDocument,
    "query RebloggedBy($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      status(id: $id) {\n        rebloggedBy(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonAccount } pageInfo { startCursor endCursor } }\n      }\n    }": types.RebloggedByDocument,
    "mutation ReactToStatus($id: ID!, $emoji: String!) { reactToStatus(id: $id, emoji: $emoji) { ...MastodonStatus } }": types.ReactToStatusDocument,
    "mutation UnreactToStatus($id: ID!, $emoji: String!) { unreactToStatus(id: $id, emoji: $emoji) { ...MastodonStatus } }": types.UnreactToStatusDocument,
    "query StatusReactions($id: ID!) { status(id: $id) { reactions { ...PleromaEmojiReaction } } }": types.StatusReactionsDocument,
    "query StatusReactionsFor($id: ID!, $emoji: String!) { status(id: $id) { reactions(emoji: $emoji) { ...PleromaEmojiReaction } } }": types.StatusReactionsForDocument,
    "query Suggestions($after: String, $first: Int) {\n  suggestions(after: $after, first: $first) { nodes { ...MastodonSuggestion } }\n}": types.SuggestionsDocument,
    "mutation DismissSuggestion($accountId: ID!) { dismissSuggestion(accountId: $accountId) }": types.DismissSuggestionDocument,
    "query Tag($name: String!) { tag(name: $name) { ...MastodonTag } }": types.TagDocument,
    "mutation FollowTag($name: String!) { followTag(name: $name) { ...MastodonTag } }": types.FollowTagDocument,
    "mutation UnfollowTag($name: String!) { unfollowTag(name: $name) { ...MastodonTag } }": types.UnfollowTagDocument,
    "query FollowedTags($after: String, $before: String, $first: Int, $last: Int) {\n      followedTags(first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...MastodonTag } pageInfo { startCursor endCursor }\n      }\n    }": types.FollowedTagsDocument,
    "query HomeTimeline($after: String, $before: String, $first: Int, $last: Int,\n      $local: Boolean, $onlyMedia: Boolean, $withMuted: Boolean, $excludeVisibilities: [Visibility!]) {\n      homeTimeline(first: $first, after: $after, last: $last, before: $before,\n        local: $local, onlyMedia: $onlyMedia, withMuted: $withMuted, excludeVisibilities: $excludeVisibilities) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }": types.HomeTimelineDocument,
    "query PublicTimeline($after: String, $before: String, $first: Int, $last: Int,\n      $local: Boolean, $onlyMedia: Boolean, $withMuted: Boolean, $excludeVisibilities: [Visibility!]) {\n      publicTimeline(first: $first, after: $after, last: $last, before: $before,\n        local: $local, onlyMedia: $onlyMedia, withMuted: $withMuted, excludeVisibilities: $excludeVisibilities) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }": types.PublicTimelineDocument,
    "query TagTimeline($after: String, $before: String, $first: Int, $last: Int,\n      $local: Boolean, $onlyMedia: Boolean, $withMuted: Boolean, $excludeVisibilities: [Visibility!],\n      $hashtag: String!, $any: [String!], $all: [String!], $none: [String!]) {\n      tagTimeline(first: $first, after: $after, last: $last, before: $before,\n        local: $local, onlyMedia: $onlyMedia, withMuted: $withMuted, excludeVisibilities: $excludeVisibilities,\n        hashtag: $hashtag, any: $any, all: $all, none: $none) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }": types.TagTimelineDocument,
    "query AccountStatuses($after: String, $before: String, $first: Int, $last: Int,\n      $id: ID!, $excludeReplies: Boolean, $excludeReblogs: Boolean, $onlyMedia: Boolean, $pinned: Boolean, $tagged: String) {\n      accountStatuses(first: $first, after: $after, last: $last, before: $before,\n        accountId: $id, excludeReplies: $excludeReplies, excludeReblogs: $excludeReblogs, onlyMedia: $onlyMedia, pinned: $pinned, tagged: $tagged) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }": types.AccountStatusesDocument,
    "query Bookmarks($after: String, $before: String, $first: Int, $last: Int) {\n      bookmarks(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }\n    }": types.BookmarksDocument,
    "query Favourites($after: String, $before: String, $first: Int, $last: Int) {\n      favourites(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }\n    }": types.FavouritesDocument,
    "query AccountFavourites($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      accountFavourites(accountId: $id, first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }": types.AccountFavouritesDocument,
    "query TrendingTags($after: String, $first: Int) {\n  trendingTags(after: $after, first: $first) { nodes { ...TrendingTagEntry } }\n}": types.TrendingTagsDocument,
    "query TrendingStatuses($after: String, $first: Int) {\n      trendingStatuses(after: $after, first: $first) { nodes { ...MastodonStatus } }\n    }": types.TrendingStatusesDocument,
    "query TrendingLinks($after: String, $first: Int) {\n      trendingLinks(after: $after, first: $first) { nodes { ...TrendingLinkEntry } }\n    }": types.TrendingLinksDocument,
    "mutation ZoneLogin($username: String!, $password: String!, $code: String) {\n      issueToken(username: $username, password: $password, code: $code) { accessToken expiresIn }\n    }": types.ZoneLoginDocument,
    "mutation UploadZone($file: Upload!, $origin: String) { uploadZone(file: $file, origin: $origin) { ...ZoneSummary } }": types.UploadZoneDocument,
    "\n  fragment MastodonAccount on Account {\n    ...AccountCore\n    moved { ...AccountCore }\n  }\n": types.MastodonAccountFragmentDoc,
    "\n  fragment AccountCore on Account {\n    id nickname username apId acct displayName note bio url avatar header locked bot discoverable createdAt lastStatusAt\n    isAdmin isModerator showRole confirmationPending tags hideFavourites hideFollowers hideFollows\n    hideFollowersCount hideFollowsCount skipThreadContainment actorType backgroundImage\n    fields { name value }\n    rawFields { name value }\n    counts { statuses followers following }\n    emojis { shortcode url }\n  }\n": types.AccountCoreFragmentDoc,
    "\n  fragment ListedAccount on Account {\n    ...MastodonAccount\n    relationship @include(if: $withRelationships) { ...MastodonRelationship }\n  }\n": types.ListedAccountFragmentDoc,
    "\n  fragment MastodonCredentials on Account {\n    ...MastodonAccount\n    email approvalPending defaultScope defaultSensitive noRichText allowFollowingMove settingsStore followRequestsCount\n    blockFromStrangers hideNotificationContents\n  }\n": types.MastodonCredentialsFragmentDoc,
    "\n  fragment AdminUserEntry on AdminUser {\n    id nickname email avatar displayName url deactivated local roles { admin moderator } tags\n    confirmationPending approvalPending registrationReason actorType\n  }\n": types.AdminUserEntryFragmentDoc,
    "\n  fragment AdminCredentials on AdminUserCredentials {\n    id nickname email name bio avatar banner background actorType locked discoverable noRichText defaultScope\n    hideFollows hideFollowers hideFollowsCount hideFollowersCount hideFavourites allowFollowingMove showRole\n    skipThreadContainment settingsStore fields { name value } rawFields { name value }\n  }\n": types.AdminCredentialsFragmentDoc,
    "fragment MastodonAnnouncement on Announcement {\n  id content startsAt endsAt allDay createdAt updatedAt\n  tags { name url } emojis { shortcode url } reactions { name count me url staticUrl }\n}": types.MastodonAnnouncementFragmentDoc,
    "fragment AdminAnnouncement on Announcement { ...MastodonAnnouncement text }": types.AdminAnnouncementFragmentDoc,
    "fragment PleromaBackup on Backup { id contentType url fileSize processed createdAt }": types.PleromaBackupFragmentDoc,
    "\n  fragment PleromaChatMessage on ChatMessage {\n    id chatId accountId content createdAt unread idempotencyKey\n    emojis { shortcode url }\n    attachment { ...MastodonMedia }\n  }\n": types.PleromaChatMessageFragmentDoc,
    "\n  fragment PleromaChat on Chat {\n    id unread updatedAt\n    account { ...MastodonAccount }\n    lastMessage { ...PleromaChatMessage }\n  }\n": types.PleromaChatFragmentDoc,
    "\n  fragment AdminChat on Chat {\n    id unread updatedAt\n    owner { ...MastodonAccount }\n    account { ...MastodonAccount }\n    lastMessage { ...PleromaChatMessage }\n  }\n": types.AdminChatFragmentDoc,
    "fragment AdminConfigSetting on AdminConfigEntry { group key value db }": types.AdminConfigSettingFragmentDoc,
    "fragment AdminConfigListEntry on AdminConfigList { configs { ...AdminConfigSetting } needReboot }": types.AdminConfigListEntryFragmentDoc,
    "\n  fragment MastodonConversation on Conversation {\n    id unread\n    accounts { ...MastodonAccount }\n    recipients { ...MastodonAccount }\n    lastStatus { ...MastodonStatus }\n  }\n": types.MastodonConversationFragmentDoc,
    "fragment MastodonFilterKeyword on FilterKeyword { id keyword wholeWord }": types.MastodonFilterKeywordFragmentDoc,
    "fragment MastodonFilterStatus on FilterStatus { id statusId }": types.MastodonFilterStatusFragmentDoc,
    "fragment MastodonFilterV2 on CustomFilter {\n  id title context action expiresAt keywords { ...MastodonFilterKeyword } statuses { ...MastodonFilterStatus }\n}": types.MastodonFilterV2FragmentDoc,
    "fragment CustomEmojiEntry on CustomEmoji { shortcode url path tags category }": types.CustomEmojiEntryFragmentDoc,
    "fragment EmojiPackMetadataEntry on EmojiPackMetadata {\n  license homepage description fallbackSrc fallbackSrcSha256 shareFiles canDownload downloadSha256\n}": types.EmojiPackMetadataEntryFragmentDoc,
    "fragment EmojiPackFileEntry on EmojiPackFile { shortcode filename }": types.EmojiPackFileEntryFragmentDoc,
    "fragment EmojiPackEntry on EmojiPack {\n  name filesCount files { ...EmojiPackFileEntry } metadata { ...EmojiPackMetadataEntry }\n}": types.EmojiPackEntryFragmentDoc,
    "\n  fragment MastodonFeaturedTag on FeaturedTag {\n    id name url statusesCount lastStatusAt\n  }\n": types.MastodonFeaturedTagFragmentDoc,
    "fragment MastodonFilter on Filter { id phrase context wholeWord irreversible expiresAt }": types.MastodonFilterFragmentDoc,
    "fragment AdminFrontendEntry on Frontend { name git buildUrl ref installed }": types.AdminFrontendEntryFragmentDoc,
    "fragment InstanceRuleEntry on InstanceRule { id text hint priority }": types.InstanceRuleEntryFragmentDoc,
    "\n  fragment MastodonInstance on Instance {\n  uri url title description email version softwareName softwareVersion registrations approvalRequired invitesEnabled\n  accountActivationRequired maxTootChars chatLimit uploadLimit avatarUploadLimit bannerUploadLimit backgroundUploadLimit\n  streamingApi thumbnail languages supportedMimeTypes features vapidPublicKey\n  stats { userCount statusCount domainCount }\n  pollLimits { maxOptions maxOptionChars minExpiration maxExpiration }\n  }\n": types.MastodonInstanceFragmentDoc,
    "fragment HealthcheckEntry on Healthcheck { healthy poolSize active idle memoryUsed jobQueueStats }": types.HealthcheckEntryFragmentDoc,
    "fragment AdminInvite on Invite { id token used expiresAt uses maxUse inviteType }": types.AdminInviteFragmentDoc,
    "fragment MastodonList on List { id title repliesPolicy }": types.MastodonListFragmentDoc,
    "fragment MastodonMarker on Marker { timeline lastReadId version updatedAt unreadCount }": types.MastodonMarkerFragmentDoc,
    "\n  fragment MastodonMedia on MediaAttachment { id type url previewUrl remoteUrl description meta mimeType }\n": types.MastodonMediaFragmentDoc,
    "fragment AdminLogEntry on ModerationLogEntry { id action data message createdAt actor { id nickname } }": types.AdminLogEntryFragmentDoc,
    "\n  fragment MastodonNotification on Notification {\n    id type createdAt emoji isSeen isMuted\n    account { ...MastodonAccount }\n    status { ...MastodonStatus }\n    chatMessage { ...PleromaChatMessage }\n    report { ...AdminReport }\n  }\n": types.MastodonNotificationFragmentDoc,
    "fragment AdminApp on AdminOAuthApp { id name clientId clientSecret redirectUri website trusted }": types.AdminAppFragmentDoc,
    "fragment AdminAppResult on AdminOAuthAppResult { errors app { ...AdminApp } }": types.AdminAppResultFragmentDoc,
    "fragment OAuthApp on OAuthClient { id name clientId clientSecret redirectUri website scopes vapidKey }": types.OAuthAppFragmentDoc,
    "fragment OAuthToken on Token { accessToken tokenType scope createdAt expiresIn refreshToken accountId }": types.OAuthTokenFragmentDoc,
    "\n  fragment MastodonPoll on Poll {\n    id expiresAt expired multiple votesCount votersCount voted ownVotes\n    options { title votesCount }\n  }\n": types.MastodonPollFragmentDoc,
    "\n  fragment MastodonPushSubscription on PushSubscription { id endpoint alerts serverKey }\n": types.MastodonPushSubscriptionFragmentDoc,
    "\n  fragment PleromaEmojiReaction on EmojiReaction { name count me accounts { ...MastodonAccount } }\n": types.PleromaEmojiReactionFragmentDoc,
    "\n  fragment MastodonRelationship on Relationship {\n    id following followedBy blocking blockedBy muting mutingNotifications subscribing requested\n    domainBlocking showingReblogs endorsed note\n  }\n": types.MastodonRelationshipFragmentDoc,
    "fragment AdminRelayFields on AdminRelay { actor followedBack }": types.AdminRelayFieldsFragmentDoc,
    "\n  fragment ReportAccount on Account { ...MastodonAccount bio local deactivated approvalPending }\n": types.ReportAccountFragmentDoc,
    "\n  fragment ReportNoteEntry on ReportNote { id content createdAt user { ...ReportAccount } }\n": types.ReportNoteEntryFragmentDoc,
    "\n  fragment AdminReport on Report {\n    id content state createdAt\n    account { ...ReportAccount }\n    actor { ...ReportAccount }\n    statuses { ...MastodonStatus }\n    notes { ...ReportNoteEntry }\n  }\n": types.AdminReportFragmentDoc,
    "\n  fragment AdminReportGroup on ReportGroup {\n    date account { ...ReportAccount } status { ...MastodonStatus } actors { ...ReportAccount } reports { ...AdminReport }\n  }\n": types.AdminReportGroupFragmentDoc,
    "\n  fragment MastodonReport on Report { id content state forward createdAt statusIds account { ...MastodonAccount } }\n": types.MastodonReportFragmentDoc,
    "\n  fragment MastodonScheduledStatus on ScheduledStatus {\n    id\n    scheduledAt\n    params {\n      text visibility sensitive spoilerText inReplyToId mediaIds language applicationId\n      poll { options expiresIn multiple hideTotals }\n    }\n    mediaAttachments { ...MastodonMedia }\n  }\n": types.MastodonScheduledStatusFragmentDoc,
    "\n  fragment MastodonStatusFields on Status {\n    id uri url text content spoilerText visibility sensitive language local createdAt editedAt\n    inReplyToId inReplyToAccountId inReplyToAccount { acct } parentVisible conversationId directConversationId\n    account { ...MastodonAccount }\n    mentions { id username acct url }\n    tags { name url }\n    mediaAttachments { ...MastodonMedia }\n    application { name website }\n    favouritesCount reblogsCount repliesCount favourited reblogged muted threadMuted bookmarked pinned pinnedAt\n    emojiReactions { name count me }\n    emojis { shortcode url }\n    poll { ...MastodonPoll }\n    card { url title description image providerName providerUrl }\n  }\n": types.MastodonStatusFieldsFragmentDoc,
    "\n  fragment MastodonStatus on Status {\n    ...MastodonStatusFields\n    reblog { ...MastodonStatusFields }\n    filtered { filter { ...MastodonFilterV2 } keywordMatches statusMatches }\n  }\n": types.MastodonStatusFragmentDoc,
    "fragment MastodonSuggestion on Suggestion { source account { ...MastodonAccount } }": types.MastodonSuggestionFragmentDoc,
    "\n  fragment MastodonTag on Tag {\n    name url following\n  }\n": types.MastodonTagFragmentDoc,
    "fragment TrendDayEntry on TrendDay { day uses accounts }": types.TrendDayEntryFragmentDoc,
    "fragment TrendingTagEntry on TrendingTag { name url history { ...TrendDayEntry } }": types.TrendingTagEntryFragmentDoc,
    "fragment TrendingLinkEntry on TrendingLink { url history { ...TrendDayEntry } }": types.TrendingLinkEntryFragmentDoc,
    "fragment ZoneSummary on Zone { id origin serial recordCount }": types.ZoneSummaryFragmentDoc,
    "query StreamStatus($id: ID!) { status(id: $id) { ...MastodonStatus } }": types.StreamStatusDocument,
    "query StreamNotification($id: ID!) { notification(id: $id) { ...MastodonNotification } }": types.StreamNotificationDocument,
    "query StreamConversation($id: ID!) { conversation(id: $id) { ...MastodonConversation } }": types.StreamConversationDocument,
    "query StreamChat($id: ID!) { chatOfMessage(messageId: $id) { ...PleromaChat } }": types.StreamChatDocument,
    "query StreamChatById($id: ID!) { chat(id: $id) { ...PleromaChat } }": types.StreamChatByIdDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MoveAccount($password: String!, $targetAccount: String!) { moveAccount(password: $password, targetAccount: $targetAccount) { id } }"): (typeof documents)["mutation MoveAccount($password: String!, $targetAccount: String!) { moveAccount(password: $password, targetAccount: $targetAccount) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountAliases { accountAliases }"): (typeof documents)["query AccountAliases { accountAliases }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddAccountAlias($alias: String!) { addAccountAlias(alias: $alias) }"): (typeof documents)["mutation AddAccountAlias($alias: String!) { addAccountAlias(alias: $alias) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveAccountAlias($alias: String!) { removeAccountAlias(alias: $alias) }"): (typeof documents)["mutation RemoveAccountAlias($alias: String!) { removeAccountAlias(alias: $alias) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAccount($password: String!) { deleteAccount(password: $password) }"): (typeof documents)["mutation DeleteAccount($password: String!) { deleteAccount(password: $password) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableAccount($password: String!) { disableAccount(password: $password) }"): (typeof documents)["mutation DisableAccount($password: String!) { disableAccount(password: $password) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeEmail($password: String!, $email: String!) { changeEmail(password: $password, email: $email) { id } }"): (typeof documents)["mutation ChangeEmail($password: String!, $email: String!) { changeEmail(password: $password, email: $email) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateNotificationSettings($blockFromStrangers: Boolean, $hideNotificationContents: Boolean) {\n      updateNotificationSettings(blockFromStrangers: $blockFromStrangers, hideNotificationContents: $hideNotificationContents) {\n        blockFromStrangers hideNotificationContents\n      }\n    }"): (typeof documents)["mutation UpdateNotificationSettings($blockFromStrangers: Boolean, $hideNotificationContents: Boolean) {\n      updateNotificationSettings(blockFromStrangers: $blockFromStrangers, hideNotificationContents: $hideNotificationContents) {\n        blockFromStrangers hideNotificationContents\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VerifyCredentials { me { ...MastodonCredentials } }"): (typeof documents)["query VerifyCredentials { me { ...MastodonCredentials } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCredentials(\n      $displayName: String, $note: String, $locked: Boolean, $bot: Boolean, $actorType: String, $discoverable: Boolean,\n      $fieldsAttributes: [ProfileFieldInput!], $privacy: Visibility, $sensitive: Boolean, $hideFollowers: Boolean,\n      $hideFollows: Boolean, $hideFollowersCount: Boolean, $hideFollowsCount: Boolean, $hideFavorites: Boolean,\n      $noRichText: Boolean, $showRole: Boolean, $skipThreadContainment: Boolean, $allowFollowingMove: Boolean,\n      $pleromaSettingsStore: JSONObject, $removeAvatar: Boolean, $removeHeader: Boolean, $avatar: Upload, $header: Upload\n    ) {\n      updateCredentials(input: {\n        displayName: $displayName, note: $note, locked: $locked, bot: $bot, actorType: $actorType, discoverable: $discoverable,\n        fields: $fieldsAttributes, defaultScope: $privacy, defaultSensitive: $sensitive, hideFollowers: $hideFollowers,\n        hideFollows: $hideFollows, hideFollowersCount: $hideFollowersCount, hideFollowsCount: $hideFollowsCount,\n        hideFavourites: $hideFavorites, noRichText: $noRichText, showRole: $showRole, skipThreadContainment: $skipThreadContainment,\n        allowFollowingMove: $allowFollowingMove, settingsStore: $pleromaSettingsStore, removeAvatar: $removeAvatar, removeHeader: $removeHeader\n      }, avatar: $avatar, header: $header) { ...MastodonCredentials }\n    }"): (typeof documents)["mutation UpdateCredentials(\n      $displayName: String, $note: String, $locked: Boolean, $bot: Boolean, $actorType: String, $discoverable: Boolean,\n      $fieldsAttributes: [ProfileFieldInput!], $privacy: Visibility, $sensitive: Boolean, $hideFollowers: Boolean,\n      $hideFollows: Boolean, $hideFollowersCount: Boolean, $hideFollowsCount: Boolean, $hideFavorites: Boolean,\n      $noRichText: Boolean, $showRole: Boolean, $skipThreadContainment: Boolean, $allowFollowingMove: Boolean,\n      $pleromaSettingsStore: JSONObject, $removeAvatar: Boolean, $removeHeader: Boolean, $avatar: Upload, $header: Upload\n    ) {\n      updateCredentials(input: {\n        displayName: $displayName, note: $note, locked: $locked, bot: $bot, actorType: $actorType, discoverable: $discoverable,\n        fields: $fieldsAttributes, defaultScope: $privacy, defaultSensitive: $sensitive, hideFollowers: $hideFollowers,\n        hideFollows: $hideFollows, hideFollowersCount: $hideFollowersCount, hideFollowsCount: $hideFollowsCount,\n        hideFavourites: $hideFavorites, noRichText: $noRichText, showRole: $showRole, skipThreadContainment: $skipThreadContainment,\n        allowFollowingMove: $allowFollowingMove, settingsStore: $pleromaSettingsStore, removeAvatar: $removeAvatar, removeHeader: $removeHeader\n      }, avatar: $avatar, header: $header) { ...MastodonCredentials }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupAccount($acct: String!) { account(acct: $acct) { ...MastodonAccount } }"): (typeof documents)["query LookupAccount($acct: String!) { account(acct: $acct) { ...MastodonAccount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Account($id: ID!, $withRelationships: Boolean = false) { account(id: $id) { ...ListedAccount } }"): (typeof documents)["query Account($id: ID!, $withRelationships: Boolean = false) { account(id: $id) { ...ListedAccount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Followers($id: ID!, $after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      followers(id: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }"): (typeof documents)["query Followers($id: ID!, $after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      followers(id: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Following($id: ID!, $after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      following(id: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }"): (typeof documents)["query Following($id: ID!, $after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      following(id: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminUsers($query: String, $filters: [String!], $page: Int, $pageSize: Int, $tags: [String!], $name: String, $email: String) {\n      adminUsers(query: $query, filters: $filters, page: $page, pageSize: $pageSize, tags: $tags, name: $name, email: $email) {\n        pageSize totalCount nodes { ...AdminUserEntry }\n      }\n    }"): (typeof documents)["query AdminUsers($query: String, $filters: [String!], $page: Int, $pageSize: Int, $tags: [String!], $name: String, $email: String) {\n      adminUsers(query: $query, filters: $filters, page: $page, pageSize: $pageSize, tags: $tags, name: $name, email: $email) {\n        pageSize totalCount nodes { ...AdminUserEntry }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateUsers($users: [AdminNewUserInput!]!) { adminCreateUsers(users: $users) { nickname } }"): (typeof documents)["mutation AdminCreateUsers($users: [AdminNewUserInput!]!) { adminCreateUsers(users: $users) { nickname } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteUsers($nicknames: [String!]!) { adminDeleteUsers(nicknames: $nicknames) }"): (typeof documents)["mutation AdminDeleteUsers($nicknames: [String!]!) { adminDeleteUsers(nicknames: $nicknames) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminFollowUser($follower: String!, $followed: String!) { adminFollowUser(follower: $follower, followed: $followed) { follower { id } } }"): (typeof documents)["mutation AdminFollowUser($follower: String!, $followed: String!) { adminFollowUser(follower: $follower, followed: $followed) { follower { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUnfollowUser($follower: String!, $followed: String!) { adminUnfollowUser(follower: $follower, followed: $followed) { follower { id } } }"): (typeof documents)["mutation AdminUnfollowUser($follower: String!, $followed: String!) { adminUnfollowUser(follower: $follower, followed: $followed) { follower { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminToggleUserActivation($nickname: String!) { adminToggleUserActivation(nickname: $nickname) { deactivated id nickname } }"): (typeof documents)["mutation AdminToggleUserActivation($nickname: String!) { adminToggleUserActivation(nickname: $nickname) { deactivated id nickname } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminActivateUsers($nicknames: [String!]!) { adminActivateUsers(nicknames: $nicknames) { ...AdminUserEntry } }"): (typeof documents)["mutation AdminActivateUsers($nicknames: [String!]!) { adminActivateUsers(nicknames: $nicknames) { ...AdminUserEntry } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeactivateUsers($nicknames: [String!]!) { adminDeactivateUsers(nicknames: $nicknames) { ...AdminUserEntry } }"): (typeof documents)["mutation AdminDeactivateUsers($nicknames: [String!]!) { adminDeactivateUsers(nicknames: $nicknames) { ...AdminUserEntry } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminApproveUsers($nicknames: [String!]!) { adminApproveUsers(nicknames: $nicknames) { ...AdminUserEntry } }"): (typeof documents)["mutation AdminApproveUsers($nicknames: [String!]!) { adminApproveUsers(nicknames: $nicknames) { ...AdminUserEntry } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminTagUsers($nicknames: [String!]!, $tags: [String!]!) { adminTagUsers(nicknames: $nicknames, tags: $tags) { id } }"): (typeof documents)["mutation AdminTagUsers($nicknames: [String!]!, $tags: [String!]!) { adminTagUsers(nicknames: $nicknames, tags: $tags) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUntagUsers($nicknames: [String!]!, $tags: [String!]!) { adminUntagUsers(nicknames: $nicknames, tags: $tags) { id } }"): (typeof documents)["mutation AdminUntagUsers($nicknames: [String!]!, $tags: [String!]!) { adminUntagUsers(nicknames: $nicknames, tags: $tags) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPermissionGroups($nickname: String!) { adminPermissionGroups(nickname: $nickname) { isModerator isAdmin } }"): (typeof documents)["query AdminPermissionGroups($nickname: String!) { adminPermissionGroups(nickname: $nickname) { isModerator isAdmin } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPermissionGroup($nickname: String!, $permissionGroup: PermissionGroup!) {\n      adminPermissionGroups(nickname: $nickname, group: $permissionGroup) { isModerator isAdmin }\n    }"): (typeof documents)["query AdminPermissionGroup($nickname: String!, $permissionGroup: PermissionGroup!) {\n      adminPermissionGroups(nickname: $nickname, group: $permissionGroup) { isModerator isAdmin }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminGrantPermissionToUser($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {\n      adminGrantPermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }\n    }"): (typeof documents)["mutation AdminGrantPermissionToUser($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {\n      adminGrantPermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminGrantPermission($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {\n      adminGrantPermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }\n    }"): (typeof documents)["mutation AdminGrantPermission($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {\n      adminGrantPermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminRevokePermissionFromUser($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {\n      adminRevokePermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }\n    }"): (typeof documents)["mutation AdminRevokePermissionFromUser($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {\n      adminRevokePermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminRevokePermission($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {\n      adminRevokePermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }\n    }"): (typeof documents)["mutation AdminRevokePermission($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {\n      adminRevokePermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminConfirmEmails($nicknames: [String!]!) { adminConfirmEmails(nicknames: $nicknames) { nickname } }"): (typeof documents)["mutation AdminConfirmEmails($nicknames: [String!]!) { adminConfirmEmails(nicknames: $nicknames) { nickname } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminResendConfirmationEmails($nicknames: [String!]!) { adminResendConfirmationEmails(nicknames: $nicknames) { nickname } }"): (typeof documents)["mutation AdminResendConfirmationEmails($nicknames: [String!]!) { adminResendConfirmationEmails(nicknames: $nicknames) { nickname } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminForcePasswordReset($nicknames: [String!]!) { adminForcePasswordReset(nicknames: $nicknames) { id } }"): (typeof documents)["mutation AdminForcePasswordReset($nicknames: [String!]!) { adminForcePasswordReset(nicknames: $nicknames) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreatePasswordResetLink($nickname: String!) { adminCreatePasswordResetLink(nickname: $nickname) { token link } }"): (typeof documents)["mutation AdminCreatePasswordResetLink($nickname: String!) { adminCreatePasswordResetLink(nickname: $nickname) { token link } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDisableMfa($nickname: String!) { adminDisableMfa(nickname: $nickname) { nickname } }"): (typeof documents)["mutation AdminDisableMfa($nickname: String!) { adminDisableMfa(nickname: $nickname) { nickname } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminUserCredentials($nickname: String!) { adminUserCredentials(nickname: $nickname) { ...AdminCredentials } }"): (typeof documents)["query AdminUserCredentials($nickname: String!) { adminUserCredentials(nickname: $nickname) { ...AdminCredentials } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateUserCredentials($nickname: String!,\n      $email: String, $password: String, $name: String, $bio: String, $avatar: String, $banner: String, $background: String,\n      $defaultScope: String, $actorType: String, $fields: [ProfileFieldInput!], $locked: Boolean, $discoverable: Boolean,\n      $noRichText: Boolean, $hideFollows: Boolean, $hideFollowers: Boolean, $hideFollowsCount: Boolean, $hideFollowersCount: Boolean,\n      $hideFavorites: Boolean, $allowFollowingMove: Boolean, $showRole: Boolean, $skipThreadContainment: Boolean) {\n      adminUpdateUserCredentials(nickname: $nickname, input: {\n        email: $email, password: $password, name: $name, bio: $bio, avatar: $avatar, banner: $banner, background: $background,\n        defaultScope: $defaultScope, actorType: $actorType, fields: $fields, locked: $locked, discoverable: $discoverable,\n        noRichText: $noRichText, hideFollows: $hideFollows, hideFollowers: $hideFollowers, hideFollowsCount: $hideFollowsCount,\n        hideFollowersCount: $hideFollowersCount, hideFavourites: $hideFavorites, allowFollowingMove: $allowFollowingMove,\n        showRole: $showRole, skipThreadContainment: $skipThreadContainment\n      }) { success errors }\n    }"): (typeof documents)["mutation AdminUpdateUserCredentials($nickname: String!,\n      $email: String, $password: String, $name: String, $bio: String, $avatar: String, $banner: String, $background: String,\n      $defaultScope: String, $actorType: String, $fields: [ProfileFieldInput!], $locked: Boolean, $discoverable: Boolean,\n      $noRichText: Boolean, $hideFollows: Boolean, $hideFollowers: Boolean, $hideFollowsCount: Boolean, $hideFollowersCount: Boolean,\n      $hideFavorites: Boolean, $allowFollowingMove: Boolean, $showRole: Boolean, $skipThreadContainment: Boolean) {\n      adminUpdateUserCredentials(nickname: $nickname, input: {\n        email: $email, password: $password, name: $name, bio: $bio, avatar: $avatar, banner: $banner, background: $background,\n        defaultScope: $defaultScope, actorType: $actorType, fields: $fields, locked: $locked, discoverable: $discoverable,\n        noRichText: $noRichText, hideFollows: $hideFollows, hideFollowers: $hideFollowers, hideFollowsCount: $hideFollowsCount,\n        hideFollowersCount: $hideFollowersCount, hideFavourites: $hideFavorites, allowFollowingMove: $allowFollowingMove,\n        showRole: $showRole, skipThreadContainment: $skipThreadContainment\n      }) { success errors }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminUser($nicknameOrId: ID!) { adminUser(nicknameOrId: $nicknameOrId) { ...AdminUserEntry } }"): (typeof documents)["query AdminUser($nicknameOrId: ID!) { adminUser(nicknameOrId: $nicknameOrId) { ...AdminUserEntry } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminAnnouncements($after: String, $first: Int) {\n      adminAnnouncements(after: $after, first: $first) { nodes { ...AdminAnnouncement } }\n    }"): (typeof documents)["query AdminAnnouncements($after: String, $first: Int) {\n      adminAnnouncements(after: $after, first: $first) { nodes { ...AdminAnnouncement } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminAnnouncement($id: ID!) { adminAnnouncement(id: $id) { ...AdminAnnouncement } }"): (typeof documents)["query AdminAnnouncement($id: ID!) { adminAnnouncement(id: $id) { ...AdminAnnouncement } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateAnnouncement($content: String, $startsAt: String, $endsAt: String, $allDay: Boolean) {\n      adminCreateAnnouncement(content: $content, startsAt: $startsAt, endsAt: $endsAt, allDay: $allDay) { ...AdminAnnouncement }\n    }"): (typeof documents)["mutation AdminCreateAnnouncement($content: String, $startsAt: String, $endsAt: String, $allDay: Boolean) {\n      adminCreateAnnouncement(content: $content, startsAt: $startsAt, endsAt: $endsAt, allDay: $allDay) { ...AdminAnnouncement }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateAnnouncement($id: ID!, $content: String, $startsAt: String, $endsAt: String, $allDay: Boolean) {\n      adminUpdateAnnouncement(id: $id, content: $content, startsAt: $startsAt, endsAt: $endsAt, allDay: $allDay) { ...AdminAnnouncement }\n    }"): (typeof documents)["mutation AdminUpdateAnnouncement($id: ID!, $content: String, $startsAt: String, $endsAt: String, $allDay: Boolean) {\n      adminUpdateAnnouncement(id: $id, content: $content, startsAt: $startsAt, endsAt: $endsAt, allDay: $allDay) { ...AdminAnnouncement }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteAnnouncement($id: ID!) { adminDeleteAnnouncement(id: $id) }"): (typeof documents)["mutation AdminDeleteAnnouncement($id: ID!) { adminDeleteAnnouncement(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminUserChats($nickname: String!) { adminUserChats(nickname: $nickname) { ...AdminChat } }"): (typeof documents)["query AdminUserChats($nickname: String!) { adminUserChats(nickname: $nickname) { ...AdminChat } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminChat($id: ID!) { adminChat(id: $id) { ...AdminChat } }"): (typeof documents)["query AdminChat($id: ID!) { adminChat(id: $id) { ...AdminChat } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminChatMessages($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      adminChatMessages(chatId: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...PleromaChatMessage } pageInfo { startCursor endCursor } }\n    }"): (typeof documents)["query AdminChatMessages($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      adminChatMessages(chatId: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...PleromaChatMessage } pageInfo { startCursor endCursor } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteChatMessage($id: ID!, $messageId: ID!) {\n      adminDeleteChatMessage(chatId: $id, messageId: $messageId) { ...PleromaChatMessage }\n    }"): (typeof documents)["mutation AdminDeleteChatMessage($id: ID!, $messageId: ID!) {\n      adminDeleteChatMessage(chatId: $id, messageId: $messageId) { ...PleromaChatMessage }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminConfigDescriptionsAlias { adminConfigDescriptions { group key label type description children } }"): (typeof documents)["query AdminConfigDescriptionsAlias { adminConfigDescriptions { group key label type description children } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminConfig($onlyDb: Boolean) { adminConfig(onlyDb: $onlyDb) { ...AdminConfigListEntry } }"): (typeof documents)["query AdminConfig($onlyDb: Boolean) { adminConfig(onlyDb: $onlyDb) { ...AdminConfigListEntry } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateConfig($configs: JSON!) { adminUpdateConfig(configs: $configs) { ...AdminConfigListEntry } }"): (typeof documents)["mutation AdminUpdateConfig($configs: JSON!) { adminUpdateConfig(configs: $configs) { ...AdminConfigListEntry } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminConfigDescriptions { adminConfigDescriptions { group key label type description children } }"): (typeof documents)["query AdminConfigDescriptions { adminConfigDescriptions { group key label type description children } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminNeedReboot { adminNeedReboot }"): (typeof documents)["query AdminNeedReboot { adminNeedReboot }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminRestart { adminRestart }"): (typeof documents)["mutation AdminRestart { adminRestart }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminDeliveryHealth { adminDeliveryHealth { queueSize unreachableHosts { host state since } } }"): (typeof documents)["query AdminDeliveryHealth { adminDeliveryHealth { queueSize unreachableHosts { host state since } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminFrontends { adminFrontends { ...AdminFrontendEntry } }"): (typeof documents)["query AdminFrontends { adminFrontends { ...AdminFrontendEntry } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminInstallFrontend($name: String!, $ref: String, $file: String, $buildUrl: String, $buildDir: String) {\n      adminInstallFrontend(name: $name, ref: $ref, file: $file, buildUrl: $buildUrl, buildDir: $buildDir) { ...AdminFrontendEntry }\n    }"): (typeof documents)["mutation AdminInstallFrontend($name: String!, $ref: String, $file: String, $buildUrl: String, $buildDir: String) {\n      adminInstallFrontend(name: $name, ref: $ref, file: $file, buildUrl: $buildUrl, buildDir: $buildDir) { ...AdminFrontendEntry }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminInstanceDocument($name: String!) { adminInstanceDocument(name: $name) }"): (typeof documents)["query AdminInstanceDocument($name: String!) { adminInstanceDocument(name: $name) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateInstanceDocument($name: String!, $file: Upload!) { adminUpdateInstanceDocument(name: $name, file: $file) { url } }"): (typeof documents)["mutation AdminUpdateInstanceDocument($name: String!, $file: Upload!) { adminUpdateInstanceDocument(name: $name, file: $file) { url } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteInstanceDocument($name: String!) { adminDeleteInstanceDocument(name: $name) { url } }"): (typeof documents)["mutation AdminDeleteInstanceDocument($name: String!) { adminDeleteInstanceDocument(name: $name) { url } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminInstanceRules { instanceRules { ...InstanceRuleEntry } }"): (typeof documents)["query AdminInstanceRules { instanceRules { ...InstanceRuleEntry } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateInstanceRule($text: String, $hint: String, $priority: Int) {\n      adminCreateInstanceRule(text: $text, hint: $hint, priority: $priority) { ...InstanceRuleEntry }\n    }"): (typeof documents)["mutation AdminCreateInstanceRule($text: String, $hint: String, $priority: Int) {\n      adminCreateInstanceRule(text: $text, hint: $hint, priority: $priority) { ...InstanceRuleEntry }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateInstanceRule($id: ID!, $text: String, $hint: String, $priority: Int) {\n      adminUpdateInstanceRule(id: $id, text: $text, hint: $hint, priority: $priority) { ...InstanceRuleEntry }\n    }"): (typeof documents)["mutation AdminUpdateInstanceRule($id: ID!, $text: String, $hint: String, $priority: Int) {\n      adminUpdateInstanceRule(id: $id, text: $text, hint: $hint, priority: $priority) { ...InstanceRuleEntry }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteInstanceRule($id: ID!) { adminDeleteInstanceRule(id: $id) }"): (typeof documents)["mutation AdminDeleteInstanceRule($id: ID!) { adminDeleteInstanceRule(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateInvite($maxUse: Int, $expiresAt: String) {\n      adminCreateInvite(maxUse: $maxUse, expiresAt: $expiresAt) { ...AdminInvite }\n    }"): (typeof documents)["mutation AdminCreateInvite($maxUse: Int, $expiresAt: String) {\n      adminCreateInvite(maxUse: $maxUse, expiresAt: $expiresAt) { ...AdminInvite }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminInvites { adminInvites { ...AdminInvite } }"): (typeof documents)["query AdminInvites { adminInvites { ...AdminInvite } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminRevokeInvite($token: String) { adminRevokeInvite(token: $token) { ...AdminInvite } }"): (typeof documents)["mutation AdminRevokeInvite($token: String) { adminRevokeInvite(token: $token) { ...AdminInvite } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminEmailInvite($email: String, $name: String) { adminEmailInvite(email: $email, name: $name) { id } }"): (typeof documents)["mutation AdminEmailInvite($email: String, $name: String) { adminEmailInvite(email: $email, name: $name) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminMediaProxyBannedUrls($page: Int, $pageSize: Int, $query: String) {\n      adminMediaProxyBannedUrls(page: $page, pageSize: $pageSize, query: $query) { pageSize totalCount nodes { url } }\n    }"): (typeof documents)["query AdminMediaProxyBannedUrls($page: Int, $pageSize: Int, $query: String) {\n      adminMediaProxyBannedUrls(page: $page, pageSize: $pageSize, query: $query) { pageSize totalCount nodes { url } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminPurgeMediaProxyUrls($urls: [String!]!, $ban: Boolean) { adminPurgeMediaProxyUrls(urls: $urls, ban: $ban) }"): (typeof documents)["mutation AdminPurgeMediaProxyUrls($urls: [String!]!, $ban: Boolean) { adminPurgeMediaProxyUrls(urls: $urls, ban: $ban) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteMediaProxyBannedUrls($urls: [String!]!) { adminDeleteMediaProxyBannedUrls(urls: $urls) }"): (typeof documents)["mutation AdminDeleteMediaProxyBannedUrls($urls: [String!]!) { adminDeleteMediaProxyBannedUrls(urls: $urls) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminModerationLog($page: Int, $pageSize: Int, $startDate: String, $endDate: String, $userId: ID, $search: String) {\n      adminModerationLog(page: $page, pageSize: $pageSize, startDate: $startDate, endDate: $endDate, userId: $userId, search: $search) {\n        totalCount nodes { ...AdminLogEntry }\n      }\n    }"): (typeof documents)["query AdminModerationLog($page: Int, $pageSize: Int, $startDate: String, $endDate: String, $userId: ID, $search: String) {\n      adminModerationLog(page: $page, pageSize: $pageSize, startDate: $startDate, endDate: $endDate, userId: $userId, search: $search) {\n        totalCount nodes { ...AdminLogEntry }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminOAuthApps($name: String, $clientId: ID, $trusted: Boolean, $page: Int, $pageSize: Int) {\n      adminOAuthApps(name: $name, clientId: $clientId, trusted: $trusted, page: $page, pageSize: $pageSize) {\n        totalCount pageSize nodes { ...AdminApp }\n      }\n    }"): (typeof documents)["query AdminOAuthApps($name: String, $clientId: ID, $trusted: Boolean, $page: Int, $pageSize: Int) {\n      adminOAuthApps(name: $name, clientId: $clientId, trusted: $trusted, page: $page, pageSize: $pageSize) {\n        totalCount pageSize nodes { ...AdminApp }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateOAuthApp($input: AdminOAuthAppInput!) {\n      adminCreateOAuthApp(input: $input) { ...AdminAppResult }\n    }"): (typeof documents)["mutation AdminCreateOAuthApp($input: AdminOAuthAppInput!) {\n      adminCreateOAuthApp(input: $input) { ...AdminAppResult }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateOAuthApp($id: ID!, $input: AdminOAuthAppInput!) {\n      adminUpdateOAuthApp(id: $id, input: $input) { ...AdminAppResult }\n    }"): (typeof documents)["mutation AdminUpdateOAuthApp($id: ID!, $input: AdminOAuthAppInput!) {\n      adminUpdateOAuthApp(id: $id, input: $input) { ...AdminAppResult }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteOAuthApp($id: ID!) { adminDeleteOAuthApp(id: $id) }"): (typeof documents)["mutation AdminDeleteOAuthApp($id: ID!) { adminDeleteOAuthApp(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminRelays { adminRelays { ...AdminRelayFields } }"): (typeof documents)["query AdminRelays { adminRelays { ...AdminRelayFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminFollowRelay($relayUrl: String!) { adminFollowRelay(relayUrl: $relayUrl) { ...AdminRelayFields } }"): (typeof documents)["mutation AdminFollowRelay($relayUrl: String!) { adminFollowRelay(relayUrl: $relayUrl) { ...AdminRelayFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUnfollowRelay($relayUrl: String!, $force: Boolean) { adminUnfollowRelay(relayUrl: $relayUrl, force: $force) }"): (typeof documents)["mutation AdminUnfollowRelay($relayUrl: String!, $force: Boolean) { adminUnfollowRelay(relayUrl: $relayUrl, force: $force) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminReports($state: ReportState, $page: Int, $pageSize: Int) {\n      adminReports(state: $state, page: $page, pageSize: $pageSize) { totalCount nodes { ...AdminReport } }\n    }"): (typeof documents)["query AdminReports($state: ReportState, $page: Int, $pageSize: Int) {\n      adminReports(state: $state, page: $page, pageSize: $pageSize) { totalCount nodes { ...AdminReport } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGroupedReports { adminGroupedReports { ...AdminReportGroup } }"): (typeof documents)["query AdminGroupedReports { adminGroupedReports { ...AdminReportGroup } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminReport($id: ID!) { adminReport(id: $id) { ...AdminReport } }"): (typeof documents)["query AdminReport($id: ID!) { adminReport(id: $id) { ...AdminReport } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateReportStates($reports: [ReportStateInput!]) { adminUpdateReportStates(reports: $reports) { id error } }"): (typeof documents)["mutation AdminUpdateReportStates($reports: [ReportStateInput!]) { adminUpdateReportStates(reports: $reports) { id error } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminAddReportNote($id: ID!, $content: String) { adminAddReportNote(id: $id, content: $content) { id } }"): (typeof documents)["mutation AdminAddReportNote($id: ID!, $content: String) { adminAddReportNote(id: $id, content: $content) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteReportNote($reportId: ID!, $id: ID!) { adminDeleteReportNote(reportId: $reportId, id: $id) }"): (typeof documents)["mutation AdminDeleteReportNote($reportId: ID!, $id: ID!) { adminDeleteReportNote(reportId: $reportId, id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminStatusListing on AdminStatusPage { totalCount nodes { ...MastodonStatus } }\n"): (typeof documents)["\n  fragment AdminStatusListing on AdminStatusPage { totalCount nodes { ...MastodonStatus } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminUserStatuses($godmode: Boolean, $withReblogs: Boolean, $page: Int, $pageSize: Int, $nicknameOrId: ID!) {\n      adminStatuses(godmode: $godmode, withReblogs: $withReblogs, page: $page, pageSize: $pageSize, nicknameOrId: $nicknameOrId) {\n        ...AdminStatusListing\n      }\n    }"): (typeof documents)["query AdminUserStatuses($godmode: Boolean, $withReblogs: Boolean, $page: Int, $pageSize: Int, $nicknameOrId: ID!) {\n      adminStatuses(godmode: $godmode, withReblogs: $withReblogs, page: $page, pageSize: $pageSize, nicknameOrId: $nicknameOrId) {\n        ...AdminStatusListing\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminInstanceStatuses($godmode: Boolean, $withReblogs: Boolean, $page: Int, $pageSize: Int, $instance: String!) {\n      adminStatuses(godmode: $godmode, withReblogs: $withReblogs, page: $page, pageSize: $pageSize, instance: $instance) {\n        ...AdminStatusListing\n      }\n    }"): (typeof documents)["query AdminInstanceStatuses($godmode: Boolean, $withReblogs: Boolean, $page: Int, $pageSize: Int, $instance: String!) {\n      adminStatuses(godmode: $godmode, withReblogs: $withReblogs, page: $page, pageSize: $pageSize, instance: $instance) {\n        ...AdminStatusListing\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminStatuses($godmode: Boolean, $withReblogs: Boolean, $page: Int, $pageSize: Int, $localOnly: Boolean) {\n      adminStatuses(godmode: $godmode, withReblogs: $withReblogs, page: $page, pageSize: $pageSize, localOnly: $localOnly) {\n        nodes { ...MastodonStatus }\n      }\n    }"): (typeof documents)["query AdminStatuses($godmode: Boolean, $withReblogs: Boolean, $page: Int, $pageSize: Int, $localOnly: Boolean) {\n      adminStatuses(godmode: $godmode, withReblogs: $withReblogs, page: $page, pageSize: $pageSize, localOnly: $localOnly) {\n        nodes { ...MastodonStatus }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminStatus($id: ID!) { adminStatus(id: $id) { ...MastodonStatus } }"): (typeof documents)["query AdminStatus($id: ID!) { adminStatus(id: $id) { ...MastodonStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateStatus($id: ID!, $sensitive: Boolean, $visibility: Visibility) {\n      adminUpdateStatus(id: $id, sensitive: $sensitive, visibility: $visibility) { ...MastodonStatus }\n    }"): (typeof documents)["mutation AdminUpdateStatus($id: ID!, $sensitive: Boolean, $visibility: Visibility) {\n      adminUpdateStatus(id: $id, sensitive: $sensitive, visibility: $visibility) { ...MastodonStatus }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteStatus($id: ID!) { adminDeleteStatus(id: $id) }"): (typeof documents)["mutation AdminDeleteStatus($id: ID!) { adminDeleteStatus(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminStatusVisibilityStats($instance: String) {\n      adminStatusVisibilityStats(instance: $instance) { public unlisted private direct }\n    }"): (typeof documents)["query AdminStatusVisibilityStats($instance: String) {\n      adminStatusVisibilityStats(instance: $instance) { public unlisted private direct }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Announcements { announcements { ...MastodonAnnouncement read } }"): (typeof documents)["query Announcements { announcements { ...MastodonAnnouncement read } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DismissAnnouncement($id: ID!) { dismissAnnouncement(id: $id) { id } }"): (typeof documents)["mutation DismissAnnouncement($id: ID!) { dismissAnnouncement(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddAnnouncementReaction($id: ID!, $name: String!) { addAnnouncementReaction(id: $id, name: $name) { id } }"): (typeof documents)["mutation AddAnnouncementReaction($id: ID!, $name: String!) { addAnnouncementReaction(id: $id, name: $name) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveAnnouncementReaction($id: ID!, $name: String!) { removeAnnouncementReaction(id: $id, name: $name) { id } }"): (typeof documents)["mutation RemoveAnnouncementReaction($id: ID!, $name: String!) { removeAnnouncementReaction(id: $id, name: $name) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Backups { backups { ...PleromaBackup } }"): (typeof documents)["query Backups { backups { ...PleromaBackup } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestBackup { requestBackup { backups { ...PleromaBackup } } }"): (typeof documents)["mutation RequestBackup { requestBackup { backups { ...PleromaBackup } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Captcha { captcha { type token url answerData secondsValid } }"): (typeof documents)["query Captcha { captcha { type token url answerData secondsValid } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateChat($id: ID!) { createChat(accountId: $id) { ...PleromaChat } }"): (typeof documents)["mutation CreateChat($id: ID!) { createChat(accountId: $id) { ...PleromaChat } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Chats($after: String, $before: String, $first: Int, $last: Int) {\n      chats(first: $first, after: $after, last: $last, before: $before) { nodes { ...PleromaChat } pageInfo { startCursor endCursor } }\n    }"): (typeof documents)["query Chats($after: String, $before: String, $first: Int, $last: Int) {\n      chats(first: $first, after: $after, last: $last, before: $before) { nodes { ...PleromaChat } pageInfo { startCursor endCursor } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Chat($id: ID!) { chat(id: $id) { ...PleromaChat } }"): (typeof documents)["query Chat($id: ID!) { chat(id: $id) { ...PleromaChat } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatMessages($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      chatMessages(chatId: $id, first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...PleromaChatMessage } pageInfo { startCursor endCursor }\n      }\n    }"): (typeof documents)["query ChatMessages($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      chatMessages(chatId: $id, first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...PleromaChatMessage } pageInfo { startCursor endCursor }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostChatMessage($id: ID!, $content: String, $mediaId: ID, $idempotencyKey: String) {\n      postChatMessage(chatId: $id, content: $content, mediaId: $mediaId, idempotencyKey: $idempotencyKey) { ...PleromaChatMessage }\n    }"): (typeof documents)["mutation PostChatMessage($id: ID!, $content: String, $mediaId: ID, $idempotencyKey: String) {\n      postChatMessage(chatId: $id, content: $content, mediaId: $mediaId, idempotencyKey: $idempotencyKey) { ...PleromaChatMessage }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkChatRead($id: ID!, $lastReadId: ID!) { markChatRead(chatId: $id, lastReadId: $lastReadId) { ...PleromaChat } }"): (typeof documents)["mutation MarkChatRead($id: ID!, $lastReadId: ID!) { markChatRead(chatId: $id, lastReadId: $lastReadId) { ...PleromaChat } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteChatMessage($id: ID!, $messageId: ID!) {\n      deleteChatMessage(chatId: $id, messageId: $messageId) { ...PleromaChatMessage }\n    }"): (typeof documents)["mutation DeleteChatMessage($id: ID!, $messageId: ID!) {\n      deleteChatMessage(chatId: $id, messageId: $messageId) { ...PleromaChatMessage }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Conversations($after: String, $before: String, $first: Int, $last: Int) {\n      conversations(first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...MastodonConversation } pageInfo { startCursor endCursor }\n      }\n    }"): (typeof documents)["query Conversations($after: String, $before: String, $first: Int, $last: Int) {\n      conversations(first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...MastodonConversation } pageInfo { startCursor endCursor }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkConversationRead($id: ID!) { markConversationRead(id: $id) { ...MastodonConversation } }"): (typeof documents)["mutation MarkConversationRead($id: ID!) { markConversationRead(id: $id) { ...MastodonConversation } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Conversation($id: ID!) { conversation(id: $id) { ...MastodonConversation } }"): (typeof documents)["query Conversation($id: ID!) { conversation(id: $id) { ...MastodonConversation } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateConversation($id: ID!, $recipients: [ID!]!) {\n      updateConversation(id: $id, recipients: $recipients) { ...MastodonConversation }\n    }"): (typeof documents)["mutation UpdateConversation($id: ID!, $recipients: [ID!]!) {\n      updateConversation(id: $id, recipients: $recipients) { ...MastodonConversation }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ConversationStatuses($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      conversation(id: $id) {\n        statuses(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }\n      }\n    }"): (typeof documents)["query ConversationStatuses($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      conversation(id: $id) {\n        statuses(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkConversationsRead { markConversationsRead { ...MastodonConversation } }"): (typeof documents)["mutation MarkConversationsRead { markConversationsRead { ...MastodonConversation } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FiltersV2 { customFilters { ...MastodonFilterV2 } }"): (typeof documents)["query FiltersV2 { customFilters { ...MastodonFilterV2 } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateFilterV2($title: String!, $context: [FilterContext!]!, $action: FilterAction, $expiresIn: Int, $keywords: [FilterKeywordChange!]) {\n      createCustomFilter(title: $title, context: $context, action: $action, expiresIn: $expiresIn, keywords: $keywords) { ...MastodonFilterV2 }\n    }"): (typeof documents)["mutation CreateFilterV2($title: String!, $context: [FilterContext!]!, $action: FilterAction, $expiresIn: Int, $keywords: [FilterKeywordChange!]) {\n      createCustomFilter(title: $title, context: $context, action: $action, expiresIn: $expiresIn, keywords: $keywords) { ...MastodonFilterV2 }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilterV2($id: ID!) { customFilter(id: $id) { ...MastodonFilterV2 } }"): (typeof documents)["query FilterV2($id: ID!) { customFilter(id: $id) { ...MastodonFilterV2 } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateFilterV2($id: ID!, $title: String, $context: [FilterContext!], $action: FilterAction, $expiresIn: Int, $keywords: [FilterKeywordChange!]) {\n      updateCustomFilter(id: $id, title: $title, context: $context, action: $action, expiresIn: $expiresIn, keywords: $keywords) { ...MastodonFilterV2 }\n    }"): (typeof documents)["mutation UpdateFilterV2($id: ID!, $title: String, $context: [FilterContext!], $action: FilterAction, $expiresIn: Int, $keywords: [FilterKeywordChange!]) {\n      updateCustomFilter(id: $id, title: $title, context: $context, action: $action, expiresIn: $expiresIn, keywords: $keywords) { ...MastodonFilterV2 }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteFilterV2($id: ID!) { deleteCustomFilter(id: $id) }"): (typeof documents)["mutation DeleteFilterV2($id: ID!) { deleteCustomFilter(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilterV2Keywords($filterId: ID!) { customFilter(id: $filterId) { keywords { ...MastodonFilterKeyword } } }"): (typeof documents)["query FilterV2Keywords($filterId: ID!) { customFilter(id: $filterId) { keywords { ...MastodonFilterKeyword } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddFilterKeyword($filterId: ID!, $keyword: String!, $wholeWord: Boolean) {\n      addFilterKeyword(filterId: $filterId, keyword: $keyword, wholeWord: $wholeWord) { ...MastodonFilterKeyword }\n    }"): (typeof documents)["mutation AddFilterKeyword($filterId: ID!, $keyword: String!, $wholeWord: Boolean) {\n      addFilterKeyword(filterId: $filterId, keyword: $keyword, wholeWord: $wholeWord) { ...MastodonFilterKeyword }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilterKeyword($id: ID!) { filterKeyword(id: $id) { ...MastodonFilterKeyword } }"): (typeof documents)["query FilterKeyword($id: ID!) { filterKeyword(id: $id) { ...MastodonFilterKeyword } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateFilterKeyword($id: ID!, $keyword: String, $wholeWord: Boolean) {\n      updateFilterKeyword(id: $id, keyword: $keyword, wholeWord: $wholeWord) { ...MastodonFilterKeyword }\n    }"): (typeof documents)["mutation UpdateFilterKeyword($id: ID!, $keyword: String, $wholeWord: Boolean) {\n      updateFilterKeyword(id: $id, keyword: $keyword, wholeWord: $wholeWord) { ...MastodonFilterKeyword }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteFilterKeyword($id: ID!) { deleteFilterKeyword(id: $id) }"): (typeof documents)["mutation DeleteFilterKeyword($id: ID!) { deleteFilterKeyword(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilterV2Statuses($filterId: ID!) { customFilter(id: $filterId) { statuses { ...MastodonFilterStatus } } }"): (typeof documents)["query FilterV2Statuses($filterId: ID!) { customFilter(id: $filterId) { statuses { ...MastodonFilterStatus } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddFilterStatus($filterId: ID!, $statusId: ID!) {\n      addFilterStatus(filterId: $filterId, statusId: $statusId) { ...MastodonFilterStatus }\n    }"): (typeof documents)["mutation AddFilterStatus($filterId: ID!, $statusId: ID!) {\n      addFilterStatus(filterId: $filterId, statusId: $statusId) { ...MastodonFilterStatus }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilterStatus($id: ID!) { filterStatus(id: $id) { ...MastodonFilterStatus } }"): (typeof documents)["query FilterStatus($id: ID!) { filterStatus(id: $id) { ...MastodonFilterStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteFilterStatus($id: ID!) { deleteFilterStatus(id: $id) }"): (typeof documents)["mutation DeleteFilterStatus($id: ID!) { deleteFilterStatus(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Directory($order: DirectoryOrder, $local: Boolean, $after: String, $first: Int) {\n      directory(order: $order, local: $local, after: $after, first: $first) { nodes { ...MastodonAccount } }\n    }"): (typeof documents)["query Directory($order: DirectoryOrder, $local: Boolean, $after: String, $first: Int) {\n      directory(order: $order, local: $local, after: $after, first: $first) { nodes { ...MastodonAccount } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DomainBlocks($after: String, $before: String, $first: Int, $last: Int) {\n      domainBlocks(first: $first, after: $after, last: $last, before: $before) {\n        nodes { domain } pageInfo { startCursor endCursor }\n      }\n    }"): (typeof documents)["query DomainBlocks($after: String, $before: String, $first: Int, $last: Int) {\n      domainBlocks(first: $first, after: $after, last: $last, before: $before) {\n        nodes { domain } pageInfo { startCursor endCursor }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BlockDomain($domain: String!) { blockDomain(domain: $domain) { id } }"): (typeof documents)["mutation BlockDomain($domain: String!) { blockDomain(domain: $domain) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnblockDomain($domain: String!) { unblockDomain(domain: $domain) }"): (typeof documents)["mutation UnblockDomain($domain: String!) { unblockDomain(domain: $domain) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomEmojis { customEmojis { ...CustomEmojiEntry } }"): (typeof documents)["query CustomEmojis { customEmojis { ...CustomEmojiEntry } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EmojiPack($name: String!, $page: Int, $pageSize: Int) {\n  emojiPack(name: $name, page: $page, pageSize: $pageSize) { ...EmojiPackEntry }\n}"): (typeof documents)["query EmojiPack($name: String!, $page: Int, $pageSize: Int) {\n  emojiPack(name: $name, page: $page, pageSize: $pageSize) { ...EmojiPackEntry }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EmojiPacks($page: Int, $pageSize: Int) {\n  emojiPacks(page: $page, pageSize: $pageSize) { totalCount nodes { ...EmojiPackEntry } }\n}"): (typeof documents)["query EmojiPacks($page: Int, $pageSize: Int) {\n  emojiPacks(page: $page, pageSize: $pageSize) { totalCount nodes { ...EmojiPackEntry } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EmojiPackArchive($name: String!) { emojiPackArchive(name: $name) { name base64 } }"): (typeof documents)["query EmojiPackArchive($name: String!) { emojiPackArchive(name: $name) { name base64 } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminRemoteEmojiPacks($url: String!, $page: Int, $pageSize: Int) {\n  adminRemoteEmojiPacks(url: $url, page: $page, pageSize: $pageSize)\n}"): (typeof documents)["query AdminRemoteEmojiPacks($url: String!, $page: Int, $pageSize: Int) {\n  adminRemoteEmojiPacks(url: $url, page: $page, pageSize: $pageSize)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateEmojiPack($name: String!) { adminCreateEmojiPack(name: $name) { name } }"): (typeof documents)["mutation AdminCreateEmojiPack($name: String!) { adminCreateEmojiPack(name: $name) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateEmojiPackMetadata($name: String!, $metadata: EmojiPackMetadataInput!) {\n  adminUpdateEmojiPackMetadata(name: $name, metadata: $metadata) { ...EmojiPackMetadataEntry }\n}"): (typeof documents)["mutation AdminUpdateEmojiPackMetadata($name: String!, $metadata: EmojiPackMetadataInput!) {\n  adminUpdateEmojiPackMetadata(name: $name, metadata: $metadata) { ...EmojiPackMetadataEntry }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteEmojiPack($name: String!) { adminDeleteEmojiPack(name: $name) }"): (typeof documents)["mutation AdminDeleteEmojiPack($name: String!) { adminDeleteEmojiPack(name: $name) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminImportEmojiPacks { adminImportEmojiPacks }"): (typeof documents)["mutation AdminImportEmojiPacks { adminImportEmojiPacks }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDownloadEmojiPack($url: String!, $name: String!, $as: String) {\n  adminDownloadEmojiPack(url: $url, name: $name, as: $as) { name }\n}"): (typeof documents)["mutation AdminDownloadEmojiPack($url: String!, $name: String!, $as: String) {\n  adminDownloadEmojiPack(url: $url, name: $name, as: $as) { name }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminAddEmojiPackFile($name: String!, $file: Upload, $url: String, $shortcode: String, $filename: String) {\n  adminAddEmojiPackFile(name: $name, file: $file, url: $url, shortcode: $shortcode, filename: $filename) { ...EmojiPackFileEntry }\n}"): (typeof documents)["mutation AdminAddEmojiPackFile($name: String!, $file: Upload, $url: String, $shortcode: String, $filename: String) {\n  adminAddEmojiPackFile(name: $name, file: $file, url: $url, shortcode: $shortcode, filename: $filename) { ...EmojiPackFileEntry }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateEmojiPackFile($name: String!, $shortcode: String!, $newShortcode: String!, $newFilename: String!, $force: Boolean) {\n  adminUpdateEmojiPackFile(name: $name, shortcode: $shortcode, newShortcode: $newShortcode, newFilename: $newFilename, force: $force) { ...EmojiPackFileEntry }\n}"): (typeof documents)["mutation AdminUpdateEmojiPackFile($name: String!, $shortcode: String!, $newShortcode: String!, $newFilename: String!, $force: Boolean) {\n  adminUpdateEmojiPackFile(name: $name, shortcode: $shortcode, newShortcode: $newShortcode, newFilename: $newFilename, force: $force) { ...EmojiPackFileEntry }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteEmojiPackFile($name: String!, $shortcode: String!) {\n  adminDeleteEmojiPackFile(name: $name, shortcode: $shortcode) { ...EmojiPackFileEntry }\n}"): (typeof documents)["mutation AdminDeleteEmojiPackFile($name: String!, $shortcode: String!) {\n  adminDeleteEmojiPackFile(name: $name, shortcode: $shortcode) { ...EmojiPackFileEntry }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminReloadEmoji { adminReloadEmoji { shortcode } }"): (typeof documents)["mutation AdminReloadEmoji { adminReloadEmoji { shortcode } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeaturedTags { featuredTags { ...MastodonFeaturedTag } }"): (typeof documents)["query FeaturedTags { featuredTags { ...MastodonFeaturedTag } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FeatureTag($name: String!) { featureTag(name: $name) { ...MastodonFeaturedTag } }"): (typeof documents)["mutation FeatureTag($name: String!) { featureTag(name: $name) { ...MastodonFeaturedTag } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnfeatureTag($id: ID!) { unfeatureTag(id: $id) }"): (typeof documents)["mutation UnfeatureTag($id: ID!) { unfeatureTag(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeaturedTagSuggestions { featuredTagSuggestions { ...MastodonTag } }"): (typeof documents)["query FeaturedTagSuggestions { featuredTagSuggestions { ...MastodonTag } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountFeaturedTags($id: ID!) { accountFeaturedTags(id: $id) { ...MastodonFeaturedTag } }"): (typeof documents)["query AccountFeaturedTags($id: ID!) { accountFeaturedTags(id: $id) { ...MastodonFeaturedTag } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Filters { filters { ...MastodonFilter } }"): (typeof documents)["query Filters { filters { ...MastodonFilter } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateFilter($phrase: String!, $context: [FilterContext!]!, $wholeWord: Boolean, $irreversible: Boolean, $expiresIn: Int) {\n      createFilter(phrase: $phrase, context: $context, wholeWord: $wholeWord, irreversible: $irreversible, expiresIn: $expiresIn) { ...MastodonFilter }\n    }"): (typeof documents)["mutation CreateFilter($phrase: String!, $context: [FilterContext!]!, $wholeWord: Boolean, $irreversible: Boolean, $expiresIn: Int) {\n      createFilter(phrase: $phrase, context: $context, wholeWord: $wholeWord, irreversible: $irreversible, expiresIn: $expiresIn) { ...MastodonFilter }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Filter($id: ID!) { filter(id: $id) { ...MastodonFilter } }"): (typeof documents)["query Filter($id: ID!) { filter(id: $id) { ...MastodonFilter } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateFilter($id: ID!, $phrase: String, $context: [FilterContext!], $wholeWord: Boolean, $irreversible: Boolean, $expiresIn: Int) {\n      updateFilter(id: $id, phrase: $phrase, context: $context, wholeWord: $wholeWord, irreversible: $irreversible, expiresIn: $expiresIn) { ...MastodonFilter }\n    }"): (typeof documents)["mutation UpdateFilter($id: ID!, $phrase: String, $context: [FilterContext!], $wholeWord: Boolean, $irreversible: Boolean, $expiresIn: Int) {\n      updateFilter(id: $id, phrase: $phrase, context: $context, wholeWord: $wholeWord, irreversible: $irreversible, expiresIn: $expiresIn) { ...MastodonFilter }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteFilter($id: ID!) { deleteFilter(id: $id) { id } }"): (typeof documents)["mutation DeleteFilter($id: ID!) { deleteFilter(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportFollows($list: String, $file: Upload) { importFollows(list: $list, file: $file) { jobId } }"): (typeof documents)["mutation ImportFollows($list: String, $file: Upload) { importFollows(list: $list, file: $file) { jobId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportBlocks($list: String, $file: Upload) { importBlocks(list: $list, file: $file) { jobId } }"): (typeof documents)["mutation ImportBlocks($list: String, $file: Upload) { importBlocks(list: $list, file: $file) { jobId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportMutes($list: String, $file: Upload) { importMutes(list: $list, file: $file) { jobId } }"): (typeof documents)["mutation ImportMutes($list: String, $file: Upload) { importMutes(list: $list, file: $file) { jobId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InstanceRules { instanceRules { ...InstanceRuleEntry } }"): (typeof documents)["query InstanceRules { instanceRules { ...InstanceRuleEntry } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Instance { instance { ...MastodonInstance } }"): (typeof documents)["query Instance { instance { ...MastodonInstance } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InstanceWithRules { instance { ...MastodonInstance } instanceRules { ...InstanceRuleEntry } }"): (typeof documents)["query InstanceWithRules { instance { ...MastodonInstance } instanceRules { ...InstanceRuleEntry } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Healthcheck { healthcheck { ...HealthcheckEntry } }"): (typeof documents)["query Healthcheck { healthcheck { ...HealthcheckEntry } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FrontendConfigurations { frontendConfigurations }"): (typeof documents)["query FrontendConfigurations { frontendConfigurations }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Lists { lists { ...MastodonList } }"): (typeof documents)["query Lists { lists { ...MastodonList } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateList($title: String!, $repliesPolicy: ListRepliesPolicy) {\n      createList(title: $title, repliesPolicy: $repliesPolicy) { ...MastodonList }\n    }"): (typeof documents)["mutation CreateList($title: String!, $repliesPolicy: ListRepliesPolicy) {\n      createList(title: $title, repliesPolicy: $repliesPolicy) { ...MastodonList }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query List($id: ID!) { list(id: $id) { ...MastodonList } }"): (typeof documents)["query List($id: ID!) { list(id: $id) { ...MastodonList } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateList($id: ID!, $title: String, $repliesPolicy: ListRepliesPolicy) {\n      updateList(id: $id, title: $title, repliesPolicy: $repliesPolicy) { ...MastodonList }\n    }"): (typeof documents)["mutation UpdateList($id: ID!, $title: String, $repliesPolicy: ListRepliesPolicy) {\n      updateList(id: $id, title: $title, repliesPolicy: $repliesPolicy) { ...MastodonList }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteList($id: ID!) { deleteList(id: $id) { id } }"): (typeof documents)["mutation DeleteList($id: ID!) { deleteList(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListAccounts($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      list(id: $id) {\n        accounts(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonAccount } pageInfo { startCursor endCursor } }\n      }\n    }"): (typeof documents)["query ListAccounts($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      list(id: $id) {\n        accounts(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonAccount } pageInfo { startCursor endCursor } }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddListAccounts($id: ID!, $accountIds: [ID!]!) { addListAccounts(id: $id, accountIds: $accountIds) { id } }"): (typeof documents)["mutation AddListAccounts($id: ID!, $accountIds: [ID!]!) { addListAccounts(id: $id, accountIds: $accountIds) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveListAccounts($id: ID!, $accountIds: [ID!]!) { removeListAccounts(id: $id, accountIds: $accountIds) { id } }"): (typeof documents)["mutation RemoveListAccounts($id: ID!, $accountIds: [ID!]!) { removeListAccounts(id: $id, accountIds: $accountIds) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListTimeline($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      listTimeline(id: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }\n    }"): (typeof documents)["query ListTimeline($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      listTimeline(id: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountLists($id: ID!) { lists(accountId: $id) { ...MastodonList } }"): (typeof documents)["query AccountLists($id: ID!) { lists(accountId: $id) { ...MastodonList } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Markers($timeline: [MarkerTimeline!]) { markers(timelines: $timeline) { ...MastodonMarker } }"): (typeof documents)["query Markers($timeline: [MarkerTimeline!]) { markers(timelines: $timeline) { ...MastodonMarker } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveMarkers($home: String, $notifications: String) {\n      saveMarkers(home: $home, notifications: $notifications) { ...MastodonMarker }\n    }"): (typeof documents)["mutation SaveMarkers($home: String, $notifications: String) {\n      saveMarkers(home: $home, notifications: $notifications) { ...MastodonMarker }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UploadMedia($file: Upload!, $description: String, $focus: String) {\n  uploadMedia(file: $file, description: $description, focus: $focus) { ...MastodonMedia }\n}"): (typeof documents)["mutation UploadMedia($file: Upload!, $description: String, $focus: String) {\n  uploadMedia(file: $file, description: $description, focus: $focus) { ...MastodonMedia }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Media($id: ID!) { media(id: $id) { ...MastodonMedia } }"): (typeof documents)["query Media($id: ID!) { media(id: $id) { ...MastodonMedia } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMedia($id: ID!, $description: String, $focus: String) {\n      updateMedia(id: $id, description: $description, focus: $focus) { ...MastodonMedia }\n    }"): (typeof documents)["mutation UpdateMedia($id: ID!, $description: String, $focus: String) {\n      updateMedia(id: $id, description: $description, focus: $focus) { ...MastodonMedia }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MfaSettings { mfaSettings { enabled totp } }"): (typeof documents)["query MfaSettings { mfaSettings { enabled totp } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetupTotp { setupTotp { key provisioningUri } }"): (typeof documents)["mutation SetupTotp { setupTotp { key provisioningUri } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmTotp($password: String!, $code: String!) { confirmTotp(password: $password, code: $code) { enabled } }"): (typeof documents)["mutation ConfirmTotp($password: String!, $code: String!) { confirmTotp(password: $password, code: $code) { enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableTotp($password: String!) { disableTotp(password: $password) { enabled } }"): (typeof documents)["mutation DisableTotp($password: String!) { disableTotp(password: $password) { enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateBackupCodes { createBackupCodes }"): (typeof documents)["mutation CreateBackupCodes { createBackupCodes }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompleteMfaChallenge($input: MfaChallengeInput!) { completeMfaChallenge(input: $input) { ...OAuthToken } }"): (typeof documents)["mutation CompleteMfaChallenge($input: MfaChallengeInput!) { completeMfaChallenge(input: $input) { ...OAuthToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DismissNotification($id: ID!) { dismissNotification(id: $id) }"): (typeof documents)["mutation DismissNotification($id: ID!) { dismissNotification(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Notifications($after: String, $before: String, $first: Int, $last: Int, $types: [NotificationType!], $excludeTypes: [NotificationType!], $accountId: ID, $withMuted: Boolean) {\n      notifications(first: $first, after: $after, last: $last, before: $before, types: $types, excludeTypes: $excludeTypes, accountId: $accountId, withMuted: $withMuted) {\n        nodes { ...MastodonNotification } pageInfo { startCursor endCursor }\n      }\n    }"): (typeof documents)["query Notifications($after: String, $before: String, $first: Int, $last: Int, $types: [NotificationType!], $excludeTypes: [NotificationType!], $accountId: ID, $withMuted: Boolean) {\n      notifications(first: $first, after: $after, last: $last, before: $before, types: $types, excludeTypes: $excludeTypes, accountId: $accountId, withMuted: $withMuted) {\n        nodes { ...MastodonNotification } pageInfo { startCursor endCursor }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Notification($id: ID!) { notification(id: $id) { ...MastodonNotification } }"): (typeof documents)["query Notification($id: ID!) { notification(id: $id) { ...MastodonNotification } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClearNotifications { clearNotifications { clearedCount } }"): (typeof documents)["mutation ClearNotifications { clearNotifications { clearedCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkNotificationsRead($id: ID, $maxId: ID) {\n      markNotificationsRead(id: $id, maxId: $maxId) { ...MastodonNotification }\n    }"): (typeof documents)["mutation MarkNotificationsRead($id: ID, $maxId: ID) {\n      markNotificationsRead(id: $id, maxId: $maxId) { ...MastodonNotification }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateApp($clientName: String!, $redirectUris: String!, $scopes: String, $website: String) {\n      createApp(input: { clientName: $clientName, redirectUris: $redirectUris, scopes: $scopes, website: $website }) { ...OAuthApp }\n    }"): (typeof documents)["mutation CreateApp($clientName: String!, $redirectUris: String!, $scopes: String, $website: String) {\n      createApp(input: { clientName: $clientName, redirectUris: $redirectUris, scopes: $scopes, website: $website }) { ...OAuthApp }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExchangeToken($input: TokenRequestInput!) { exchangeToken(input: $input) { ...OAuthToken } }"): (typeof documents)["mutation ExchangeToken($input: TokenRequestInput!) { exchangeToken(input: $input) { ...OAuthToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeToken($token: String!, $clientId: ID!, $clientSecret: String!) {\n      revokeToken(token: $token, clientId: $clientId, clientSecret: $clientSecret)\n    }"): (typeof documents)["mutation RevokeToken($token: String!, $clientId: ID!, $clientSecret: String!) {\n      revokeToken(token: $token, clientId: $clientId, clientSecret: $clientSecret)\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CurrentApp { currentApp { name website vapidKey } }"): (typeof documents)["query CurrentApp { currentApp { name website vapidKey } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserTokens { userTokens { id appName validUntil } }"): (typeof documents)["query UserTokens { userTokens { id appName validUntil } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeUserToken($id: ID!) { revokeUserToken(id: $id) { id } }"): (typeof documents)["mutation RevokeUserToken($id: ID!) { revokeUserToken(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InstancePeers { instancePeers }"): (typeof documents)["query InstancePeers { instancePeers }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Poll($id: ID!) { poll(id: $id) { ...MastodonPoll } }"): (typeof documents)["query Poll($id: ID!) { poll(id: $id) { ...MastodonPoll } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VoteInPoll($id: ID!, $choices: [Int!]!) { voteInPoll(id: $id, choices: $choices) { ...MastodonPoll } }"): (typeof documents)["mutation VoteInPoll($id: ID!, $choices: [Int!]!) { voteInPoll(id: $id, choices: $choices) { ...MastodonPoll } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Preferences {\n      preferences { postingDefaultVisibility postingDefaultSensitive postingDefaultLanguage readingExpandMedia readingExpandSpoilers }\n    }"): (typeof documents)["query Preferences {\n      preferences { postingDefaultVisibility postingDefaultSensitive postingDefaultLanguage readingExpandMedia readingExpandSpoilers }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAvatar($image: Upload, $dataUrl: String) { updateAvatar(image: $image, dataUrl: $dataUrl) }"): (typeof documents)["mutation UpdateAvatar($image: Upload, $dataUrl: String) { updateAvatar(image: $image, dataUrl: $dataUrl) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateBanner($image: Upload, $dataUrl: String) { updateBanner(image: $image, dataUrl: $dataUrl) }"): (typeof documents)["mutation UpdateBanner($image: Upload, $dataUrl: String) { updateBanner(image: $image, dataUrl: $dataUrl) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateBackground($image: Upload, $dataUrl: String) { updateBackground(image: $image, dataUrl: $dataUrl) }"): (typeof documents)["mutation UpdateBackground($image: Upload, $dataUrl: String) { updateBackground(image: $image, dataUrl: $dataUrl) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Mascot { mascot { id url type mimeType } }"): (typeof documents)["query Mascot { mascot { id url type mimeType } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMascot($file: Upload!) { updateMascot(file: $file) { id url type mimeType } }"): (typeof documents)["mutation UpdateMascot($file: Upload!) { updateMascot(file: $file) { id url type mimeType } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePushSubscription($endpoint: String!, $p256dh: String!, $auth: String!,\n      $alerts: JSONObject, $policy: PushPolicy) {\n      createPushSubscription(endpoint: $endpoint, p256dh: $p256dh, auth: $auth, alerts: $alerts, policy: $policy) {\n        ...MastodonPushSubscription\n      }\n    }"): (typeof documents)["mutation CreatePushSubscription($endpoint: String!, $p256dh: String!, $auth: String!,\n      $alerts: JSONObject, $policy: PushPolicy) {\n      createPushSubscription(endpoint: $endpoint, p256dh: $p256dh, auth: $auth, alerts: $alerts, policy: $policy) {\n        ...MastodonPushSubscription\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PushSubscription { pushSubscription { ...MastodonPushSubscription } }"): (typeof documents)["query PushSubscription { pushSubscription { ...MastodonPushSubscription } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePushSubscription($alerts: JSONObject, $policy: PushPolicy) {\n      updatePushSubscription(alerts: $alerts, policy: $policy) { ...MastodonPushSubscription }\n    }"): (typeof documents)["mutation UpdatePushSubscription($alerts: JSONObject, $policy: PushPolicy) {\n      updatePushSubscription(alerts: $alerts, policy: $policy) { ...MastodonPushSubscription }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeletePushSubscription { deletePushSubscription }"): (typeof documents)["mutation DeletePushSubscription { deletePushSubscription }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RegisterAccount(\n      $username: String!, $password: String!, $agreement: Boolean!, $email: String, $locale: String, $reason: String,\n      $token: String, $fullname: String, $bio: String, $captchaToken: String, $captchaAnswerData: String, $captchaSolution: String\n    ) {\n      registerAccount(input: {\n        username: $username, password: $password, agreement: $agreement, email: $email, locale: $locale, reason: $reason,\n        token: $token, fullname: $fullname, bio: $bio, captchaToken: $captchaToken, captchaAnswerData: $captchaAnswerData,\n        captchaSolution: $captchaSolution\n      }) { token { ...OAuthToken } message identifier }\n    }"): (typeof documents)["mutation RegisterAccount(\n      $username: String!, $password: String!, $agreement: Boolean!, $email: String, $locale: String, $reason: String,\n      $token: String, $fullname: String, $bio: String, $captchaToken: String, $captchaAnswerData: String, $captchaSolution: String\n    ) {\n      registerAccount(input: {\n        username: $username, password: $password, agreement: $agreement, email: $email, locale: $locale, reason: $reason,\n        token: $token, fullname: $fullname, bio: $bio, captchaToken: $captchaToken, captchaAnswerData: $captchaAnswerData,\n        captchaSolution: $captchaSolution\n      }) { token { ...OAuthToken } message identifier }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendConfirmation($email: String!) { resendConfirmationEmail(email: $email) }"): (typeof documents)["mutation ResendConfirmation($email: String!) { resendConfirmationEmail(email: $email) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }"): (typeof documents)["mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Relationships($id: [ID!]!) { relationships(ids: $id) { ...MastodonRelationship } }"): (typeof documents)["query Relationships($id: [ID!]!) { relationships(ids: $id) { ...MastodonRelationship } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FollowAccount($id: ID!, $reblogs: Boolean, $notify: Boolean) {\n      followAccount(id: $id, reblogs: $reblogs, notify: $notify) { ...MastodonRelationship }\n    }"): (typeof documents)["mutation FollowAccount($id: ID!, $reblogs: Boolean, $notify: Boolean) {\n      followAccount(id: $id, reblogs: $reblogs, notify: $notify) { ...MastodonRelationship }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnfollowAccount($id: ID!) { unfollowAccount(id: $id) { ...MastodonRelationship } }"): (typeof documents)["mutation UnfollowAccount($id: ID!) { unfollowAccount(id: $id) { ...MastodonRelationship } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BlockAccount($id: ID!) { blockAccount(id: $id) { ...MastodonRelationship } }"): (typeof documents)["mutation BlockAccount($id: ID!) { blockAccount(id: $id) { ...MastodonRelationship } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnblockAccount($id: ID!) { unblockAccount(id: $id) { ...MastodonRelationship } }"): (typeof documents)["mutation UnblockAccount($id: ID!) { unblockAccount(id: $id) { ...MastodonRelationship } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MuteAccount($id: ID!, $notifications: Boolean, $duration: Int) {\n      muteAccount(id: $id, notifications: $notifications, duration: $duration) { ...MastodonRelationship }\n    }"): (typeof documents)["mutation MuteAccount($id: ID!, $notifications: Boolean, $duration: Int) {\n      muteAccount(id: $id, notifications: $notifications, duration: $duration) { ...MastodonRelationship }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnmuteAccount($id: ID!) { unmuteAccount(id: $id) { ...MastodonRelationship } }"): (typeof documents)["mutation UnmuteAccount($id: ID!) { unmuteAccount(id: $id) { ...MastodonRelationship } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetAccountNote($id: ID!, $comment: String) { setAccountNote(id: $id, comment: $comment) { ...MastodonRelationship } }"): (typeof documents)["mutation SetAccountNote($id: ID!, $comment: String) { setAccountNote(id: $id, comment: $comment) { ...MastodonRelationship } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscribeAccount($id: ID!) { subscribeAccount(id: $id) { ...MastodonRelationship } }"): (typeof documents)["mutation SubscribeAccount($id: ID!) { subscribeAccount(id: $id) { ...MastodonRelationship } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnsubscribeAccount($id: ID!) { unsubscribeAccount(id: $id) { ...MastodonRelationship } }"): (typeof documents)["mutation UnsubscribeAccount($id: ID!) { unsubscribeAccount(id: $id) { ...MastodonRelationship } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthorizeFollowRequest($id: ID!) { authorizeFollowRequest(id: $id) { ...MastodonRelationship } }"): (typeof documents)["mutation AuthorizeFollowRequest($id: ID!) { authorizeFollowRequest(id: $id) { ...MastodonRelationship } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RejectFollowRequest($id: ID!) { rejectFollowRequest(id: $id) { ...MastodonRelationship } }"): (typeof documents)["mutation RejectFollowRequest($id: ID!) { rejectFollowRequest(id: $id) { ...MastodonRelationship } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowRequests($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      followRequests(first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }"): (typeof documents)["query FollowRequests($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      followRequests(first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Blocks($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      blocks(first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }"): (typeof documents)["query Blocks($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      blocks(first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Mutes($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      mutes(first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...ListedAccount mute: relationship { muteExpiresAt } } pageInfo { startCursor endCursor }\n      }\n    }"): (typeof documents)["query Mutes($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      mutes(first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...ListedAccount mute: relationship { muteExpiresAt } } pageInfo { startCursor endCursor }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EndorseAccount($id: ID!) { endorseAccount(id: $id) { ...MastodonRelationship } }"): (typeof documents)["mutation EndorseAccount($id: ID!) { endorseAccount(id: $id) { ...MastodonRelationship } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnendorseAccount($id: ID!) { unendorseAccount(id: $id) { ...MastodonRelationship } }"): (typeof documents)["mutation UnendorseAccount($id: ID!) { unendorseAccount(id: $id) { ...MastodonRelationship } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Endorsements($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      endorsements(first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }"): (typeof documents)["query Endorsements($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {\n      endorsements(first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveFromFollowers($id: ID!) { removeFromFollowers(id: $id) { ...MastodonRelationship } }"): (typeof documents)["mutation RemoveFromFollowers($id: ID!) { removeFromFollowers(id: $id) { ...MastodonRelationship } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FamiliarFollowers($id: [ID!]!, $withRelationships: Boolean = false) { familiarFollowers(ids: $id) { id accounts { ...ListedAccount } } }"): (typeof documents)["query FamiliarFollowers($id: [ID!]!, $withRelationships: Boolean = false) { familiarFollowers(ids: $id) { id accounts { ...ListedAccount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateReport($accountId: ID, $statusIds: [ID!], $comment: String, $forward: Boolean) {\n      createReport(accountId: $accountId, statusIds: $statusIds, comment: $comment, forward: $forward) { ...MastodonReport }\n    }"): (typeof documents)["mutation CreateReport($accountId: ID, $statusIds: [ID!], $comment: String, $forward: Boolean) {\n      createReport(accountId: $accountId, statusIds: $statusIds, comment: $comment, forward: $forward) { ...MastodonReport }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScheduledStatuses($after: String, $before: String, $first: Int, $last: Int) {\n      scheduledStatuses(first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...MastodonScheduledStatus } pageInfo { startCursor endCursor }\n      }\n    }"): (typeof documents)["query ScheduledStatuses($after: String, $before: String, $first: Int, $last: Int) {\n      scheduledStatuses(first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...MastodonScheduledStatus } pageInfo { startCursor endCursor }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScheduledStatus($id: ID!) { scheduledStatus(id: $id) { ...MastodonScheduledStatus } }"): (typeof documents)["query ScheduledStatus($id: ID!) { scheduledStatus(id: $id) { ...MastodonScheduledStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RescheduleStatus($id: ID!, $scheduledAt: DateTimeISO!) {\n      rescheduleStatus(id: $id, scheduledAt: $scheduledAt) { ...MastodonScheduledStatus }\n    }"): (typeof documents)["mutation RescheduleStatus($id: ID!, $scheduledAt: DateTimeISO!) {\n      rescheduleStatus(id: $id, scheduledAt: $scheduledAt) { ...MastodonScheduledStatus }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelScheduledStatus($id: ID!) {\n      cancelScheduledStatus(id: $id) { ...MastodonScheduledStatus }\n    }"): (typeof documents)["mutation CancelScheduledStatus($id: ID!) {\n      cancelScheduledStatus(id: $id) { ...MastodonScheduledStatus }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateScrobble($title: String!, $artist: String, $album: String, $length: Int) {\n      createScrobble(title: $title, artist: $artist, album: $album, length: $length) {\n        id title artist album length createdAt account { ...MastodonAccount }\n      }\n    }"): (typeof documents)["mutation CreateScrobble($title: String!, $artist: String, $album: String, $length: Int) {\n      createScrobble(title: $title, artist: $artist, album: $album, length: $length) {\n        id title artist album length createdAt account { ...MastodonAccount }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountScrobbles($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      accountScrobbles(accountId: $id, first: $first, after: $after, last: $last, before: $before) {\n        nodes { id title artist album length createdAt account { ...MastodonAccount } } pageInfo { startCursor endCursor }\n      }\n    }"): (typeof documents)["query AccountScrobbles($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      accountScrobbles(accountId: $id, first: $first, after: $after, last: $last, before: $before) {\n        nodes { id title artist album length createdAt account { ...MastodonAccount } } pageInfo { startCursor endCursor }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Search($q: String!, $resolve: Boolean, $following: Boolean, $first: Int, $after: String,\n      $type: SearchType, $accountId: ID, $maxId: ID, $minId: ID) {\n      search(q: $q, resolve: $resolve, following: $following, type: $type, accountId: $accountId) {\n        accounts(first: $first, after: $after) { nodes { ...MastodonAccount } }\n        statuses(first: $first, after: $after, olderThan: $maxId, newerThan: $minId) { nodes { ...MastodonStatus } }\n        hashtags(first: $first, after: $after) { nodes { name url } }\n      }\n    }"): (typeof documents)["query Search($q: String!, $resolve: Boolean, $following: Boolean, $first: Int, $after: String,\n      $type: SearchType, $accountId: ID, $maxId: ID, $minId: ID) {\n      search(q: $q, resolve: $resolve, following: $following, type: $type, accountId: $accountId) {\n        accounts(first: $first, after: $after) { nodes { ...MastodonAccount } }\n        statuses(first: $first, after: $after, olderThan: $maxId, newerThan: $minId) { nodes { ...MastodonStatus } }\n        hashtags(first: $first, after: $after) { nodes { name url } }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountSearch($q: String!, $resolve: Boolean, $following: Boolean, $first: Int, $after: String) {\n      search(q: $q, resolve: $resolve, following: $following, type: ACCOUNTS) {\n        accounts(first: $first, after: $after) { nodes { ...MastodonAccount } }\n      }\n    }"): (typeof documents)["query AccountSearch($q: String!, $resolve: Boolean, $following: Boolean, $first: Int, $after: String) {\n      search(q: $q, resolve: $resolve, following: $following, type: ACCOUNTS) {\n        accounts(first: $first, after: $after) { nodes { ...MastodonAccount } }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateStatus($status: String, $visibility: Visibility, $inReplyToId: ID, $inReplyToConversationId: ID,\n      $sensitive: Boolean, $spoilerText: String, $mediaIds: [ID!], $language: String, $idempotencyKey: String, $poll: PollInput,\n      $scheduled: Boolean!, $scheduledAt: DateTimeISO = \"1970-01-01T00:00:00Z\") {\n      createStatus(status: $status, visibility: $visibility, inReplyToId: $inReplyToId, inReplyToConversationId: $inReplyToConversationId,\n        sensitive: $sensitive, spoilerText: $spoilerText, mediaIds: $mediaIds, language: $language, idempotencyKey: $idempotencyKey, poll: $poll) @skip(if: $scheduled) { ...MastodonStatus }\n      scheduleStatus(status: $status, visibility: $visibility, inReplyToId: $inReplyToId, inReplyToConversationId: $inReplyToConversationId,\n        sensitive: $sensitive, spoilerText: $spoilerText, mediaIds: $mediaIds, language: $language, poll: $poll, scheduledAt: $scheduledAt) @include(if: $scheduled) { ...MastodonScheduledStatus }\n    }"): (typeof documents)["mutation CreateStatus($status: String, $visibility: Visibility, $inReplyToId: ID, $inReplyToConversationId: ID,\n      $sensitive: Boolean, $spoilerText: String, $mediaIds: [ID!], $language: String, $idempotencyKey: String, $poll: PollInput,\n      $scheduled: Boolean!, $scheduledAt: DateTimeISO = \"1970-01-01T00:00:00Z\") {\n      createStatus(status: $status, visibility: $visibility, inReplyToId: $inReplyToId, inReplyToConversationId: $inReplyToConversationId,\n        sensitive: $sensitive, spoilerText: $spoilerText, mediaIds: $mediaIds, language: $language, idempotencyKey: $idempotencyKey, poll: $poll) @skip(if: $scheduled) { ...MastodonStatus }\n      scheduleStatus(status: $status, visibility: $visibility, inReplyToId: $inReplyToId, inReplyToConversationId: $inReplyToConversationId,\n        sensitive: $sensitive, spoilerText: $spoilerText, mediaIds: $mediaIds, language: $language, poll: $poll, scheduledAt: $scheduledAt) @include(if: $scheduled) { ...MastodonScheduledStatus }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Status($id: ID!) { status(id: $id) { ...MastodonStatus } }"): (typeof documents)["query Status($id: ID!) { status(id: $id) { ...MastodonStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EditStatus($id: ID!, $status: String, $spoilerText: String, $sensitive: Boolean) {\n      editStatus(id: $id, status: $status, spoilerText: $spoilerText, sensitive: $sensitive) { ...MastodonStatus }\n    }"): (typeof documents)["mutation EditStatus($id: ID!, $status: String, $spoilerText: String, $sensitive: Boolean) {\n      editStatus(id: $id, status: $status, spoilerText: $spoilerText, sensitive: $sensitive) { ...MastodonStatus }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteStatus($id: ID!) { deleteStatus(id: $id) { ...MastodonStatus } }"): (typeof documents)["mutation DeleteStatus($id: ID!) { deleteStatus(id: $id) { ...MastodonStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StatusContext($id: ID!) {\n      status(id: $id) { thread { ancestors { ...MastodonStatus } descendants { ...MastodonStatus } } }\n    }"): (typeof documents)["query StatusContext($id: ID!) {\n      status(id: $id) { thread { ancestors { ...MastodonStatus } descendants { ...MastodonStatus } } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StatusHistory($id: ID!) {\n      status(id: $id) {\n        history { content spoilerText sensitive createdAt account { ...MastodonAccount } mediaAttachments { ...MastodonMedia } poll { options { title } } emojis { shortcode url } }\n      }\n    }"): (typeof documents)["query StatusHistory($id: ID!) {\n      status(id: $id) {\n        history { content spoilerText sensitive createdAt account { ...MastodonAccount } mediaAttachments { ...MastodonMedia } poll { options { title } } emojis { shortcode url } }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StatusSource($id: ID!) { status(id: $id) { id text spoilerText } }"): (typeof documents)["query StatusSource($id: ID!) { status(id: $id) { id text spoilerText } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StatusCard($id: ID!) {\n      status(id: $id) { card { url title description image providerName providerUrl } }\n    }"): (typeof documents)["query StatusCard($id: ID!) {\n      status(id: $id) { card { url title description image providerName providerUrl } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FavouriteStatus($id: ID!) { favouriteStatus(id: $id) { ...MastodonStatus } }"): (typeof documents)["mutation FavouriteStatus($id: ID!) { favouriteStatus(id: $id) { ...MastodonStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnfavouriteStatus($id: ID!) { unfavouriteStatus(id: $id) { ...MastodonStatus } }"): (typeof documents)["mutation UnfavouriteStatus($id: ID!) { unfavouriteStatus(id: $id) { ...MastodonStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReblogStatus($id: ID!, $visibility: Visibility) { reblogStatus(id: $id, visibility: $visibility) { ...MastodonStatus } }"): (typeof documents)["mutation ReblogStatus($id: ID!, $visibility: Visibility) { reblogStatus(id: $id, visibility: $visibility) { ...MastodonStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnreblogStatus($id: ID!) { unreblogStatus(id: $id) { ...MastodonStatus } }"): (typeof documents)["mutation UnreblogStatus($id: ID!) { unreblogStatus(id: $id) { ...MastodonStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BookmarkStatus($id: ID!) { bookmarkStatus(id: $id) { ...MastodonStatus } }"): (typeof documents)["mutation BookmarkStatus($id: ID!) { bookmarkStatus(id: $id) { ...MastodonStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnbookmarkStatus($id: ID!) { unbookmarkStatus(id: $id) { ...MastodonStatus } }"): (typeof documents)["mutation UnbookmarkStatus($id: ID!) { unbookmarkStatus(id: $id) { ...MastodonStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MuteStatus($id: ID!) { muteStatus(id: $id) { ...MastodonStatus } }"): (typeof documents)["mutation MuteStatus($id: ID!) { muteStatus(id: $id) { ...MastodonStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnmuteStatus($id: ID!) { unmuteStatus(id: $id) { ...MastodonStatus } }"): (typeof documents)["mutation UnmuteStatus($id: ID!) { unmuteStatus(id: $id) { ...MastodonStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PinStatus($id: ID!) { pinStatus(id: $id) { ...MastodonStatus } }"): (typeof documents)["mutation PinStatus($id: ID!) { pinStatus(id: $id) { ...MastodonStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnpinStatus($id: ID!) { unpinStatus(id: $id) { ...MastodonStatus } }"): (typeof documents)["mutation UnpinStatus($id: ID!) { unpinStatus(id: $id) { ...MastodonStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FavouritedBy($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      status(id: $id) {\n        favouritedBy(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonAccount } pageInfo { startCursor endCursor } }\n      }\n    }"): (typeof documents)["query FavouritedBy($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      status(id: $id) {\n        favouritedBy(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonAccount } pageInfo { startCursor endCursor } }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RebloggedBy($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      status(id: $id) {\n        rebloggedBy(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonAccount } pageInfo { startCursor endCursor } }\n      }\n    }"): (typeof documents)["query RebloggedBy($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      status(id: $id) {\n        rebloggedBy(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonAccount } pageInfo { startCursor endCursor } }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReactToStatus($id: ID!, $emoji: String!) { reactToStatus(id: $id, emoji: $emoji) { ...MastodonStatus } }"): (typeof documents)["mutation ReactToStatus($id: ID!, $emoji: String!) { reactToStatus(id: $id, emoji: $emoji) { ...MastodonStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnreactToStatus($id: ID!, $emoji: String!) { unreactToStatus(id: $id, emoji: $emoji) { ...MastodonStatus } }"): (typeof documents)["mutation UnreactToStatus($id: ID!, $emoji: String!) { unreactToStatus(id: $id, emoji: $emoji) { ...MastodonStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StatusReactions($id: ID!) { status(id: $id) { reactions { ...PleromaEmojiReaction } } }"): (typeof documents)["query StatusReactions($id: ID!) { status(id: $id) { reactions { ...PleromaEmojiReaction } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StatusReactionsFor($id: ID!, $emoji: String!) { status(id: $id) { reactions(emoji: $emoji) { ...PleromaEmojiReaction } } }"): (typeof documents)["query StatusReactionsFor($id: ID!, $emoji: String!) { status(id: $id) { reactions(emoji: $emoji) { ...PleromaEmojiReaction } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Suggestions($after: String, $first: Int) {\n  suggestions(after: $after, first: $first) { nodes { ...MastodonSuggestion } }\n}"): (typeof documents)["query Suggestions($after: String, $first: Int) {\n  suggestions(after: $after, first: $first) { nodes { ...MastodonSuggestion } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DismissSuggestion($accountId: ID!) { dismissSuggestion(accountId: $accountId) }"): (typeof documents)["mutation DismissSuggestion($accountId: ID!) { dismissSuggestion(accountId: $accountId) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Tag($name: String!) { tag(name: $name) { ...MastodonTag } }"): (typeof documents)["query Tag($name: String!) { tag(name: $name) { ...MastodonTag } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FollowTag($name: String!) { followTag(name: $name) { ...MastodonTag } }"): (typeof documents)["mutation FollowTag($name: String!) { followTag(name: $name) { ...MastodonTag } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnfollowTag($name: String!) { unfollowTag(name: $name) { ...MastodonTag } }"): (typeof documents)["mutation UnfollowTag($name: String!) { unfollowTag(name: $name) { ...MastodonTag } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowedTags($after: String, $before: String, $first: Int, $last: Int) {\n      followedTags(first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...MastodonTag } pageInfo { startCursor endCursor }\n      }\n    }"): (typeof documents)["query FollowedTags($after: String, $before: String, $first: Int, $last: Int) {\n      followedTags(first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...MastodonTag } pageInfo { startCursor endCursor }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeTimeline($after: String, $before: String, $first: Int, $last: Int,\n      $local: Boolean, $onlyMedia: Boolean, $withMuted: Boolean, $excludeVisibilities: [Visibility!]) {\n      homeTimeline(first: $first, after: $after, last: $last, before: $before,\n        local: $local, onlyMedia: $onlyMedia, withMuted: $withMuted, excludeVisibilities: $excludeVisibilities) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }"): (typeof documents)["query HomeTimeline($after: String, $before: String, $first: Int, $last: Int,\n      $local: Boolean, $onlyMedia: Boolean, $withMuted: Boolean, $excludeVisibilities: [Visibility!]) {\n      homeTimeline(first: $first, after: $after, last: $last, before: $before,\n        local: $local, onlyMedia: $onlyMedia, withMuted: $withMuted, excludeVisibilities: $excludeVisibilities) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicTimeline($after: String, $before: String, $first: Int, $last: Int,\n      $local: Boolean, $onlyMedia: Boolean, $withMuted: Boolean, $excludeVisibilities: [Visibility!]) {\n      publicTimeline(first: $first, after: $after, last: $last, before: $before,\n        local: $local, onlyMedia: $onlyMedia, withMuted: $withMuted, excludeVisibilities: $excludeVisibilities) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }"): (typeof documents)["query PublicTimeline($after: String, $before: String, $first: Int, $last: Int,\n      $local: Boolean, $onlyMedia: Boolean, $withMuted: Boolean, $excludeVisibilities: [Visibility!]) {\n      publicTimeline(first: $first, after: $after, last: $last, before: $before,\n        local: $local, onlyMedia: $onlyMedia, withMuted: $withMuted, excludeVisibilities: $excludeVisibilities) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagTimeline($after: String, $before: String, $first: Int, $last: Int,\n      $local: Boolean, $onlyMedia: Boolean, $withMuted: Boolean, $excludeVisibilities: [Visibility!],\n      $hashtag: String!, $any: [String!], $all: [String!], $none: [String!]) {\n      tagTimeline(first: $first, after: $after, last: $last, before: $before,\n        local: $local, onlyMedia: $onlyMedia, withMuted: $withMuted, excludeVisibilities: $excludeVisibilities,\n        hashtag: $hashtag, any: $any, all: $all, none: $none) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }"): (typeof documents)["query TagTimeline($after: String, $before: String, $first: Int, $last: Int,\n      $local: Boolean, $onlyMedia: Boolean, $withMuted: Boolean, $excludeVisibilities: [Visibility!],\n      $hashtag: String!, $any: [String!], $all: [String!], $none: [String!]) {\n      tagTimeline(first: $first, after: $after, last: $last, before: $before,\n        local: $local, onlyMedia: $onlyMedia, withMuted: $withMuted, excludeVisibilities: $excludeVisibilities,\n        hashtag: $hashtag, any: $any, all: $all, none: $none) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountStatuses($after: String, $before: String, $first: Int, $last: Int,\n      $id: ID!, $excludeReplies: Boolean, $excludeReblogs: Boolean, $onlyMedia: Boolean, $pinned: Boolean, $tagged: String) {\n      accountStatuses(first: $first, after: $after, last: $last, before: $before,\n        accountId: $id, excludeReplies: $excludeReplies, excludeReblogs: $excludeReblogs, onlyMedia: $onlyMedia, pinned: $pinned, tagged: $tagged) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }"): (typeof documents)["query AccountStatuses($after: String, $before: String, $first: Int, $last: Int,\n      $id: ID!, $excludeReplies: Boolean, $excludeReblogs: Boolean, $onlyMedia: Boolean, $pinned: Boolean, $tagged: String) {\n      accountStatuses(first: $first, after: $after, last: $last, before: $before,\n        accountId: $id, excludeReplies: $excludeReplies, excludeReblogs: $excludeReblogs, onlyMedia: $onlyMedia, pinned: $pinned, tagged: $tagged) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Bookmarks($after: String, $before: String, $first: Int, $last: Int) {\n      bookmarks(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }\n    }"): (typeof documents)["query Bookmarks($after: String, $before: String, $first: Int, $last: Int) {\n      bookmarks(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Favourites($after: String, $before: String, $first: Int, $last: Int) {\n      favourites(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }\n    }"): (typeof documents)["query Favourites($after: String, $before: String, $first: Int, $last: Int) {\n      favourites(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountFavourites($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      accountFavourites(accountId: $id, first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }"): (typeof documents)["query AccountFavourites($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {\n      accountFavourites(accountId: $id, first: $first, after: $after, last: $last, before: $before) {\n        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TrendingTags($after: String, $first: Int) {\n  trendingTags(after: $after, first: $first) { nodes { ...TrendingTagEntry } }\n}"): (typeof documents)["query TrendingTags($after: String, $first: Int) {\n  trendingTags(after: $after, first: $first) { nodes { ...TrendingTagEntry } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TrendingStatuses($after: String, $first: Int) {\n      trendingStatuses(after: $after, first: $first) { nodes { ...MastodonStatus } }\n    }"): (typeof documents)["query TrendingStatuses($after: String, $first: Int) {\n      trendingStatuses(after: $after, first: $first) { nodes { ...MastodonStatus } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TrendingLinks($after: String, $first: Int) {\n      trendingLinks(after: $after, first: $first) { nodes { ...TrendingLinkEntry } }\n    }"): (typeof documents)["query TrendingLinks($after: String, $first: Int) {\n      trendingLinks(after: $after, first: $first) { nodes { ...TrendingLinkEntry } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ZoneLogin($username: String!, $password: String!, $code: String) {\n      issueToken(username: $username, password: $password, code: $code) { accessToken expiresIn }\n    }"): (typeof documents)["mutation ZoneLogin($username: String!, $password: String!, $code: String) {\n      issueToken(username: $username, password: $password, code: $code) { accessToken expiresIn }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UploadZone($file: Upload!, $origin: String) { uploadZone(file: $file, origin: $origin) { ...ZoneSummary } }"): (typeof documents)["mutation UploadZone($file: Upload!, $origin: String) { uploadZone(file: $file, origin: $origin) { ...ZoneSummary } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MastodonAccount on Account {\n    ...AccountCore\n    moved { ...AccountCore }\n  }\n"): (typeof documents)["\n  fragment MastodonAccount on Account {\n    ...AccountCore\n    moved { ...AccountCore }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountCore on Account {\n    id nickname username apId acct displayName note bio url avatar header locked bot discoverable createdAt lastStatusAt\n    isAdmin isModerator showRole confirmationPending tags hideFavourites hideFollowers hideFollows\n    hideFollowersCount hideFollowsCount skipThreadContainment actorType backgroundImage\n    fields { name value }\n    rawFields { name value }\n    counts { statuses followers following }\n    emojis { shortcode url }\n  }\n"): (typeof documents)["\n  fragment AccountCore on Account {\n    id nickname username apId acct displayName note bio url avatar header locked bot discoverable createdAt lastStatusAt\n    isAdmin isModerator showRole confirmationPending tags hideFavourites hideFollowers hideFollows\n    hideFollowersCount hideFollowsCount skipThreadContainment actorType backgroundImage\n    fields { name value }\n    rawFields { name value }\n    counts { statuses followers following }\n    emojis { shortcode url }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListedAccount on Account {\n    ...MastodonAccount\n    relationship @include(if: $withRelationships) { ...MastodonRelationship }\n  }\n"): (typeof documents)["\n  fragment ListedAccount on Account {\n    ...MastodonAccount\n    relationship @include(if: $withRelationships) { ...MastodonRelationship }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MastodonCredentials on Account {\n    ...MastodonAccount\n    email approvalPending defaultScope defaultSensitive noRichText allowFollowingMove settingsStore followRequestsCount\n    blockFromStrangers hideNotificationContents\n  }\n"): (typeof documents)["\n  fragment MastodonCredentials on Account {\n    ...MastodonAccount\n    email approvalPending defaultScope defaultSensitive noRichText allowFollowingMove settingsStore followRequestsCount\n    blockFromStrangers hideNotificationContents\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserEntry on AdminUser {\n    id nickname email avatar displayName url deactivated local roles { admin moderator } tags\n    confirmationPending approvalPending registrationReason actorType\n  }\n"): (typeof documents)["\n  fragment AdminUserEntry on AdminUser {\n    id nickname email avatar displayName url deactivated local roles { admin moderator } tags\n    confirmationPending approvalPending registrationReason actorType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCredentials on AdminUserCredentials {\n    id nickname email name bio avatar banner background actorType locked discoverable noRichText defaultScope\n    hideFollows hideFollowers hideFollowsCount hideFollowersCount hideFavourites allowFollowingMove showRole\n    skipThreadContainment settingsStore fields { name value } rawFields { name value }\n  }\n"): (typeof documents)["\n  fragment AdminCredentials on AdminUserCredentials {\n    id nickname email name bio avatar banner background actorType locked discoverable noRichText defaultScope\n    hideFollows hideFollowers hideFollowsCount hideFollowersCount hideFavourites allowFollowingMove showRole\n    skipThreadContainment settingsStore fields { name value } rawFields { name value }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MastodonAnnouncement on Announcement {\n  id content startsAt endsAt allDay createdAt updatedAt\n  tags { name url } emojis { shortcode url } reactions { name count me url staticUrl }\n}"): (typeof documents)["fragment MastodonAnnouncement on Announcement {\n  id content startsAt endsAt allDay createdAt updatedAt\n  tags { name url } emojis { shortcode url } reactions { name count me url staticUrl }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminAnnouncement on Announcement { ...MastodonAnnouncement text }"): (typeof documents)["fragment AdminAnnouncement on Announcement { ...MastodonAnnouncement text }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PleromaBackup on Backup { id contentType url fileSize processed createdAt }"): (typeof documents)["fragment PleromaBackup on Backup { id contentType url fileSize processed createdAt }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PleromaChatMessage on ChatMessage {\n    id chatId accountId content createdAt unread idempotencyKey\n    emojis { shortcode url }\n    attachment { ...MastodonMedia }\n  }\n"): (typeof documents)["\n  fragment PleromaChatMessage on ChatMessage {\n    id chatId accountId content createdAt unread idempotencyKey\n    emojis { shortcode url }\n    attachment { ...MastodonMedia }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PleromaChat on Chat {\n    id unread updatedAt\n    account { ...MastodonAccount }\n    lastMessage { ...PleromaChatMessage }\n  }\n"): (typeof documents)["\n  fragment PleromaChat on Chat {\n    id unread updatedAt\n    account { ...MastodonAccount }\n    lastMessage { ...PleromaChatMessage }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminChat on Chat {\n    id unread updatedAt\n    owner { ...MastodonAccount }\n    account { ...MastodonAccount }\n    lastMessage { ...PleromaChatMessage }\n  }\n"): (typeof documents)["\n  fragment AdminChat on Chat {\n    id unread updatedAt\n    owner { ...MastodonAccount }\n    account { ...MastodonAccount }\n    lastMessage { ...PleromaChatMessage }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminConfigSetting on AdminConfigEntry { group key value db }"): (typeof documents)["fragment AdminConfigSetting on AdminConfigEntry { group key value db }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminConfigListEntry on AdminConfigList { configs { ...AdminConfigSetting } needReboot }"): (typeof documents)["fragment AdminConfigListEntry on AdminConfigList { configs { ...AdminConfigSetting } needReboot }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MastodonConversation on Conversation {\n    id unread\n    accounts { ...MastodonAccount }\n    recipients { ...MastodonAccount }\n    lastStatus { ...MastodonStatus }\n  }\n"): (typeof documents)["\n  fragment MastodonConversation on Conversation {\n    id unread\n    accounts { ...MastodonAccount }\n    recipients { ...MastodonAccount }\n    lastStatus { ...MastodonStatus }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MastodonFilterKeyword on FilterKeyword { id keyword wholeWord }"): (typeof documents)["fragment MastodonFilterKeyword on FilterKeyword { id keyword wholeWord }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MastodonFilterStatus on FilterStatus { id statusId }"): (typeof documents)["fragment MastodonFilterStatus on FilterStatus { id statusId }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MastodonFilterV2 on CustomFilter {\n  id title context action expiresAt keywords { ...MastodonFilterKeyword } statuses { ...MastodonFilterStatus }\n}"): (typeof documents)["fragment MastodonFilterV2 on CustomFilter {\n  id title context action expiresAt keywords { ...MastodonFilterKeyword } statuses { ...MastodonFilterStatus }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CustomEmojiEntry on CustomEmoji { shortcode url path tags category }"): (typeof documents)["fragment CustomEmojiEntry on CustomEmoji { shortcode url path tags category }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment EmojiPackMetadataEntry on EmojiPackMetadata {\n  license homepage description fallbackSrc fallbackSrcSha256 shareFiles canDownload downloadSha256\n}"): (typeof documents)["fragment EmojiPackMetadataEntry on EmojiPackMetadata {\n  license homepage description fallbackSrc fallbackSrcSha256 shareFiles canDownload downloadSha256\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment EmojiPackFileEntry on EmojiPackFile { shortcode filename }"): (typeof documents)["fragment EmojiPackFileEntry on EmojiPackFile { shortcode filename }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment EmojiPackEntry on EmojiPack {\n  name filesCount files { ...EmojiPackFileEntry } metadata { ...EmojiPackMetadataEntry }\n}"): (typeof documents)["fragment EmojiPackEntry on EmojiPack {\n  name filesCount files { ...EmojiPackFileEntry } metadata { ...EmojiPackMetadataEntry }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MastodonFeaturedTag on FeaturedTag {\n    id name url statusesCount lastStatusAt\n  }\n"): (typeof documents)["\n  fragment MastodonFeaturedTag on FeaturedTag {\n    id name url statusesCount lastStatusAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MastodonFilter on Filter { id phrase context wholeWord irreversible expiresAt }"): (typeof documents)["fragment MastodonFilter on Filter { id phrase context wholeWord irreversible expiresAt }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminFrontendEntry on Frontend { name git buildUrl ref installed }"): (typeof documents)["fragment AdminFrontendEntry on Frontend { name git buildUrl ref installed }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InstanceRuleEntry on InstanceRule { id text hint priority }"): (typeof documents)["fragment InstanceRuleEntry on InstanceRule { id text hint priority }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MastodonInstance on Instance {\n  uri url title description email version softwareName softwareVersion registrations approvalRequired invitesEnabled\n  accountActivationRequired maxTootChars chatLimit uploadLimit avatarUploadLimit bannerUploadLimit backgroundUploadLimit\n  streamingApi thumbnail languages supportedMimeTypes features vapidPublicKey\n  stats { userCount statusCount domainCount }\n  pollLimits { maxOptions maxOptionChars minExpiration maxExpiration }\n  }\n"): (typeof documents)["\n  fragment MastodonInstance on Instance {\n  uri url title description email version softwareName softwareVersion registrations approvalRequired invitesEnabled\n  accountActivationRequired maxTootChars chatLimit uploadLimit avatarUploadLimit bannerUploadLimit backgroundUploadLimit\n  streamingApi thumbnail languages supportedMimeTypes features vapidPublicKey\n  stats { userCount statusCount domainCount }\n  pollLimits { maxOptions maxOptionChars minExpiration maxExpiration }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment HealthcheckEntry on Healthcheck { healthy poolSize active idle memoryUsed jobQueueStats }"): (typeof documents)["fragment HealthcheckEntry on Healthcheck { healthy poolSize active idle memoryUsed jobQueueStats }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminInvite on Invite { id token used expiresAt uses maxUse inviteType }"): (typeof documents)["fragment AdminInvite on Invite { id token used expiresAt uses maxUse inviteType }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MastodonList on List { id title repliesPolicy }"): (typeof documents)["fragment MastodonList on List { id title repliesPolicy }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MastodonMarker on Marker { timeline lastReadId version updatedAt unreadCount }"): (typeof documents)["fragment MastodonMarker on Marker { timeline lastReadId version updatedAt unreadCount }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MastodonMedia on MediaAttachment { id type url previewUrl remoteUrl description meta mimeType }\n"): (typeof documents)["\n  fragment MastodonMedia on MediaAttachment { id type url previewUrl remoteUrl description meta mimeType }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminLogEntry on ModerationLogEntry { id action data message createdAt actor { id nickname } }"): (typeof documents)["fragment AdminLogEntry on ModerationLogEntry { id action data message createdAt actor { id nickname } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MastodonNotification on Notification {\n    id type createdAt emoji isSeen isMuted\n    account { ...MastodonAccount }\n    status { ...MastodonStatus }\n    chatMessage { ...PleromaChatMessage }\n    report { ...AdminReport }\n  }\n"): (typeof documents)["\n  fragment MastodonNotification on Notification {\n    id type createdAt emoji isSeen isMuted\n    account { ...MastodonAccount }\n    status { ...MastodonStatus }\n    chatMessage { ...PleromaChatMessage }\n    report { ...AdminReport }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminApp on AdminOAuthApp { id name clientId clientSecret redirectUri website trusted }"): (typeof documents)["fragment AdminApp on AdminOAuthApp { id name clientId clientSecret redirectUri website trusted }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminAppResult on AdminOAuthAppResult { errors app { ...AdminApp } }"): (typeof documents)["fragment AdminAppResult on AdminOAuthAppResult { errors app { ...AdminApp } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OAuthApp on OAuthClient { id name clientId clientSecret redirectUri website scopes vapidKey }"): (typeof documents)["fragment OAuthApp on OAuthClient { id name clientId clientSecret redirectUri website scopes vapidKey }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OAuthToken on Token { accessToken tokenType scope createdAt expiresIn refreshToken accountId }"): (typeof documents)["fragment OAuthToken on Token { accessToken tokenType scope createdAt expiresIn refreshToken accountId }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MastodonPoll on Poll {\n    id expiresAt expired multiple votesCount votersCount voted ownVotes\n    options { title votesCount }\n  }\n"): (typeof documents)["\n  fragment MastodonPoll on Poll {\n    id expiresAt expired multiple votesCount votersCount voted ownVotes\n    options { title votesCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MastodonPushSubscription on PushSubscription { id endpoint alerts serverKey }\n"): (typeof documents)["\n  fragment MastodonPushSubscription on PushSubscription { id endpoint alerts serverKey }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PleromaEmojiReaction on EmojiReaction { name count me accounts { ...MastodonAccount } }\n"): (typeof documents)["\n  fragment PleromaEmojiReaction on EmojiReaction { name count me accounts { ...MastodonAccount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MastodonRelationship on Relationship {\n    id following followedBy blocking blockedBy muting mutingNotifications subscribing requested\n    domainBlocking showingReblogs endorsed note\n  }\n"): (typeof documents)["\n  fragment MastodonRelationship on Relationship {\n    id following followedBy blocking blockedBy muting mutingNotifications subscribing requested\n    domainBlocking showingReblogs endorsed note\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminRelayFields on AdminRelay { actor followedBack }"): (typeof documents)["fragment AdminRelayFields on AdminRelay { actor followedBack }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportAccount on Account { ...MastodonAccount bio local deactivated approvalPending }\n"): (typeof documents)["\n  fragment ReportAccount on Account { ...MastodonAccount bio local deactivated approvalPending }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportNoteEntry on ReportNote { id content createdAt user { ...ReportAccount } }\n"): (typeof documents)["\n  fragment ReportNoteEntry on ReportNote { id content createdAt user { ...ReportAccount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminReport on Report {\n    id content state createdAt\n    account { ...ReportAccount }\n    actor { ...ReportAccount }\n    statuses { ...MastodonStatus }\n    notes { ...ReportNoteEntry }\n  }\n"): (typeof documents)["\n  fragment AdminReport on Report {\n    id content state createdAt\n    account { ...ReportAccount }\n    actor { ...ReportAccount }\n    statuses { ...MastodonStatus }\n    notes { ...ReportNoteEntry }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminReportGroup on ReportGroup {\n    date account { ...ReportAccount } status { ...MastodonStatus } actors { ...ReportAccount } reports { ...AdminReport }\n  }\n"): (typeof documents)["\n  fragment AdminReportGroup on ReportGroup {\n    date account { ...ReportAccount } status { ...MastodonStatus } actors { ...ReportAccount } reports { ...AdminReport }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MastodonReport on Report { id content state forward createdAt statusIds account { ...MastodonAccount } }\n"): (typeof documents)["\n  fragment MastodonReport on Report { id content state forward createdAt statusIds account { ...MastodonAccount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MastodonScheduledStatus on ScheduledStatus {\n    id\n    scheduledAt\n    params {\n      text visibility sensitive spoilerText inReplyToId mediaIds language applicationId\n      poll { options expiresIn multiple hideTotals }\n    }\n    mediaAttachments { ...MastodonMedia }\n  }\n"): (typeof documents)["\n  fragment MastodonScheduledStatus on ScheduledStatus {\n    id\n    scheduledAt\n    params {\n      text visibility sensitive spoilerText inReplyToId mediaIds language applicationId\n      poll { options expiresIn multiple hideTotals }\n    }\n    mediaAttachments { ...MastodonMedia }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MastodonStatusFields on Status {\n    id uri url text content spoilerText visibility sensitive language local createdAt editedAt\n    inReplyToId inReplyToAccountId inReplyToAccount { acct } parentVisible conversationId directConversationId\n    account { ...MastodonAccount }\n    mentions { id username acct url }\n    tags { name url }\n    mediaAttachments { ...MastodonMedia }\n    application { name website }\n    favouritesCount reblogsCount repliesCount favourited reblogged muted threadMuted bookmarked pinned pinnedAt\n    emojiReactions { name count me }\n    emojis { shortcode url }\n    poll { ...MastodonPoll }\n    card { url title description image providerName providerUrl }\n  }\n"): (typeof documents)["\n  fragment MastodonStatusFields on Status {\n    id uri url text content spoilerText visibility sensitive language local createdAt editedAt\n    inReplyToId inReplyToAccountId inReplyToAccount { acct } parentVisible conversationId directConversationId\n    account { ...MastodonAccount }\n    mentions { id username acct url }\n    tags { name url }\n    mediaAttachments { ...MastodonMedia }\n    application { name website }\n    favouritesCount reblogsCount repliesCount favourited reblogged muted threadMuted bookmarked pinned pinnedAt\n    emojiReactions { name count me }\n    emojis { shortcode url }\n    poll { ...MastodonPoll }\n    card { url title description image providerName providerUrl }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MastodonStatus on Status {\n    ...MastodonStatusFields\n    reblog { ...MastodonStatusFields }\n    filtered { filter { ...MastodonFilterV2 } keywordMatches statusMatches }\n  }\n"): (typeof documents)["\n  fragment MastodonStatus on Status {\n    ...MastodonStatusFields\n    reblog { ...MastodonStatusFields }\n    filtered { filter { ...MastodonFilterV2 } keywordMatches statusMatches }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MastodonSuggestion on Suggestion { source account { ...MastodonAccount } }"): (typeof documents)["fragment MastodonSuggestion on Suggestion { source account { ...MastodonAccount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MastodonTag on Tag {\n    name url following\n  }\n"): (typeof documents)["\n  fragment MastodonTag on Tag {\n    name url following\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TrendDayEntry on TrendDay { day uses accounts }"): (typeof documents)["fragment TrendDayEntry on TrendDay { day uses accounts }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TrendingTagEntry on TrendingTag { name url history { ...TrendDayEntry } }"): (typeof documents)["fragment TrendingTagEntry on TrendingTag { name url history { ...TrendDayEntry } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TrendingLinkEntry on TrendingLink { url history { ...TrendDayEntry } }"): (typeof documents)["fragment TrendingLinkEntry on TrendingLink { url history { ...TrendDayEntry } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ZoneSummary on Zone { id origin serial recordCount }"): (typeof documents)["fragment ZoneSummary on Zone { id origin serial recordCount }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StreamStatus($id: ID!) { status(id: $id) { ...MastodonStatus } }"): (typeof documents)["query StreamStatus($id: ID!) { status(id: $id) { ...MastodonStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StreamNotification($id: ID!) { notification(id: $id) { ...MastodonNotification } }"): (typeof documents)["query StreamNotification($id: ID!) { notification(id: $id) { ...MastodonNotification } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StreamConversation($id: ID!) { conversation(id: $id) { ...MastodonConversation } }"): (typeof documents)["query StreamConversation($id: ID!) { conversation(id: $id) { ...MastodonConversation } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StreamChat($id: ID!) { chatOfMessage(messageId: $id) { ...PleromaChat } }"): (typeof documents)["query StreamChat($id: ID!) { chatOfMessage(messageId: $id) { ...PleromaChat } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StreamChatById($id: ID!) { chat(id: $id) { ...PleromaChat } }"): (typeof documents)["query StreamChatById($id: ID!) { chat(id: $id) { ...PleromaChat } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;