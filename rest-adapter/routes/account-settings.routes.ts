import { graphql } from '../gql/index.js';
import { textParam } from '../params.js';
import { SUCCESS_REPLY } from '../reply-schema.js';
import { route, type Params, type RouteRow } from '../types.js';

const SUCCESS = { status: 'success' };

/** The caller's own account (Pleroma's util_controller): each answers {status: "success"} or {error}. */
export const accountSettingsRoutes: RouteRow[] = [
  route({
    method: 'POST',
    path: '/api/{ns}/delete_account',
    operation: graphql(`mutation DeleteAccount($password: String!) { deleteAccount(password: $password) }`),
    variables: (p: Params) => ({ password: textParam(p.password) }),
    reply: SUCCESS_REPLY,
    view: () => SUCCESS,
  }),
  route({
    method: 'POST',
    path: '/api/{ns}/disable_account',
    operation: graphql(`mutation DisableAccount($password: String!) { disableAccount(password: $password) }`),
    variables: (p: Params) => ({ password: textParam(p.password) }),
    reply: SUCCESS_REPLY,
    view: () => SUCCESS,
  }),
  route({
    method: 'POST',
    path: '/api/{ns}/change_email',
    operation: graphql(
      `mutation ChangeEmail($password: String!, $email: String!) { changeEmail(password: $password, email: $email) { id } }`,
    ),
    variables: (p: Params) => ({ password: textParam(p.password), email: textParam(p.email) }),
    reply: SUCCESS_REPLY,
    view: () => SUCCESS,
  }),
  route({
    method: 'PUT',
    path: '/api/{ns}/notification_settings',
    operation:
      graphql(`mutation UpdateNotificationSettings($blockFromStrangers: Boolean, $hideNotificationContents: Boolean) {
      updateNotificationSettings(blockFromStrangers: $blockFromStrangers, hideNotificationContents: $hideNotificationContents) {
        blockFromStrangers hideNotificationContents
      }
    }`),
    reply: SUCCESS_REPLY,
    view: () => SUCCESS,
  }),
];
