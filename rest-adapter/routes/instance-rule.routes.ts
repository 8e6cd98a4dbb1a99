import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';
import { instanceRuleView } from '../views/instance-rule.view.js';

export const instanceRuleRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/instance/rules',
    operation: graphql(`query InstanceRules { instanceRules { ...InstanceRuleEntry } }`),
    view: (d) => d.instanceRules.map(instanceRuleView),
  }),
];
