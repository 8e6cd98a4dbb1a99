import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import type { Visibility } from '../src/entities/index.js';
import { Account } from './account.types.js';
import { CountedPageOf, PageOf } from './page.types.js';
import { PollInput } from './poll.types.js';
import { StatusVisibility } from './visibility.js';

@ObjectType({ simpleResolvers: true, description: 'The OAuth application a status was posted with.' })
export class StatusApplication {
  @Field({ description: "The app's name." }) name!: string;
  @Field(() => String, { nullable: true, description: "The app's website." }) website!: string | null;
}

/**
 * A status, or a reblog (with `reblog` set and no text of its own). Fields computed from relations (account,
 * counts, media, the viewer's favourite...) are resolved in resolvers/status.resolver.ts through DataLoaders.
 */
@ObjectType({ simpleResolvers: true, description: "A status or a reblog (Mastodon's Status entity)." })
export class Status {
  @Field(() => ID, { description: 'The status id.' }) id!: number;
  @Field({ description: 'The text as written.' }) text!: string;
  @Field({ description: 'The text as sanitised HTML, with links, mentions and hashtags.' }) content!: string;
  @Field({ description: 'Content warning, plain text.' }) spoilerText!: string;
  @Field(() => StatusVisibility, { description: 'Who may see it: public, unlisted, private (followers) or direct.' })
  visibility!: Visibility;
  @Field({ description: 'Its media are hidden behind a warning.' }) sensitive!: boolean;
  @Field(() => String, { nullable: true, description: 'The language code (ISO 639-1), if known.' }) language!:
    string | null;
  @Field({ description: 'Posted on this instance (always true).' }) local!: boolean;
  @Field({ description: 'When it was posted.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was last edited, if ever.' }) editedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When its author pinned it (null: not pinned).' })
  pinnedAt!: Date | null;
}

@ObjectType({
  simpleResolvers: true,
  description: 'An emoji reacted with on a status: how many reacted, and whether the viewer did.',
})
export class EmojiReactionSummary {
  @Field({ description: 'The emoji itself.' }) name!: string;
  @Field(() => Int, { description: 'How many accounts reacted with this emoji.' }) count!: number;
  @Field({ description: 'Whether the caller reacted with it.' }) me!: boolean;
}

@ObjectType({
  simpleResolvers: true,
  description: 'An emoji reacted with on a status, with the accounts that reacted (oldest first).',
})
export class EmojiReaction extends EmojiReactionSummary {
  @Field(() => [Account], { description: 'The accounts that reacted (without those the caller blocks or mutes).' })
  accounts!: unknown[];
}

@ObjectType({ simpleResolvers: true, description: 'A page of statuses, newest first.' })
export class StatusPage extends PageOf(Status) {}

@ObjectType({ description: 'A page of statuses as admins list them, newest first, with how many match in all.' })
export class AdminStatusPage extends CountedPageOf(Status) {}

@ObjectType({ simpleResolvers: true, description: "A status's place in its thread, as the viewer may see it." })
export class StatusThread {
  @Field(() => [Status], { description: 'From the root down to the parent.' }) ancestors!: unknown[];
  @Field(() => [Status], { description: 'Replies below, depth first.' }) descendants!: unknown[];
}

/** What a new status is made of: the arguments of createStatus and scheduleStatus. */
@ArgsType()
export class NewStatusArgs {
  @Field(() => String, { nullable: true, description: 'The text; may be empty when media are attached.' })
  status?: string;
  @Field(() => StatusVisibility, {
    nullable: true,
    description: "Default: the replied-to status's, else the account's default.",
  })
  visibility?: Visibility;
  @Field(() => ID, { nullable: true, description: 'The status replied to.' }) inReplyToId?: string;
  @Field(() => ID, {
    nullable: true,
    description: "Reply in one of the viewer's conversations: direct, to its recipients only.",
  })
  inReplyToConversationId?: string;
  @Field(() => Boolean, { nullable: true, description: 'Whether its media are sensitive.' }) sensitive?: boolean;
  @Field(() => String, { nullable: true, description: 'The content warning.' }) spoilerText?: string;
  @Field(() => [ID], { nullable: true, description: "At most 4 of the viewer's own unattached uploads." })
  mediaIds?: string[];
  @Field(() => String, { nullable: true, description: 'ISO 639 code.' }) language?: string;
  @Field(() => String, {
    nullable: true,
    description: 'A client key: the same key within an hour returns the status already created.',
  })
  idempotencyKey?: string;
  @Field(() => PollInput, { nullable: true, description: 'A poll (not with media).' }) poll?: PollInput;
}

@ArgsType()
export class TimelineArgs {
  @Field(() => Boolean, { nullable: true, description: 'Only local statuses.' }) local?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Only statuses with media.' }) onlyMedia?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Also statuses of muted accounts (Pleroma).' }) withMuted?:
    boolean | null;
  @Field(() => [StatusVisibility], { nullable: true, description: 'Leave out these visibilities (Pleroma).' })
  excludeVisibilities?: Visibility[] | null;
}

@ObjectType({ simpleResolvers: true, description: 'How many statuses (reblogs aside) have each visibility.' })
export class StatusVisibilityCounts {
  @Field(() => Int, { description: 'Public statuses.' }) public!: number;
  @Field(() => Int, { description: 'Unlisted statuses.' }) unlisted!: number;
  @Field(() => Int, { description: 'Followers-only statuses.' }) private!: number;
  @Field(() => Int, { description: 'Direct statuses.' }) direct!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: "One version of a status (Mastodon's StatusEdit); its author, media and poll are the status's.",
})
export class StatusEdit {
  @Field({ description: 'The text as sanitised HTML, as it was then.' }) content!: string;
  @Field({ description: 'The content warning, plain text, as it was then.' }) spoilerText!: string;
  @Field({ description: 'Whether its media were marked sensitive then.' }) sensitive!: boolean;
  @Field({ description: 'When this version was posted (the status, or the edit).' }) createdAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: "A preview of the first link of a status (Mastodon's PreviewCard)." })
export class PreviewCard {
  @Field({ description: 'The page linked.' }) url!: string;
  @Field({ description: "The page's title (og:title, twitter:title or <title>)." }) title!: string;
  @Field({ description: "The page's description." }) description!: string;
  @Field(() => String, { nullable: true, description: "The page's preview image." }) image!: string | null;
  @Field({ description: 'The site name (og:site_name), else the host.' }) providerName!: string;
  @Field({ description: "The site's origin." }) providerUrl!: string;
}
