import { AccountNote } from './account-note.entity.js';
import { Block } from './block.entity.js';
import { CaptchaUse } from './captcha-use.entity.js';
import { Chat } from './chat.entity.js';
import { ChatMessage } from './chat-message.entity.js';
import { ChatMessageRef } from './chat-message-ref.entity.js';
import { ConversationParticipation } from './conversation-participation.entity.js';
import { EmojiReaction } from './emoji-reaction.entity.js';
import { Favourite } from './favourite.entity.js';
import { Follow } from './follow.entity.js';
import { IdempotencyKey } from './idempotency-key.entity.js';
import { InstanceSetting } from './instance-setting.entity.js';
import { Invite } from './invite.entity.js';
import { Job } from './job.entity.js';
import { MediaAttachment } from './media-attachment.entity.js';
import { MfaChallenge } from './mfa-challenge.entity.js';
import { ModerationLogEntry } from './moderation-log-entry.entity.js';
import { Mute } from './mute.entity.js';
import { Notification } from './notification.entity.js';
import { OAuthApp } from './oauth-app.entity.js';
import { OAuthAuthorization } from './oauth-authorization.entity.js';
import { OAuthToken } from './oauth-token.entity.js';
import { Report } from './report.entity.js';
import { ReportNote } from './report-note.entity.js';
import { Scrobble } from './scrobble.entity.js';
import { Status } from './status.entity.js';
import { StatusContext } from './status-context.entity.js';
import { User } from './user.entity.js';
import { UserToken } from './user-token.entity.js';
import { WebSession } from './web-session.entity.js';
import { Zone } from './zone.entity.js';
import { ConfigState } from './config-state.entity.js';
import { InstanceDocument } from './instance-document.entity.js';
import { ZoneUpload } from './zone-upload.entity.js';
import { ZoneVersion } from './zone-version.entity.js';
// Clients: bookmarks, lists, markers, polls, filters, hashtags.
import { Bookmark } from './bookmark.entity.js';
import { Filter } from './filter.entity.js';
import { Hashtag } from './hashtag.entity.js';
import { List } from './list.entity.js';
import { ListMember } from './list-member.entity.js';
import { Marker } from './marker.entity.js';
import { Poll } from './poll.entity.js';
import { PollVote } from './poll-vote.entity.js';
// Subscriptions apart from follows.
import { Subscription } from './subscription.entity.js';
// Issues 18/19 (media proxy).
import { MediaProxyBan } from './media-proxy-ban.entity.js';
import { ActorKey } from './actor-key.entity.js';
import { FederationKv } from './federation-kv.entity.js';

/** Every entity, listed explicitly (no folder discovery: the same list serves tsc output and Jest). */
export const entities = [
  AccountNote,
  Block,
  CaptchaUse,
  Chat,
  ChatMessage,
  ChatMessageRef,
  ConversationParticipation,
  EmojiReaction,
  Favourite,
  Follow,
  IdempotencyKey,
  InstanceSetting,
  Invite,
  Job,
  MediaAttachment,
  MfaChallenge,
  ModerationLogEntry,
  Mute,
  Notification,
  OAuthApp,
  OAuthAuthorization,
  OAuthToken,
  Report,
  ReportNote,
  Scrobble,
  Status,
  StatusContext,
  User,
  UserToken,
  WebSession,
  Zone,
  ZoneUpload,
  ZoneVersion,
  ConfigState,
  InstanceDocument,
  Bookmark,
  Filter,
  Hashtag,
  List,
  ListMember,
  Marker,
  Poll,
  PollVote,
  Subscription,
  MediaProxyBan,
  ActorKey,
  FederationKv,
];

export {
  AccountNote,
  Block,
  CaptchaUse,
  Chat,
  ChatMessage,
  ChatMessageRef,
  ConversationParticipation,
  EmojiReaction,
  Favourite,
  Follow,
  IdempotencyKey,
  InstanceSetting,
  Invite,
  Job,
  MediaAttachment,
  MfaChallenge,
  ModerationLogEntry,
  Mute,
  Notification,
  OAuthApp,
  OAuthAuthorization,
  OAuthToken,
  Report,
  ReportNote,
  Scrobble,
  Status,
  StatusContext,
  User,
  UserToken,
  WebSession,
  Zone,
  ZoneUpload,
  ZoneVersion,
};
export { ConfigState, InstanceDocument };
export { Bookmark, Filter, Hashtag, List, ListMember, Marker, Poll, PollVote };
export { Subscription };
export { MediaProxyBan };
export { ActorKey, FederationKv };
export type { FilterContext } from './filter.entity.js';
export type { RepliesPolicy } from './list.entity.js';
export type { MarkerTimeline } from './marker.entity.js';
export type { FollowState } from './follow.entity.js';
export type { JobState } from './job.entity.js';
export type { MediaType } from './media-attachment.entity.js';
export type { NotificationType } from './notification.entity.js';
export type { ReportState } from './report.entity.js';
export type { UserTokenKind } from './user-token.entity.js';
export type { Visibility } from './status.entity.js';
export type { ZoneUploadStatus } from './zone-upload.entity.js';
