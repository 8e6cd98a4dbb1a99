import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { CountedPageArgs, CountedPageOf } from './page.types.js';

@ObjectType({ simpleResolvers: true, description: 'A URL the media proxy refuses to serve.' })
export class MediaProxyBan {
  @Field({ description: 'The banned remote URL.' }) url!: string;
  @Field({ description: 'When it was banned.' }) createdAt!: Date;
}

@ObjectType({
  simpleResolvers: true,
  description:
    "A page of the URLs the media proxy refuses to serve (Pleroma's banned media proxy URLs), newest first, with how many match in all.",
})
export class MediaProxyBanPage extends CountedPageOf(MediaProxyBan) {
  @Field(() => Int, { description: 'The page size used (the REST listing echoes it as page_size).' })
  pageSize!: number;
}

@ArgsType()
export class MediaProxyBanArgs extends CountedPageArgs {
  @Field(() => String, { nullable: true, description: 'Only URLs containing this text (case-insensitive).' })
  query?: string | null;
}
