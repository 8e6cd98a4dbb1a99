import { graphql } from '../../gql/index.js';
import { route, type RouteRow } from '../../types.js';
import { AdminInstanceRule, adminInstanceRuleView } from '../../views/instance-rule.view.js';
import { EMPTY, listOf } from '../../reply-schema.js';

const ADMIN = '/api/{ns}/admin';

export const adminInstanceRuleRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: `${ADMIN}/rules`,
    operation: graphql(`query AdminInstanceRules { instanceRules { ...InstanceRuleEntry } }`),
    reply: listOf(AdminInstanceRule),
    view: (d) => d.instanceRules.map(adminInstanceRuleView),
  }),
  route({
    method: 'POST',
    path: `${ADMIN}/rules`,
    operation: graphql(`mutation AdminCreateInstanceRule($text: String, $hint: String, $priority: Int) {
      adminCreateInstanceRule(text: $text, hint: $hint, priority: $priority) { ...InstanceRuleEntry }
    }`),
    reply: AdminInstanceRule,
    view: (d) => adminInstanceRuleView(d.adminCreateInstanceRule),
  }),
  route({
    method: 'PATCH',
    path: `${ADMIN}/rules/:id`,
    operation: graphql(`mutation AdminUpdateInstanceRule($id: ID!, $text: String, $hint: String, $priority: Int) {
      adminUpdateInstanceRule(id: $id, text: $text, hint: $hint, priority: $priority) { ...InstanceRuleEntry }
    }`),
    reply: AdminInstanceRule,
    view: (d) => adminInstanceRuleView(d.adminUpdateInstanceRule),
  }),
  route({
    method: 'DELETE',
    path: `${ADMIN}/rules/:id`,
    operation: graphql(`mutation AdminDeleteInstanceRule($id: ID!) { adminDeleteInstanceRule(id: $id) }`),
    reply: EMPTY,
    view: () => ({}),
  }),
];
