import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Visibility } from '../src/entities/index.js';
import { Account } from './account.types.js';
import { OffsetPageOf, PageOf } from './page.types.js';

export const StatusVisibility = { public: 'public', unlisted: 'unlisted', private: 'private', direct: 'direct' } as const satisfies Record<Visibility, Visibility>;
registerEnumType(StatusVisibility, {
  name: 'Visibility',
  description: 'public: everyone, on public timelines; unlisted: everyone, off public timelines; private: followers and mentioned accounts; direct: mentioned accounts only.',
});

@ObjectType({ simpleResolvers: true, description: 'A hashtag of a status.' })
export class Tag {
  @Field({ description: 'Lower-case, without "#".' }) name!: string;
  @Field() url!: string;
}

@ObjectType({ simpleResolvers: true, description: 'The OAuth application a status was posted with.' })
export class StatusApplication {
  @Field() name!: string;
  @Field(() => String, { nullable: true }) website!: string | null;
}

/**
 * A status, or a reblog (with `reblog` set and no text of its own). Fields computed from relations (account,
 * counts, media, the viewer's favourite...) are resolved in resolvers/status.resolver.ts through DataLoaders.
 */
@ObjectType({ simpleResolvers: true })
export class Status {
  @Field(() => ID) id!: number;
  @Field({ description: 'The text as written.' }) text!: string;
  @Field({ description: 'The text as sanitised HTML, with links, mentions and hashtags.' }) content!: string;
  @Field({ description: 'Content warning, plain text.' }) spoilerText!: string;
  @Field(() => StatusVisibility) visibility!: Visibility;
  @Field() sensitive!: boolean;
  @Field(() => String, { nullable: true }) language!: string | null;
  @Field() local!: boolean;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) editedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When its author pinned it (null: not pinned).' }) pinnedAt!: Date | null;
}

@ObjectType({ simpleResolvers: true, description: 'An emoji reacted with on a status: how many reacted, and whether the viewer did.' })
export class EmojiReactionSummary {
  @Field({ description: 'The emoji itself.' }) name!: string;
  @Field(() => Int) count!: number;
  @Field() me!: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'An emoji reacted with on a status, with the accounts that reacted (oldest first).' })
export class EmojiReaction extends EmojiReactionSummary {
  @Field(() => [Account]) accounts!: unknown[];
}

@ObjectType({ simpleResolvers: true, description: 'A page of statuses, newest first.' })
export class StatusPage extends PageOf(Status) {}

@ObjectType({ description: 'A page of statuses as admins list them, newest first, with how many match in all.' })
export class StatusOffsetPage extends OffsetPageOf(Status) {}

@ObjectType({ simpleResolvers: true, description: "A status's place in its thread, as the viewer may see it." })
export class StatusThread {
  @Field(() => [Status], { description: 'From the root down to the parent.' }) ancestors!: unknown[];
  @Field(() => [Status], { description: 'Replies below, depth first.' }) descendants!: unknown[];
}

@ArgsType()
export class TimelineArgs {
  @Field(() => Boolean, { nullable: true, description: 'Only local statuses.' }) local?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Only statuses with media.' }) onlyMedia?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Also statuses of muted accounts (Pleroma).' }) withMuted?: boolean | null;
  @Field(() => [StatusVisibility], { nullable: true, description: 'Leave out these visibilities (Pleroma).' }) excludeVisibilities?: Visibility[] | null;
}
