import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { Account } from './account.types.js';

/**
 * Relay's connection arguments over a list newest first: `first` items after the cursor `after` (older), or
 * the `last` items before the cursor `before` (newer). docs/graphql.md#pagination tells how they combine.
 */
@ArgsType()
export class PageArgs {
  @Field(() => Int, {
    nullable: true,
    description: "Page size, from the newest end of the window (the list's default if neither first nor last).",
  })
  first?: number | null;
  @Field(() => String, { nullable: true, description: 'Items older than this cursor (an `endCursor`).' })
  after?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Page size, from the oldest end of the window: with `before`, the items just newer than it.',
  })
  last?: number | null;
  @Field(() => String, { nullable: true, description: 'Items newer than this cursor (a `startCursor`).' })
  before?: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'Where a page sits in its list, as Relay connections tell it.' })
export class PageInfo {
  @Field(() => String, {
    nullable: true,
    description: "The first (newest) edge's cursor: `before` for the page above.",
  })
  startCursor!: string | null;
  @Field(() => String, { nullable: true, description: "The last (oldest) edge's cursor: `after` for the next page." })
  endCursor!: string | null;
  @Field({ description: 'Older items follow this page (known when paging with `first`; false with `last`).' })
  hasNextPage!: boolean;
  @Field({ description: 'Newer items precede this page (known when paging with `last`; false with `first`).' })
  hasPreviousPage!: boolean;
}

const edgeTypes = new Map<ClassType, ClassType>();

/** `<Item>Edge { cursor node }`, one per item type. */
function EdgeOf<T extends object>(item: ClassType<T>): ClassType<{ cursor: string; node: T }> {
  let edge = edgeTypes.get(item);
  if (!edge) {
    @ObjectType(`${item.name}Edge`, { simpleResolvers: true, description: `A ${item.name} and its cursor.` })
    class Edge {
      @Field({ description: 'Where this item sits in the list: pass it as `after` or `before`.' }) cursor!: string;
      @Field(() => item, { description: 'The item.' }) node!: T;
    }
    edge = Edge;
    edgeTypes.set(item, edge);
  }
  return edge as ClassType<{ cursor: string; node: T }>;
}

/**
 * A Relay connection (`<Item>Page { edges { cursor node } nodes pageInfo }`), resolved from the `Page<T>`
 * (`items`, `cursors`, `pageInfo`) a service returns. Each list type gets its own named class:
 * `@ObjectType({ description }) export class StatusPage extends PageOf(Status) {}`, and its field takes
 * `@Args(() => PageArgs)`.
 */
export function PageOf<T extends object>(item: ClassType<T>) {
  const Edge = EdgeOf(item);
  @ObjectType()
  abstract class Connection {
    items!: T[];
    cursors!: string[];
    @Field(() => [Edge], { description: "The items of this page with their cursors, in the list's order." })
    get edges(): Array<{ cursor: string; node: T }> {
      return this.items.map((node, i) => ({ cursor: this.cursors[i], node }));
    }
    @Field(() => [item], { description: 'The items of this page (the nodes of `edges`).' })
    get nodes(): T[] {
      return this.items;
    }
    @Field(() => PageInfo, { description: 'The cursors of the first and last edges and whether more pages follow.' })
    pageInfo!: PageInfo;
  }
  return Connection;
}

/**
 * A connection of a list whose REST form pages by number (the admin lists): `PageOf` with `totalCount`.
 * `@ObjectType({ description }) export class ReportPage extends CountedPageOf(Report) {}`.
 */
export function CountedPageOf<T extends object>(item: ClassType<T>) {
  @ObjectType()
  abstract class CountedConnection extends PageOf(item) {
    @Field(() => Int, { description: 'How many items the list holds in all pages.' }) totalCount!: number;
  }
  return CountedConnection;
}

/** Relay's arguments and the admin REST API's page numbers, for a `CountedPageOf` list. */
@ArgsType()
export class CountedPageArgs extends PageArgs {
  @Field(() => Int, {
    nullable: true,
    description: "REST's page number, from 1: page n skips n - 1 pages of the size.",
  })
  page?: number | null;
  @Field(() => Int, { nullable: true, description: 'Page size when neither first nor last is given (at most 1000).' })
  pageSize?: number | null;
}

@ObjectType({ description: 'A page of accounts (who favourited or reblogged a status...).' })
export class AccountPage extends PageOf(Account) {}
