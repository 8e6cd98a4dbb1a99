import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';
import { InstanceRule, instanceRuleView } from '../views/instance-rule.view.js';
import { listOf } from '../reply-schema.js';

export const instanceRuleRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/instance/rules',
    operation: graphql(`query InstanceRules { instanceRules { ...InstanceRuleEntry } }`),
    reply: listOf(InstanceRule),
    view: (d) => d.instanceRules.map(instanceRuleView),
  }),
];
