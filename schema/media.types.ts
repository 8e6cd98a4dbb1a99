import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({
  simpleResolvers: true,
  description: 'An uploaded file; `url` and `previewUrl` are resolved in resolvers/media.resolver.ts.',
})
export class MediaAttachment {
  @Field(() => ID, { description: 'The attachment id.' }) id!: number;
  @Field({ description: 'image, video, audio or unknown, from the file content.' }) type!: string;
  @Field({ description: 'The content type found in the file content.' }) mimeType!: string;
  @Field(() => String, { nullable: true, description: 'The alt text.' }) description!: string | null;
  @Field(() => GraphQLJSONObject, { description: 'focus {x, y}; original {width, height, size, aspect} for images.' })
  meta!: Record<string, unknown>;
  @Field({ description: 'When it was created.' }) createdAt!: Date;
}
