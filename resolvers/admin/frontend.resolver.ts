import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../src/graphql/context.js';
import { installFrontend, listFrontends, type FrontendEntry } from '../../src/frontends/frontend.service.js';
import { Frontend } from '../../schema/frontend.types.js';
import { isAdmin, type RuleMap } from '../../src/auth/rules.js';

export const adminFrontendRules = {
  Query: {
    adminFrontends: isAdmin('read'),
  },
  Mutation: {
    adminInstallFrontend: isAdmin('write'),
  },
} satisfies RuleMap;

@Resolver()
export class AdminFrontendResolver {
  @Query(() => [Frontend], {
    description: 'The frontends the server knows, each with whether it is installed (admins).',
  })
  adminFrontends(@Ctx() ctx: Context): Promise<FrontendEntry[]> {
    return listFrontends(ctx.deps.config);
  }

  @Mutation(() => [Frontend], {
    description:
      'Installs a frontend version from a zip: a file on the server, or its build URL; answers the list (admins).',
  })
  adminInstallFrontend(
    @Ctx() ctx: Context,
    @Arg('name', { description: 'The frontend (a known one, or any name with a buildUrl or file).' }) name: string,
    @Arg('ref', () => String, { nullable: true, description: "The version; default: the known frontend's ref." })
    ref?: string,
    @Arg('file', () => String, {
      nullable: true,
      description: "A zip archive on the server's disk to install from, instead of downloading.",
    })
    file?: string,
    @Arg('buildUrl', () => String, {
      nullable: true,
      description: "Where to download the zip (`${ref}` replaced); default: the known frontend's.",
    })
    buildUrl?: string,
    @Arg('buildDir', () => String, {
      nullable: true,
      description: 'The folder of the archive holding the built files (default `dist`).',
    })
    buildDir?: string,
  ): Promise<FrontendEntry[]> {
    return installFrontend(ctx.deps.config, { name, ref, file, buildUrl, buildDir });
  }
}
