import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import type { ReportState as State } from '../src/entities/index.js';
import { CountedPageOf } from './page.types.js';

export const ReportState = {
  OPEN: 'open',
  CLOSED: 'closed',
  RESOLVED: 'resolved',
} as const satisfies Record<Uppercase<State>, State>;
registerEnumType(ReportState, {
  name: 'ReportState',
  description: 'Where a report stands in moderation.',
  valuesConfig: {
    OPEN: { description: 'Filed, not yet handled.' },
    CLOSED: { description: 'Dismissed without action.' },
    RESOLVED: { description: 'Handled: action was taken.' },
  },
});

@ObjectType({
  simpleResolvers: true,
  description:
    "A report about an account, filed by another (Pleroma's Flag). Its nested fields are resolved in resolvers/admin/report.resolver.ts.",
})
export class Report {
  @Field(() => ID, { description: 'The report id.' }) id!: number;
  @Field({ description: "The reporter's comment." }) content!: string;
  @Field(() => ReportState, { description: 'Where it stands.' }) state!: State;
  @Field({ description: "Whether the reporter asked to forward it to the reported account's instance." })
  forward!: boolean;
  @Field({ description: 'When it was filed.' }) createdAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: "A moderator's note on a report." })
export class ReportNote {
  @Field(() => ID, { description: 'The note id.' }) id!: number;
  @Field({ description: 'The note text.' }) content!: string;
  @Field({ description: 'When it was written.' }) createdAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: 'A page of reports, newest first, with how many match in all.' })
export class ReportPage extends CountedPageOf(Report) {}

@ObjectType({ simpleResolvers: true, description: 'The reports about one status.' })
export class ReportGroup {
  @Field({ description: 'When the latest of these reports was filed.' }) date!: Date;
}

@InputType({ description: 'A report and its new state.' })
export class ReportStateInput {
  @Field(() => ID, { description: 'The report id.' }) id!: string;
  @Field(() => ReportState, {
    nullable: true,
    description: 'The new state (none: the entry answers "Unsupported state").',
  })
  state?: State | null;
}

@ObjectType({ simpleResolvers: true, description: 'A state change that could not apply.' })
export class ReportStateError {
  @Field(() => ID, { description: 'The report id.' }) id!: string;
  @Field({ description: 'Why its state was not changed.' }) error!: string;
}
