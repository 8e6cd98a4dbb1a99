import { graphql } from '../gql/index.js';
import type { PleromaBackupFragment } from '../gql/graphql.js';
import { boolean, dateTime, entity, integer, object, string } from '../reply-schema.js';

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

/** JSON Schema of `backupView`'s reply. */
export const Backup = entity(
  'Backup',
  object({
    id: integer,
    content_type: string,
    url: string,
    file_size: integer,
    processed: boolean,
    inserted_at: dateTime,
  }),
);
