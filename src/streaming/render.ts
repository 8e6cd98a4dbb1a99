import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { graphql } from '../../rest-adapter/gql/index.js';
import type { Answered } from '../../rest-adapter/types.js';
import type { StreamStatusQuery } from '../../rest-adapter/gql/graphql.js';
import { chatView } from '../../rest-adapter/views/chat.view.js';
import { conversationView } from '../../rest-adapter/views/conversation.view.js';
import { notificationView } from '../../rest-adapter/views/notification.view.js';
import { statusView } from '../../rest-adapter/views/status.view.js';
import type { AuthInfo } from '../auth/authenticate.js';
import { compileOperation } from '../graphql/compile-operation.js';
import { contextFor, type AppDeps, type Context } from '../graphql/context.js';
import type { SocialEvent } from '../events/events.js';
import { errorPayload } from '../graphql/error-payload.js';
import { operationRunner, type OperationRunner } from '../graphql/operation-runner.js';
import { primeStatusFacts } from '../graphql/loaders.js';
import { NotFoundError } from '../core/errors.js';
import { visibleStatusWithFacts } from '../statuses/status-facts.js';
import type { StreamEventName } from './streams.js';
import { viewerFacts, type StatusKeys, type ViewerFacts } from './viewer-facts.js';
import { usersWithFilterMatch } from '../filters/filter.service.js';

/**
 * The payload of each streaming event is the JSON the REST API returns for the entity, made by the same
 * GraphQL operation and view, executed for the receiver: visibility, blocks and per-viewer fields
 * (`favourited`, `pleroma.is_seen`) are the receiver's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the map holds templates of several result types
interface Template<TData = any> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- every template takes { id }
  operation: TypedDocumentNode<TData, any>;
  /** The id the operation takes, from the event (and the receiver, for events that differ by side). */
  id(event: SocialEvent, viewerId: number | null): number | null;
  view(data: Answered<TData>): unknown;
}

/** A template typed by its operation, as `route()` types a route row. */
const template = <TData>(t: Template<TData>): Template<TData> => t;

const statusId = (e: SocialEvent) => ('statusId' in e ? e.statusId : null);
const STATUS = template({
  operation: graphql(`query StreamStatus($id: ID!) { status(id: $id) { ...MastodonStatus } }`),
  id: statusId,
  view: (d) => statusView(d.status),
});

const TEMPLATES: Partial<Record<StreamEventName, Template>> = {
  update: STATUS,
  'status.update': STATUS,
  notification: template({
    operation: graphql(`query StreamNotification($id: ID!) { notification(id: $id) { ...MastodonNotification } }`),
    id: (e) => (e.type === 'notification.created' ? e.notificationId : null),
    view: (d) => notificationView(d.notification),
  }),
  conversation: template({
    operation: graphql(`query StreamConversation($id: ID!) { conversation(id: $id) { ...MastodonConversation } }`),
    id: (e) => (e.type === 'conversation.updated' ? e.participationId : null),
    view: (d) => conversationView(d.conversation),
  }),
  'pleroma:chat_update': template({
    operation: graphql(`query StreamChat($id: ID!) { chatOfMessage(messageId: $id) { ...PleromaChat } }`),
    id: (e) => (e.type === 'chat_message.created' ? e.chatMessageId : null),
    view: (d) => chatView(d.chatOfMessage),
  }),
};

/**
 * Events rendered otherwise than their stream event's usual template: a chat message an admin deleted is a
 * `pleroma:chat_update` of each party's own chat (its last message is no longer that one).
 */
const EVENT_TEMPLATES: Partial<Record<SocialEvent['type'], Template>> = {
  'chat_message.deleted': template({
    operation: graphql(`query StreamChatById($id: ID!) { chat(id: $id) { ...PleromaChat } }`),
    id: (e, viewerId) =>
      e.type !== 'chat_message.deleted'
        ? null
        : viewerId === e.senderId
          ? e.senderChatId
          : viewerId === e.recipientId
            ? e.recipientChatId
            : null,
    view: (d) => chatView(d.chat),
  }),
};

/**
 * At most this many renders run at once: a burst of events then waits here, not in the database's queue
 * ahead of the requests that users are waiting for.
 */
export const MAX_CONCURRENT_RENDERS = 4;

/** What routing read of a status event that its render uses. */
export interface StatusRouting {
  /** The status and the one it reblogs; none when they are gone. */
  shown?: StatusKeys[];
  /** The users whose v2 filters match it (read with its audience); read here when absent. */
  filterMatches?: () => Promise<Set<number>>;
  /** Routing's entity manager: the base render runs in it. */
  em?: EntityManager;
  /** The viewer facts of `shown` for every viewer, read with routing's check of who hides the event's sources. */
  facts?: ViewerFacts;
}

/** Who a payload is rendered for: their credentials, and a request id for the logs. */
export interface Viewer {
  auth: AuthInfo;
  requestId: string;
}

type Compiled = { template: Template; document: DocumentNode };

/**
 * Reads the status with its parts for the context's viewer and its author with their counts, in one statement
 * (as a page reads its statuses), for the operation's loaders: its render then reads nothing more of them.
 * Nothing is read ahead when the viewer may no longer see it: the operation answers NOT_FOUND as always.
 */
async function readStatusAhead(ctx: Context, id: number): Promise<void> {
  try {
    const { status, facts } = await visibleStatusWithFacts(ctx.em, ctx.auth.caller?.id ?? null, id);
    ctx.loaders.statusesReadAhead.set(String(id), status);
    primeStatusFacts(ctx.loaders, status, facts);
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err;
  }
}

export class Renderer {
  private readonly compiled = new Map<StreamEventName, Compiled>();
  private readonly compiledByEvent = new Map<SocialEvent['type'], Compiled>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly run: OperationRunner;

  constructor(
    schema: GraphQLSchema,
    private readonly deps: AppDeps,
  ) {
    this.run = operationRunner(schema);
    for (const [name, template] of Object.entries(TEMPLATES) as Array<[StreamEventName, Template]>) {
      this.compiled.set(name, {
        template,
        document: compileOperation(template.operation, schema, `stream event ${name}`).document,
      });
    }
    for (const [type, template] of Object.entries(EVENT_TEMPLATES) as Array<[SocialEvent['type'], Template]>) {
      this.compiledByEvent.set(type, {
        template,
        document: compileOperation(template.operation, schema, `stream event ${type}`).document,
      });
    }
  }

  /**
   * The payload text for each viewer (null: anonymous), or null for those who may not see it (or when it is
   * gone, or has no template). A status is rendered once for all its viewers (see `statusPayloads`); other
   * events go to one or two users and are rendered for each.
   */
  async renderAll(
    event: SocialEvent,
    name: StreamEventName,
    viewers: Map<number | null, Viewer>,
    routed: StatusRouting = {},
  ): Promise<Map<number | null, string | null>> {
    const entry = this.compiled.get(name);
    const id = entry?.template.id(event, null);
    if (name !== 'delete' && entry?.template === STATUS && id != null)
      return this.statusPayloads(entry, id, event, name, viewers, routed);
    const payloads = new Map<number | null, string | null>();
    await Promise.all(
      [...viewers].map(async ([viewerId, viewer]) => payloads.set(viewerId, await this.render(viewer, event, name))),
    );
    return payloads;
  }

  /** The payload text for one viewer, rendered for them alone. */
  async render(viewer: Viewer, event: SocialEvent, name: StreamEventName): Promise<string | null> {
    if (name === 'delete') return String(statusId(event));
    const entry = this.compiledByEvent.get(event.type) ?? this.compiled.get(name);
    const id = entry?.template.id(event, viewer.auth.caller?.id ?? null);
    if (!entry || id == null) return null;
    const data = await this.execute(entry, id, viewer, name);
    return data ? JSON.stringify(entry.template.view(data)) : null;
  }

  /**
   * A status for many viewers: the GraphQL operation runs once, for one viewer who may see it (the base), and
   * each viewer's own fields (ViewerFields: favourited, reblogged, muted, emoji reactions, parent visibility,
   * conversation) replace the base's, computed for all viewers in a few statements. The payloads are the
   * bytes the REST endpoint gives each viewer. The accounts the payload shows (author, reblogged author) see
   * their own hidden follower counts: they are rendered for themselves, as is everyone when no base can see it.
   * See StatusRouting for what routing hands on.
   */
  private async statusPayloads(
    entry: Compiled,
    id: number,
    event: SocialEvent,
    name: StreamEventName,
    viewers: Map<number | null, Viewer>,
    { shown, filterMatches, em, facts: routedFacts }: StatusRouting,
  ): Promise<Map<number | null, string | null>> {
    const payloads = new Map<number | null, string | null>();
    if (!shown) {
      for (const viewerId of viewers.keys()) payloads.set(viewerId, null);
      return payloads;
    }
    const facts = routedFacts ?? (await viewerFacts(this.deps.orm.em.fork(), shown, [...viewers.keys()]));
    // Authors, and viewers whose filters match (their `filtered`), are rendered for themselves.
    const selves = new Set([
      ...shown.map((s) => s.authorId),
      ...(await (filterMatches?.() ?? usersWithFilterMatch(this.deps.orm.em.fork(), id))),
    ]);
    const others = [...viewers.keys()].filter((v) => v == null || !selves.has(v));
    const baseId = others.find((v) => facts.visible(id, v));
    const base =
      baseId === undefined
        ? null
        : await this.execute(entry, id, viewers.get(baseId)!, name, { readAhead: readStatusAhead, em });
    const byFields = new Map<string, string>();
    await Promise.all(
      [...viewers].map(async ([viewerId, viewer]) => {
        if (!facts.visible(id, viewerId)) return payloads.set(viewerId, null);
        if (!base || (viewerId != null && selves.has(viewerId)))
          return payloads.set(viewerId, await this.render(viewer, event, name));
        const own = shown.map((s) => facts.fields(s, viewerId));
        const key = JSON.stringify(own);
        let text = byFields.get(key);
        if (text === undefined) {
          const s = (base as StreamStatusQuery).status!;
          const data: StreamStatusQuery = {
            status: { ...s, ...own[0], reblog: s.reblog && { ...s.reblog, ...own[1] } },
          };
          byFields.set(key, (text = JSON.stringify(entry.template.view(data))));
        }
        return payloads.set(viewerId, text);
      }),
    );
    return payloads;
  }

  /** The operation's data for the viewer; null when they may not see the entity. At most MAX_CONCURRENT_RENDERS at once. */
  private async execute(
    entry: Compiled,
    id: number,
    viewer: Viewer,
    name: StreamEventName,
    { readAhead, em }: { readAhead?: typeof readStatusAhead; em?: EntityManager } = {},
  ): Promise<unknown> {
    if (this.running >= MAX_CONCURRENT_RENDERS) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      const ctx = contextFor(this.deps, em ?? this.deps.orm.em.fork(), viewer.auth, viewer.requestId, 'websocket');
      await readAhead?.(ctx, id);
      const result = await this.run({
        document: entry.document,
        variableValues: { id: String(id) },
        contextValue: ctx,
      });
      if (result.errors?.length) {
        const payload = errorPayload(result.errors[0]);
        if (payload.internal)
          this.deps.logger.error(
            { err: payload.internal, reqId: viewer.requestId, event: name },
            'stream event not rendered',
          );
        return null;
      }
      return result.data;
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
