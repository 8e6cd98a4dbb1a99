import { InstanceSetting } from './instance-setting.entity.js';
import { OAuthApp } from './oauth-app.entity.js';
import { OAuthAuthorization } from './oauth-authorization.entity.js';
import { OAuthToken } from './oauth-token.entity.js';
import { User } from './user.entity.js';
import { WebSession } from './web-session.entity.js';

/** Every entity, listed explicitly (no folder discovery: the same list serves tsc output and Jest). */
export const entities = [User, OAuthApp, OAuthToken, OAuthAuthorization, WebSession, InstanceSetting];

export { InstanceSetting, OAuthApp, OAuthAuthorization, OAuthToken, User, WebSession };
