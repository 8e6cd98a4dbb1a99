import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { and } from 'graphql-shield';
import type { Context } from '../src/graphql/context.js';
import {
  dismissSuggestion,
  suggestions,
  type Suggestion as SuggestionData,
} from '../src/suggestions/suggestion.service.js';
import { Suggestion } from '../schema/suggestion.types.js';
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
  @Query(() => [Suggestion], {
    description: 'Local accounts the viewer might follow: staff first, then the most followed.',
  })
  suggestions(
    @Ctx() ctx: Context,
    @Arg('limit', () => Int, { nullable: true, description: 'How many (1 to 80, default 40).' }) limit?: number,
  ): Promise<SuggestionData[]> {
    return suggestions(ctx.em, ctx.auth.user!, limit);
  }

  @Mutation(() => ID, { description: 'Stops suggesting an account to the viewer; its id.' })
  dismissSuggestion(
    @Ctx() ctx: Context,
    @Arg('accountId', () => ID, { description: 'The account not to suggest again.' }) accountId: string,
  ): Promise<number> {
    return dismissSuggestion(ctx.em, ctx.auth.user!, accountId);
  }
}
