import type { RouteRow } from '../types.js';
import { accountRoutes } from './account.routes.js';
import { accountSettingsRoutes } from './account-settings.routes.js';
import { captchaRoutes } from './captcha.routes.js';
import { chatRoutes } from './chat.routes.js';
import { conversationRoutes } from './conversation.routes.js';
import { domainBlockRoutes } from './domain-block.routes.js';
import { emojiRoutes } from './emoji.routes.js';
import { filterRoutes } from './filter.routes.js';
import { customFilterRoutes } from './custom-filter.routes.js';
import { importRoutes } from './import.routes.js';
import { instanceRoutes } from './instance.routes.js';
import { listRoutes } from './list.routes.js';
import { markerRoutes } from './marker.routes.js';
import { mediaRoutes } from './media.routes.js';
import { mfaRoutes } from './mfa.routes.js';
import { notificationRoutes } from './notification.routes.js';
import { oauthRoutes } from './oauth.routes.js';
import { peerRoutes } from './peer.routes.js';
import { pollRoutes } from './poll.routes.js';
import { profileImageRoutes } from './profile-image.routes.js';
import { registrationRoutes } from './registration.routes.js';
import { relationRoutes } from './relationship.routes.js';
import { reportRoutes } from './report.routes.js';
import { scrobbleRoutes } from './scrobble.routes.js';
import { searchRoutes } from './search.routes.js';
import { statusRoutes } from './status.routes.js';
import { timelineRoutes } from './timeline.routes.js';
import { zoneRoutes } from './zone.routes.js';
import { adminUserRoutes } from './admin/admin-user.routes.js';
import { adminChatRoutes } from './admin/chat.routes.js';
import { adminConfigRoutes } from './admin/config.routes.js';
import { adminDeliveryHealthRoutes } from './admin/delivery-health.routes.js';
import { adminFrontendRoutes } from './admin/frontend.routes.js';
import { adminInstanceDocumentRoutes } from './admin/instance-document.routes.js';
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
  ...accountSettingsRoutes,
  ...captchaRoutes,
  ...chatRoutes,
  ...conversationRoutes,
  ...domainBlockRoutes,
  ...emojiRoutes,
  ...filterRoutes,
  ...customFilterRoutes,
  ...importRoutes,
  ...instanceRoutes,
  ...listRoutes,
  ...markerRoutes,
  ...mediaRoutes,
  ...mfaRoutes,
  ...notificationRoutes,
  ...oauthRoutes,
  ...peerRoutes,
  ...pollRoutes,
  ...profileImageRoutes,
  ...registrationRoutes,
  ...relationRoutes,
  ...reportRoutes,
  ...scrobbleRoutes,
  ...searchRoutes,
  ...statusRoutes,
  ...timelineRoutes,
  ...zoneRoutes,
  ...adminUserRoutes,
  ...adminChatRoutes,
  ...adminConfigRoutes,
  ...adminDeliveryHealthRoutes,
  ...adminFrontendRoutes,
  ...adminInstanceDocumentRoutes,
  ...adminInviteRoutes,
  ...adminMediaProxyRoutes,
  ...adminModerationLogRoutes,
  ...adminOAuthAppRoutes,
  ...adminRelayRoutes,
  ...adminReportRoutes,
  ...adminStatusRoutes,
];
