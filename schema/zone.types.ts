import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { PageOf } from './page.types.js';

@ObjectType({ simpleResolvers: true, description: 'One resource record as BIND prints it.' })
export class ZoneRecordEntry {
  @Field({ description: 'Absolute owner name, with the trailing dot.' }) name!: string;
  @Field({ description: 'The record type.' }) type!: string;
  @Field({ description: 'The class (IN).' }) class!: string;
  @Field(() => Int, { description: 'The TTL, in seconds.' }) ttl!: number;
  @Field({ description: 'The rdata in presentation format, as named-compilezone prints it.' }) data!: string;
}

@ObjectType({ simpleResolvers: true, description: 'One accepted upload of a zone.' })
export class ZoneVersionEntry {
  @Field(() => ID, { description: 'The version id.' }) id!: number;
  @Field(() => Float, { nullable: true, description: 'The SOA serial (an unsigned 32-bit number).' }) serial!:
    number | null;
  @Field(() => Int, { description: 'How many records it has.' }) recordCount!: number;
  @Field({ description: 'When it was uploaded.' }) createdAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: 'A DNS zone and its current version.' })
export class Zone {
  @Field(() => ID, { description: 'The zone id.' }) id!: number;
  @Field({ description: 'The zone name, lower-case, without the trailing dot.' }) origin!: string;
  @Field({ description: 'When it was first uploaded.' }) createdAt!: Date;
  @Field({ description: 'When its current version was uploaded.' }) updatedAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: 'A problem found in a zone file.' })
export class ZoneIssueEntry {
  @Field(() => Int, { description: 'The line, from 1.' }) line!: number;
  @Field(() => Int, { description: 'The column, from 1.' }) column!: number;
  @Field({ description: 'What is wrong.' }) message!: string;
}

@ObjectType({ simpleResolvers: true, description: 'Why one file of a batch was refused.' })
export class ZoneUploadError {
  @Field({ description: 'The error code, as extensions.code would carry it.' }) code!: string;
  @Field({ description: 'What went wrong.' }) message!: string;
  @Field(() => [ZoneIssueEntry], { description: 'The problems found, with their positions.' })
  issues!: ZoneIssueEntry[];
}

@ObjectType({ simpleResolvers: true, description: 'The outcome for one file of a batch upload.' })
export class ZoneUploadResult {
  @Field({ description: "The uploaded file's name." }) filename!: string;
  @Field({ description: 'Whether the zone was stored.' }) ok!: boolean;
  @Field(() => Zone, { nullable: true, description: 'The stored zone, if it was.' }) zone!: unknown;
  @Field(() => ZoneUploadError, { nullable: true, description: 'Why the file was refused, if it was.' })
  error!: ZoneUploadError | null;
}

@ObjectType({ simpleResolvers: true, description: "A page of the caller's zones, oldest first." })
export class ZonePage extends PageOf(Zone) {}

@ObjectType({ simpleResolvers: true, description: "A page of a zone's records, in the order of the zone file." })
export class ZoneRecordEntryPage extends PageOf(ZoneRecordEntry) {}
