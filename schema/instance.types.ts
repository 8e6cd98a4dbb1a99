import { Field, Float, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';

@ObjectType()
export class InstanceStats {
  @Field(() => Int) userCount!: number;
  @Field(() => Int) statusCount!: number;
  @Field(() => Int) domainCount!: number;
}

@ObjectType()
export class PollLimits {
  @Field(() => Int) maxOptions!: number;
  @Field(() => Int) maxOptionChars!: number;
  @Field(() => Int) minExpiration!: number;
  @Field(() => Int) maxExpiration!: number;
}

@ObjectType({ description: 'What the instance tells clients about itself.' })
export class Instance {
  @Field({ description: 'The host name.' }) uri!: string;
  @Field({ description: 'The public base URL.' }) url!: string;
  @Field() title!: string;
  @Field() description!: string;
  @Field() email!: string;
  @Field({ description: 'Mastodon-compatible version string clients parse to detect Pleroma features.' }) version!: string;
  @Field() softwareName!: string;
  @Field() softwareVersion!: string;
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

@ObjectType({ description: 'Database and process health, as the healthcheck endpoint reports it.' })
export class Healthcheck {
  @Field() healthy!: boolean;
  @Field(() => Int) poolSize!: number;
  @Field(() => Int) active!: number;
  @Field(() => Int) idle!: number;
  @Field(() => Float, { description: 'Resident memory in megabytes.' }) memoryUsed!: number;
  @Field(() => GraphQLJSONObject) jobQueueStats!: Record<string, unknown>;
}
