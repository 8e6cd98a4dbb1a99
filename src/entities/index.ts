import { InstanceSetting } from './instance-setting.entity.js';
import { OAuthApp } from './oauth-app.entity.js';
import { OAuthAuthorization } from './oauth-authorization.entity.js';
import { OAuthToken } from './oauth-token.entity.js';
import { User } from './user.entity.js';
import { WebSession } from './web-session.entity.js';
import { Zone } from './zone.entity.js';
import { ZoneUpload } from './zone-upload.entity.js';
import { ZoneVersion } from './zone-version.entity.js';

/** Every entity, listed explicitly (no folder discovery: the same list serves tsc output and Jest). */
export const entities = [User, OAuthApp, OAuthToken, OAuthAuthorization, WebSession, InstanceSetting, Zone, ZoneVersion, ZoneUpload];

export { InstanceSetting, OAuthApp, OAuthAuthorization, OAuthToken, User, WebSession, Zone, ZoneUpload, ZoneVersion };
export type { StoredRecord } from './zone-version.entity.js';
export type { ZoneUploadStatus } from './zone-upload.entity.js';
