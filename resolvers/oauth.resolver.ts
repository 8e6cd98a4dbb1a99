import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../src/context.js';
import { createApp, findClient, revokeToken } from '../src/oauth/oauth.service.js';
import { exchangeToken, loginWithJwt, type TokenGrant } from '../src/oauth/token-grants.js';
import { CreateAppInput, OAuthClient, Token, TokenRequestInput } from '../schema/oauth.types.js';

@Resolver()
export class OAuthResolver {
  @Mutation(() => OAuthClient, { description: 'Registers an OAuth client (POST /api/v1/apps).' })
  async createApp(@Ctx() ctx: Context, @Arg('input') input: CreateAppInput): Promise<OAuthClient> {
    const { app, clientSecret } = await createApp(ctx.em, ctx.deps.box, input);
    return { id: app.id, name: app.name, clientId: app.clientId, clientSecret, redirectUri: app.redirectUris, website: app.website, scopes: app.scopes };
  }

  @Mutation(() => Token, {
    description:
      'Logs in with a nickname (or e-mail) and password. With an OAuth client it is the password grant and returns ' +
      'an OAuth token of that client; without one it returns a short-lived JWT (the zone service login).',
  })
  login(
    @Ctx() ctx: Context,
    @Arg('username') username: string,
    @Arg('password') password: string,
    @Arg('clientId', () => String, { nullable: true }) clientId?: string | null,
    @Arg('clientSecret', () => String, { nullable: true }) clientSecret?: string | null,
    @Arg('scope', () => String, { nullable: true }) scope?: string | null,
  ): Promise<TokenGrant> {
    if (clientId) {
      return exchangeToken(ctx.em, ctx.deps.box, { grantType: 'password', clientId, clientSecret: clientSecret ?? '', username, password, scope });
    }
    return loginWithJwt(ctx.em, ctx.deps.config.jwtSecret, username, password);
  }

  @Mutation(() => Token, { description: 'The OAuth token endpoint: password, client_credentials, refresh_token, authorization_code.' })
  exchangeToken(@Ctx() ctx: Context, @Arg('input') input: TokenRequestInput): Promise<TokenGrant> {
    return exchangeToken(ctx.em, ctx.deps.box, input);
  }

  @Mutation(() => Boolean, { description: "Revokes one of the client's access tokens (RFC 7009: unknown tokens are no error)." })
  async revokeToken(
    @Ctx() ctx: Context,
    @Arg('token') token: string,
    @Arg('clientId') clientId: string,
    @Arg('clientSecret') clientSecret: string,
  ): Promise<boolean> {
    await revokeToken(ctx.em, await findClient(ctx.em, ctx.deps.box, clientId, clientSecret), token);
    return true;
  }
}
