import { graphql } from '../gql/index.js';
import { textParam } from '../params.js';
import { route, type Params, type RouteRow } from '../types.js';
import { listOf, object, string, SUCCESS_REPLY } from '../reply-schema.js';

const SUCCESS = { status: 'success' };
const alias = (p: Params) => ({ alias: textParam(p.alias) });

/** Aliases and moves of the caller's account (Pleroma's util_controller). */
export const accountMigrationRoutes: RouteRow[] = [
  route({
    method: 'POST',
    path: '/api/{ns}/move_account',
    operation: graphql(
      `mutation MoveAccount($password: String!, $targetAccount: String!) { moveAccount(password: $password, targetAccount: $targetAccount) { id } }`,
    ),
    variables: (p: Params) => ({ password: textParam(p.password), targetAccount: textParam(p.target_account) }),
    reply: SUCCESS_REPLY,
    view: () => SUCCESS,
  }),
  route({
    method: 'GET',
    path: '/api/{ns}/aliases',
    operation: graphql(`query AccountAliases { accountAliases }`),
    reply: object({ aliases: listOf(string) }),
    view: (d) => ({ aliases: d.accountAliases }),
  }),
  route({
    method: 'PUT',
    path: '/api/{ns}/aliases',
    operation: graphql(`mutation AddAccountAlias($alias: String!) { addAccountAlias(alias: $alias) }`),
    variables: alias,
    reply: SUCCESS_REPLY,
    view: () => SUCCESS,
  }),
  route({
    method: 'DELETE',
    path: '/api/{ns}/aliases',
    operation: graphql(`mutation RemoveAccountAlias($alias: String!) { removeAccountAlias(alias: $alias) }`),
    variables: alias,
    reply: SUCCESS_REPLY,
    view: () => SUCCESS,
  }),
];
