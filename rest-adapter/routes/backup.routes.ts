import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';
import { Backup, backupView } from '../views/backup.view.js';
import { listOf } from '../reply-schema.js';

/** Pleroma's account exports: both paths answer the caller's exports, newest first. */
export const backupRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/{ns}/backups',
    operation: graphql(`query Backups { backups { ...PleromaBackup } }`),
    reply: listOf(Backup),
    view: (d) => d.backups.map(backupView),
  }),
  route({
    method: 'POST',
    path: '/api/v1/{ns}/backups',
    operation: graphql(`mutation RequestBackup { requestBackup { backups { ...PleromaBackup } } }`),
    reply: listOf(Backup),
    view: (d) => d.requestBackup.backups.map(backupView),
  }),
];
