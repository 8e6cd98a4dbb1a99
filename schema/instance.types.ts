import { Field, Float, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';

@ObjectType({ simpleResolvers: true })
export class InstanceStats {
  @Field(() => Int) userCount!: number;
  @Field(() => Int) statusCount!: number;
  @Field(() => Int) domainCount!: number;
}

@ObjectType({ simpleResolvers: true })
export class PollLimits {
  @Field(() => Int) maxOptions!: number;
  @Field(() => Int) maxOptionChars!: number;
  @Field(() => Int) minExpiration!: number;
  @Field(() => Int) maxExpiration!: number;
}

@ObjectType({ simpleResolvers: true, description: 'What the instance tells clients about itself.' })
export class Instance {
  @Field({ description: 'The host name.' }) uri!: string;
  @Field({ description: 'The public base URL.' }) url!: string;
  @Field() title!: string;
  @Field() description!: string;
  @Field() email!: string;
  @Field({ description: 'Mastodon-compatible version string clients parse to detect Pleroma features.' }) version!: string;
  @Field({ description: "The software as nodeinfo names it: `pleroma`, so that clients choose their Pleroma driver (`version` names fedigraph)." }) softwareName!: string;
  @Field({ description: 'Its version as nodeinfo gives it: the Pleroma API version with fedigraph as build metadata (2.2.0+fedigraph-0.1.0).' }) softwareVersion!: string;
  @Field() registrations!: boolean;
  @Field() approvalRequired!: boolean;
  @Field() invitesEnabled!: boolean;
  @Field() accountActivationRequired!: boolean;
  @Field(() => Int) maxTootChars!: number;
  @Field(() => Int, { description: "Longest chat message, in characters (Pleroma's chat_limit)." }) chatLimit!: number;
  @Field(() => Int) uploadLimit!: number;
  @Field(() => Int) avatarUploadLimit!: number;
  @Field(() => Int) bannerUploadLimit!: number;
  @Field(() => Int) backgroundUploadLimit!: number;
  @Field() streamingApi!: string;
  @Field() thumbnail!: string;
  @Field(() => [String]) languages!: string[];
  @Field(() => [String], { description: 'Feature names as nodeinfo metadata.features lists them.' }) features!: string[];
  @Field(() => InstanceStats) stats!: InstanceStats;
  @Field(() => PollLimits) pollLimits!: PollLimits;
}

@ObjectType({ simpleResolvers: true, description: 'Database and process health, as the healthcheck endpoint reports it.' })
export class Healthcheck {
  @Field() healthy!: boolean;
  @Field(() => Int) poolSize!: number;
  @Field(() => Int) active!: number;
  @Field(() => Int) idle!: number;
  @Field(() => Float, { description: 'Resident memory in megabytes.' }) memoryUsed!: number;
  @Field(() => GraphQLJSONObject) jobQueueStats!: Record<string, unknown>;
}
