import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The mascot the front-end shows for the account (a default one until uploaded).' })
export class Mascot {
  @Field(() => ID, { description: '"default-mascot" until one is uploaded.' }) id!: string;
  @Field({ description: "The mascot's URL." }) url!: string;
  @Field({ description: 'Always "image".' }) type!: string;
  @Field({ description: "The file's MIME type." }) mimeType!: string;
}
