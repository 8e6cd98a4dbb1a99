import { Ctx, Query, Resolver } from 'type-graphql';
import { and } from 'graphql-shield';
import type { Context } from '../src/graphql/context.js';
import { preferencesOf, type Preferences as PreferencesData } from '../src/accounts/preferences.js';
import { Preferences } from '../schema/preference.types.js';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const preferenceRules = {
  Query: { preferences: and(isAuthenticated, hasScope('read:accounts')) },
} satisfies RuleMap;

@Resolver(() => Preferences)
export class PreferenceResolver {
  @Query(() => Preferences, { description: "The caller's posting and reading defaults." })
  preferences(@Ctx() ctx: Context): PreferencesData {
    return preferencesOf(ctx.auth.user!);
  }
}
