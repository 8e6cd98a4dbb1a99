import { GraphQLJSON } from 'graphql-scalars';
import { GraphQLUpload } from 'graphql-upload-minimal';
import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../src/graphql/context.js';
import { mapPage, type CountedPage } from '../src/core/pagination.js';
import { CountedPageArgs } from '../schema/page.types.js';
import type { CustomEmoji as CustomEmojiData } from '../src/emoji/custom-emoji.js';
import type { PackMetadata } from '../src/emoji/pack-files.js';
import {
  addPackFile,
  createPack,
  deletePack,
  deletePackFile,
  downloadPack,
  importPacksFromFilesystem,
  listPacks,
  PACK_PAGE_SIZE,
  listRemotePacks,
  packArchive,
  packsChanged,
  showPack,
  updatePackFile,
  updatePackMetadata,
  type PackEnv,
  type PackView,
} from '../src/emoji/pack.service.js';
import { renderedMediaUrl } from '../src/media-proxy/media-proxy.service.js';
import type { FileUpload } from '../src/core/uploads.js';
import {
  CustomEmoji,
  EmojiPack,
  EmojiPackArchive,
  EmojiPackFile,
  EmojiPackMetadata,
  EmojiPackMetadataInput,
  EmojiPackPage,
} from '../schema/emoji.types.js';
import { allow } from 'graphql-shield';
import { isAdmin, type RuleMap } from '../src/auth/rules.js';

export const emojiRules = {
  Query: {
    customEmojis: allow,
    // Emoji packs: reads are public; remote listing needs admin:write, as in Pleroma.
    emojiPack: allow,
    emojiPacks: allow,
    emojiPackArchive: allow,
    adminRemoteEmojiPacks: isAdmin('write'),
  },
  Mutation: {
    adminCreateEmojiPack: isAdmin('write'),
    adminUpdateEmojiPackMetadata: isAdmin('write'),
    adminDeleteEmojiPack: isAdmin('write'),
    adminImportEmojiPacks: isAdmin('write'),
    adminDownloadEmojiPack: isAdmin('write'),
    adminAddEmojiPackFile: isAdmin('write'),
    adminUpdateEmojiPackFile: isAdmin('write'),
    adminDeleteEmojiPackFile: isAdmin('write'),
    adminReloadEmoji: isAdmin('write'),
  },
} satisfies RuleMap;

const env = (ctx: Context): PackEnv => ({ em: ctx.em, config: ctx.deps.config, emoji: ctx.deps.emoji });

function metadataOut(m: PackView['metadata']): EmojiPackMetadata {
  return {
    license: m.license,
    homepage: m.homepage,
    description: m.description,
    fallbackSrc: m['fallback-src'],
    fallbackSrcSha256: m['fallback-src-sha256'],
    shareFiles: m['share-files'],
    canDownload: m['can-download'],
    downloadSha256: m['download-sha256'],
  };
}

function packOut(p: PackView): EmojiPack {
  return { name: p.name, files: p.files, filesCount: p.filesCount, metadata: metadataOut(p.metadata) };
}

const filesOut = (files: Record<string, string>): EmojiPackFile[] =>
  Object.entries(files).map(([shortcode, filename]) => ({ shortcode, filename }));

/** GraphQL input names to pack.json keys; unset fields are left out (the metadata is replaced whole). */
function metadataIn(input: EmojiPackMetadataInput): PackMetadata {
  const out: Record<string, unknown> = {
    license: input.license,
    homepage: input.homepage,
    description: input.description,
    'fallback-src': input.fallbackSrc,
    'fallback-src-sha256': input.fallbackSrcSha256,
    'share-files': input.shareFiles,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== null && v !== undefined)) as PackMetadata;
}

@Resolver(() => CustomEmoji)
export class EmojiResolver {
  @Query(() => [CustomEmoji], { description: 'The custom emoji of the instance, by shortcode.' })
  async customEmojis(@Ctx() ctx: Context): Promise<CustomEmojiData[]> {
    return (await ctx.deps.emoji.current()).emoji;
  }

  @Query(() => EmojiPack, { description: 'One pack with a page of its files (NOT_FOUND when it does not exist).' })
  async emojiPack(
    @Ctx() ctx: Context,
    @Arg('name', { description: 'The pack name.' }) name: string,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page of files, from 1.' }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 30, description: 'Files per page (0: none, only the count).' })
    pageSize: number,
  ): Promise<EmojiPack> {
    return packOut(await showPack(env(ctx), name, page, pageSize));
  }

  @Query(() => EmojiPackPage, {
    description: `The packs of this instance, by name, each with all its files (${PACK_PAGE_SIZE} per page unless told).`,
  })
  async emojiPacks(
    @Ctx() ctx: Context,
    @Args(() => CountedPageArgs) page: CountedPageArgs,
  ): Promise<CountedPage<EmojiPack>> {
    const packs = await listPacks(env(ctx), page);
    return { ...mapPage(packs, packOut), totalCount: packs.totalCount };
  }

  @Query(() => EmojiPackArchive, {
    description: 'The zip archive of a shared pack (FORBIDDEN when not shared, NOT_FOUND when missing).',
  })
  async emojiPackArchive(
    @Ctx() ctx: Context,
    @Arg('name', { description: 'The pack name.' }) name: string,
  ): Promise<EmojiPackArchive> {
    const a = await packArchive(env(ctx), name);
    return { name: a.name, sha256: a.sha256, size: a.bytes.length, base64: a.bytes.toString('base64') };
  }

  @Query(() => GraphQLJSON, {
    description: "Another instance's pack listing, as it answers it (it must announce shareable_emoji_packs).",
  })
  adminRemoteEmojiPacks(
    @Ctx() ctx: Context,
    @Arg('url', { description: 'The other instance (`https://host` or `host`).' }) url: string,
    @Arg('page', () => Int, { defaultValue: 1, description: 'The page, from 1.' }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 50, description: 'Packs per page.' }) pageSize: number,
  ): Promise<unknown> {
    return listRemotePacks(env(ctx), url, page, pageSize);
  }

  @Mutation(() => EmojiPack, { description: 'Creates an empty pack (CONFLICT when the name exists).' })
  async adminCreateEmojiPack(
    @Ctx() ctx: Context,
    @Arg('name', { description: "The new pack's name (one plain folder name)." }) name: string,
  ): Promise<EmojiPack> {
    return packOut(await createPack(env(ctx), name));
  }

  @Mutation(() => EmojiPackMetadata, {
    description: 'Replaces the metadata of a pack; a new fallbackSrc is fetched and hashed.',
  })
  async adminUpdateEmojiPackMetadata(
    @Ctx() ctx: Context,
    @Arg('name', { description: 'The pack name.' }) name: string,
    @Arg('metadata', () => EmojiPackMetadataInput, {
      description: "The pack's pack.json metadata (description, license, homepage, share-files...).",
    })
    metadata: EmojiPackMetadataInput,
  ): Promise<EmojiPackMetadata> {
    return metadataOut(await updatePackMetadata(env(ctx), name, metadataIn(metadata)));
  }

  @Mutation(() => ID, { description: 'Deletes a pack and its files; returns its name, which identifies it.' })
  async adminDeleteEmojiPack(
    @Ctx() ctx: Context,
    @Arg('name', { description: 'The pack name.' }) name: string,
  ): Promise<string> {
    await deletePack(env(ctx), name);
    return name;
  }

  @Mutation(() => [String], {
    description:
      'Makes packs of the emoji folders without pack.json (from emoji.txt or their images); returns their names.',
  })
  adminImportEmojiPacks(@Ctx() ctx: Context): Promise<string[]> {
    return importPacksFromFilesystem(env(ctx));
  }

  @Mutation(() => EmojiPack, {
    description:
      "Installs another instance's pack (its archive, or its fallback-src), checked against its SHA-256; answers the installed pack with all its files.",
  })
  async adminDownloadEmojiPack(
    @Ctx() ctx: Context,
    @Arg('url', { description: 'The other instance.' }) url: string,
    @Arg('name', { description: 'The pack name there.' }) name: string,
    @Arg('as', () => String, { nullable: true, description: 'The name to install it under (default: its name).' })
    as?: string | null,
  ): Promise<EmojiPack> {
    return packOut(await downloadPack(env(ctx), url, name, as));
  }

  @Mutation(() => [EmojiPackFile], {
    description: "Adds an emoji to a pack from an upload or a URL; returns the pack's files.",
  })
  async adminAddEmojiPackFile(
    @Ctx() ctx: Context,
    @Arg('name', { description: 'The pack.' }) name: string,
    @Arg('file', () => GraphQLUpload, { nullable: true, description: 'The image (multipart upload).' })
    file?: Promise<FileUpload> | null,
    @Arg('url', () => String, { nullable: true, description: 'Or a URL to fetch the image from.' }) url?: string | null,
    @Arg('shortcode', () => String, {
      nullable: true,
      description: 'Default: the file name without extension; unique across packs.',
    })
    shortcode?: string | null,
    @Arg('filename', () => String, { nullable: true, description: 'Default: the original file name.' })
    filename?: string | null,
  ): Promise<EmojiPackFile[]> {
    return filesOut(await addPackFile(env(ctx), name, { file, url }, { shortcode, filename }));
  }

  @Mutation(() => [EmojiPackFile], { description: "Renames an emoji and/or its file; returns the pack's files." })
  async adminUpdateEmojiPackFile(
    @Ctx() ctx: Context,
    @Arg('name', { description: 'The pack name.' }) name: string,
    @Arg('shortcode', { description: 'The emoji to change.' }) shortcode: string,
    @Arg('newShortcode', { description: 'Its new shortcode.' }) newShortcode: string,
    @Arg('newFilename', { description: 'Its new file name inside the pack.' }) newFilename: string,
    @Arg('force', { defaultValue: false, description: 'Replace an existing emoji of the new shortcode.' })
    force: boolean,
  ): Promise<EmojiPackFile[]> {
    return filesOut(await updatePackFile(env(ctx), name, { shortcode, newShortcode, newFilename, force }));
  }

  @Mutation(() => [EmojiPackFile], { description: "Removes an emoji and its file; returns the pack's files." })
  async adminDeleteEmojiPackFile(
    @Ctx() ctx: Context,
    @Arg('name', { description: 'The pack name.' }) name: string,
    @Arg('shortcode', { description: 'The emoji to remove.' }) shortcode: string,
  ): Promise<EmojiPackFile[]> {
    return filesOut(await deletePackFile(env(ctx), name, shortcode));
  }

  @Mutation(() => [CustomEmoji], {
    description: 'Reads the emoji folder again, on every instance; answers the custom emoji now (as customEmojis).',
  })
  async adminReloadEmoji(@Ctx() ctx: Context): Promise<CustomEmojiData[]> {
    packsChanged(env(ctx));
    return (await ctx.deps.emoji.current()).emoji;
  }

  /** Remote custom emoji (of remote statuses and accounts) go through the media proxy when it is on. */
  @FieldResolver(() => String, { description: 'The image URL (a remote one through the media proxy when it is on).' })
  url(@Root() emoji: CustomEmojiData, @Ctx() ctx: Context): string | Promise<string> {
    return renderedMediaUrl(ctx.em, ctx.deps.config, emoji.url);
  }
}
