import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config.js';
import { InstanceDocument } from '../entities/index.js';
import { BadInputError, NotFoundError } from '../core/errors.js';
import { readUpload, type FileUpload } from '../core/uploads.js';

/** The documents admins may replace, where each is served, and what is served until they do. */
export const INSTANCE_DOCUMENTS = {
  'instance-panel': {
    path: '/instance/panel.html',
    default:
      '<p>Welcome to <a href="https://github.com/" target="_blank">fedigraph</a>, a Pleroma-compatible server.</p>\n',
  },
  'terms-of-service': {
    path: '/static/terms-of-service.html',
    default:
      '<h4>Terms of Service</h4>\n<p>This is the default terms of service. The admin can replace it in the admin API (PATCH /api/pleroma/admin/instance_document/terms-of-service).</p>\n',
  },
} as const;

export type DocumentName = keyof typeof INSTANCE_DOCUMENTS;

/** Larger documents are refused (413): a panel or terms page is a few kilobytes. */
export const MAX_DOCUMENT_BYTES = 512 * 1024;

function documentName(name: string): DocumentName {
  if (!Object.hasOwn(INSTANCE_DOCUMENTS, name)) throw new NotFoundError('Not found');
  return name as DocumentName;
}

export const documentUrl = (config: Pick<AppConfig, 'publicUrl'>, name: DocumentName): string =>
  `${config.publicUrl}${INSTANCE_DOCUMENTS[name].path}`;

/** The document's HTML: the admin's, or the shipped default. */
export async function readInstanceDocument(em: EntityManager, name: string): Promise<string> {
  const doc = documentName(name);
  return (await em.findOne(InstanceDocument, { name: doc }))?.html ?? INSTANCE_DOCUMENTS[doc].default;
}

/** An HTML file: declared as HTML (or named .html), UTF-8 text without NUL bytes. */
function htmlOf(file: FileUpload, bytes: Buffer): string {
  const declared =
    /^text\/html\b/i.test(file.mimetype) ||
    (/\.html?$/i.test(file.filename) && /^(application\/octet-stream|text\/plain)?$/i.test(file.mimetype));
  if (!declared) throw new BadInputError('file: must be an HTML document');
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw new BadInputError('file: must be UTF-8 text');
  return text;
}

/** Replaces the document with an uploaded HTML file; its public URL. */
export async function replaceInstanceDocument(
  em: EntityManager,
  config: AppConfig,
  name: string,
  file: FileUpload,
): Promise<string> {
  const doc = documentName(name);
  const html = htmlOf(file, await readUpload(file, MAX_DOCUMENT_BYTES));
  await em.upsert(InstanceDocument, { name: doc, html, updatedAt: new Date() });
  return documentUrl(config, doc);
}

/** Restores the shipped default; its public URL. */
export async function resetInstanceDocument(em: EntityManager, config: AppConfig, name: string): Promise<string> {
  const doc = documentName(name);
  await em.nativeDelete(InstanceDocument, { name: doc });
  return documentUrl(config, doc);
}
