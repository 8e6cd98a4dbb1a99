import { ArgsType, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { User } from '../src/entities/index.js';
import type { SearchQuery, SearchType as Type } from '../src/search/search.service.js';
import { PageArgs, PageOf } from './page.types.js';
import { Tag } from './tag.types.js';

export const SearchType = {
  ACCOUNTS: 'accounts',
  STATUSES: 'statuses',
  HASHTAGS: 'hashtags',
} as const satisfies Record<Uppercase<Type>, Type>;
registerEnumType(SearchType, {
  name: 'SearchType',
  description: 'What to search for (all three when absent).',
  valuesConfig: {
    ACCOUNTS: { description: 'Accounts.' },
    HASHTAGS: { description: 'Hashtags.' },
    STATUSES: { description: 'Statuses the caller may see.' },
  },
});

/**
 * What a search asks, handed by `Query.search` to the fields of its results: each list is searched when it is
 * selected, with its own page.
 */
export interface SearchRequest extends SearchQuery {
  type?: Type | null;
  viewer: User | null;
}

@ObjectType({
  description:
    'What a search found: accounts, statuses the viewer may see, hashtags; each a page ranked by relevance (position cursors).',
})
export class SearchResults {
  request!: SearchRequest;
}

@ObjectType({ simpleResolvers: true, description: 'A page of hashtags matching a search, shortest first.' })
export class SearchTagPage extends PageOf(Tag) {}

/** The page of statuses a search finds, and Mastodon's id bounds on them. */
@ArgsType()
export class SearchStatusArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: "Only statuses older than this id (Mastodon's `max_id`)." })
  olderThan?: string | null;
  @Field(() => ID, { nullable: true, description: "Only statuses newer than this id (Mastodon's `min_id`)." })
  newerThan?: string | null;
}
