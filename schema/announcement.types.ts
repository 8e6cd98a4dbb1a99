import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { PageOf } from './page.types.js';

@ObjectType({
  description: 'A reaction to an announcement: an emoji, how many reacted with it, and whether the viewer did.',
})
export class AnnouncementReaction {
  @Field({ description: 'The unicode emoji, or the shortcode of a custom emoji.' }) name!: string;
  @Field(() => Int, { description: 'How many accounts reacted with it.' }) count!: number;
  @Field({ description: 'Whether the viewer reacted with it (false for anonymous callers).' }) me!: boolean;
  @Field(() => String, { nullable: true, description: "The custom emoji's image URL; null for a unicode emoji." })
  url!: string | null;
  @Field(() => String, { nullable: true, description: "The custom emoji's still image URL; null for a unicode emoji." })
  staticUrl!: string | null;
}

@ObjectType({ description: 'A notice from the admins, shown to every user between its optional start and end.' })
export class Announcement {
  @Field(() => ID, { description: 'The announcement id.' }) id!: number;
  @Field(() => Date, { nullable: true, description: 'When it starts being shown; null: since it was published.' })
  startsAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it stops being shown; null: never.' })
  endsAt!: Date | null;
  @Field({ description: 'The start and end are whole days.' }) allDay!: boolean;
  @Field({ description: 'When it was created.' }) createdAt!: Date;
  @Field({ description: 'When it was last changed.' }) updatedAt!: Date;
}

@ObjectType({ description: 'A page of announcements, oldest first (position cursors).' })
export class AnnouncementPage extends PageOf(Announcement) {}

/** What an admin writes of an announcement, on creation and on change (absent fields stay as they are). */
@ArgsType()
export class AnnouncementFieldsArgs {
  @Field(() => String, { nullable: true, description: 'The text (plain text, not blank).' }) content?: string;
  @Field(() => String, { nullable: true, description: 'When it starts being shown (ISO 8601).' })
  startsAt?: string | null;
  @Field(() => String, { nullable: true, description: 'When it stops being shown (ISO 8601).' })
  endsAt?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'The dates are whole days (false when created without).' })
  allDay?: boolean;
}
