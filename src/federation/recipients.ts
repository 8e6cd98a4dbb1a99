import type { User } from '../entities/index.js';

/** A remote account as Fedify's delivery target (its inbox, and its server's shared inbox when it has one). */
export function recipientOf(u: User) {
  return {
    id: new URL(u.apId!),
    inboxId: new URL(u.inboxUrl!),
    endpoints: u.sharedInboxUrl ? { sharedInbox: new URL(u.sharedInboxUrl) } : null,
  };
}
