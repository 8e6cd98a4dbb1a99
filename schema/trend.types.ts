import { Field, Int, ObjectType } from 'type-graphql';
import { PageOf } from './page.types.js';

@ObjectType({ simpleResolvers: true, description: 'One day of a trend.' })
export class TrendDay {
  @Field({ description: 'The start of the day (UTC).' }) day!: Date;
  @Field(() => Int, { description: 'How many public statuses used it that day.' }) uses!: number;
  @Field(() => Int, { description: 'How many accounts used it that day.' }) accounts!: number;
}

@ObjectType({ description: 'A hashtag used much in recent public statuses of this server.' })
export class TrendingTag {
  @Field({ description: 'Lower-case, without "#".' }) name!: string;
  @Field(() => [TrendDay], { description: 'The last 7 days, today first.' }) history!: TrendDay[];
}

@ObjectType({ simpleResolvers: true, description: 'A link shared much in recent public statuses of this server.' })
export class TrendingLink {
  @Field({ description: 'The link.' }) url!: string;
  @Field(() => [TrendDay], { description: 'The last 7 days, today first.' }) history!: TrendDay[];
}

@ObjectType({ description: 'A page of trending hashtags, top first (position cursors).' })
export class TrendingTagPage extends PageOf(TrendingTag) {}

@ObjectType({ description: 'A page of trending links, top first (position cursors).' })
export class TrendingLinkPage extends PageOf(TrendingLink) {}
