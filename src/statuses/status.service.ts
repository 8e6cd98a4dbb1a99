import { raw, ref, UniqueConstraintViolationException, type Ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { accountUrl } from '../accounts/account.presenter.js';
import type { AppConfig } from '../config.js';
import {
  ConversationParticipation,
  IdempotencyKey,
  MediaAttachment,
  Notification,
  OAuthApp,
  Poll,
  Status,
  StatusContext,
  User,
  type MediaType,
  type ScheduledStatusParams,
  type Visibility,
} from '../entities/index.js';
import { BadInputError, ForbiddenError, NotFoundError, UnprocessableError } from '../core/errors.js';
import { toId } from '../core/ids.js';
import { MAX_ATTACHMENTS } from '../media/media.service.js';
import { checkPoll } from '../polls/poll.service.js';
import {
  insertNotifications,
  notificationsInsertSql,
  recordInserted,
  type Candidates,
  type InsertedRow,
} from '../notifications/notify.js';
import { intArray, plainShape } from '../db/batch-loaders.js';
import { rowWhere } from '../db/row-where.js';
import { getSettings } from '../settings/settings.service.js';
import { recordDirectStatus } from '../conversations/conversation.service.js';
import { statusCreated, statusDeleted, statusUpdated } from '../events/publish.js';
import { addVersion, keepVersion } from './status-versions.js';
import { cardLink, queuePreviewCard } from '../cards/preview-card.service.js';
import { htmlToText, publicHost, scanStatusText, statusHtml, type MentionTarget } from './status-content.js';
import { visibleSql } from './visibility.js';
import { mayFederateSql } from '../federation/may-federate.js';
import { columnsWithout, countedWithNewStatus, type NewStatusFacts } from './status-facts.js';
import { COUNTED_PREFIX, countedColumns } from '../accounts/account.loaders.js';

const VISIBILITIES: readonly Visibility[] = ['public', 'unlisted', 'private', 'direct'];

/** A status to post: the parameters a scheduled status keeps (a poll not with media), and the request's key. */
export interface NewStatus extends ScheduledStatusParams {
  /** The Idempotency-Key header: the same key from the same user gives back the same status. */
  idempotencyKey?: string | null;
}

const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

const RECORD_NOT_FOUND = 'Record not found';

/**
 * A status by id that the viewer may see; 404 otherwise (an invisible status does not exist for them). One
 * statement: the row with the visibility rule (`visibleSql`, which `canSee` states in memory) as its condition.
 */
export async function getVisibleStatus(em: EntityManager, viewer: User | null, id: string | number): Promise<Status> {
  const status = await rowWhere(em, Status, 's', toId(id), visibleSql('s', viewer?.id ?? null));
  if (!status) throw new NotFoundError(RECORD_NOT_FOUND);
  return status;
}

/** The status an action (favourite, reblog, reply) applies to: a reblog stands for the status it reblogs. */
export async function getActionTarget(em: EntityManager, viewer: User | null, id: string | number): Promise<Status> {
  const status = await getVisibleStatus(em, viewer, id);
  return status.reblogOf ? em.findOneOrFail(Status, status.reblogOf.id) : status;
}

async function findIdempotent(em: EntityManager, author: User, key: string): Promise<Status | null> {
  const row = await em.findOne(IdempotencyKey, { user: author, key });
  if (!row) return null;
  const status = await em.findOne(Status, row.statusId);
  if (status) return status;
  // The status was deleted since: the key is free again.
  await em.removeAndFlush(row);
  return null;
}

async function mediaFor(em: EntityManager, author: User, ids: string[]): Promise<MediaAttachment[]> {
  if (ids.length > MAX_ATTACHMENTS) throw new UnprocessableError(`media_ids: at most ${MAX_ATTACHMENTS} attachments`);
  if (!ids.length) return [];
  const wanted = [...new Set(ids.map(toId))];
  const found = wanted.every((id) => id != null)
    ? await em.find(
        MediaAttachment,
        { id: { $in: wanted as number[] }, account: author, status: null },
        { orderBy: { id: 'asc' } },
      )
    : [];
  if (found.length !== wanted.length) {
    const missing = ids.filter((id) => !found.some((m) => String(m.id) === String(id).trim()));
    throw new UnprocessableError(
      `media_ids: media ${missing.join(', ')} not found or already attached to another status`,
    );
  }
  return found;
}

/** The accounts named (local ones by nickname, remote ones known here by `nick@host`), in the order named. */
async function localUsersByNickname(em: EntityManager, nicknames: string[]): Promise<User[]> {
  if (!nicknames.length) return [];
  const lower = nicknames.map((n) => n.toLowerCase());
  const found = await em.find(User, { [raw('lower(nickname)')]: { $in: lower } });
  return lower.map((n) => found.find((u) => u.nickname.toLowerCase() === n)).filter((u): u is User => u != null);
}

async function ownParticipation(em: EntityManager, author: User, id: string): Promise<ConversationParticipation> {
  const participationId = toId(id);
  const participation = participationId
    ? await em.findOne(ConversationParticipation, { id: participationId, user: author })
    : null;
  if (!participation) throw new UnprocessableError('in_reply_to_conversation_id: unknown conversation');
  return participation;
}

function chooseVisibility(
  input: NewStatus,
  author: User,
  parent: Status | null,
  participation: ConversationParticipation | null,
): Visibility {
  if (participation) return 'direct';
  const visibility =
    input.visibility ??
    parent?.visibility ??
    (VISIBILITIES.includes(author.defaultScope as Visibility) ? (author.defaultScope as Visibility) : 'public');
  if (parent?.visibility === 'direct' && visibility !== 'direct')
    throw new UnprocessableError('The message visibility must be direct');
  return visibility;
}

/**
 * Who a status is addressed to besides its author, as Pleroma addresses it: a conversation reply to the
 * conversation's recipients only; otherwise the mentioned accounts, plus the replied-to author for public and
 * unlisted replies and for replies to a direct message.
 */
function addressees(
  author: User,
  visibility: Visibility,
  mentioned: User[],
  parent: Status | null,
  participation: ConversationParticipation | null,
): number[] {
  const ids = participation ? participation.recipientIds : mentioned.map((u) => u.id);
  const implicit =
    parent && (visibility === 'public' || visibility === 'unlisted' || parent.visibility === 'direct')
      ? [parent.account.id]
      : [];
  return [...new Set([...ids, ...(participation ? [] : implicit)])].filter((id) => id !== author.id);
}

/**
 * A new status's parts, checked (text, spoiler, media, language, poll, reply, conversation, visibility): a
 * refusal throws, and nothing is changed. Also run when a status is scheduled, so a bad one is refused then.
 */
export async function checkNewStatus(em: EntityManager, author: User, input: NewStatus) {
  const text = (input.status ?? '').trim();
  const spoilerText = input.spoilerText ?? '';
  const media = await mediaFor(em, author, input.mediaIds ?? []);
  await checkText(em, text, spoilerText, () => media.length > 0);
  const language = input.language?.trim() || null;
  if (language && !LANGUAGE.test(language)) throw new BadInputError('language: is not a valid language code');
  const poll = input.poll ? await checkPoll(em, input.poll) : null;
  if (poll && media.length) throw new UnprocessableError('Cannot attach files to a status with a poll');

  const parent = input.inReplyToId ? await getActionTarget(em, author, input.inReplyToId) : null;
  const participation = input.inReplyToConversationId
    ? await ownParticipation(em, author, input.inReplyToConversationId)
    : null;
  const visibility = chooseVisibility(input, author, parent, participation);
  return { text, spoilerText, media, language, poll, parent, participation, visibility };
}

/**
 * Posts a status: text, visibility, reply, conversation reply, spoiler, media and language checked first (no
 * change on bad input); then mentions, tags and links resolved into sanitised HTML; direct statuses update
 * the participants' conversations; the addressed accounts and subscribers are notified.
 */
export async function createStatus(
  em: EntityManager,
  config: AppConfig,
  author: User,
  app: OAuthApp | null,
  input: NewStatus,
): Promise<Status> {
  return (await postStatus(em, config, author, app, input)).status;
}

/**
 * `createStatus`, with what its author's reply shows that the insert read (`NewStatusFacts`), when the status
 * opens a thread of its own with nothing to write besides, no idempotency key and is not direct: then the
 * thread, the status and its notifications are one statement that reads the facts too, and with `rendered`
 * (the status is only rendered, as a reply) the status is a plain row (`plainShape`), not managed. Null facts
 * otherwise.
 */
export async function postStatus(
  em: EntityManager,
  config: AppConfig,
  author: User,
  app: OAuthApp | null,
  input: NewStatus,
  rendered = false,
): Promise<{ status: Status; facts: NewStatusFacts | null }> {
  const key = input.idempotencyKey?.trim() || null;
  if (key) {
    const existing = await findIdempotent(em, author, key);
    if (existing) return { status: existing, facts: null };
  }

  const { text, spoilerText, media, language, poll, parent, participation, visibility } = await checkNewStatus(
    em,
    author,
    input,
  );
  const { scanned, mentioned, content } = await renderText(em, config, text);
  const recipientIds = addressees(author, visibility, mentioned, parent, participation);

  const data = {
    account: author,
    text,
    content,
    spoilerText,
    visibility,
    sensitive: input.sensitive === true || scanned.tags.includes('nsfw'),
    language,
    inReplyTo: parent,
    inReplyToAccount: parent ? parent.account : null,
    context: parent?.context ?? participation?.context ?? null,
    application: app,
    mentionIds: mentioned.map((u) => u.id).filter((id) => id !== author.id),
    recipientIds,
    tags: scanned.tags,
  };
  let status: Status;
  let facts: NewStatusFacts | null = null;
  if (media.length || poll || cardLink(config, text)) {
    // With rows of its own to write besides: one flush, in one transaction.
    status = em.create(Status, { ...data, context: data.context ?? em.create(StatusContext, {}) });
    for (const m of media) m.status = ref(status);
    if (poll) em.create(Poll, { ...poll, status });
    await queuePreviewCard(em, config, status);
    await em.flush();
  } else if (!key && visibility !== 'direct' && data.context == null) {
    // A thread of its own: nobody has muted it, so its notifications are checked in the insert's statement.
    ({ status, facts } = await insertStatusNotifying(em, data, rendered));
  } else status = await insertStatus(em, data);
  await recordHashtags(em, scanned.tags);

  if (key) {
    try {
      await em.insert(IdempotencyKey, { user: author, key, statusId: status.id });
    } catch (err) {
      if (!(err instanceof UniqueConstraintViolationException)) throw err;
      // A concurrent request with the same key won: keep its status, drop ours.
      await em.nativeDelete(Status, status.id);
      return { status: (await findIdempotent(em, author, key)) ?? status, facts: null };
    }
  }

  if (visibility === 'direct') await recordDirectStatus(em, status);
  if (!facts) await notifyAddressees(em, status);
  statusCreated(em, status, facts?.federates);
  return { status, facts };
}

/** A new status's columns, as `createStatus` has them (`context` null: a thread of its own). */
interface StatusRow {
  account: User;
  text: string;
  content: string;
  spoilerText: string;
  visibility: Visibility;
  sensitive: boolean;
  language: string | null;
  inReplyTo: Status | null;
  inReplyToAccount: Ref<User> | null;
  context: Ref<StatusContext> | null;
  application: OAuthApp | null;
  mentionIds: number[];
  recipientIds: number[];
  tags: string[];
}

/** The insert of a new status's row (`?` for its thread when `context` is a bound value), with its bound values. */
function statusInsertSql(em: EntityManager, d: StatusRow, context: string): { sql: string; params: unknown[] } {
  const columns = `account_id, text, content, spoiler_text, visibility, sensitive, language, in_reply_to_id,
    in_reply_to_account_id, application_id, mention_ids, recipient_ids, tags, created_at, context_id`;
  return {
    sql: `insert into statuses (${columns}) select ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, cast(? as int[]), cast(? as int[]),
      cast(? as text[]), ?, ${context} returning *`,
    params: [
      d.account.id,
      d.text,
      d.content,
      d.spoilerText,
      d.visibility,
      d.sensitive,
      d.language,
      d.inReplyTo?.id ?? null,
      d.inReplyToAccount?.id ?? null,
      d.application?.id ?? null,
      intArray(d.mentionIds),
      intArray(d.recipientIds),
      em.getPlatform().marshallArray(d.tags),
      new Date(),
    ],
  };
}

/** The thread of a new status that opens one, inserted as `c` (a `with` clause). */
const NEW_THREAD = 'with c as (insert into status_contexts default values returning id)';

/**
 * Inserts a status (and its thread, when it opens one) in one statement, and gives it back managed as the
 * database answered it: nothing loaded before, nothing read after.
 */
async function insertStatus(em: EntityManager, d: StatusRow): Promise<Status> {
  const opensThread = d.context == null;
  const insert = statusInsertSql(em, d, opensThread ? 'c.id from c' : '?');
  const [inserted] = await em
    .getConnection()
    .execute<Array<Record<string, unknown>>>(
      opensThread ? `${NEW_THREAD} ${insert.sql}` : insert.sql,
      opensThread ? insert.params : [...insert.params, d.context!.id],
      'all',
      em.getTransactionContext(),
    );
  return em.map(Status, inserted);
}

const NOTIFICATION_PREFIX = 'n__';

/**
 * A status opening a thread of its own, its thread and its notifications (`addresseeCandidates`) in one
 * statement, which reads its author's facts too (the statement does not see its own rows: the status is counted
 * in) and whether it may go to another server. Each row of the answer is the status with one notification (or
 * none).
 */
async function insertStatusNotifying(
  em: EntityManager,
  d: StatusRow,
  rendered: boolean,
): Promise<{ status: Status; facts: NewStatusFacts }> {
  const insert = statusInsertSql(em, d, 'c.id from c');
  const notifications = notificationsInsertSql(
    addresseeCandidates(
      {
        authorId: d.account.id,
        recipientIds: d.recipientIds,
        visibility: d.visibility,
        inReplyToAccountId: d.inReplyToAccount?.id ?? null,
      },
      { sql: '(select s.id from s)', params: [] },
    ),
  );
  const federates = mayFederateSql('s');
  const rows = await em.getConnection().execute<Array<Record<string, unknown>>>(
    `${NEW_THREAD}, s as (${insert.sql}), n as (${notifications.sql})
     select s.*, ${countedColumns('s.account_id')},
       exists (select 1 from custom_filters cf where cf.user_id = s.account_id) as f_filters,
       ${federates.sql} as f_federates,
       ${plainShape(em, Notification).columns('n', NOTIFICATION_PREFIX)}, n.pushes as ${NOTIFICATION_PREFIX}pushes
     from s left join n on true order by n.id`,
    [...insert.params, ...notifications.params, ...federates.params],
    'all',
    em.getTransactionContext(),
  );
  const [first] = rows;
  const status = rendered
    ? plainShape(em, Status).toObject(first)
    : em.map(Status, columnsWithout(first, 'f_', COUNTED_PREFIX, NOTIFICATION_PREFIX));
  const inserted = rows
    .filter((row) => row[`${NOTIFICATION_PREFIX}id`] != null)
    .map((row) => {
      const notification: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(row))
        if (key.startsWith(NOTIFICATION_PREFIX)) notification[key.slice(NOTIFICATION_PREFIX.length)] = value;
      return notification as InsertedRow;
    });
  await recordInserted(em, inserted);
  return {
    status,
    facts: {
      authorCounts: countedWithNewStatus(first, status),
      authorHasFilters: first.f_filters === true,
      federates: first.f_federates === true,
    },
  };
}

/**
 * The text and content warning of a new or edited status: some text unless it has media (asked only for an
 * empty text), and both together within the instance's character limit.
 */
async function checkText(
  em: EntityManager,
  text: string,
  spoilerText: string,
  hasMedia: () => boolean | Promise<boolean>,
): Promise<void> {
  if (!text && !(await hasMedia())) throw new UnprocessableError('Cannot post an empty status without attachments');
  const { limit } = await getSettings(em, 'instance');
  if ([...text].length + [...spoilerText].length > limit)
    throw new UnprocessableError('The status is over the character limit');
}

/** A status's text as HTML: links, hashtags, and mentions of the local accounts it names (who are returned). */
async function renderText(em: EntityManager, config: AppConfig, text: string) {
  const scanned = scanStatusText(text, publicHost(config.publicUrl));
  const mentioned = await localUsersByNickname(em, scanned.nicknames);
  const targets = new Map<string, MentionTarget>(
    mentioned.map((u) => [u.nickname.toLowerCase(), { id: u.id, nickname: u.nickname, url: accountUrl(config, u) }]),
  );
  return { scanned, mentioned, content: statusHtml(text, { publicUrl: config.publicUrl, mentioned: targets }) };
}

export interface StatusEdit {
  status?: string | null;
  spoilerText?: string | null;
  sensitive?: boolean | null;
}

/**
 * The author's edit of a status (PUT /api/v1/statuses/:id): new text, content warning and sensitivity, checked
 * as a new status's are; what is not given stays. Its audience stays as posted (visibility, recipients and
 * mentions: an @name the edit adds is linked but neither notified nor addressed), and so do its media, poll and
 * reply. Its versions are kept (`status-versions.ts`); `edited_at` is set and `status.updated` published (streams; federation sends an Update of the Note).
 * Another account's status or a reblog is refused (403); a status the editor cannot see does not exist (404).
 */
export async function editStatus(
  em: EntityManager,
  config: AppConfig,
  author: User,
  id: string,
  edit: StatusEdit,
): Promise<Status> {
  const status = await getVisibleStatus(em, author, id);
  if (status.account.id !== author.id || status.reblogOf || !status.local) throw new ForbiddenError('Forbidden');
  const text = (edit.status ?? status.text).trim();
  const spoilerText = edit.spoilerText ?? status.spoilerText;
  await checkText(em, text, spoilerText, async () => (await em.count(MediaAttachment, { status: status.id })) > 0);
  const { scanned, content } = await renderText(em, config, text);
  await keepVersion(em, status);
  Object.assign(status, {
    text,
    content,
    spoilerText,
    sensitive: (edit.sensitive ?? status.sensitive) || scanned.tags.includes('nsfw'),
    tags: scanned.tags,
    editedAt: new Date(),
  });
  addVersion(em, status);
  await queuePreviewCard(em, config, status);
  await em.flush();
  await recordHashtags(em, scanned.tags);
  statusUpdated(em, status);
  return status;
}

/** Hashtags seen for the first time join the list searched by prefix. */
async function recordHashtags(em: EntityManager, tags: string[]): Promise<void> {
  if (!tags.length) return;
  await em
    .getConnection()
    .execute(`insert into hashtags (name) values ${tags.map(() => '(?)').join(', ')} on conflict do nothing`, tags);
}

/**
 * Notifies the addressed accounts (a mention each) and, unless the status is direct or replies in a thread of
 * others, Pleroma's subscribers of the author (accounts that asked to hear of every new status, followers or
 * not; a followers-only status reaches only those who may see it, accepted followers), in one statement.
 */
async function notifyAddressees(em: EntityManager, status: Status): Promise<void> {
  await insertNotifications(
    em,
    addresseeCandidates(
      {
        authorId: status.account.id,
        recipientIds: status.recipientIds,
        visibility: status.visibility,
        inReplyToAccountId: status.inReplyToAccount?.id ?? null,
      },
      { sql: 'cast(? as int)', params: [status.id] },
    ),
  );
}

/** The candidates of `notifyAddressees` for a status whose id is the SQL `statusId`. */
function addresseeCandidates(
  s: { authorId: number; recipientIds: number[]; visibility: Visibility; inReplyToAccountId: number | null },
  statusId: { sql: string; params: unknown[] },
): Candidates[] {
  const parts: Candidates[] = s.recipientIds.length
    ? [
        {
          sql: `select unnest(cast(? as int[])), cast('mention' as text), cast(? as int), ${statusId.sql},
            cast(null as int), cast(null as int), cast(null as text)`,
          params: [intArray(s.recipientIds), s.authorId, ...statusId.params],
        },
      ]
    : [];
  const isThreadOfOthers = s.inReplyToAccountId != null && s.inReplyToAccountId !== s.authorId;
  if (s.visibility !== 'direct' && !isThreadOfOthers)
    parts.push({
      sql: `select sub.subscriber_id, cast('status' as text), cast(? as int), ${statusId.sql}, cast(null as int),
          cast(null as int), cast(null as text)
        from subscriptions sub where sub.target_id = ? and not (sub.subscriber_id = any(cast(? as int[])))
          and (? or exists (select 1 from follows f
            where f.follower_id = sub.subscriber_id and f.following_id = ? and f.state = 'accepted'))`,
      params: [
        s.authorId,
        ...statusId.params,
        s.authorId,
        intArray(s.recipientIds),
        s.visibility !== 'private',
        s.authorId,
      ],
    });
  return parts;
}

/** A status another server sent (federation), as its Note said it; the receiving side of createStatus. */
export interface RemoteStatus {
  apId: string;
  url: string | null;
  /** Sanitised HTML. */
  content: string;
  spoilerText: string;
  visibility: Visibility;
  sensitive: boolean;
  createdAt: Date;
  inReplyTo: Status | null;
  /** Accounts it mentions (those known here). */
  mentionIds: number[];
  /** The local accounts it is addressed to (mentioned or named in its addressing). */
  recipientIds: number[];
  tags: string[];
  /** Its attachments: files left on their server (`remoteUrl`), recorded with the status. */
  media?: RemoteMedia[];
}

/** A remote status's attachment, as its Note describes it (checked in federation/inbox/attachments.ts). */
export interface RemoteMedia {
  remoteUrl: string;
  type: MediaType;
  mimeType: string;
  description: string | null;
  meta: Record<string, unknown>;
}

/**
 * Records a remote account's status once (the same Note again gives back the same status): hashtags,
 * conversations, mention and subscription notifications and the event the timelines listen to, as for a
 * local status.
 */
export async function createRemoteStatus(em: EntityManager, author: User, input: RemoteStatus): Promise<Status> {
  const existing = await em.findOne(Status, { apId: input.apId });
  if (existing) return existing;
  const parent = input.inReplyTo;
  const status = em.create(Status, {
    account: author,
    text: htmlToText(input.content),
    content: input.content,
    spoilerText: input.spoilerText,
    visibility: input.visibility,
    sensitive: input.sensitive,
    inReplyTo: parent,
    inReplyToAccount: parent ? parent.account : null,
    context: parent?.context ?? em.create(StatusContext, {}),
    mentionIds: input.mentionIds.filter((id) => id !== author.id),
    recipientIds: input.recipientIds.filter((id) => id !== author.id),
    tags: input.tags,
    local: false,
    apId: input.apId,
    url: input.url,
    createdAt: input.createdAt,
  });
  for (const m of input.media ?? [])
    em.create(MediaAttachment, { ...m, account: author, status, fileName: `remote-${randomUUID()}`, size: 0 });
  try {
    await em.flush();
  } catch (err) {
    // The same Note delivered twice at once: the other delivery recorded it.
    if (!(err instanceof UniqueConstraintViolationException)) throw err;
    em.clear();
    return em.findOneOrFail(Status, { apId: input.apId });
  }
  await recordHashtags(em, input.tags);
  if (status.visibility === 'direct') await recordDirectStatus(em, status);
  await notifyAddressees(em, status);
  statusCreated(em, status);
  return status;
}

/** An edit of a remote status its author's server sent. */
export async function editRemoteStatus(
  em: EntityManager,
  status: Status,
  edit: { content: string; spoilerText: string; sensitive: boolean },
): Promise<Status> {
  await keepVersion(em, status);
  Object.assign(status, { ...edit, text: htmlToText(edit.content), editedAt: new Date() });
  addVersion(em, status);
  await em.flush();
  statusUpdated(em, status);
  return status;
}

/** Deletes the viewer's own status (its reblogs, favourites and notifications go with it); 404 for anyone else's. */
export async function deleteStatus(em: EntityManager, viewer: User, id: string): Promise<Status> {
  const statusId = toId(id);
  const status = statusId ? await em.findOne(Status, { id: statusId, account: viewer }) : null;
  if (!status) throw new NotFoundError(RECORD_NOT_FOUND);
  await em.nativeDelete(Status, status.id);
  statusDeleted(em, status);
  return status;
}
