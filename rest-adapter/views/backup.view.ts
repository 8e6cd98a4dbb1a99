import { graphql } from '../gql/index.js';
import type { PleromaBackupFragment } from '../gql/graphql.js';

export const BACKUP_FRAGMENT = graphql(
  `fragment PleromaBackup on Backup { id contentType url fileSize processed createdAt }`,
);

/** Pleroma's backup (its BackupView). */
export function backupView(b: PleromaBackupFragment) {
  return {
    id: Number(b.id),
    content_type: b.contentType,
    url: b.url,
    file_size: b.fileSize,
    processed: b.processed,
    inserted_at: new Date(b.createdAt).toISOString(),
  };
}
