import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { CountedPageArgs, CountedPageOf } from './page.types.js';

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

@ObjectType({
  simpleResolvers: true,
  description: 'A page of OAuth apps, oldest first, with how many match in all.',
})
export class AdminOAuthAppPage extends CountedPageOf(AdminOAuthApp) {
  @Field(() => Int, { description: 'The page size used (the REST listing echoes it as page_size).' })
  pageSize!: number;
}

@ArgsType()
export class AdminOAuthAppSearchArgs extends CountedPageArgs {
  @Field(() => String, { nullable: true, description: 'Exact name.' }) name?: string | null;
  @Field(() => ID, { nullable: true, description: 'Exact client id.' }) clientId?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Only trusted (or untrusted) apps.' }) trusted?: boolean | null;
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
