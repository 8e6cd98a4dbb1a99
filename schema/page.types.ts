import { ArgsType, Field, ID, Int, ObjectType, type ClassType } from 'type-graphql';
import { Account } from './account.types.js';

@ArgsType()
export class PageArgs {
  @Field(() => ID, { nullable: true, description: 'Items older than this cursor.' }) maxId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Items newer than this cursor, newest first.' }) sinceId?: string | null;
  @Field(() => ID, { nullable: true, description: 'The items just newer than this cursor (the page above it).' }) minId?: string | null;
  @Field(() => Int, { nullable: true, description: 'Page size: 20 by default, at most 40.' }) limit?: number | null;
}

@ObjectType({ description: "A page's cursors, as Mastodon's Link header gives them." })
export class PageInfo {
  @Field(() => ID, { nullable: true, description: 'The first (newest) item: pass as `minId` for the page above.' }) startCursor!: number | null;
  @Field(() => ID, { nullable: true, description: 'The last (oldest) item: pass as `maxId` for the next page.' }) endCursor!: number | null;
}

/** A page of items with its cursors; each list type gets its own named page type. */
export function PageOf<T extends object>(item: ClassType<T>) {
  @ObjectType()
  abstract class Page {
    @Field(() => [item]) items!: T[];
    @Field(() => PageInfo) pageInfo!: PageInfo;
  }
  return Page;
}

@ObjectType({ description: 'A page of accounts (who favourited or reblogged a status...).' })
export class AccountPage extends PageOf(Account) {}
