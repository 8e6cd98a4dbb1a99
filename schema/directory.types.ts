import { registerEnumType } from 'type-graphql';

/** How the profile directory orders its accounts. */
export enum DirectoryOrder {
  ACTIVE = 'active',
  NEW = 'new',
}
registerEnumType(DirectoryOrder, {
  name: 'DirectoryOrder',
  description: 'How the profile directory orders its accounts.',
  valuesConfig: {
    ACTIVE: { description: 'By their latest status, most recent first (accounts that never posted last).' },
    NEW: { description: 'Newest accounts first.' },
  },
});
