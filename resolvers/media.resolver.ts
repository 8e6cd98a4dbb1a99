import { GraphQLUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../src/graphql/context.js';
import type { MediaAttachment as MediaEntity } from '../src/entities/index.js';
import { getOwnMedia, mediaUrl, updateMedia, uploadMedia } from '../src/media/media.service.js';
import { renderedMediaUrl } from '../src/media-proxy/media-proxy.service.js';
import type { FileUpload } from '../src/core/uploads.js';
import { MediaAttachment } from '../schema/media.types.js';
import { and } from 'graphql-shield';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const mediaRules = {
  Query: {
    media: and(isAuthenticated, hasScope('write:media')),
  },
  Mutation: {
    uploadMedia: and(isAuthenticated, hasScope('write:media')),
    updateMedia: and(isAuthenticated, hasScope('write:media')),
  },
} satisfies RuleMap;

@Resolver(() => MediaAttachment)
export class MediaResolver {
  @Mutation(() => MediaAttachment, {
    description: 'Uploads a file of at most the instance upload_limit (PAYLOAD_TOO_LARGE beyond).',
  })
  async uploadMedia(
    @Ctx() ctx: Context,
    @Arg('file', () => GraphQLUpload, { description: 'The file (multipart upload).' }) file: Promise<FileUpload>,
    @Arg('description', () => String, { nullable: true, description: 'The alt text.' }) description?: string,
    @Arg('focus', () => String, { nullable: true, description: '"x,y", each in -1..1.' }) focus?: string,
  ): Promise<MediaEntity> {
    return uploadMedia(ctx.em, ctx.deps.config, ctx.auth.user!, await file, { description, focus });
  }

  @Query(() => MediaAttachment, { description: "One of the viewer's uploads; NOT_FOUND for anyone else's." })
  media(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The media attachment id.' }) id: string,
  ): Promise<MediaEntity> {
    return getOwnMedia(ctx.em, ctx.auth.user!, id);
  }

  @Mutation(() => MediaAttachment, {
    description: "Changes a media attachment's alt text or focal point (the caller's own, not yet posted or posted).",
  })
  updateMedia(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The media attachment id.' }) id: string,
    @Arg('description', () => String, { nullable: true, description: 'The alt text.' }) description?: string,
    @Arg('focus', () => String, { nullable: true, description: 'The focal point as "x,y", each from -1 to 1.' })
    focus?: string,
  ): Promise<MediaEntity> {
    return updateMedia(ctx.em, ctx.auth.user!, id, { description, focus });
  }

  @FieldResolver(() => String, { description: 'The file (a remote one through the media proxy when it is on).' })
  url(@Root() m: MediaEntity, @Ctx() ctx: Context): string | Promise<string> {
    return renderedMediaUrl(ctx.em, ctx.deps.config, mediaUrl(ctx.deps.config, m));
  }

  @FieldResolver(() => String, { description: 'The same file: no previews are made.' })
  previewUrl(@Root() m: MediaEntity, @Ctx() ctx: Context): string | Promise<string> {
    return renderedMediaUrl(ctx.em, ctx.deps.config, mediaUrl(ctx.deps.config, m));
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'For remote media: the file on its server (through the media proxy when it is on, as Pleroma renders it); null for uploads.',
  })
  remoteUrl(@Root() m: MediaEntity, @Ctx() ctx: Context): string | Promise<string> | null {
    return m.remoteUrl ? renderedMediaUrl(ctx.em, ctx.deps.config, m.remoteUrl) : null;
  }
}
