import { Migration } from '@mikro-orm/migrations';

/**
 * The social core: relations (follows, blocks, mutes), statuses with their threads, favourites, emoji
 * reactions, media, notifications, direct conversations, reports and notes, chats, invites, mailed tokens,
 * idempotency keys and the moderation log.
 */
export class Migration20261122020000SocialCore extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "invites" ("id" serial primary key, "token_hash" text not null, "token_sealed" text not null, "used" boolean not null default false, "expires_at" date null, "uses" int not null default 0, "max_use" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "invites" add constraint "invites_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `create table "status_contexts" ("id" serial primary key, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "statuses" ("id" serial primary key, "account_id" int not null, "text" text not null default '', "content" text not null default '', "spoiler_text" text not null default '', "visibility" text not null default 'public', "sensitive" boolean not null default false, "language" text null, "in_reply_to_id" int null, "in_reply_to_account_id" int null, "reblog_of_id" int null, "context_id" int not null, "application_id" int null, "mention_ids" int[] not null default '{}', "recipient_ids" int[] not null default '{}', "tags" text[] not null default '{}', "local" boolean not null default true, "created_at" timestamptz not null default now(), "edited_at" timestamptz null);`,
    );
    this.addSql(`create index "statuses_account_id_index" on "statuses" ("account_id");`);
    this.addSql(`create index "statuses_in_reply_to_id_index" on "statuses" ("in_reply_to_id");`);
    this.addSql(`create index "statuses_reblog_of_id_index" on "statuses" ("reblog_of_id");`);
    this.addSql(`create index "statuses_context_id_index" on "statuses" ("context_id");`);
    this.addSql(`create index "statuses_created_at_index" on "statuses" ("created_at");`);
    this.addSql(`create index "statuses_tags_gin" on "statuses" using gin ("tags");`);
    this.addSql(`create index "statuses_recipient_ids_gin" on "statuses" using gin ("recipient_ids");`);
    this.addSql(
      `create table "reports" ("id" serial primary key, "actor_id" int not null, "account_id" int not null, "content" text not null default '', "status_ids" int[] not null default '{}', "state" text not null default 'open', "forward" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "reports_actor_id_index" on "reports" ("actor_id");`);
    this.addSql(`create index "reports_account_id_index" on "reports" ("account_id");`);
    this.addSql(
      `create table "report_notes" ("id" serial primary key, "report_id" int not null, "user_id" int not null, "content" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "report_notes_report_id_index" on "report_notes" ("report_id");`);
    this.addSql(
      `create table "mutes" ("id" serial primary key, "muter_id" int not null, "muted_id" int not null, "notifications" boolean not null default true, "expires_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "mutes_muter_id_index" on "mutes" ("muter_id");`);
    this.addSql(`alter table "mutes" add constraint "mutes_muter_id_muted_id_unique" unique ("muter_id", "muted_id");`);
    this.addSql(
      `create table "moderation_log" ("id" serial primary key, "actor_id" int null, "actor_nickname" text not null, "action" text not null, "data" jsonb not null default '{}', "message" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "moderation_log_actor_id_index" on "moderation_log" ("actor_id");`);
    this.addSql(`create index "moderation_log_created_at_index" on "moderation_log" ("created_at");`);
    this.addSql(
      `create table "media_attachments" ("id" serial primary key, "account_id" int not null, "status_id" int null, "type" text not null, "mime_type" text not null, "file_name" text not null, "size" int not null, "description" text null, "meta" jsonb not null default '{}', "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "media_attachments_account_id_index" on "media_attachments" ("account_id");`);
    this.addSql(`create index "media_attachments_status_id_index" on "media_attachments" ("status_id");`);
    this.addSql(
      `alter table "media_attachments" add constraint "media_attachments_file_name_unique" unique ("file_name");`,
    );
    this.addSql(
      `create table "idempotency_keys" ("id" serial primary key, "user_id" int not null, "key" text not null, "status_id" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "idempotency_keys" add constraint "idempotency_keys_user_id_key_unique" unique ("user_id", "key");`,
    );
    this.addSql(
      `create table "follows" ("id" serial primary key, "follower_id" int not null, "following_id" int not null, "state" text not null default 'accepted', "show_reblogs" boolean not null default true, "notify" boolean not null default false, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "follows_follower_id_index" on "follows" ("follower_id");`);
    this.addSql(`create index "follows_following_id_index" on "follows" ("following_id");`);
    this.addSql(
      `alter table "follows" add constraint "follows_follower_id_following_id_unique" unique ("follower_id", "following_id");`,
    );
    this.addSql(
      `create table "favourites" ("id" serial primary key, "user_id" int not null, "status_id" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "favourites_user_id_index" on "favourites" ("user_id");`);
    this.addSql(`create index "favourites_status_id_index" on "favourites" ("status_id");`);
    this.addSql(
      `alter table "favourites" add constraint "favourites_user_id_status_id_unique" unique ("user_id", "status_id");`,
    );
    this.addSql(
      `create table "emoji_reactions" ("id" serial primary key, "user_id" int not null, "status_id" int not null, "emoji" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "emoji_reactions_status_id_index" on "emoji_reactions" ("status_id");`);
    this.addSql(
      `alter table "emoji_reactions" add constraint "emoji_reactions_user_id_status_id_emoji_unique" unique ("user_id", "status_id", "emoji");`,
    );
    this.addSql(
      `create table "conversation_participations" ("id" serial primary key, "user_id" int not null, "context_id" int not null, "recipient_ids" int[] not null default '{}', "read" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "conversation_participations_user_id_index" on "conversation_participations" ("user_id");`,
    );
    this.addSql(
      `alter table "conversation_participations" add constraint "conversation_participations_user_id_context_id_unique" unique ("user_id", "context_id");`,
    );
    this.addSql(
      `create table "chat_messages" ("id" serial primary key, "sender_id" int not null, "recipient_id" int not null, "content" text not null default '', "attachment_id" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "notifications" ("id" serial primary key, "user_id" int not null, "type" text not null, "from_account_id" int not null, "status_id" int null, "report_id" int null, "chat_message_id" int null, "emoji" text null, "seen" boolean not null default false, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "notifications_user_id_index" on "notifications" ("user_id");`);
    this.addSql(
      `create table "chats" ("id" serial primary key, "user_id" int not null, "recipient_id" int not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "chats_user_id_index" on "chats" ("user_id");`);
    this.addSql(
      `alter table "chats" add constraint "chats_user_id_recipient_id_unique" unique ("user_id", "recipient_id");`,
    );
    this.addSql(
      `create table "chat_message_refs" ("id" serial primary key, "chat_id" int not null, "message_id" int not null, "unread" boolean not null default true, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "chat_message_refs_chat_id_index" on "chat_message_refs" ("chat_id");`);
    this.addSql(
      `create table "blocks" ("id" serial primary key, "blocker_id" int not null, "blocked_id" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "blocks_blocker_id_index" on "blocks" ("blocker_id");`);
    this.addSql(`create index "blocks_blocked_id_index" on "blocks" ("blocked_id");`);
    this.addSql(
      `alter table "blocks" add constraint "blocks_blocker_id_blocked_id_unique" unique ("blocker_id", "blocked_id");`,
    );
    this.addSql(
      `create table "user_tokens" ("id" serial primary key, "user_id" int not null, "kind" text not null, "token_hash" text not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "user_tokens_user_id_index" on "user_tokens" ("user_id");`);
    this.addSql(`alter table "user_tokens" add constraint "user_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `alter table "statuses" add constraint "statuses_account_id_foreign" foreign key ("account_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "statuses" add constraint "statuses_in_reply_to_id_foreign" foreign key ("in_reply_to_id") references "statuses" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "statuses" add constraint "statuses_in_reply_to_account_id_foreign" foreign key ("in_reply_to_account_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "statuses" add constraint "statuses_reblog_of_id_foreign" foreign key ("reblog_of_id") references "statuses" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "statuses" add constraint "statuses_context_id_foreign" foreign key ("context_id") references "status_contexts" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "statuses" add constraint "statuses_application_id_foreign" foreign key ("application_id") references "oauth_apps" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "reports" add constraint "reports_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "reports" add constraint "reports_account_id_foreign" foreign key ("account_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "report_notes" add constraint "report_notes_report_id_foreign" foreign key ("report_id") references "reports" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "report_notes" add constraint "report_notes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "mutes" add constraint "mutes_muter_id_foreign" foreign key ("muter_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "mutes" add constraint "mutes_muted_id_foreign" foreign key ("muted_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "moderation_log" add constraint "moderation_log_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "media_attachments" add constraint "media_attachments_account_id_foreign" foreign key ("account_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "media_attachments" add constraint "media_attachments_status_id_foreign" foreign key ("status_id") references "statuses" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "idempotency_keys" add constraint "idempotency_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "follows" add constraint "follows_follower_id_foreign" foreign key ("follower_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "follows" add constraint "follows_following_id_foreign" foreign key ("following_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "favourites" add constraint "favourites_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "favourites" add constraint "favourites_status_id_foreign" foreign key ("status_id") references "statuses" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "emoji_reactions" add constraint "emoji_reactions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "emoji_reactions" add constraint "emoji_reactions_status_id_foreign" foreign key ("status_id") references "statuses" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "conversation_participations" add constraint "conversation_participations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "conversation_participations" add constraint "conversation_participations_context_id_foreign" foreign key ("context_id") references "status_contexts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "chat_messages" add constraint "chat_messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "chat_messages" add constraint "chat_messages_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "chat_messages" add constraint "chat_messages_attachment_id_foreign" foreign key ("attachment_id") references "media_attachments" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_from_account_id_foreign" foreign key ("from_account_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_status_id_foreign" foreign key ("status_id") references "statuses" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_report_id_foreign" foreign key ("report_id") references "reports" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_chat_message_id_foreign" foreign key ("chat_message_id") references "chat_messages" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "chats" add constraint "chats_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "chats" add constraint "chats_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "chat_message_refs" add constraint "chat_message_refs_chat_id_foreign" foreign key ("chat_id") references "chats" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "chat_message_refs" add constraint "chat_message_refs_message_id_foreign" foreign key ("message_id") references "chat_messages" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "blocks" add constraint "blocks_blocker_id_foreign" foreign key ("blocker_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "blocks" add constraint "blocks_blocked_id_foreign" foreign key ("blocked_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "user_tokens" add constraint "user_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "users" add column "locale" text null;`);
  }
}
