import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'An uploaded file; `url` and `previewUrl` are resolved in resolvers/media.resolver.ts.' })
export class MediaAttachment {
  @Field(() => ID) id!: number;
  @Field({ description: 'image, video, audio or unknown, from the file content.' }) type!: string;
  @Field({ description: 'The content type found in the file content.' }) mimeType!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => GraphQLJSONObject, { description: 'focus {x, y}; original {width, height, size, aspect} for images.' }) meta!: Record<string, unknown>;
  @Field() createdAt!: Date;
}
