import { toId } from '../core/ids.js';
import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { User, Zone, ZoneUpload, ZoneVersion } from '../entities/index.js';
import { BadInputError, ConflictError, NotFoundError, UnprocessableError } from '../core/errors.js';
import { detectOrigin, parseZone, recordsFromText, type StoredRecord } from './index.js';
import { readTextUpload, type FileUpload } from './upload-reader.js';
import { escapeLike } from '../db/like-pattern.js';
import { ascendingPage, ascendingWindow, emptyPage, type Page, type PageArgs } from '../core/pagination.js';
import { MAX_ZONE_FILE_ORIGIN, stageFile, stageUpload, zoneFileName } from './zone-files.js';

export interface ZoneDirs {
  dataDir: string;
  zoneDir: string;
}

/** A file name as a fallback origin: `example.com.zone` → `example.com`. */
function originFromFilename(filename: string): string {
  return basename(filename).replace(/\.(zone|db|txt)$/i, '');
}

/**
 * Accepts one zone file for `user`. Its origin comes from `$ORIGIN` or an absolute SOA owner, else from
 * `originField`, else from the file name. Whatever happens after the bytes are read, the upload is kept and
 * recorded; only a file that parses cleanly becomes the zone's new version and `ZONE_DIR/<origin>.zone`.
 */
export async function uploadZone(
  em: EntityManager,
  dirs: ZoneDirs,
  user: User,
  file: FileUpload,
  originField?: string | null,
): Promise<Zone> {
  const { bytes, filename } = await readTextUpload(file);
  const candidate = detectOrigin(bytes) ?? (originField || null) ?? (filename ? originFromFilename(filename) : null);
  const name = candidate ? zoneFileName(candidate) : null;
  const fileName = name && name.length <= MAX_ZONE_FILE_ORIGIN ? `${name}.zone` : null;
  // Both files are written at once and fsync'ed while the (synchronous) parser runs; renamed into place after.
  const [keptStage, zoneStage] = await Promise.allSettled([
    stageUpload(dirs.dataDir, bytes),
    fileName ? stageFile(dirs.zoneDir, fileName, bytes) : null,
  ]);
  const zoneFile = zoneStage.status === 'fulfilled' ? zoneStage.value : null;
  if (keptStage.status === 'rejected') {
    await zoneFile?.discard();
    throw keptStage.reason;
  }
  const kept = keptStage.value;
  // Its row is inserted with the outcome: alone on failure, in the version's transaction on success.
  const upload = {
    user,
    clientFilename: filename || null,
    storedPath: kept.target,
    size: bytes.length,
    origin: null as string | null,
  };
  const fail = async (error: Error & { details?: Record<string, unknown> }) => {
    await zoneFile?.discard();
    await kept.commit();
    const found = (error.details?.errors as ZoneUpload['errors']) ?? [{ line: 0, column: 0, message: error.message }];
    // A message may quote a field holding a NUL byte, which PostgreSQL cannot store: written as BIND prints it.
    const errors = found.map((e) => ({ ...e, message: e.message.replaceAll('\0', '\\000') }));
    await em.persist(em.create(ZoneUpload, { ...upload, status: 'failed', errors })).flush();
    return error;
  };

  if (!candidate)
    throw await fail(new BadInputError('origin: the file has no $ORIGIN or absolute SOA owner; send an origin field'));
  if (!name) throw await fail(new BadInputError(`origin: "${candidate}" is not a plain host name`));
  upload.origin = name;
  if (!fileName)
    throw await fail(
      new BadInputError(
        `origin: "${name}" is too long for a zone file name (ZONE_DIR/<origin>.zone): at most ${MAX_ZONE_FILE_ORIGIN} characters`,
      ),
    );
  if (zoneStage.status === 'rejected') throw await fail(zoneStage.reason);
  const staged = zoneStage.value!;

  // The bytes, not the decoded text: the parser prints bytes as BIND does (\DDD for non-ASCII).
  const parsed = parseZone(bytes, { origin: `${name}.` });
  if (parsed.errors.length) {
    const first = parsed.errors[0];
    throw await fail(
      new UnprocessableError(`line ${first.line}: ${first.message}`, {
        errors: parsed.errors.map(({ line, column, message }) => ({ line, column, message })),
      }),
    );
  }
  // The kept file is the version's text and, parsed again when asked for, its records.
  await kept.commit();

  const zone = await em
    .transactional(async (tx) => {
      // One writer per origin at a time, across server instances: file and current version always agree.
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [name]);
      let zone = await tx.findOne(Zone, { origin: name });
      if (zone && zone.owner.id !== user.id) throw new ConflictError(`origin: zone ${name} belongs to another user`);
      zone ??= tx.create(Zone, { origin: name, owner: user.id });
      // The upload is recorded as accepted in the same transaction: one commit for the whole outcome.
      const record = tx.create(ZoneUpload, { ...upload, status: 'accepted', zone });
      const version = tx.create(ZoneVersion, {
        zone,
        uploadedBy: user.id,
        upload: record,
        serial: parsed.soa?.serial ?? null,
        recordCount: parsed.records.length,
      });
      zone.currentVersion = ref(version);
      await tx.flush();
      await staged.commit();
      return zone;
    })
    .catch(async (err) => {
      throw await fail(err);
    });
  return zone;
}

export interface ZoneFilter extends PageArgs {
  origin?: string | null;
}

/** The caller's zones (an admin's: everyone's), by id, oldest first; anonymous callers see none. */
export async function listZones(em: EntityManager, viewer: User | null, filter: ZoneFilter): Promise<Page<Zone>> {
  const w = ascendingWindow(filter, 500, 50);
  if (!viewer) return emptyPage();
  const id: Record<string, number> = {};
  if (w.after != null) id.$gt = w.after;
  if (w.before != null) id.$lt = w.before;
  const where: Record<string, unknown> = Object.keys(id).length ? { id } : {};
  if (!viewer.isAdmin) where.owner = viewer.id;
  // Origins are stored lower-case without the final dot; the filter is written as users write names.
  if (filter.origin) where.origin = { $ilike: `%${escapeLike(filter.origin.replace(/\.$/, ''))}%` };
  const rows = await em.find(Zone, where, { orderBy: { id: w.fromEnd ? 'desc' : 'asc' }, limit: w.limit });
  return ascendingPage(rows, w, (z) => z.id);
}

/** One zone by id or origin, if the caller may see it (owner or admin); NOT_FOUND otherwise. */
export async function getZone(
  em: EntityManager,
  viewer: User | null,
  ref: { id?: string | null; origin?: string | null },
): Promise<Zone> {
  let zone: Zone | null;
  if (ref.id) zone = toId(ref.id) ? await em.findOne(Zone, { id: toId(ref.id)! }) : null;
  else if (ref.origin) zone = await em.findOne(Zone, { origin: zoneFileName(ref.origin) ?? '' });
  else throw new BadInputError('id or origin is required');
  if (!zone || !viewer || (!viewer.isAdmin && zone.owner.id !== viewer.id)) throw new NotFoundError('Zone not found');
  return zone;
}

/** A version's text: its upload's kept file (or, for versions stored before that, its own copy); null if neither is left. */
export async function versionText(version: ZoneVersion): Promise<string | null> {
  if (version.text !== null) return version.text;
  return version.upload ? readFile(version.upload.getEntity().storedPath, 'utf8') : null;
}

/** The records of the last few versions read (versions never change): a page of records is not a parse each. */
const recentRecords = new Map<number, StoredRecord[]>();
const RECENT_VERSIONS = 4;

/**
 * A version's records (`origin`: its zone's): its upload's kept file parsed again as it was on upload, or, for
 * versions stored before that, decoded from their stored text; none when neither is left.
 */
export async function versionRecords(version: ZoneVersion, origin: string): Promise<StoredRecord[]> {
  if (version.records != null) return recordsFromText(version.records);
  const known = recentRecords.get(version.id);
  if (known) return known;
  const path = version.upload?.getEntity().storedPath;
  const bytes = path ? await readFile(path).catch(() => null) : null;
  if (!bytes) return [];
  const records = parseZone(bytes, { origin: `${origin}.` }).records.map((r): StoredRecord => [
    r.name,
    r.ttl,
    r.class,
    r.type,
    r.data,
  ]);
  if (recentRecords.size >= RECENT_VERSIONS) recentRecords.delete(recentRecords.keys().next().value!);
  recentRecords.set(version.id, records);
  return records;
}

export async function zoneVersions(em: EntityManager, zone: Zone): Promise<ZoneVersion[]> {
  return em.find(ZoneVersion, { zone }, { orderBy: { id: 'desc' } });
}
