import { Upload } from 'graphql-upload-minimal';
import { graphql } from '../gql/index.js';
import type { MascotQuery } from '../gql/graphql.js';
import { route, type Answered, type Params, type RouteRow } from '../types.js';
import { nullable, object, string } from '../reply-schema.js';

/** The multipart parser keeps this much per image; the instance's own limits apply after. */
const IMAGE_UPLOADS = { fileSize: 16_000_000, files: 1 };

/** Pleroma's image param: a file, or text (a data: URL; empty clears the image). */
const imageParam = (value: unknown) =>
  value instanceof Upload ? { image: value } : { dataUrl: typeof value === 'string' ? value : null };

/** A mascot as the mascot rows select it (`id url type mimeType`). */
const MASCOT = object({ id: string, url: string, type: string, pleroma: object({ mime_type: string }) });

const mascotView = (m: Answered<MascotQuery>['mascot']) => ({
  id: m.id,
  url: m.url,
  type: m.type,
  pleroma: { mime_type: m.mimeType },
});

/** Pleroma's profile images: avatar, banner, background and mascot. */
export const profileImageRoutes: RouteRow[] = [
  route({
    method: 'PATCH',
    path: '/api/v1/{ns}/accounts/update_avatar',
    operation: graphql(
      `mutation UpdateAvatar($image: Upload, $dataUrl: String) { updateAvatar(image: $image, dataUrl: $dataUrl) }`,
    ),
    variables: (p: Params) => imageParam(p.img),
    uploads: IMAGE_UPLOADS,
    // null when the image was cleared (an empty value).
    reply: object({ url: nullable(string) }),
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
    // null when the image was cleared (an empty value).
    reply: object({ url: nullable(string) }),
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
    // null when the image was cleared (an empty value).
    reply: object({ url: nullable(string) }),
    view: (d) => ({ url: d.updateBackground }),
  }),
  route({
    method: 'GET',
    path: '/api/v1/{ns}/mascot',
    operation: graphql(`query Mascot { mascot { id url type mimeType } }`),
    reply: MASCOT,
    view: (d) => mascotView(d.mascot),
  }),
  route({
    method: 'PUT',
    path: '/api/v1/{ns}/mascot',
    operation: graphql(`mutation UpdateMascot($file: Upload!) { updateMascot(file: $file) { id url type mimeType } }`),
    uploads: IMAGE_UPLOADS,
    reply: MASCOT,
    view: (d) => mascotView(d.updateMascot),
  }),
];
