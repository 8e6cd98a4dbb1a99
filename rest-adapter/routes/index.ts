import type { RouteRow } from '../types.js';
import { accountRoutes } from './accounts.routes.js';
import { instanceRoutes } from './instance.routes.js';
import { oauthRoutes } from './oauth.routes.js';
import { zoneRoutes } from './zones.routes.js';

/** Every documented REST path, one table per resource. */
export const routes: RouteRow[] = [...oauthRoutes, ...accountRoutes, ...instanceRoutes, ...zoneRoutes];
