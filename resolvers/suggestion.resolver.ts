import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { and } from 'graphql-shield';
import type { Context } from '../src/graphql/context.js';
import {
  dismissSuggestion,
  suggestions,
  type Suggestion as SuggestionData,
} from '../src/suggestions/suggestion.service.js';
import { Suggestion, SuggestionPage } from '../schema/suggestion.types.js';
import { PageArgs } from '../schema/page.types.js';
import type { Page } from '../src/core/pagination.js';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const suggestionRules = {
  Query: {
    suggestions: and(isAuthenticated, hasScope('read')),
  },
  Mutation: {
    dismissSuggestion: and(isAuthenticated, hasScope('read')),
  },
} satisfies RuleMap;

@Resolver(() => Suggestion)
export class SuggestionResolver {
  @Query(() => SuggestionPage, {
    description:
      'Local accounts the viewer might follow: staff first, then the most followed (pages of 1 to 80, default 40).',
  })
  suggestions(@Ctx() ctx: Context, @Args(() => PageArgs) page: PageArgs): Promise<Page<SuggestionData>> {
    return suggestions(ctx.em, ctx.auth.user!, page);
  }

  @Mutation(() => ID, { description: 'Stops suggesting an account to the viewer; its id.' })
  dismissSuggestion(
    @Ctx() ctx: Context,
    @Arg('accountId', () => ID, { description: 'The account not to suggest again.' }) accountId: string,
  ): Promise<number> {
    return dismissSuggestion(ctx.em, ctx.auth.user!, accountId);
  }
}
