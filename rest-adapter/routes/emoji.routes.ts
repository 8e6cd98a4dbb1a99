import type { AppDeps } from '../../src/graphql/context.js';
import { uploadLimit } from '../../src/media/media.service.js';
import { graphql } from '../gql/index.js';
import { route, type Params, type RouteRow } from '../types.js';
import {
  CustomEmoji,
  customEmojiView,
  EmojiMap,
  emojiMapView,
  EmojiPack,
  EmojiPackFiles,
  EmojiPackList,
  EmojiPackMetadata,
  packFilesView,
  packListView,
  packMetadataView,
  packView,
} from '../views/emoji.view.js';
import { exactly, listOf, openObject, string } from '../reply-schema.js';

const EMOJI = graphql(`query CustomEmojis { customEmojis { ...CustomEmojiEntry } }`);

const SHOW_PACK = graphql(`query EmojiPack($name: String!, $page: Int, $pageSize: Int) {
  emojiPack(name: $name, page: $page, pageSize: $pageSize) { ...EmojiPackEntry }
}`);
const LIST_PACKS = graphql(`query EmojiPacks($page: Int, $pageSize: Int) {
  emojiPacks(page: $page, pageSize: $pageSize) { totalCount nodes { ...EmojiPackEntry } }
}`);
const PACK_ARCHIVE = graphql(
  `query EmojiPackArchive($name: String!) { emojiPackArchive(name: $name) { name base64 } }`,
);
const REMOTE_PACKS = graphql(`query AdminRemoteEmojiPacks($url: String!, $page: Int, $pageSize: Int) {
  adminRemoteEmojiPacks(url: $url, page: $page, pageSize: $pageSize)
}`);
const CREATE_PACK = graphql(
  `mutation AdminCreateEmojiPack($name: String!) { adminCreateEmojiPack(name: $name) { name } }`,
);
const UPDATE_PACK = graphql(`mutation AdminUpdateEmojiPackMetadata($name: String!, $metadata: EmojiPackMetadataInput!) {
  adminUpdateEmojiPackMetadata(name: $name, metadata: $metadata) { ...EmojiPackMetadataEntry }
}`);
const DELETE_PACK = graphql(`mutation AdminDeleteEmojiPack($name: String!) { adminDeleteEmojiPack(name: $name) }`);
const IMPORT_PACKS = graphql(`mutation AdminImportEmojiPacks { adminImportEmojiPacks }`);
const DOWNLOAD_PACK = graphql(`mutation AdminDownloadEmojiPack($url: String!, $name: String!, $as: String) {
  adminDownloadEmojiPack(url: $url, name: $name, as: $as) { name }
}`);
const ADD_FILE =
  graphql(`mutation AdminAddEmojiPackFile($name: String!, $file: Upload, $url: String, $shortcode: String, $filename: String) {
  adminAddEmojiPackFile(name: $name, file: $file, url: $url, shortcode: $shortcode, filename: $filename) { ...EmojiPackFileEntry }
}`);
const UPDATE_FILE =
  graphql(`mutation AdminUpdateEmojiPackFile($name: String!, $shortcode: String!, $newShortcode: String!, $newFilename: String!, $force: Boolean) {
  adminUpdateEmojiPackFile(name: $name, shortcode: $shortcode, newShortcode: $newShortcode, newFilename: $newFilename, force: $force) { ...EmojiPackFileEntry }
}`);
const DELETE_FILE = graphql(`mutation AdminDeleteEmojiPackFile($name: String!, $shortcode: String!) {
  adminDeleteEmojiPackFile(name: $name, shortcode: $shortcode) { ...EmojiPackFileEntry }
}`);
const RELOAD = graphql(`mutation AdminReloadEmoji { adminReloadEmoji { shortcode } }`);

/** pack.json metadata keys to the input's fields; the computed download keys a client echoes back are dropped. */
const METADATA_KEYS: Record<string, string> = {
  license: 'license',
  homepage: 'homepage',
  description: 'description',
  'fallback-src': 'fallbackSrc',
  'fallback-src-sha256': 'fallbackSrcSha256',
  'share-files': 'shareFiles',
};

function metadataInput(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw; // GraphQL refuses it, naming the param
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'can-download' || key === 'download-sha256') continue;
    // Unknown keys are passed on as they are: the input type refuses them (400 naming the field).
    out[METADATA_KEYS[key] ?? key] =
      key === 'share-files' && (value === 'true' || value === 'false') ? value === 'true' : value;
  }
  return out;
}

/** `file` is either a multipart upload or the URL of an image to fetch. */
function addFileVariables(params: Params, _req: unknown, fill: (p: Params) => Record<string, unknown>) {
  const { file, ...rest } = params;
  return fill(typeof file === 'string' ? { ...rest, url: file } : params);
}

const uploads = { fileSize: (deps: AppDeps) => uploadLimit(deps.orm.em.fork()), files: 1 };

/** Pleroma serves the pack API at both prefixes; admin-fe uses the newer one. */
const PACK_PREFIXES = ['/api/{ns}/emoji', '/api/v1/{ns}/emoji'];

const packRoutes = (prefix: string): RouteRow[] => [
  route({
    method: 'GET',
    path: `${prefix}/packs`,
    operation: LIST_PACKS,
    reply: EmojiPackList,
    view: (d) => packListView(d.emojiPacks),
  }),
  route({
    method: 'GET',
    path: `${prefix}/pack`,
    operation: SHOW_PACK,
    reply: EmojiPack,
    view: (d) => packView(d.emojiPack),
  }),
  route({
    method: 'POST',
    path: `${prefix}/pack`,
    operation: CREATE_PACK,
    admin: 'write',
    reply: exactly('ok'),
    view: () => 'ok',
  }),
  route({
    method: 'PATCH',
    path: `${prefix}/pack`,
    operation: UPDATE_PACK,
    admin: 'write',
    variables: (p, _req, fill) => ({
      ...fill(p),
      ...(p.metadata === undefined ? {} : { metadata: metadataInput(p.metadata) }),
    }),
    reply: EmojiPackMetadata,
    view: (d) => packMetadataView(d.adminUpdateEmojiPackMetadata),
  }),
  route({
    method: 'DELETE',
    path: `${prefix}/pack`,
    operation: DELETE_PACK,
    admin: 'write',
    reply: exactly('ok'),
    view: () => 'ok',
  }),
  route({
    method: 'GET',
    path: `${prefix}/packs/import`,
    operation: IMPORT_PACKS,
    admin: 'write',
    getRunsMutation: "Pleroma's import from the filesystem is a GET",
    // The names of the packs found.
    reply: listOf(string),
    view: (d) => d.adminImportEmojiPacks,
  }),
  route({
    method: 'GET',
    path: `${prefix}/packs/remote`,
    operation: REMOTE_PACKS,
    admin: 'write',
    // The other server's pack list, as it answered.
    reply: openObject,
    view: (d) => d.adminRemoteEmojiPacks,
  }),
  route({
    method: 'POST',
    path: `${prefix}/packs/download`,
    operation: DOWNLOAD_PACK,
    admin: 'write',
    reply: exactly('ok'),
    view: () => 'ok',
  }),
  route({
    method: 'GET',
    path: `${prefix}/packs/archive`,
    fileType: 'application/zip',
    operation: PACK_ARCHIVE,
    file: (d) => ({
      body: Buffer.from(d.emojiPackArchive.base64, 'base64'),
      contentType: 'application/zip',
      filename: `${d.emojiPackArchive.name}.zip`,
    }),
  }),
  route({
    method: 'POST',
    path: `${prefix}/packs/files`,
    operation: ADD_FILE,
    admin: 'write',
    uploads,
    variables: addFileVariables,
    reply: EmojiPackFiles,
    view: (d) => packFilesView(d.adminAddEmojiPackFile),
  }),
  route({
    method: 'PATCH',
    path: `${prefix}/packs/files`,
    operation: UPDATE_FILE,
    admin: 'write',
    reply: EmojiPackFiles,
    view: (d) => packFilesView(d.adminUpdateEmojiPackFile),
  }),
  route({
    method: 'DELETE',
    path: `${prefix}/packs/files`,
    operation: DELETE_FILE,
    admin: 'write',
    reply: EmojiPackFiles,
    view: (d) => packFilesView(d.adminDeleteEmojiPackFile),
  }),
];

export const emojiRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/custom_emojis',
    operation: EMOJI,
    reply: listOf(CustomEmoji),
    view: (d) => d.customEmojis.map(customEmojiView),
  }),
  route({
    method: 'GET',
    path: '/api/{ns}/emoji',
    operation: EMOJI,
    reply: EmojiMap,
    view: (d) => emojiMapView(d.customEmojis),
  }),
  ...PACK_PREFIXES.flatMap(packRoutes),
  route({
    method: 'POST',
    path: '/api/{ns}/admin/reload_emoji',
    operation: RELOAD,
    reply: exactly('ok'),
    view: () => 'ok',
  }),
];
