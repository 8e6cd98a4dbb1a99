import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({
  simpleResolvers: true,
  description: 'A registered OAuth client with its credentials, as returned once at registration.',
})
export class OAuthClient {
  @Field(() => ID, { description: 'The app id.' }) id!: number;
  @Field({ description: "The app's name." }) name!: string;
  @Field(() => ID, { description: "The app's client id." }) clientId!: string;
  @Field({ description: "The app's client secret." }) clientSecret!: string;
  @Field({ description: 'The registered redirect URIs, one per line.' }) redirectUri!: string;
  @Field(() => String, { nullable: true, description: "The app's website." }) website!: string | null;
  @Field({ description: 'The scopes, space-separated.' }) scopes!: string;
}

@InputType({ description: 'An OAuth app to register.' })
export class CreateAppInput {
  @Field({ description: "The app's name." }) clientName!: string;
  @Field({
    description: 'One or more redirect URIs, separated by white space; urn:ietf:wg:oauth:2.0:oob shows the code.',
  })
  redirectUris!: string;
  @Field(() => String, { nullable: true, description: 'Space-separated scopes; default "read".' }) scopes?:
    string | null;
  @Field(() => String, { nullable: true, description: "The app's website." }) website?: string | null;
}

@InputType({ description: 'An OAuth 2 token request (RFC 6749 §4) with one of the supported grant types.' })
export class TokenRequestInput {
  @Field({ description: 'password, client_credentials, refresh_token or authorization_code' }) grantType!: string;
  @Field(() => ID, { description: "The app's client id." }) clientId!: string;
  @Field({ description: "The app's client secret." }) clientSecret!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The nickname (or, for the password grant, the nickname or e-mail address).',
  })
  username?: string | null;
  @Field(() => String, { nullable: true, description: 'The password (password grant).' }) password?: string | null;
  @Field(() => String, { nullable: true, description: 'The authorization code (authorization_code grant).' }) code?:
    string | null;
  @Field(() => String, { nullable: true, description: 'The redirect URI the code was issued for.' }) redirectUri?:
    string | null;
  @Field(() => String, { nullable: true, description: 'The refresh token (refresh_token grant).' }) refreshToken?:
    string | null;
  @Field(() => String, { nullable: true, description: 'The scopes asked for, space-separated.' }) scope?: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'An issued bearer token.' })
export class Token {
  @Field({ description: 'The bearer token.' }) accessToken!: string;
  @Field({ description: 'Always Bearer.' }) tokenType!: string;
  @Field({ description: 'The scopes granted, space-separated.' }) scope!: string;
  @Field(() => Int, { description: 'Unix time of issue.' }) createdAt!: number;
  @Field(() => Int, { description: 'Seconds until the access token expires.' }) expiresIn!: number;
  @Field(() => String, { nullable: true, description: 'The refresh token.' }) refreshToken!: string | null;
  @Field(() => ID, { nullable: true, description: 'The id of the account the token acts for.' }) accountId!:
    number | null;
}

@InputType({ description: 'The second step of a password login with MFA (POST /oauth/mfa/challenge).' })
export class MfaChallengeInput {
  @Field({ description: 'The `mfa_token` the password grant answered with.' }) mfaToken!: string;
  @Field({ description: '`totp` (a code of the authenticator app) or `recovery` (a backup code).' })
  challengeType!: string;
  @Field({ description: 'The TOTP or backup code.' }) code!: string;
  @Field(() => ID, { description: "The app's client id." }) clientId!: string;
  @Field({ description: "The app's client secret." }) clientSecret!: string;
}

@ObjectType({ description: 'The OAuth application the caller authenticated with.' })
export class CurrentApp {
  @Field({ description: 'Its name.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Its website.' }) website!: string | null;
}

@ObjectType({ description: "One of the caller's live access tokens, as Pleroma's settings page lists them." })
export class UserToken {
  @Field(() => ID, { description: 'The token id (not the token).' }) id!: number;
  @Field({ description: 'The name of the app it was issued to.' }) appName!: string;
  @Field({ description: 'When it expires.' }) validUntil!: Date;
}

@ObjectType({ description: 'A revoked token of the caller.' })
export class RevokedUserToken {
  @Field(() => ID, { description: 'The id asked for; revoking a token that is not the caller’s changes nothing.' })
  id!: string;
}
