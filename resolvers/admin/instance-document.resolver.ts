import { GraphQLUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../src/graphql/context.js';
import {
  readInstanceDocument,
  replaceInstanceDocument,
  resetInstanceDocument,
} from '../../src/instance/instance-document.service.js';
import type { FileUpload } from '../../src/core/uploads.js';
import { AdminInstanceDocumentUrl } from '../../schema/instance-document.types.js';
import { isAdmin, type RuleMap } from '../../src/auth/rules.js';

export const adminInstanceDocumentRules = {
  Query: {
    adminInstanceDocument: isAdmin('read'),
  },
  Mutation: {
    adminUpdateInstanceDocument: isAdmin('write'),
    adminDeleteInstanceDocument: isAdmin('write'),
  },
} satisfies RuleMap;

@Resolver()
export class AdminInstanceDocumentResolver {
  @Query(() => String, {
    description:
      "The HTML of an instance document (instance-panel, terms-of-service): the admin's, or the default (admins).",
  })
  adminInstanceDocument(
    @Ctx() ctx: Context,
    @Arg('name', { description: 'instance-panel or terms-of-service.' }) name: string,
  ): Promise<string> {
    return readInstanceDocument(ctx.em, name);
  }

  @Mutation(() => AdminInstanceDocumentUrl, {
    description: 'Replaces an instance document with an HTML file (admins).',
  })
  async adminUpdateInstanceDocument(
    @Ctx() ctx: Context,
    @Arg('name', { description: 'The document name (instance-panel, terms-of-service...).' }) name: string,
    @Arg('file', () => GraphQLUpload, { description: 'The new HTML document (multipart upload).' })
    file: Promise<FileUpload>,
  ): Promise<AdminInstanceDocumentUrl> {
    return { url: await replaceInstanceDocument(ctx.em, ctx.deps.config, name, await file) };
  }

  @Mutation(() => AdminInstanceDocumentUrl, { description: 'Restores the default of an instance document (admins).' })
  async adminDeleteInstanceDocument(
    @Ctx() ctx: Context,
    @Arg('name', { description: 'The document name (instance-panel, terms-of-service...).' }) name: string,
  ): Promise<AdminInstanceDocumentUrl> {
    return { url: await resetInstanceDocument(ctx.em, ctx.deps.config, name) };
  }
}
