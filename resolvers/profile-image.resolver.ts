import { GraphQLUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import {
  mascotOf,
  setMascot,
  setProfileImage,
  type Mascot as MascotData,
  type ProfileImageKind,
} from '../src/accounts/profile-image.service.js';
import type { Context } from '../src/graphql/context.js';
import type { FileUpload } from '../src/core/uploads.js';
import { Mascot } from '../schema/profile-image.types.js';
import { and } from 'graphql-shield';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const profileImageRules = {
  Query: {
    mascot: and(isAuthenticated, hasScope('read:accounts')),
  },
  Mutation: {
    updateAvatar: and(isAuthenticated, hasScope('write:accounts')),
    updateBanner: and(isAuthenticated, hasScope('write:accounts')),
    updateBackground: and(isAuthenticated, hasScope('write:accounts')),
    updateMascot: and(isAuthenticated, hasScope('write:accounts')),
  },
} satisfies RuleMap;

const IMAGE = { nullable: true, description: 'An image file (multipart request).' };
const DATA_URL = { nullable: true, description: 'Or the image as a base64 data: URL. Neither clears it.' };

/** The caller's avatar, banner, background and mascot (Pleroma's update_avatar & co, mascot). */
@Resolver()
export class ProfileImageResolver {
  private async set(
    ctx: Context,
    kind: ProfileImageKind,
    image?: Promise<FileUpload> | null,
    dataUrl?: string | null,
  ): Promise<string | null> {
    return setProfileImage(ctx.em, ctx.deps.config, ctx.auth.user!, kind, { file: await image, text: dataUrl });
  }

  @Mutation(() => String, {
    nullable: true,
    description: 'Sets (or, given nothing, clears) the avatar; returns its URL.',
  })
  updateAvatar(
    @Ctx() ctx: Context,
    @Arg('image', () => GraphQLUpload, IMAGE) image?: Promise<FileUpload> | null,
    @Arg('dataUrl', () => String, DATA_URL) dataUrl?: string | null,
  ) {
    return this.set(ctx, 'avatar', image, dataUrl);
  }

  @Mutation(() => String, {
    nullable: true,
    description: 'Sets (or, given nothing, clears) the banner (header); returns its URL.',
  })
  updateBanner(
    @Ctx() ctx: Context,
    @Arg('image', () => GraphQLUpload, IMAGE) image?: Promise<FileUpload> | null,
    @Arg('dataUrl', () => String, DATA_URL) dataUrl?: string | null,
  ) {
    return this.set(ctx, 'banner', image, dataUrl);
  }

  @Mutation(() => String, {
    nullable: true,
    description: 'Sets (or, given nothing, clears) the profile background; returns its URL.',
  })
  updateBackground(
    @Ctx() ctx: Context,
    @Arg('image', () => GraphQLUpload, IMAGE) image?: Promise<FileUpload> | null,
    @Arg('dataUrl', () => String, DATA_URL) dataUrl?: string | null,
  ) {
    return this.set(ctx, 'background', image, dataUrl);
  }

  @Query(() => Mascot, { description: "The caller's mascot." })
  mascot(@Ctx() ctx: Context): MascotData {
    return mascotOf(ctx.deps.config, ctx.auth.user!);
  }

  @Mutation(() => Mascot, {
    description: 'Sets the mascot: an image, by its bytes (UNSUPPORTED_MEDIA_TYPE otherwise).',
  })
  async updateMascot(
    @Ctx() ctx: Context,
    @Arg('file', () => GraphQLUpload, { description: 'The mascot image or video (multipart upload).' })
    file: Promise<FileUpload>,
  ): Promise<MascotData> {
    return setMascot(ctx.em, ctx.deps.config, ctx.auth.user!, await file);
  }
}
