import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum HostReachability {
  UNREACHABLE = 'open',
  PROBING = 'half-open',
}

registerEnumType(HostReachability, {
  name: 'HostReachability',
  description: 'Why deliveries to a host are held.',
  valuesConfig: {
    UNREACHABLE: { description: 'It failed repeatedly: its deliveries wait until the recovery delay has passed.' },
    PROBING: { description: 'One probe delivery is in flight; its success makes the host reachable again.' },
  },
});

@ObjectType({ description: 'A remote host deliveries are held for after repeated failures.' })
export class UnreachableHost {
  @Field({ description: 'The host (name and port).' }) host!: string;
  @Field(() => HostReachability, { description: 'Held, or being probed.' }) state!: HostReachability;
  @Field(() => Date, { nullable: true, description: 'When deliveries to it were first held.' }) since!: Date | null;
}

@ObjectType({ description: "The federation delivery queue's health (admins)." })
export class AdminDeliveryHealth {
  @Field(() => Int, { description: 'Federation jobs waiting or running (deliveries and inbound activities).' })
  queueSize!: number;
  @Field(() => [UnreachableHost], { description: 'Hosts whose deliveries are held.' })
  unreachableHosts!: UnreachableHost[];
}
