import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  simpleResolvers: true,
  description: "A page of the URLs the media proxy refuses to serve (Pleroma's banned media proxy URLs).",
})
export class MediaProxyBannedUrls {
  @Field(() => Int, { description: 'The page size asked for.' }) pageSize!: number;
  @Field(() => Int, { description: 'How many banned URLs match, in all pages.' }) count!: number;
  @Field(() => [String], { description: 'The banned remote URLs of this page, newest first.' }) urls!: string[];
}
