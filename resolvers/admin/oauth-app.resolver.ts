import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../src/graphql/context.js';
import type { OAuthApp } from '../../src/entities/index.js';
import {
  createOAuthAppAsAdmin,
  deleteOAuthApp,
  listOAuthApps,
  updateOAuthApp,
  type AdminAppInput,
  type OAuthAppResult,
} from '../../src/oauth/oauth-app.service.js';
import {
  AdminOAuthApp,
  AdminOAuthAppInput,
  AdminOAuthAppPage,
  AdminOAuthAppResult,
  AdminOAuthAppSearchArgs,
} from '../../schema/oauth-app.types.js';
import { isAdmin, type RuleMap } from '../../src/auth/rules.js';

export const adminOAuthAppRules = {
  Query: {
    adminOAuthApps: isAdmin('read'),
  },
  Mutation: {
    adminCreateOAuthApp: isAdmin('write'),
    adminUpdateOAuthApp: isAdmin('write'),
    adminDeleteOAuthApp: isAdmin('write'),
  },
} satisfies RuleMap;

const toInput = (i: AdminOAuthAppInput): AdminAppInput => ({
  clientName: i.name ?? undefined,
  redirectUris: i.redirectUris ?? undefined,
  scopes: i.scopes,
  website: i.website,
  trusted: i.trusted,
});

@Resolver(() => AdminOAuthApp)
export class AdminOAuthAppResolver {
  @Query(() => AdminOAuthAppPage, {
    description: 'OAuth apps oldest first, filtered by exact name, client id and trust (admins).',
  })
  adminOAuthApps(@Ctx() ctx: Context, @Args() args: AdminOAuthAppSearchArgs): ReturnType<typeof listOAuthApps> {
    return listOAuthApps(ctx.em, args);
  }

  @Mutation(() => AdminOAuthAppResult, { description: 'Registers an OAuth app, trusted or not (admins).' })
  adminCreateOAuthApp(
    @Ctx() ctx: Context,
    @Arg('input', () => AdminOAuthAppInput, { description: 'The app to create.' }) input: AdminOAuthAppInput,
  ): Promise<OAuthAppResult> {
    return createOAuthAppAsAdmin(ctx.em, ctx.deps.box, toInput(input));
  }

  @Mutation(() => AdminOAuthAppResult, { description: 'Changes the given fields of an OAuth app (admins).' })
  adminUpdateOAuthApp(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The app id.' }) id: string,
    @Arg('input', () => AdminOAuthAppInput, { description: 'The fields to change.' }) input: AdminOAuthAppInput,
  ): Promise<OAuthAppResult> {
    return updateOAuthApp(ctx.em, id, toInput(input));
  }

  @Mutation(() => ID, { description: 'Deletes an OAuth app with its tokens (admins); returns its id.' })
  async adminDeleteOAuthApp(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The app id.' }) id: string,
  ): Promise<string> {
    await deleteOAuthApp(ctx.em, id);
    return String(id);
  }

  @FieldResolver(() => String)
  clientSecret(@Root() app: OAuthApp, @Ctx() ctx: Context): string {
    return ctx.deps.box.open(app.clientSecretSealed);
  }

  @FieldResolver(() => String)
  redirectUri(@Root() app: OAuthApp): string {
    return app.redirectUris;
  }
}
