import { execute, type DocumentNode, type GraphQLSchema } from 'graphql';
import { compileOperation } from '../../rest-adapter/router.js';
import type { Data } from '../../rest-adapter/types.js';
import { CHAT_FRAGMENT, chatView } from '../../rest-adapter/views/chat.view.js';
import { CONVERSATION_FRAGMENT, conversationView } from '../../rest-adapter/views/conversation.view.js';
import { NOTIFICATION_FRAGMENT, notificationView } from '../../rest-adapter/views/notification.view.js';
import { STATUS_FRAGMENT, statusView } from '../../rest-adapter/views/status.view.js';
import type { AuthInfo } from '../auth/authenticate.js';
import { contextFor, type AppDeps } from '../context.js';
import type { SocialEvent } from '../events/events.js';
import { errorPayload } from '../graphql/error-payload.js';
import type { StreamEventName } from './routing.js';

/**
 * The payload of each streaming event is the JSON the REST API returns for the entity, made by the same
 * GraphQL operation and view, executed for the receiver: visibility, blocks and per-viewer fields
 * (`favourited`, `pleroma.is_seen`) are the receiver's.
 */
interface Template {
  operation: string;
  /** The id the operation takes, from the event. */
  id(event: SocialEvent): number | null;
  view(data: Data): unknown;
}

const statusId = (e: SocialEvent) => ('statusId' in e ? e.statusId : null);
const STATUS: Template = {
  operation: `query StreamStatus($id: ID!) { status(id: $id) { ...MastodonStatus } } ${STATUS_FRAGMENT}`,
  id: statusId,
  view: (d) => statusView(d.status),
};

const TEMPLATES: Partial<Record<StreamEventName, Template>> = {
  update: STATUS,
  'status.update': STATUS,
  notification: {
    operation: `query StreamNotification($id: ID!) { notification(id: $id) { ...MastodonNotification } } ${NOTIFICATION_FRAGMENT}`,
    id: (e) => (e.type === 'notification.created' ? e.notificationId : null),
    view: (d) => notificationView(d.notification),
  },
  conversation: {
    operation: `query StreamConversation($id: ID!) { conversation(id: $id) { ...MastodonConversation } } ${CONVERSATION_FRAGMENT}`,
    id: (e) => (e.type === 'conversation.updated' ? e.participationId : null),
    view: (d) => conversationView(d.conversation),
  },
  'pleroma:chat_update': {
    operation: `query StreamChat($id: ID!) { chatOfMessage(messageId: $id) { ...PleromaChat } } ${CHAT_FRAGMENT}`,
    id: (e) => (e.type === 'chat_message.created' ? e.chatMessageId : null),
    view: (d) => chatView(d.chatOfMessage),
  },
};

/**
 * At most this many renders run at once: a burst of events then waits here, not in the database's queue
 * ahead of the requests that users are waiting for.
 */
export const MAX_CONCURRENT_RENDERS = 4;

export class Renderer {
  private readonly compiled = new Map<StreamEventName, { template: Template; document: DocumentNode }>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly schema: GraphQLSchema, private readonly deps: AppDeps) {
    for (const [name, template] of Object.entries(TEMPLATES) as Array<[StreamEventName, Template]>) {
      this.compiled.set(name, { template, document: compileOperation(template.operation, schema, `stream event ${name}`).document });
    }
  }

  /** The payload text for the receiver, or null when they may not see it (or it is gone, or has no template). */
  async render(auth: AuthInfo, event: SocialEvent, name: StreamEventName, requestId: string): Promise<string | null> {
    if (name === 'delete') return String(statusId(event));
    const entry = this.compiled.get(name);
    const id = entry?.template.id(event);
    if (!entry || id == null) return null;
    if (this.running >= MAX_CONCURRENT_RENDERS) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await this.execute(entry, id, auth, name, requestId);
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  private async execute(entry: { template: Template; document: DocumentNode }, id: number, auth: AuthInfo, name: StreamEventName, requestId: string): Promise<string | null> {
    const ctx = contextFor(this.deps, this.deps.orm.em.fork(), auth, requestId, 'websocket');
    const result = await execute({ schema: this.schema, document: entry.document, variableValues: { id: String(id) }, contextValue: ctx });
    if (result.errors?.length) {
      const payload = errorPayload(result.errors[0]);
      if (payload.internal) this.deps.logger.error({ err: payload.internal, reqId: requestId, event: name }, 'stream event not rendered');
      return null;
    }
    return JSON.stringify(entry.template.view(result.data as Data));
  }
}
