import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';
import { backupView } from '../views/backup.view.js';

/** Pleroma's account exports: both paths answer the caller's exports, newest first. */
export const backupRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/{ns}/backups',
    operation: graphql(`query Backups { backups { ...PleromaBackup } }`),
    view: (d) => d.backups.map(backupView),
  }),
  route({
    method: 'POST',
    path: '/api/v1/{ns}/backups',
    operation: graphql(`mutation RequestBackup { requestBackup { backups { ...PleromaBackup } } }`),
    view: (d) => d.requestBackup.backups.map(backupView),
  }),
];
