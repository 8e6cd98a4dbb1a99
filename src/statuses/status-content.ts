import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '../accounts/account.presenter.js';

/**
 * Turns the text of a status into its HTML, as Pleroma does for text/plain: the text escaped, line breaks as
 * `<br/>`, and three kinds of link: URLs, mentions of local accounts (`@nick`, or `@nick@<this host>`) and
 * hashtags. The HTML is built only from escaped text and then passed through sanitize-html with a short
 * allow-list, so no tag, attribute or scheme outside it can ever reach a client.
 */

/** A URL, a mention or a hashtag; lookbehinds keep `a@b`, `x/#frag` and `&#39;` from matching. */
const TOKEN =
  /(https?:\/\/[^\s<>"'`]+)|(?<![\w@/.])@([A-Za-z0-9_-]+)(?:@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?::\d{1,5})?))?|(?<![\w&/#])#([\p{L}\p{M}\p{N}_]+)/gu;
/** Punctuation that ends a sentence rather than the URL. */
const URL_TRAILER = /[.,;:!?)\]}]+$/;

export interface MentionTarget {
  id: number;
  nickname: string;
  url: string;
}

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'url'; url: string }
  | { kind: 'mention'; nickname: string; raw: string }
  | { kind: 'tag'; tag: string; raw: string };

function tokenize(text: string, host: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  const pushText = (s: string) => {
    if (s) tokens.push({ kind: 'text', text: s });
  };
  for (const m of text.matchAll(TOKEN)) {
    const [raw, url, nickname, domain, tag] = m;
    let consumed = raw;
    let token: Token | null = null;
    if (url) {
      const clean = url.replace(URL_TRAILER, '');
      if (clean.length > 'https://'.length) {
        token = { kind: 'url', url: clean };
        consumed = clean;
      }
    } else if (nickname && (!domain || domain.toLowerCase() === host)) {
      token = { kind: 'mention', nickname, raw };
    } else if (nickname && domain) {
      // A remote account is known here by its handle `nick@host` (federation stores it so).
      token = { kind: 'mention', nickname: `${nickname}@${domain.toLowerCase()}`, raw };
    } else if (tag && /[^\p{N}_]/u.test(tag)) {
      token = { kind: 'tag', tag: tag.toLowerCase(), raw };
    }
    if (!token) continue;
    pushText(text.slice(last, m.index));
    tokens.push(token);
    last = m.index + consumed.length;
  }
  pushText(text.slice(last));
  return tokens;
}

/** The nicknames mentioned and the hashtags used (lower-case, without `#`), each once, in order. */
export function scanStatusText(text: string, host: string): { nicknames: string[]; tags: string[] } {
  const nicknames = new Map<string, string>();
  const tags = new Set<string>();
  for (const t of tokenize(text, host)) {
    if (t.kind === 'mention' && !nicknames.has(t.nickname.toLowerCase()))
      nicknames.set(t.nickname.toLowerCase(), t.nickname);
    if (t.kind === 'tag') tags.add(t.tag);
  }
  return { nicknames: [...nicknames.values()], tags: [...tags] };
}

/** The first link of a status's text (as its HTML links it), or null: the link a preview card is made for. */
export function firstLink(text: string, host: string): string | null {
  const link = tokenize(text, host).find((t) => t.kind === 'url');
  return link?.kind === 'url' ? link.url : null;
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'span', 'br'],
  allowedAttributes: { a: ['href', 'class', 'rel', 'data-user', 'data-tag'], span: ['class'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
};

export function sanitizeStatusHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

const SANITIZE_REMOTE: sanitizeHtml.IOptions = {
  ...SANITIZE,
  allowedTags: ['a', 'span', 'br', 'p'],
  allowedAttributes: { a: ['href', 'class', 'rel'], span: ['class'] },
  disallowedTagsMode: 'discard',
};

/** HTML another server sent (a remote status or biography): the same short allow-list, paragraphs kept, the rest dropped. */
export function sanitizeRemoteHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_REMOTE);
}

/** The text of remote HTML, for search and for fields kept as text: tags dropped, paragraphs and breaks as new lines. */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*<p[^>]*>/gi, '\n\n');
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** This server's host, lower-cased, by public URL (parsed once: every status posted or shown asks). */
const hosts = new Map<string, string>();
export function publicHost(publicUrl: string): string {
  let host = hosts.get(publicUrl);
  if (host === undefined) hosts.set(publicUrl, (host = new URL(publicUrl).host.toLowerCase()));
  return host;
}

/**
 * The status HTML. `mentioned` maps lower-case nicknames to the local accounts they name; a mention of
 * anyone else stays plain text.
 */
export function statusHtml(text: string, opts: { publicUrl: string; mentioned: Map<string, MentionTarget> }): string {
  const html = tokenize(text, publicHost(opts.publicUrl)).map((t) => {
    switch (t.kind) {
      case 'text':
        return escapeHtml(t.text).replace(/\r?\n/g, '<br/>');
      case 'url':
        return `<a href="${escapeHtml(t.url)}" rel="ugc">${escapeHtml(t.url)}</a>`;
      case 'mention': {
        const target = opts.mentioned.get(t.nickname.toLowerCase());
        if (!target) return escapeHtml(t.raw);
        return `<span class="h-card"><a class="u-url mention" data-user="${target.id}" href="${escapeHtml(target.url)}" rel="ugc">@<span>${escapeHtml(target.nickname)}</span></a></span>`;
      }
      case 'tag':
        return `<a class="hashtag" data-tag="${escapeHtml(t.tag)}" href="${escapeHtml(tagUrl(opts.publicUrl, t.tag))}" rel="tag ugc">${escapeHtml(t.raw)}</a>`;
    }
  });
  return sanitizeStatusHtml(html.join(''));
}

export function tagUrl(publicUrl: string, tag: string): string {
  return `${publicUrl}/tag/${encodeURIComponent(tag)}`;
}
