import { GraphQLUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../src/graphql/context.js';
import { queueImport, type ImportKind } from '../src/imports/import.service.js';
import type { FileUpload } from '../src/core/uploads.js';
import { ImportPayload } from '../schema/import.types.js';
import { and } from 'graphql-shield';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const importRules = {
  Mutation: {
    importFollows: and(isAuthenticated, hasScope('write:follows')),
    importBlocks: and(isAuthenticated, hasScope('write:blocks')),
    importMutes: and(isAuthenticated, hasScope('write:mutes')),
  },
} satisfies RuleMap;

const LIST = {
  nullable: true,
  description: 'The accounts, as text: nicknames, @nick@host, account URLs or a Mastodon CSV export.',
};
const FILE = { nullable: true, description: 'Or the same as an uploaded file.' };

/** Follow, block and mute imports: answered at once, done by a background job. */
@Resolver()
export class ImportResolver {
  private async queue(
    ctx: Context,
    kind: ImportKind,
    list?: string | null,
    file?: Promise<FileUpload> | null,
  ): Promise<ImportPayload> {
    const job = await queueImport(
      ctx.em,
      ctx.auth.user!,
      kind,
      { text: list, file: await file },
      new URL(ctx.deps.config.publicUrl).host,
    );
    return { jobId: String(job.id), queued: (job.payload as { nicknames: string[] }).nicknames.length };
  }

  @Mutation(() => ImportPayload, {
    description: 'Follows the accounts of the list (in the background; unknown accounts skipped).',
  })
  importFollows(
    @Ctx() ctx: Context,
    @Arg('list', () => String, LIST) list?: string | null,
    @Arg('file', () => GraphQLUpload, FILE) file?: Promise<FileUpload> | null,
  ) {
    return this.queue(ctx, 'follows', list, file);
  }

  @Mutation(() => ImportPayload, {
    description: 'Blocks the accounts of the list (in the background; unknown accounts skipped).',
  })
  importBlocks(
    @Ctx() ctx: Context,
    @Arg('list', () => String, LIST) list?: string | null,
    @Arg('file', () => GraphQLUpload, FILE) file?: Promise<FileUpload> | null,
  ) {
    return this.queue(ctx, 'blocks', list, file);
  }

  @Mutation(() => ImportPayload, {
    description: 'Mutes the accounts of the list (in the background; unknown accounts skipped).',
  })
  importMutes(
    @Ctx() ctx: Context,
    @Arg('list', () => String, LIST) list?: string | null,
    @Arg('file', () => GraphQLUpload, FILE) file?: Promise<FileUpload> | null,
  ) {
    return this.queue(ctx, 'mutes', list, file);
  }
}
