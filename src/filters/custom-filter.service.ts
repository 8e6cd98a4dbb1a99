import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CustomFilter,
  FilterKeyword,
  FilterStatus,
  Status,
  type FilterAction,
  type FilterContext,
  type User,
} from '../entities/index.js';
import { NotFoundError, UnprocessableError } from '../core/errors.js';
import { toId } from '../core/ids.js';
import { FILTER_CONTEXTS } from './filter.service.js';

const MAX_TEXT = 1000;
const MAX_KEYWORDS = 100;
/** Mastodon allows up to a year ahead; so do we. */
const MAX_EXPIRES_IN = 365 * 24 * 3600;

/** One entry of `keywords_attributes`: a new keyword (no id), a change (id), or a removal (id and destroy). */
export interface KeywordChange {
  id?: string | null;
  keyword?: string | null;
  wholeWord?: boolean | null;
  destroy?: boolean | null;
}

export interface CustomFilterInput {
  title?: string | null;
  context?: string[] | null;
  action?: FilterAction | null;
  /** Seconds from now; null: never (on update, absent keeps, null clears). */
  expiresIn?: number | null;
  keywords?: KeywordChange[] | null;
}

/** Mastodon words its validation errors so; clients show the text. */
const invalid = (what: string) => new UnprocessableError(`Validation failed: ${what}`);

function text(value: string | null | undefined, name: string): string {
  const t = (value ?? '').trim();
  if (!t) throw invalid(`${name} can't be blank`);
  if ([...t].length > MAX_TEXT) throw invalid(`${name} is too long (maximum is ${MAX_TEXT} characters)`);
  return t;
}

function checked(input: CustomFilterInput, current?: CustomFilter) {
  const title = input.title == null && current ? current.title : text(input.title, 'Title');
  const context = input.context == null && current ? current.context : [...new Set(input.context ?? [])];
  if (!context.length) throw invalid("Context can't be blank");
  if (context.some((c) => !FILTER_CONTEXTS.includes(c as FilterContext))) throw invalid('Context is invalid');
  let expiresAt = current?.expiresAt ?? null;
  if (input.expiresIn !== undefined) {
    const seconds = input.expiresIn;
    if (seconds != null && (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_EXPIRES_IN)) {
      throw invalid(`Expires in must be from 1 to ${MAX_EXPIRES_IN} seconds`);
    }
    expiresAt = seconds == null ? null : new Date(Date.now() + seconds * 1000);
  }
  return { title, context: context as FilterContext[], action: input.action ?? current?.action ?? 'warn', expiresAt };
}

/** The viewer's v2 filters, expired ones included (clients show them), oldest first. */
export function customFilters(em: EntityManager, viewer: User): Promise<CustomFilter[]> {
  return em.find(CustomFilter, { user: viewer }, { orderBy: { id: 'asc' } });
}

export async function ownCustomFilter(em: EntityManager, viewer: User, id: string): Promise<CustomFilter> {
  const filterId = toId(id);
  const filter = filterId ? await em.findOne(CustomFilter, { id: filterId, user: viewer }) : null;
  if (!filter) throw new NotFoundError('Record not found');
  return filter;
}

export function filterKeywords(em: EntityManager, filter: CustomFilter): Promise<FilterKeyword[]> {
  return em.find(FilterKeyword, { filter }, { orderBy: { id: 'asc' } });
}

export function filterStatuses(em: EntityManager, filter: CustomFilter): Promise<FilterStatus[]> {
  return em.find(FilterStatus, { filter }, { orderBy: { id: 'asc' } });
}

/** Applies `keywords_attributes` to the filter (already persisted or new), checking them all first. */
async function applyKeywords(em: EntityManager, filter: CustomFilter, changes: KeywordChange[]) {
  const existing = filter.id ? await filterKeywords(em, filter) : [];
  const byId = new Map(existing.map((k) => [String(k.id), k]));
  const plan = changes.map((c) => {
    const target = c.id == null ? null : byId.get(String(c.id));
    if (c.id != null && !target) throw new NotFoundError('Record not found');
    return { c, target };
  });
  const kept = existing.length - plan.filter((p) => p.target && p.c.destroy).length;
  if (kept + plan.filter((p) => !p.target && !p.c.destroy).length > MAX_KEYWORDS) {
    throw invalid(`Keywords are too many (maximum is ${MAX_KEYWORDS})`);
  }
  const edits = plan.map(({ c, target }) => {
    if (target && c.destroy) return () => em.remove(target);
    if (c.destroy) return () => undefined;
    const keyword = c.keyword == null && target ? target.keyword : text(c.keyword, 'Keyword');
    const wholeWord = c.wholeWord ?? target?.wholeWord ?? true;
    if (target) return () => Object.assign(target, { keyword, wholeWord });
    return () => em.create(FilterKeyword, { filter, keyword, wholeWord });
  });
  for (const edit of edits) edit();
}

export async function createCustomFilter(
  em: EntityManager,
  viewer: User,
  input: CustomFilterInput,
): Promise<CustomFilter> {
  const filter = em.create(CustomFilter, { user: viewer, ...checked(input) });
  await applyKeywords(em, filter, input.keywords ?? []);
  await em.flush();
  return filter;
}

export async function updateCustomFilter(
  em: EntityManager,
  viewer: User,
  id: string,
  input: CustomFilterInput,
): Promise<CustomFilter> {
  const filter = await ownCustomFilter(em, viewer, id);
  const values = checked(input, filter);
  await applyKeywords(em, filter, input.keywords ?? []);
  Object.assign(filter, values);
  await em.flush();
  return filter;
}

export async function deleteCustomFilter(em: EntityManager, viewer: User, id: string): Promise<number> {
  const filter = await ownCustomFilter(em, viewer, id);
  await em.nativeDelete(CustomFilter, filter.id);
  return filter.id;
}

export async function ownFilterKeyword(em: EntityManager, viewer: User, id: string): Promise<FilterKeyword> {
  const keywordId = toId(id);
  const keyword = keywordId ? await em.findOne(FilterKeyword, { id: keywordId, filter: { user: viewer } }) : null;
  if (!keyword) throw new NotFoundError('Record not found');
  return keyword;
}

export async function addFilterKeyword(
  em: EntityManager,
  viewer: User,
  filterId: string,
  change: KeywordChange,
): Promise<FilterKeyword> {
  const filter = await ownCustomFilter(em, viewer, filterId);
  const count = await em.count(FilterKeyword, { filter });
  if (count >= MAX_KEYWORDS) throw invalid(`Keywords are too many (maximum is ${MAX_KEYWORDS})`);
  const keyword = em.create(FilterKeyword, {
    filter,
    keyword: text(change.keyword, 'Keyword'),
    wholeWord: change.wholeWord ?? true,
  });
  await em.flush();
  return keyword;
}

export async function updateFilterKeyword(
  em: EntityManager,
  viewer: User,
  id: string,
  change: KeywordChange,
): Promise<FilterKeyword> {
  const keyword = await ownFilterKeyword(em, viewer, id);
  if (change.keyword != null) keyword.keyword = text(change.keyword, 'Keyword');
  if (change.wholeWord != null) keyword.wholeWord = change.wholeWord;
  await em.flush();
  return keyword;
}

export async function deleteFilterKeyword(em: EntityManager, viewer: User, id: string): Promise<number> {
  const keyword = await ownFilterKeyword(em, viewer, id);
  await em.nativeDelete(FilterKeyword, keyword.id);
  return keyword.id;
}

export async function ownFilterStatus(em: EntityManager, viewer: User, id: string): Promise<FilterStatus> {
  const rowId = toId(id);
  const row = rowId ? await em.findOne(FilterStatus, { id: rowId, filter: { user: viewer } }) : null;
  if (!row) throw new NotFoundError('Record not found');
  return row;
}

/**
 * Adds a status to the filter. The status must exist (Mastodon does not check who may see it: the filter only
 * stores the id, and nothing of the status is shown through it).
 */
export async function addFilterStatus(
  em: EntityManager,
  viewer: User,
  filterId: string,
  statusId: string,
): Promise<FilterStatus> {
  const filter = await ownCustomFilter(em, viewer, filterId);
  const sid = toId(statusId);
  const status = sid ? await em.findOne(Status, { id: sid }) : null;
  if (!status) throw invalid('Status must exist');
  if (await em.count(FilterStatus, { filter, status })) throw invalid('Status has already been taken');
  const row = em.create(FilterStatus, { filter, status });
  await em.flush();
  return row;
}

export async function deleteFilterStatus(em: EntityManager, viewer: User, id: string): Promise<number> {
  const row = await ownFilterStatus(em, viewer, id);
  await em.nativeDelete(FilterStatus, row.id);
  return row.id;
}
