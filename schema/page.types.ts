import { ArgsType, Field, ID, Int, ObjectType, type ClassType } from 'type-graphql';
import { Account } from './account.types.js';

@ArgsType()
export class PageArgs {
  @Field(() => ID, { nullable: true, description: 'Items older than this cursor.' }) maxId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Items newer than this cursor, newest first.' }) sinceId?:
    string | null;
  @Field(() => ID, { nullable: true, description: 'The items just newer than this cursor (the page above it).' })
  minId?: string | null;
  @Field(() => Int, { nullable: true, description: 'Page size: 20 by default, at most 40.' }) limit?: number | null;
}

@ObjectType({ simpleResolvers: true, description: "A page's cursors, as Mastodon's Link header gives them." })
export class PageInfo {
  @Field(() => ID, { nullable: true, description: 'The first (newest) item: pass as `minId` for the page above.' })
  startCursor!: number | null;
  @Field(() => ID, { nullable: true, description: 'The last (oldest) item: pass as `maxId` for the next page.' })
  endCursor!: number | null;
}

/**
 * A cursor page (`<Item>Page { items pageInfo }`): the items with their cursors. Each list type gets its own
 * named class: `@ObjectType({ description }) export class StatusPage extends PageOf(Status) {}`.
 */
export function PageOf<T extends object>(item: ClassType<T>) {
  @ObjectType({ simpleResolvers: true })
  abstract class Page {
    @Field(() => [item], { description: 'The items, newest first.' }) items!: T[];
    @Field(() => PageInfo, { description: 'The cursors of the first and last items, for the pages around this one.' })
    pageInfo!: PageInfo;
  }
  return Page;
}

/**
 * A page-numbered page (`<Item>OffsetPage { items total page pageSize }`), as the admin API pages:
 * `@ObjectType({ description }) export class ReportOffsetPage extends OffsetPageOf(Report) {}`.
 */
export function OffsetPageOf<T extends object>(item: ClassType<T>) {
  @ObjectType()
  abstract class OffsetPage {
    @Field(() => [item], { description: 'The items of this page.' }) items!: T[];
    @Field(() => Int, { description: 'How many items match in all pages.' }) total!: number;
    @Field(() => Int, { description: "This page's number, from 1." }) page!: number;
    @Field(() => Int, { description: 'The page size asked for (the last page may hold fewer items).' })
    pageSize!: number;
  }
  return OffsetPage;
}

@ObjectType({ description: 'A page of accounts (who favourited or reblogged a status...).' })
export class AccountPage extends PageOf(Account) {}
