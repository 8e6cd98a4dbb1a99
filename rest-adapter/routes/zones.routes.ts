import type { RouteRow } from '../types.js';

/** The zone-file service (zonefile-service.md): every reply in the `{"response": {...}}` envelope. */
export const zoneRoutes: RouteRow[] = [
  {
    method: 'POST',
    path: '/api/login',
    operation: `mutation ZoneLogin($username: String!, $password: String!) {
      login(username: $username, password: $password) { accessToken expiresIn }
    }`,
    errors: 'envelope',
    view: (d) => ({ response: { message: d.login.accessToken, token: d.login.accessToken, expires_in: d.login.expiresIn } }),
  },
];
