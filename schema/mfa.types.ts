import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: "The caller's multi-factor authentication settings." })
export class MfaSettings {
  @Field({ description: 'Whether a second factor is required at login.' }) enabled!: boolean;
  @Field({ description: 'Whether TOTP (an authenticator app) is set up and confirmed.' }) totp!: boolean;
}

@ObjectType({ description: 'A TOTP secret waiting for its confirmation with a code.' })
export class TotpSetup {
  @Field({ description: 'The secret, base32, for typing into an authenticator app.' }) key!: string;
  @Field({ description: 'The otpauth:// URI an authenticator app scans.' }) provisioningUri!: string;
}
