import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { NotFoundError } from '../src/core/errors.js';
import { limitPasswordCheck } from '../src/auth/password-attempts.js';
import type { Context } from '../src/graphql/context.js';
import {
  createApp,
  findClient,
  listUserTokens,
  passwordGrant,
  revokeToken,
  revokeUserToken,
} from '../src/oauth/oauth.service.js';
import { exchangeToken, loginWithJwt, presentToken, type TokenGrant } from '../src/oauth/token-grants.js';
import {
  CreateAppInput,
  CurrentApp,
  OAuthClient,
  RevokedUserToken,
  Token,
  TokenRequestInput,
  UserToken,
} from '../schema/oauth.types.js';
import { allow, and } from 'graphql-shield';
import { hasScope, isAuthenticated, isAuthenticatedApp, type RuleMap } from '../src/auth/rules.js';

export const oauthRules = {
  Query: {
    currentApp: isAuthenticatedApp,
    userTokens: and(isAuthenticated, hasScope('read')),
  },
  Mutation: {
    createApp: allow,
    issueToken: allow,
    exchangeToken: allow,
    revokeToken: allow,
    revokeUserToken: and(isAuthenticated, hasScope('write')),
  },
} satisfies RuleMap;

@Resolver()
export class OAuthResolver {
  @Query(() => CurrentApp, {
    description: "The OAuth application the caller's token belongs to (GET /api/v1/apps/verify_credentials).",
  })
  currentApp(@Ctx() ctx: Context): CurrentApp {
    // A session cookie, a JWT or basic auth carry no application.
    if (!ctx.auth.app) throw new NotFoundError('Application not found');
    return { name: ctx.auth.app.name, website: ctx.auth.app.website };
  }

  @Query(() => [UserToken], { description: "The caller's live access tokens, newest first (GET /api/oauth_tokens)." })
  async userTokens(@Ctx() ctx: Context): Promise<UserToken[]> {
    const tokens = await listUserTokens(ctx.em, ctx.auth.user!);
    return tokens.map((t) => ({ id: t.id, appName: t.app.getEntity().name, validUntil: t.expiresAt }));
  }

  @Mutation(() => RevokedUserToken, {
    description: "Revokes one of the caller's access tokens by id (DELETE /api/oauth_tokens/:id).",
  })
  async revokeUserToken(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The token id, as userTokens lists it.' }) id: string,
  ): Promise<RevokedUserToken> {
    await revokeUserToken(ctx.em, ctx.auth.user!, id);
    return { id };
  }

  @Mutation(() => OAuthClient, { description: 'Registers an OAuth client (POST /api/v1/apps).' })
  async createApp(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The app to register.' }) input: CreateAppInput,
  ): Promise<OAuthClient> {
    const { app, clientSecret } = await createApp(ctx.em, ctx.deps.box, input);
    return {
      id: app.id,
      name: app.name,
      clientId: app.clientId,
      clientSecret,
      redirectUri: app.redirectUris,
      website: app.website,
      scopes: app.scopes,
    };
  }

  @Mutation(() => Token, {
    description:
      'Logs in with a nickname (or e-mail) and password. With an OAuth client it is the password grant and returns ' +
      'an OAuth token of that client; without one it returns a short-lived JWT (the zone service login). An account ' +
      'with MFA on needs `code` (a TOTP or backup code): without it the answer is FORBIDDEN `mfa_required`.',
  })
  async issueToken(
    @Ctx() ctx: Context,
    @Arg('username', { description: 'The nickname or e-mail address.' }) username: string,
    @Arg('password', { description: 'The account password.' }) password: string,
    @Arg('clientId', () => ID, { nullable: true, description: "The app's client id." }) clientId?: string | null,
    @Arg('clientSecret', () => String, { nullable: true, description: "The app's client secret." })
    clientSecret?: string | null,
    @Arg('scope', () => String, {
      nullable: true,
      description: "The scopes asked for, space-separated; default: the app's.",
    })
    scope?: string | null,
    @Arg('code', () => String, { nullable: true, description: 'The second factor of an account with MFA on.' })
    code?: string | null,
  ): Promise<TokenGrant> {
    return limitPasswordCheck(ctx.deps.rateLimits, ctx.ip, username, async () => {
      if (clientId) {
        const app = await findClient(ctx.em, ctx.deps.box, clientId, clientSecret ?? '');
        return presentToken(await passwordGrant(ctx.em, app, username, password, scope, { deps: ctx.deps, code }));
      }
      return loginWithJwt(ctx.em, ctx.deps.config.jwtSecret, username, password, { deps: ctx.deps, code });
    });
  }

  @Mutation(() => Token, {
    description: 'The OAuth token endpoint: password, client_credentials, refresh_token, authorization_code.',
  })
  exchangeToken(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'An OAuth token request: grant type and its fields.' }) input: TokenRequestInput,
  ): Promise<TokenGrant> {
    if (input.grantType !== 'password') return exchangeToken(ctx.em, ctx.deps.box, input);
    return limitPasswordCheck(ctx.deps.rateLimits, ctx.ip, input.username ?? '', () =>
      exchangeToken(ctx.em, ctx.deps.box, input),
    );
  }

  @Mutation(() => Boolean, {
    description: "Revokes one of the client's access tokens (RFC 7009: unknown tokens are no error).",
  })
  async revokeToken(
    @Ctx() ctx: Context,
    @Arg('token', { description: 'The access token to revoke.' }) token: string,
    @Arg('clientId', () => ID, { description: "The app's client id." }) clientId: string,
    @Arg('clientSecret', { description: "The app's client secret." }) clientSecret: string,
  ): Promise<boolean> {
    await revokeToken(ctx.em, await findClient(ctx.em, ctx.deps.box, clientId, clientSecret), token);
    return true;
  }
}
