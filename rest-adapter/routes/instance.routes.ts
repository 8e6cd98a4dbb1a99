import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';
import { STATS_MAX_AGE_MS } from '../../src/instance/instance-stats.js';
import {
  FrontendConfigurations,
  Healthcheck,
  healthcheckView,
  Instance,
  InstanceV2,
  instanceV2View,
  instanceView,
  Nodeinfo,
  NodeinfoLinks,
  nodeinfoLinksView,
  nodeinfoView,
} from '../views/instance.view.js';

/** The instance's description, which four documents render differently. */
const INSTANCE = graphql(`query Instance { instance { ...MastodonInstance } }`);
/** The client API's instance documents (v1 and v2) list the rules too. */
const INSTANCE_WITH_RULES = graphql(
  `query InstanceWithRules { instance { ...MastodonInstance } instanceRules { ...InstanceRuleEntry } }`,
);

/**
 * The instance's documents are the same for every anonymous caller: kept per process as long as its counts are
 * (so these are at most twice that stale) and dropped when the settings or the rules change.
 */
const SHARED = {
  maxAgeMs: STATS_MAX_AGE_MS,
  changedBy: ['config.changed', 'config.restarted', 'instance_rules.changed'],
} as const;

export const instanceRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/instance',
    operation: INSTANCE_WITH_RULES,
    reply: Instance,
    view: (d) => instanceView(d.instance, d.instanceRules),
    sharedReply: SHARED,
  }),
  route({
    method: 'GET',
    path: '/api/v2/instance',
    operation: INSTANCE_WITH_RULES,
    reply: InstanceV2,
    view: (d) => instanceV2View(d.instance, d.instanceRules),
    sharedReply: SHARED,
  }),
  route({
    method: 'GET',
    path: '/.well-known/nodeinfo',
    operation: INSTANCE,
    reply: NodeinfoLinks,
    view: (d) => nodeinfoLinksView(d.instance),
    sharedReply: SHARED,
  }),
  route({
    method: 'GET',
    path: '/nodeinfo/2.0.json',
    operation: INSTANCE,
    reply: Nodeinfo,
    view: (d) => nodeinfoView('2.0')(d.instance),
    sharedReply: SHARED,
  }),
  route({
    method: 'GET',
    path: '/nodeinfo/2.1.json',
    operation: INSTANCE,
    reply: Nodeinfo,
    view: (d) => nodeinfoView('2.1')(d.instance),
    sharedReply: SHARED,
  }),
  route({
    method: 'GET',
    path: '/api/{ns}/healthcheck',
    operation: graphql(`query Healthcheck { healthcheck { ...HealthcheckEntry } }`),
    reply: Healthcheck,
    replies: { 503: Healthcheck },
    view: (d) => healthcheckView(d.healthcheck),
    status: (d) => (d.healthcheck.healthy ? 200 : 503),
  }),
  route({
    method: 'GET',
    path: '/api/{ns}/frontend_configurations',
    operation: graphql(`query FrontendConfigurations { frontendConfigurations }`),
    reply: FrontendConfigurations,
    view: (d) => d.frontendConfigurations,
  }),
];
