import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { CountedPageOf } from './page.types.js';

@ObjectType({
  simpleResolvers: true,
  description: 'A custom emoji of the instance (a pack file or a loose image of the emoji folder).',
})
export class CustomEmoji {
  @Field({ description: 'The name between colons in texts (`:blobcat:`).' }) shortcode!: string;
  @Field({ description: 'The image URL.' }) url!: string;
  @Field({ description: "The image path under the public URL (`/emoji/...`), as Pleroma's emoji map gives it." })
  path!: string;
  @Field(() => [String], { description: '`pack:<name>` for an emoji of a pack, `Custom` otherwise.' }) tags!: string[];
  @Field({ description: 'The pack tag, or empty for loose emoji (Pleroma: the tags without `Custom`).' })
  category!: string;
}

@ObjectType({ description: 'One emoji of a pack.' })
export class EmojiPackFile {
  @Field({ description: 'The emoji shortcode (unique across all packs).' }) shortcode!: string;
  @Field({ description: 'The image file, relative to the pack folder (may hold sub-folders).' }) filename!: string;
}

@ObjectType({ description: "A pack's metadata (pack.json `pack`), with the download fields computed for sharing." })
export class EmojiPackMetadata {
  @Field(() => String, { nullable: true, description: 'The license of the images.' }) license?: string;
  @Field(() => String, { nullable: true, description: 'Where the pack comes from.' }) homepage?: string;
  @Field(() => String, { nullable: true, description: 'What the pack holds.' }) description?: string;
  @Field(() => String, {
    nullable: true,
    description: 'An archive URL other instances may download the pack from when it is not shared.',
  })
  fallbackSrc?: string;
  @Field(() => String, {
    nullable: true,
    description: 'The SHA-256 of the fallback archive (upper-case hex), computed when fallbackSrc changes.',
  })
  fallbackSrcSha256?: string;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether other instances may download the pack archive from this one (unset: no).',
  })
  shareFiles?: boolean;
  @Field({ description: 'Shared and complete: the archive can be downloaded.' }) canDownload!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'The SHA-256 of the archive (upper-case hex), when it can be downloaded.',
  })
  downloadSha256?: string;
}

@ObjectType({ description: 'An emoji pack: a folder of images with its pack.json.' })
export class EmojiPack {
  @Field({ description: 'The folder name.' }) name!: string;
  @Field(() => [EmojiPackFile], { description: 'The requested page of its emoji, by shortcode.' })
  files!: EmojiPackFile[];
  @Field(() => Int, { description: 'How many emoji the pack holds (all pages).' }) filesCount!: number;
  @Field(() => EmojiPackMetadata, { description: 'The pack metadata.' }) metadata!: EmojiPackMetadata;
}

@ObjectType({ description: 'A page of emoji packs, by name (position cursors), with how many there are.' })
export class EmojiPackPage extends CountedPageOf(EmojiPack) {}

@ObjectType({
  description: 'A pack archive: the zip of pack.json and the files, byte-stable while the pack is unchanged.',
})
export class EmojiPackArchive {
  @Field({ description: 'The pack name.' }) name!: string;
  @Field({ description: 'SHA-256 of the archive, upper-case hex (what listings advertise as download-sha256).' })
  sha256!: string;
  @Field(() => Int, { description: 'Size in bytes.' }) size!: number;
  @Field({ description: 'The archive bytes, base64.' }) base64!: string;
}

@InputType({ description: 'Pack metadata; it replaces the whole old metadata.' })
export class EmojiPackMetadataInput {
  @Field(() => String, { nullable: true, description: 'The license of the images.' }) license?: string | null;
  @Field(() => String, { nullable: true, description: 'Where the pack comes from.' }) homepage?: string | null;
  @Field(() => String, { nullable: true, description: 'What the pack holds.' }) description?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'An archive URL to download the pack from when it is not shared; its hash is computed.',
  })
  fallbackSrc?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The SHA-256 of the fallback archive (kept as given unless fallbackSrc changes).',
  })
  fallbackSrcSha256?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether other instances may download the pack archive.' })
  shareFiles?: boolean | null;
}
