import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  simpleResolvers: true,
  description:
    "A web frontend the server can host (Pleroma's frontend management), installed under DATA_DIR/frontends/<name>/<ref>.",
})
export class Frontend {
  @Field({ description: 'Its name (the folder it installs to).' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Its source repository.' }) git!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Where its built bundle is downloaded (`${ref}` stands for the ref).',
  })
  buildUrl!: string | null;
  @Field({ description: 'The version (git ref) installed by default.' }) ref!: string;
  @Field({ description: 'Whether a version of it is installed.' }) installed!: boolean;
}
