import type { RouteRow } from '../types.js';
import { accountRoutes } from './account.routes.js';
import { chatRoutes } from './chat.routes.js';
import { clientRoutes } from './clients.routes.js';
import { adminInviteRoutes } from './admin/invite.routes.js';
import { adminModerationLogRoutes } from './admin/moderation-log.routes.js';
import { adminReportRoutes } from './admin/report.routes.js';
import { adminStatsRoutes } from './admin/stats.routes.js';
import { adminStatusRoutes } from './admin/status.routes.js';
import { adminUserRoutes } from './admin/admin-user.routes.js';
import { conversationRoutes } from './conversation.routes.js';
import { emojiRoutes } from './emoji.routes.js';
import { instanceRoutes } from './instance.routes.js';
import { mediaRoutes } from './media.routes.js';
import { mfaRoutes } from './mfa.routes.js';
import { captchaRoutes } from './captcha.routes.js';
import { accountSettingsRoutes } from './account-settings.routes.js';
import { profileExtrasRoutes } from './profile-extras.routes.js';
import { importRoutes } from './import.routes.js';
import { notificationRoutes } from './notification.routes.js';
import { oauthRoutes } from './oauth.routes.js';
import { registrationRoutes } from './registration.routes.js';
import { relationRoutes } from './relationship.routes.js';
import { reportRoutes } from './report.routes.js';
import { statusRoutes } from './status.routes.js';
import { timelineRoutes } from './timeline.routes.js';
import { zoneRoutes } from './zone.routes.js';
import { adminConfigRoutes } from './admin/config.routes.js';
import { adminOAuthAppRoutes } from './admin/oauth-app.routes.js';
import { adminInstanceDocumentRoutes } from './admin/instance-document.routes.js';
import { adminChatRoutes } from './admin/chat.routes.js';
import { adminMediaProxyRoutes } from './admin/media-proxy.routes.js';
import { adminFrontendRoutes } from './admin/frontend.routes.js';
import { adminFeRoutes } from './admin-fe.routes.js';
import { adminRelayRoutes } from './admin/relay.routes.js';

/** Every documented REST path, one table per resource. */
export const routes: RouteRow[] = [
  ...oauthRoutes,
  ...registrationRoutes,
  ...accountRoutes,
  ...relationRoutes,
  ...emojiRoutes,
  ...instanceRoutes,
  ...zoneRoutes,
  ...statusRoutes,
  ...timelineRoutes,
  ...notificationRoutes,
  ...conversationRoutes,
  ...mediaRoutes,
  ...reportRoutes,
  ...chatRoutes,
  ...adminReportRoutes,
  ...adminStatusRoutes,
  ...adminInviteRoutes,
  ...adminModerationLogRoutes,
  ...adminStatsRoutes,
  ...adminUserRoutes,
  ...adminConfigRoutes,
  ...adminOAuthAppRoutes,
  ...adminInstanceDocumentRoutes,
  ...adminChatRoutes,
  // the user API
  ...mfaRoutes,
  ...captchaRoutes,
  ...accountSettingsRoutes,
  ...profileExtrasRoutes,
  ...importRoutes,
  ...clientRoutes,
  // issues 18/19: media proxy cache, frontends, peers and admin-fe's aliases
  ...adminMediaProxyRoutes,
  ...adminFrontendRoutes,
  ...adminFeRoutes,
  // relays
  ...adminRelayRoutes,
];
