import type { RouteRow } from '../types.js';
import { accountRoutes } from './accounts.routes.js';
import { chatRoutes } from './chats.routes.js';
import { clientRoutes } from './clients.routes.js';
import { adminInviteRoutes } from './admin/invites.routes.js';
import { adminModerationLogRoutes } from './admin/moderation-log.routes.js';
import { adminReportRoutes } from './admin/reports.routes.js';
import { adminStatsRoutes } from './admin/stats.routes.js';
import { adminStatusRoutes } from './admin/statuses.routes.js';
import { adminUserRoutes } from './admin/users.routes.js';
import { conversationRoutes } from './conversations.routes.js';
import { emojiRoutes } from './emoji.routes.js';
import { instanceRoutes } from './instance.routes.js';
import { mediaRoutes } from './media.routes.js';
import { mfaRoutes } from './mfa.routes.js';
import { captchaRoutes } from './captcha.routes.js';
import { accountSettingsRoutes } from './account-settings.routes.js';
import { profileExtrasRoutes } from './profile-extras.routes.js';
import { importRoutes } from './imports.routes.js';
import { notificationRoutes } from './notifications.routes.js';
import { oauthRoutes } from './oauth.routes.js';
import { registrationRoutes } from './registration.routes.js';
import { relationRoutes } from './relations.routes.js';
import { reportRoutes } from './reports.routes.js';
import { statusRoutes } from './statuses.routes.js';
import { timelineRoutes } from './timelines.routes.js';
import { zoneRoutes } from './zones.routes.js';
import { adminConfigRoutes } from './admin/config.routes.js';
import { adminOAuthAppRoutes } from './admin/oauth-apps.routes.js';
import { adminInstanceDocumentRoutes } from './admin/instance-documents.routes.js';
import { adminChatRoutes } from './admin/chats.routes.js';
import { adminMediaProxyRoutes } from './admin/media-proxy.routes.js';
import { adminFrontendRoutes } from './admin/frontends.routes.js';
import { adminFeRoutes } from './admin-fe.routes.js';
import { adminRelayRoutes } from './admin/relays.routes.js';

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
  // media proxy cache, frontends, peers and admin-fe's aliases
  ...adminMediaProxyRoutes,
  ...adminFrontendRoutes,
  ...adminFeRoutes,
  // relays
  ...adminRelayRoutes,
];
