import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import type { FilterAction as Action } from '../src/entities/index.js';
import { FilterContext } from './filter.types.js';
import type { FilterContext as Context } from '../src/entities/index.js';

export const FilterAction = {
  WARN: 'warn',
  HIDE: 'hide',
} as const satisfies Record<Uppercase<Action>, Action>;
registerEnumType(FilterAction, {
  name: 'FilterAction',
  description: 'What a filter does with the statuses it matches.',
  valuesConfig: {
    WARN: { description: "Keep them, with the filter named in the status's `filtered` (clients show a warning)." },
    HIDE: { description: 'Drop them from the contexts the filter names.' },
  },
});

@ObjectType({ description: 'A word or phrase of a filter.' })
export class FilterKeyword {
  @Field(() => ID, { description: 'The keyword id.' }) id!: number;
  @Field({ description: 'The word or phrase matched.' }) keyword!: string;
  @Field({ description: 'Match whole words only.' }) wholeWord!: boolean;
}

@ObjectType({ description: 'A status a filter matches by id (and its reblogs).' })
export class FilterStatus {
  @Field(() => ID, { description: 'The id of this entry.' }) id!: number;
}

@ObjectType({ description: "One of the viewer's filters (Mastodon 4): keywords and statuses, contexts, an action." })
export class CustomFilter {
  @Field(() => ID, { description: 'The filter id.' }) id!: number;
  @Field({ description: 'The name the owner gave it.' }) title!: string;
  @Field(() => [FilterContext], { description: 'Where it applies.' }) context!: Context[];
  @Field(() => FilterAction, { description: 'What it does with what it matches.' }) action!: Action;
  @Field(() => Date, { nullable: true, description: 'When it stops applying (null: never).' }) expiresAt!: Date | null;
}

@InputType({ description: 'A change to the keywords of a filter: a new one (no id), an edit (id), a removal.' })
export class FilterKeywordChange {
  @Field(() => ID, { nullable: true, description: 'The keyword changed or removed; absent: a new keyword.' })
  id?: string | null;
  @Field(() => String, { nullable: true, description: 'The word or phrase (required for a new one).' })
  keyword?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Match whole words only (default true).' })
  wholeWord?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Remove the keyword `id`.' })
  destroy?: boolean | null;
}

@ObjectType({ description: "A filter of the viewer matching a status, and by what (Mastodon's FilterResult)." })
export class FilterResult {
  @Field(() => CustomFilter, { description: 'The filter.' }) filter!: unknown;
  @Field(() => [String], { description: 'Its keywords found in the status.' }) keywordMatches!: string[];
  @Field(() => [ID], { description: 'Its statuses that are this one or the one it reblogs.' }) statusMatches!: number[];
}
