import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Where an instance document is served.' })
export class AdminInstanceDocumentUrl {
  @Field({ description: 'The public URL of the document.' }) url!: string;
}
