import { and } from 'graphql-shield';
import { Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';
import { listBackups, requestBackup } from '../src/backups/backup.service.js';
import type { Backup as BackupEntity } from '../src/entities/index.js';
import type { Context } from '../src/graphql/context.js';
import { mailLinks } from '../src/mail/account-emails.js';
import { Backup, BackupRequestPayload } from '../schema/backup.types.js';

// Pleroma asks for read:accounts to list and to request exports alike.
export const backupRules = {
  Query: { backups: and(isAuthenticated, hasScope('read:accounts')) },
  Mutation: { requestBackup: and(isAuthenticated, hasScope('read:accounts')) },
} satisfies RuleMap;

@Resolver(() => Backup)
export class BackupResolver {
  @Query(() => [Backup], { description: "The caller's account exports, newest first." })
  backups(@Ctx() ctx: Context): Promise<BackupEntity[]> {
    return listBackups(ctx.em, ctx.auth.user!);
  }

  @Mutation(() => BackupRequestPayload, {
    description:
      "Asks for an export of the caller's account: a background job makes the zip and mails its link. " +
      'BAD_USER_INPUT while the last export is less than a day old.',
  })
  async requestBackup(@Ctx() ctx: Context): Promise<{ backup: BackupEntity; backups: BackupEntity[] }> {
    const backups = await requestBackup(ctx.em, ctx.auth.user!);
    return { backup: backups[0], backups };
  }

  @FieldResolver(() => String)
  url(@Ctx() ctx: Context, @Root() backup: BackupEntity): string {
    return mailLinks.backup(ctx.deps.config, backup.fileName);
  }
}
