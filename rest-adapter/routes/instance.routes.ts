import type { RouteRow } from '../types.js';
import { healthcheckView, INSTANCE_FIELDS, instanceView, nodeinfoLinksView, nodeinfoView } from '../views/instance.view.js';

const INSTANCE_QUERY = `query Instance { instance { ${INSTANCE_FIELDS} } }`;

export const instanceRoutes: RouteRow[] = [
  { method: 'GET', path: '/api/v1/instance', operation: INSTANCE_QUERY, view: (d) => instanceView(d.instance) },
  { method: 'GET', path: '/.well-known/nodeinfo', operation: INSTANCE_QUERY, view: (d) => nodeinfoLinksView(d.instance) },
  { method: 'GET', path: '/nodeinfo/2.0.json', operation: INSTANCE_QUERY, view: (d) => nodeinfoView('2.0')(d.instance) },
  { method: 'GET', path: '/nodeinfo/2.1.json', operation: INSTANCE_QUERY, view: (d) => nodeinfoView('2.1')(d.instance) },
  {
    method: 'GET',
    path: '/api/{ns}/healthcheck',
    operation: 'query Healthcheck { healthcheck { healthy poolSize active idle memoryUsed jobQueueStats } }',
    view: (d) => healthcheckView(d.healthcheck),
    status: (d) => (d.healthcheck.healthy ? 200 : 503),
  },
];
