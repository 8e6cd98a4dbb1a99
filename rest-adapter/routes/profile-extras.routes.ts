import { Upload } from 'graphql-upload-minimal';
import { graphql } from '../gql/index.js';
import type { CreateScrobbleMutation, MascotQuery } from '../gql/graphql.js';
import { paginated } from '../pagination.js';
import { route, type Params, type RouteRow } from '../types.js';
import { accountView } from '../views/account.view.js';
import { statusesView } from '../views/status.view.js';

/** The multipart parser keeps this much per image; the instance's own limits apply after. */
const IMAGE_UPLOADS = { fileSize: 16_000_000, files: 1 };

/** Pleroma's image param: a file, or text (a data: URL; empty clears the image). */
const imageParam = (value: unknown) =>
  value instanceof Upload ? { image: value } : { dataUrl: typeof value === 'string' ? value : null };

/** A mascot as the mascot rows select it (`id url type mimeType`). */
const mascotView = (m: MascotQuery['mascot']) => ({
  id: m.id,
  url: m.url,
  type: m.type,
  pleroma: { mime_type: m.mimeType },
});

/** A scrobble as the scrobble rows select it (`id title artist album length createdAt account`). */
const scrobbleView = (s: CreateScrobbleMutation['createScrobble']) => ({
  id: String(s.id),
  account: accountView(s.account),
  title: s.title,
  artist: s.artist,
  album: s.album,
  length: s.length,
  created_at: new Date(s.createdAt).toISOString(),
});

/** Pleroma's extras around an account: favourites, profile images, mascot, scrobbles. */
export const profileExtrasRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/{ns}/accounts/:id/favourites',
    operation: graphql(`query AccountFavourites($id: ID!, $maxId: ID, $sinceId: ID, $minId: ID, $limit: Int) {
      accountFavourites(accountId: $id, maxId: $maxId, sinceId: $sinceId, minId: $minId, limit: $limit) {
        items { ...MastodonStatus } pageInfo { startCursor endCursor }
      }
    }`),
    view: (d) => statusesView(d.accountFavourites.items),
    headers: paginated((d) => d.accountFavourites),
  }),
  route({
    method: 'PATCH',
    path: '/api/v1/{ns}/accounts/update_avatar',
    operation: graphql(
      `mutation UpdateAvatar($image: Upload, $dataUrl: String) { updateAvatar(image: $image, dataUrl: $dataUrl) }`,
    ),
    variables: (p: Params) => imageParam(p.img),
    uploads: IMAGE_UPLOADS,
    view: (d) => ({ url: d.updateAvatar }),
  }),
  route({
    method: 'PATCH',
    path: '/api/v1/{ns}/accounts/update_banner',
    operation: graphql(
      `mutation UpdateBanner($image: Upload, $dataUrl: String) { updateBanner(image: $image, dataUrl: $dataUrl) }`,
    ),
    variables: (p: Params) => imageParam(p.banner),
    uploads: IMAGE_UPLOADS,
    view: (d) => ({ url: d.updateBanner }),
  }),
  route({
    method: 'PATCH',
    path: '/api/v1/{ns}/accounts/update_background',
    operation: graphql(
      `mutation UpdateBackground($image: Upload, $dataUrl: String) { updateBackground(image: $image, dataUrl: $dataUrl) }`,
    ),
    variables: (p: Params) => imageParam(p.img),
    uploads: IMAGE_UPLOADS,
    view: (d) => ({ url: d.updateBackground }),
  }),
  route({
    method: 'GET',
    path: '/api/v1/{ns}/mascot',
    operation: graphql(`query Mascot { mascot { id url type mimeType } }`),
    view: (d) => mascotView(d.mascot),
  }),
  route({
    method: 'PUT',
    path: '/api/v1/{ns}/mascot',
    operation: graphql(`mutation UpdateMascot($file: Upload!) { updateMascot(file: $file) { id url type mimeType } }`),
    uploads: IMAGE_UPLOADS,
    view: (d) => mascotView(d.updateMascot),
  }),
  route({
    method: 'POST',
    path: '/api/v1/{ns}/scrobble',
    operation: graphql(`mutation CreateScrobble($title: String!, $artist: String, $album: String, $length: Int) {
      createScrobble(title: $title, artist: $artist, album: $album, length: $length) {
        id title artist album length createdAt account { ...MastodonAccount }
      }
    }`),
    view: (d) => scrobbleView(d.createScrobble),
  }),
  route({
    method: 'GET',
    path: '/api/v1/{ns}/accounts/:id/scrobbles',
    operation: graphql(`query AccountScrobbles($id: ID!, $maxId: ID, $sinceId: ID, $minId: ID, $limit: Int) {
      accountScrobbles(accountId: $id, maxId: $maxId, sinceId: $sinceId, minId: $minId, limit: $limit) {
        items { id title artist album length createdAt account { ...MastodonAccount } } pageInfo { startCursor endCursor }
      }
    }`),
    view: (d) => d.accountScrobbles.items.map(scrobbleView),
    headers: paginated((d) => d.accountScrobbles),
  }),
];
