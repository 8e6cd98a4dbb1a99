import type { RouteRow } from '../types.js';
import { accountRoutes } from './account.routes.js';
import { accountMigrationRoutes } from './account-migration.routes.js';
import { accountSettingsRoutes } from './account-settings.routes.js';
import { announcementRoutes } from './announcement.routes.js';
import { captchaRoutes } from './captcha.routes.js';
import { chatRoutes } from './chat.routes.js';
import { conversationRoutes } from './conversation.routes.js';
import { directoryRoutes } from './directory.routes.js';
import { domainBlockRoutes } from './domain-block.routes.js';
import { emojiRoutes } from './emoji.routes.js';
import { featuredTagRoutes } from './featured-tag.routes.js';
import { filterRoutes } from './filter.routes.js';
import { customFilterRoutes } from './custom-filter.routes.js';
import { importRoutes } from './import.routes.js';
import { instanceRoutes } from './instance.routes.js';
import { instanceRuleRoutes } from './instance-rule.routes.js';
import { listRoutes } from './list.routes.js';
import { markerRoutes } from './marker.routes.js';
import { mediaRoutes } from './media.routes.js';
import { mfaRoutes } from './mfa.routes.js';
import { notificationRoutes } from './notification.routes.js';
import { oauthRoutes } from './oauth.routes.js';
import { peerRoutes } from './peer.routes.js';
import { pollRoutes } from './poll.routes.js';
import { preferenceRoutes } from './preference.routes.js';
import { profileImageRoutes } from './profile-image.routes.js';
import { pushSubscriptionRoutes } from './push-subscription.routes.js';
import { registrationRoutes } from './registration.routes.js';
import { relationRoutes } from './relationship.routes.js';
import { reportRoutes } from './report.routes.js';
import { scheduledStatusRoutes } from './scheduled-status.routes.js';
import { backupRoutes } from './backup.routes.js';
import { scrobbleRoutes } from './scrobble.routes.js';
import { searchRoutes } from './search.routes.js';
import { statusRoutes } from './status.routes.js';
import { tagRoutes } from './tag.routes.js';
import { suggestionRoutes } from './suggestion.routes.js';
import { timelineRoutes } from './timeline.routes.js';
import { trendRoutes } from './trend.routes.js';
import { zoneRoutes } from './zone.routes.js';
import { adminUserRoutes } from './admin/admin-user.routes.js';
import { adminAnnouncementRoutes } from './admin/announcement.routes.js';
import { adminChatRoutes } from './admin/chat.routes.js';
import { adminConfigRoutes } from './admin/config.routes.js';
import { adminDeliveryHealthRoutes } from './admin/delivery-health.routes.js';
import { adminFrontendRoutes } from './admin/frontend.routes.js';
import { adminInstanceDocumentRoutes } from './admin/instance-document.routes.js';
import { adminInstanceRuleRoutes } from './admin/instance-rule.routes.js';
import { adminInviteRoutes } from './admin/invite.routes.js';
import { adminMediaProxyRoutes } from './admin/media-proxy.routes.js';
import { adminModerationLogRoutes } from './admin/moderation-log.routes.js';
import { adminOAuthAppRoutes } from './admin/oauth-app.routes.js';
import { adminRelayRoutes } from './admin/relay.routes.js';
import { adminReportRoutes } from './admin/report.routes.js';
import { adminStatusRoutes } from './admin/status.routes.js';

/** Every documented REST path, one table per resource (file name), the admin API's after the others. */
export const routes: RouteRow[] = [
  ...accountRoutes,
  ...accountMigrationRoutes,
  ...accountSettingsRoutes,
  ...announcementRoutes,
  ...backupRoutes,
  ...captchaRoutes,
  ...chatRoutes,
  ...conversationRoutes,
  ...directoryRoutes,
  ...domainBlockRoutes,
  ...emojiRoutes,
  ...featuredTagRoutes,
  ...filterRoutes,
  ...customFilterRoutes,
  ...importRoutes,
  ...instanceRoutes,
  ...instanceRuleRoutes,
  ...listRoutes,
  ...markerRoutes,
  ...mediaRoutes,
  ...mfaRoutes,
  ...notificationRoutes,
  ...oauthRoutes,
  ...peerRoutes,
  ...pollRoutes,
  ...preferenceRoutes,
  ...profileImageRoutes,
  ...pushSubscriptionRoutes,
  ...registrationRoutes,
  ...relationRoutes,
  ...reportRoutes,
  ...scheduledStatusRoutes,
  ...scrobbleRoutes,
  ...searchRoutes,
  ...statusRoutes,
  ...tagRoutes,
  ...suggestionRoutes,
  ...timelineRoutes,
  ...trendRoutes,
  ...zoneRoutes,
  ...adminUserRoutes,
  ...adminAnnouncementRoutes,
  ...adminChatRoutes,
  ...adminConfigRoutes,
  ...adminDeliveryHealthRoutes,
  ...adminFrontendRoutes,
  ...adminInstanceDocumentRoutes,
  ...adminInstanceRuleRoutes,
  ...adminInviteRoutes,
  ...adminMediaProxyRoutes,
  ...adminModerationLogRoutes,
  ...adminOAuthAppRoutes,
  ...adminRelayRoutes,
  ...adminReportRoutes,
  ...adminStatusRoutes,
];
