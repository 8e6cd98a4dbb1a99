import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'One resource record as BIND prints it.' })
export class ZoneRecordEntry {
  @Field({ description: 'Absolute owner name, with the trailing dot.' }) name!: string;
  @Field() type!: string;
  @Field() class!: string;
  @Field(() => Int) ttl!: number;
  @Field({ description: 'The rdata in presentation format, as named-compilezone prints it.' }) data!: string;
}

@ObjectType({ simpleResolvers: true, description: 'One accepted upload of a zone.' })
export class ZoneVersionEntry {
  @Field(() => ID) id!: number;
  @Field(() => Float, { nullable: true, description: 'The SOA serial (an unsigned 32-bit number).' }) serial!: number | null;
  @Field(() => Int) recordCount!: number;
  @Field() createdAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: 'A DNS zone and its current version.' })
export class Zone {
  @Field(() => ID) id!: number;
  @Field({ description: 'The zone name, lower-case, without the trailing dot.' }) origin!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: 'A problem found in a zone file.' })
export class ZoneIssueEntry {
  @Field(() => Int) line!: number;
  @Field(() => Int) column!: number;
  @Field() message!: string;
}

@ObjectType({ simpleResolvers: true, description: 'Why one file of a batch was refused.' })
export class ZoneUploadError {
  @Field({ description: 'The error code, as extensions.code would carry it.' }) code!: string;
  @Field() message!: string;
  @Field(() => [ZoneIssueEntry]) issues!: ZoneIssueEntry[];
}

@ObjectType({ simpleResolvers: true, description: 'The outcome for one file of a batch upload.' })
export class ZoneUploadResult {
  @Field() filename!: string;
  @Field() ok!: boolean;
  @Field(() => Zone, { nullable: true }) zone!: unknown;
  @Field(() => ZoneUploadError, { nullable: true }) error!: ZoneUploadError | null;
}

