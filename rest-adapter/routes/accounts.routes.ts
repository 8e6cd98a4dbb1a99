import type { RouteRow } from '../types.js';
import { CREDENTIALS_FRAGMENT, credentialsView } from '../views/account.view.js';

export const accountRoutes: RouteRow[] = [
  {
    method: 'GET',
    path: '/api/v1/accounts/verify_credentials',
    operation: `query VerifyCredentials { me { ...MastodonCredentials } } ${CREDENTIALS_FRAGMENT}`,
    view: (d) => credentialsView(d.me),
  },
];
