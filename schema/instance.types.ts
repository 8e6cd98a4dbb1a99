import { Field, Float, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';

@ObjectType({ simpleResolvers: true, description: 'Counts over the instance.' })
export class InstanceStats {
  @Field(() => Int, { description: 'Local accounts.' }) userCount!: number;
  @Field(() => Int, { description: 'Local statuses.' }) statusCount!: number;
  @Field(() => Int, { description: 'Known other instances.' }) domainCount!: number;
}

@ObjectType({ simpleResolvers: true, description: 'The limits of polls.' })
export class PollLimits {
  @Field(() => Int, { description: 'The most options.' }) maxOptions!: number;
  @Field(() => Int, { description: 'The longest option, in characters.' }) maxOptionChars!: number;
  @Field(() => Int, { description: 'The shortest duration, in seconds.' }) minExpiration!: number;
  @Field(() => Int, { description: 'The longest duration, in seconds.' }) maxExpiration!: number;
}

@ObjectType({ simpleResolvers: true, description: 'What the instance tells clients about itself.' })
export class Instance {
  @Field({ description: 'The host name.' }) uri!: string;
  @Field({ description: 'The public base URL.' }) url!: string;
  @Field({ description: "The instance's name." }) title!: string;
  @Field({ description: "The instance's description." }) description!: string;
  @Field({ description: "The admins' contact address." }) email!: string;
  @Field({ description: 'Mastodon-compatible version string clients parse to detect Pleroma features.' })
  version!: string;
  @Field({
    description:
      'The software as nodeinfo names it: `pleroma`, so that clients choose their Pleroma driver (`version` names fedigraph).',
  })
  softwareName!: string;
  @Field({
    description:
      'Its version as nodeinfo gives it: the Pleroma API version with fedigraph as build metadata (2.2.0+fedigraph-0.1.0).',
  })
  softwareVersion!: string;
  @Field({ description: 'Registrations are open.' }) registrations!: boolean;
  @Field({ description: "New accounts need an admin's approval." }) approvalRequired!: boolean;
  @Field({ description: 'Registration by invite is possible.' }) invitesEnabled!: boolean;
  @Field({ description: 'New accounts must confirm their e-mail address.' }) accountActivationRequired!: boolean;
  @Field(() => Int, { description: 'The longest status text, in characters.' }) maxTootChars!: number;
  @Field(() => Int, { description: "Longest chat message, in characters (Pleroma's chat_limit)." }) chatLimit!: number;
  @Field(() => Int, { description: 'The largest media upload, in bytes.' }) uploadLimit!: number;
  @Field(() => Int, { description: 'The largest avatar, in bytes.' }) avatarUploadLimit!: number;
  @Field(() => Int, { description: 'The largest header image, in bytes.' }) bannerUploadLimit!: number;
  @Field(() => Int, { description: 'The largest profile background, in bytes.' }) backgroundUploadLimit!: number;
  @Field({ description: 'The URL of the streaming API.' }) streamingApi!: string;
  @Field({ description: "The instance's thumbnail image URL." }) thumbnail!: string;
  @Field(() => [String], { description: 'The languages of the instance.' }) languages!: string[];
  @Field(() => [String], {
    description: 'The media types an upload is recognised as (any other file is kept as a download).',
  })
  supportedMimeTypes!: string[];
  @Field(() => [String], { description: 'Feature names as nodeinfo metadata.features lists them.' })
  features!: string[];
  @Field(() => InstanceStats, { description: 'Counts over the instance.' }) stats!: InstanceStats;
  @Field(() => PollLimits, { description: 'The limits of polls.' }) pollLimits!: PollLimits;
}

@ObjectType({
  simpleResolvers: true,
  description: 'Database and process health, as the healthcheck endpoint reports it.',
})
export class Healthcheck {
  @Field({ description: 'Whether the database answers.' }) healthy!: boolean;
  @Field(() => Int, { description: 'The database connection pool size.' }) poolSize!: number;
  @Field(() => Int, { description: 'Database connections in use.' }) active!: number;
  @Field(() => Int, { description: 'Database connections idle.' }) idle!: number;
  @Field(() => Float, { description: 'Resident memory in megabytes.' }) memoryUsed!: number;
  @Field(() => GraphQLJSONObject, { description: 'Jobs by state.' }) jobQueueStats!: Record<string, unknown>;
}
