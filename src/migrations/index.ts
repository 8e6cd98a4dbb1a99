import { Migration20261122000000Init } from './Migration20261122000000Init.js';
import { Migration20261122010000Zones } from './Migration20261122010000Zones.js';
import { Migration20261122020000SocialCore } from './Migration20261122020000SocialCore.js';
import { Migration20261122030000Accounts } from './Migration20261122030000Accounts.js';
import { Migration20261122060000ZoneStorage } from './Migration20261122060000ZoneStorage.js';
import { Migration20261123050000ZoneVersionUpload } from './Migration20261123050000ZoneVersionUpload.js';
import { Migration20261125150000RuntimeConfig } from './Migration20261125150000RuntimeConfig.js';
import { Migration20261125160000UserApi } from './Migration20261125160000UserApi.js';
// Clients.
import { Migration20261125200000Clients } from './Migration20261125200000Clients.js';
// Federation.
import { Migration20261126050000Federation } from './Migration20261126050000Federation.js';
// Media proxy.
import { Migration20261126060000MediaProxy } from './Migration20261126060000MediaProxy.js';
// Subscriptions apart from follows.
import { Migration20261126070000Subscriptions } from './Migration20261126070000Subscriptions.js';
// Domain blocks.
import { Migration20261128150000DomainBlocks } from './Migration20261128150000DomainBlocks.js';
// Mastodon client API: thread mutes.
import { Migration20261128220000ThreadMutes } from './Migration20261128220000ThreadMutes.js';
// Mastodon client API: endorsements.
import { Migration20261128220100Endorsements } from './Migration20261128220100Endorsements.js';
// Mastodon client API: status edit history.
import { Migration20261128220200StatusVersions } from './Migration20261128220200StatusVersions.js';
// Mastodon client API: followed hashtags.
import { Migration20261128220300FollowedTags } from './Migration20261128220300FollowedTags.js';
// Mastodon client API: featured hashtags.
import { Migration20261128220400FeaturedTags } from './Migration20261128220400FeaturedTags.js';
// Mastodon client API: link previews.
import { Migration20261128220500PreviewCards } from './Migration20261128220500PreviewCards.js';
// Announcements.
import { Migration20261128230000Announcements } from './Migration20261128230000Announcements.js';
// Instance rules.
import { Migration20261128230100InstanceRules } from './Migration20261128230100InstanceRules.js';
// Suggestion dismissals.
import { Migration20261128230200SuggestionDismissals } from './Migration20261128230200SuggestionDismissals.js';
// Scheduled statuses.
import { Migration20261128210000ScheduledStatuses } from './Migration20261128210000ScheduledStatuses.js';
// Web Push.
import { Migration20261128210100WebPush } from './Migration20261128210100WebPush.js';
// Account exports.
import { Migration20261129010000Backups } from './Migration20261129010000Backups.js';
// Account migration: aliases and moves.
import { Migration20261129000000AccountMigration } from './Migration20261129000000AccountMigration.js';
// Filters v2.
import { Migration20261129040000FiltersV2 } from './Migration20261129040000FiltersV2.js';
import { Migration20261130080000ZoneRecordsFromUpload } from './Migration20261130080000ZoneRecordsFromUpload.js';

/** Migrations in the order they run; listed explicitly so compiled and Jest-transformed code agree. */
export const migrationsList = [
  { name: 'Migration20261122000000Init', class: Migration20261122000000Init },
  { name: 'Migration20261122010000Zones', class: Migration20261122010000Zones },
  { name: 'Migration20261122020000SocialCore', class: Migration20261122020000SocialCore },
  { name: 'Migration20261122030000Accounts', class: Migration20261122030000Accounts },
  { name: 'Migration20261122060000ZoneStorage', class: Migration20261122060000ZoneStorage },
  { name: 'Migration20261123050000ZoneVersionUpload', class: Migration20261123050000ZoneVersionUpload },
  { name: 'Migration20261125150000RuntimeConfig', class: Migration20261125150000RuntimeConfig },
  { name: 'Migration20261125160000UserApi', class: Migration20261125160000UserApi },
  { name: 'Migration20261125200000Clients', class: Migration20261125200000Clients },
  { name: 'Migration20261126050000Federation', class: Migration20261126050000Federation },
  { name: 'Migration20261126060000MediaProxy', class: Migration20261126060000MediaProxy },
  { name: 'Migration20261126070000Subscriptions', class: Migration20261126070000Subscriptions },
  { name: 'Migration20261128150000DomainBlocks', class: Migration20261128150000DomainBlocks },
  { name: 'Migration20261128220000ThreadMutes', class: Migration20261128220000ThreadMutes },
  { name: 'Migration20261128220100Endorsements', class: Migration20261128220100Endorsements },
  { name: 'Migration20261128220200StatusVersions', class: Migration20261128220200StatusVersions },
  { name: 'Migration20261128220300FollowedTags', class: Migration20261128220300FollowedTags },
  { name: 'Migration20261128220400FeaturedTags', class: Migration20261128220400FeaturedTags },
  { name: 'Migration20261128220500PreviewCards', class: Migration20261128220500PreviewCards },
  { name: 'Migration20261128230000Announcements', class: Migration20261128230000Announcements },
  { name: 'Migration20261128230100InstanceRules', class: Migration20261128230100InstanceRules },
  { name: 'Migration20261128230200SuggestionDismissals', class: Migration20261128230200SuggestionDismissals },
  { name: 'Migration20261128210000ScheduledStatuses', class: Migration20261128210000ScheduledStatuses },
  { name: 'Migration20261128210100WebPush', class: Migration20261128210100WebPush },
  { name: 'Migration20261129010000Backups', class: Migration20261129010000Backups },
  { name: 'Migration20261129000000AccountMigration', class: Migration20261129000000AccountMigration },
  { name: 'Migration20261129040000FiltersV2', class: Migration20261129040000FiltersV2 },
  { name: 'Migration20261130080000ZoneRecordsFromUpload', class: Migration20261130080000ZoneRecordsFromUpload },
];
