import { GraphQLJSON } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'A setting in Pleroma\'s terms: group and key as atoms (":pleroma", ":instance") or modules, the value in the JSON form of Elixir terms.',
})
export class AdminConfigEntry {
  @Field({ description: 'An atom, e.g. ":pleroma".' }) group!: string;
  @Field({ description: 'An atom (":instance") or a module name ("Pleroma.Upload").' }) key!: string;
  @Field(() => GraphQLJSON, {
    description: 'Atoms as ":name", tuples as {"tuple": [...]}, keyword lists as lists of 2-tuples.',
  })
  value!: unknown;
  @Field(() => [String], {
    nullable: true,
    description: 'The nested settings stored in the database (absent for a setting at its defaults).',
  })
  db?: string[];
}

@ObjectType({ description: 'Settings, and whether a setting applied at build time waits for a restart.' })
export class AdminConfigList {
  @Field(() => [AdminConfigEntry], { description: 'The settings.' }) configs!: AdminConfigEntry[];
  @Field({ description: 'A changed setting takes effect only after adminRestart.' }) needReboot!: boolean;
}

@ObjectType({
  description: 'How the admin front-end renders one setting: its nested settings with types and suggestions.',
})
export class AdminConfigDescription {
  @Field({ description: 'An atom, e.g. ":pleroma".' }) group!: string;
  @Field({ description: 'An atom, e.g. ":instance".' }) key!: string;
  @Field({ description: 'A readable name.' }) label!: string;
  @Field(() => GraphQLJSON, { description: '"group", or a type name, or a list of allowed types.' }) type!: unknown;
  @Field({ description: 'What the setting does.' }) description!: string;
  @Field(() => GraphQLJSON, { description: 'Nested settings: key, label, type, description, suggestions, children.' })
  children!: unknown;
}
