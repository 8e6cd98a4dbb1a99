import { GraphQLUpload } from 'graphql-upload-minimal';
import { Arg, Args, Ctx, Extensions, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../src/graphql/context.js';
import type { User, Zone as ZoneEntity, ZoneVersion } from '../src/entities/index.js';
import { errorPayload } from '../src/graphql/error-payload.js';
import type { FileUpload } from '../src/zones/upload-reader.js';
import {
  getZone,
  listZones,
  uploadZone,
  versionRecords,
  versionText,
  zoneVersions,
} from '../src/zones/zone.service.js';
import { Account } from '../schema/account.types.js';
import {
  Zone,
  ZoneIssueEntry,
  ZonePage,
  ZoneRecordEntry,
  ZoneRecordEntryPage,
  ZoneUploadResult,
  ZoneVersionEntry,
} from '../schema/zone.types.js';
import { PageArgs } from '../schema/page.types.js';
import { ascendingSlice, ascendingWindow, mapPage, type Page } from '../src/core/pagination.js';
import { UNCOUNTED_PAGE } from '../src/graphql/limits.js';
import { and } from 'graphql-shield';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const zoneRules = {
  Query: {
    zones: and(isAuthenticated, hasScope('read')), // scoped in the service: own zones, all for admins
    zone: and(isAuthenticated, hasScope('read')),
  },
  Mutation: {
    uploadZone: and(isAuthenticated, hasScope('write')),
    uploadZones: and(isAuthenticated, hasScope('write')),
  },
} satisfies RuleMap;

/** Most records one `records` call returns: a 655k-record zone once made one 21.5 MB reply. */
const MAX_RECORDS_PAGE = 5000;

@Resolver(() => Zone)
export class ZoneResolver {
  @Query(() => ZonePage, {
    description:
      "The caller's zones (an admin's: all zones), oldest first (50 a page by default, at most 500); UNAUTHENTICATED for anonymous callers.",
  })
  zones(
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('origin', () => String, { nullable: true, description: 'Only zones whose origin contains this text.' })
    origin?: string,
  ): Promise<Page<ZoneEntity>> {
    return listZones(ctx.em, ctx.auth.user, { ...page, origin });
  }

  @Query(() => Zone, { description: 'A zone by id or origin, for its owner or an admin; NOT_FOUND otherwise.' })
  zone(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { nullable: true, description: 'The zone id.' }) id?: string,
    @Arg('origin', () => String, { nullable: true, description: 'Or its origin.' }) origin?: string,
  ): Promise<ZoneEntity> {
    return getZone(ctx.em, ctx.auth.user, { id, origin });
  }

  @Mutation(() => Zone, {
    description:
      'Uploads one zone file (text/plain, at most 1 MiB). Parse errors: UNPROCESSABLE with extensions.errors.',
  })
  async uploadZone(
    @Ctx() ctx: Context,
    @Arg('file', () => GraphQLUpload, { description: 'The zone file, text (multipart upload).' })
    file: Promise<FileUpload>,
    @Arg('origin', () => String, {
      nullable: true,
      description: "The zone's origin; default: from the file ($ORIGIN or its SOA).",
    })
    origin?: string,
  ): Promise<ZoneEntity> {
    return this.withVersionAtHand(ctx, await uploadZone(ctx.em, ctx.deps.config, ctx.auth.user!, await file, origin));
  }

  @Mutation(() => [ZoneUploadResult], {
    description:
      'Uploads several zone files in one multipart request; one result per file, a bad file does not fail the others.',
  })
  async uploadZones(
    @Ctx() ctx: Context,
    @Arg('files', () => [GraphQLUpload], {
      description: 'The zone files (multipart upload), each stored or refused on its own.',
    })
    files: Promise<FileUpload>[],
  ): Promise<ZoneUploadResult[]> {
    const results: ZoneUploadResult[] = [];
    // In order: a multipart body streams its files one after another.
    for (const pending of files) {
      const file = await pending;
      try {
        const zone = await uploadZone(ctx.em.fork(), ctx.deps.config, ctx.auth.user!, file);
        results.push({ filename: file.filename, ok: true, zone: this.withVersionAtHand(ctx, zone), error: null });
      } catch (err) {
        const payload = errorPayload(err);
        if (payload.internal) throw err;
        const issues = (payload.details.errors as ZoneIssueEntry[] | undefined) ?? [];
        results.push({
          filename: file.filename,
          ok: false,
          zone: null,
          error: { code: payload.code, message: payload.message, issues },
        });
      }
    }
    return results;
  }

  /** An upload's reply asks for the new version's serial and record count: it is at hand, not read back. */
  private withVersionAtHand(ctx: Context, zone: ZoneEntity): ZoneEntity {
    if (zone.currentVersion) ctx.loaders.zoneVersionById.prime(zone.currentVersion.id, zone.currentVersion.getEntity());
    return zone;
  }

  private async current(ctx: Context, zone: ZoneEntity): Promise<ZoneVersion | null> {
    return zone.currentVersion ? ctx.loaders.zoneVersionById.load(zone.currentVersion.id) : null;
  }

  @FieldResolver(() => Number, { nullable: true, description: 'The SOA serial of the current version.' })
  async serial(@Root() zone: ZoneEntity, @Ctx() ctx: Context): Promise<number | null> {
    return (await this.current(ctx, zone))?.serial ?? null;
  }

  @FieldResolver(() => Int, { description: 'How many records its current version has.' })
  async recordCount(@Root() zone: ZoneEntity, @Ctx() ctx: Context): Promise<number> {
    return (await this.current(ctx, zone))?.recordCount ?? 0;
  }

  @Extensions({ [UNCOUNTED_PAGE]: true })
  @FieldResolver(() => ZoneRecordEntryPage, {
    description: `Records of the current version in zone-file order, optionally filtered by type and owner name (case-insensitive), ${MAX_RECORDS_PAGE} a page by default and at most; a cursor is the record's position in the version.`,
  })
  async records(
    @Root() zone: ZoneEntity,
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('type', () => String, { nullable: true, description: 'Only records of this type.' }) type?: string,
    @Arg('name', () => String, { nullable: true, description: 'Only records with this owner name.' }) name?: string,
  ): Promise<Page<ZoneRecordEntry>> {
    const w = ascendingWindow(page, MAX_RECORDS_PAGE, MAX_RECORDS_PAGE);
    const content = zone.currentVersion ? await ctx.loaders.zoneVersionContent.load(zone.currentVersion.id) : null;
    const wantType = type?.toUpperCase();
    const wantName = name ? (name.endsWith('.') ? name : `${name}.`).toLowerCase() : null;
    const wanted = (content ? await versionRecords(content, zone.origin) : [])
      .map(([n, ttl, cls, t, data], position) => ({ position, entry: { name: n, ttl, class: cls, type: t, data } }))
      .filter(
        ({ entry }) => (!wantType || entry.type === wantType) && (!wantName || entry.name.toLowerCase() === wantName),
      );
    return mapPage(
      ascendingSlice(wanted, w, (r) => r.position),
      (r) => r.entry,
    );
  }

  @FieldResolver(() => String, { nullable: true, description: 'The current version exactly as uploaded.' })
  async text(@Root() zone: ZoneEntity, @Ctx() ctx: Context): Promise<string | null> {
    const content = zone.currentVersion ? await ctx.loaders.zoneVersionContent.load(zone.currentVersion.id) : null;
    return content ? versionText(content) : null;
  }

  @FieldResolver(() => [ZoneVersionEntry], { description: 'Every accepted version, newest first.' })
  versions(@Root() zone: ZoneEntity, @Ctx() ctx: Context): Promise<ZoneVersion[]> {
    return zoneVersions(ctx.em, zone);
  }

  @FieldResolver(() => Account, { description: 'The account that uploaded it.' })
  async owner(@Root() zone: ZoneEntity, @Ctx() ctx: Context): Promise<User | null> {
    return ctx.loaders.userById.load(zone.owner.id);
  }
}
