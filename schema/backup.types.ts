import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "An export of the caller's account (Pleroma's backup): a zip a background job makes." })
export class Backup {
  @Field(() => ID, { description: 'The backup id.' }) id!: number;
  @Field({ description: 'The media type of the archive: `application/zip`.' }) contentType!: string;
  @Field({
    description: 'Where the archive is downloaded from once processed: its name is unguessable; keep it private.',
  })
  url!: string;
  @Field(() => Int, { description: 'Bytes of the archive; 0 until it is made.' }) fileSize!: number;
  @Field({ description: 'Whether the archive is made and can be downloaded.' }) processed!: boolean;
  @Field({ description: 'When it was asked for.' }) createdAt!: Date;
}

@ObjectType({ description: "A requested export and all of the caller's exports, newest first." })
export class BackupRequestPayload {
  @Field(() => Backup, { description: 'The export just asked for (processed later, by a background job).' })
  backup!: unknown;
  @Field(() => [Backup], { description: "All of the caller's exports, newest first." }) backups!: unknown[];
}
