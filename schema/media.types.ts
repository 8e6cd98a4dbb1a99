import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { MediaType as Kind } from '../src/entities/index.js';

export const MediaType = {
  IMAGE: 'image',
  VIDEO: 'video',
  AUDIO: 'audio',
  UNKNOWN: 'unknown',
} as const satisfies Record<Uppercase<Kind>, Kind>;
registerEnumType(MediaType, {
  name: 'MediaType',
  description: 'What an uploaded file is, from its content.',
  valuesConfig: {
    IMAGE: { description: 'A picture (animated GIFs included).' },
    VIDEO: { description: 'A video.' },
    AUDIO: { description: 'A sound file.' },
    UNKNOWN: { description: 'Anything else.' },
  },
});

@ObjectType({
  simpleResolvers: true,
  description: 'An uploaded file; `url` and `previewUrl` are resolved in resolvers/media.resolver.ts.',
})
export class MediaAttachment {
  @Field(() => ID, { description: 'The attachment id.' }) id!: number;
  @Field(() => MediaType, { description: 'What the file is, from its content.' }) type!: Kind;
  @Field({ description: 'The content type found in the file content.' }) mimeType!: string;
  @Field(() => String, { nullable: true, description: 'The alt text.' }) description!: string | null;
  @Field(() => GraphQLJSONObject, { description: 'focus {x, y}; original {width, height, size, aspect} for images.' })
  meta!: Record<string, unknown>;
  @Field({ description: 'When it was created.' }) createdAt!: Date;
}
