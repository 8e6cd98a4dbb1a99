import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A custom emoji from the emoji folder.' })
export class CustomEmoji {
  @Field() shortcode!: string;
  @Field({ description: 'The image URL.' }) url!: string;
  @Field({ description: 'The image path under the public URL (`/emoji/...`), as Pleroma\'s emoji map gives it.' }) path!: string;
  @Field(() => [String], { description: '`pack:<name>` for an emoji of a pack, `Custom` otherwise.' }) tags!: string[];
  @Field({ description: 'The pack tag, or empty for loose emoji (Pleroma: the tags without `Custom`).' }) category!: string;
}
