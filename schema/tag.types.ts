import { Field, ObjectType } from 'type-graphql';
import { PageOf } from './page.types.js';

@ObjectType({ simpleResolvers: true, description: "A hashtag (Mastodon's Tag)." })
export class Tag {
  @Field({ description: 'Lower-case, without "#".' }) name!: string;
  @Field({ description: 'The hashtag page URL.' }) url!: string;
  @Field(() => Boolean, {
    nullable: true,
    description: "Whether the caller follows it (null without a caller, and in a status's tags).",
  })
  following?: boolean | null;
}

@ObjectType({ simpleResolvers: true, description: 'A page of hashtags, newest first.' })
export class TagPage extends PageOf(Tag) {}
