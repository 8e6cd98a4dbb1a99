import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A registered OAuth app as admins see it, client secret included.' })
export class AdminOAuthApp {
  @Field(() => ID, { description: "The app's id." }) id!: number;
  @Field({ description: "The app's name." }) name!: string;
  @Field(() => ID, { description: 'The client id.' }) clientId!: string;
  @Field({ description: 'The client secret.' }) clientSecret!: string;
  @Field({ description: 'Its redirect URIs, one per line.' }) redirectUri!: string;
  @Field({ description: 'Its scopes, space-separated.' }) scopes!: string;
  @Field(() => String, { nullable: true, description: 'Its website.' }) website!: string | null;
  @Field({ description: 'A trusted app skips the consent step of /oauth/authorize.' }) trusted!: boolean;
}

@ObjectType({ description: 'A page of OAuth apps.' })
export class AdminOAuthAppList {
  @Field(() => [AdminOAuthApp], { description: 'The apps of the page.' }) apps!: unknown[];
  @Field(() => Int, { description: 'How many apps match.' }) count!: number;
  @Field(() => Int, { description: 'The page size used.' }) pageSize!: number;
}

@ObjectType({ description: 'The outcome of creating or updating an OAuth app: the app, or the problems by field.' })
export class AdminOAuthAppResult {
  @Field(() => AdminOAuthApp, { nullable: true, description: 'The app, on success.' }) app!: unknown;
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'Field name to message, e.g. {"name": "can\'t be blank"}.',
  })
  errors!: Record<string, string> | null;
}

@InputType({ description: 'Fields of an OAuth app; on update, only those given change.' })
export class AdminOAuthAppInput {
  @Field(() => String, { nullable: true, description: "The app's name." }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'Redirect URIs, separated by white space.' }) redirectUris?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Scopes, separated by spaces.' }) scopes?: string | null;
  @Field(() => String, { nullable: true, description: "The app's website." }) website?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Skip the consent step of /oauth/authorize.' }) trusted?:
    boolean | null;
}
