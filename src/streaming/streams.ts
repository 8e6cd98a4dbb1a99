/**
 * The streams of Mastodon's streaming API (and Pleroma's chat stream): names, their parameters, who may
 * open them, and how a message names them (`"stream": ["hashtag", "foo"]`).
 */
export const PUBLIC_STREAMS = ['public', 'public:local', 'hashtag', 'hashtag:local'] as const;
export const USER_STREAMS = ['user', 'user:notification', 'list', 'direct', 'user:pleroma_chat'] as const;
/** Internal streams, reachable through GraphQL subscriptions only. */
export type InternalStream = 'admin:report';
export type StreamName = (typeof PUBLIC_STREAMS)[number] | (typeof USER_STREAMS)[number] | InternalStream;

/** The event names of Mastodon's streaming API (and Pleroma's chat update). */
export type StreamEventName =
  'update' | 'status.update' | 'delete' | 'notification' | 'conversation' | 'pleroma:chat_update' | 'report';

export interface StreamSpec {
  name: StreamName;
  /** hashtag streams: the tag, lower-case, without '#'. */
  tag?: string;
  /** list stream: the list id. */
  list?: string;
}

/** What a stream asks of a token: Mastodon's `read:statuses` / `read:notifications`, Pleroma's `read:chats`. */
export const STREAM_SCOPES: Record<StreamName, string> = {
  public: 'read:statuses',
  'public:local': 'read:statuses',
  hashtag: 'read:statuses',
  'hashtag:local': 'read:statuses',
  user: 'read:statuses',
  'user:notification': 'read:notifications',
  list: 'read:lists',
  direct: 'read:statuses',
  'user:pleroma_chat': 'read:chats',
  'admin:report': 'admin:read',
};

export const needsUser = (name: StreamName) => !(PUBLIC_STREAMS as readonly string[]).includes(name);

export class StreamError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const normaliseTag = (tag: string) => tag.trim().replace(/^#/, '').toLowerCase();

/** A stream a client named (query string or subscribe message), or a StreamError in Mastodon's words. */
export function parseStream(params: { stream?: unknown; tag?: unknown; list?: unknown }): StreamSpec {
  const name = params.stream;
  if (typeof name !== 'string' || ![...PUBLIC_STREAMS, ...USER_STREAMS].includes(name as never))
    throw new StreamError('Unknown stream type', 400);
  const spec: StreamSpec = { name: name as StreamName };
  if (name === 'hashtag' || name === 'hashtag:local') {
    const tag = typeof params.tag === 'string' ? normaliseTag(params.tag) : '';
    if (!tag) throw new StreamError('Missing tag name parameter', 400);
    spec.tag = tag;
  }
  if (name === 'list') {
    if (typeof params.list !== 'string' && typeof params.list !== 'number')
      throw new StreamError('Missing list name parameter', 400);
    // Whether the caller owns it is checked on subscribing (MastodonSocket.subscribe).
    const list = String(params.list).trim();
    if (!/^\d{1,10}$/.test(list)) throw new StreamError('List not found', 404);
    spec.list = list;
  }
  return spec;
}

/** `["user"]`, `["hashtag", "foo"]`: how a message names its stream. */
export function streamLabel(spec: StreamSpec): string[] {
  if (spec.tag !== undefined) return [spec.name, spec.tag];
  if (spec.list !== undefined) return [spec.name, spec.list];
  return [spec.name];
}

/** Each spec's key, made once: a spec is not changed once parsed, and routing asks for it per socket and event. */
const keys = new WeakMap<StreamSpec, string>();
export function streamKey(spec: StreamSpec): string {
  let key = keys.get(spec);
  if (key === undefined) keys.set(spec, (key = streamLabel(spec).join('\u0000')));
  return key;
}
