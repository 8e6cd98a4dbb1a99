import { Parser } from 'htmlparser2';

/** What a page says about itself for a preview: OpenGraph first, then Twitter's tags, then its <title>. */
export interface PageMeta {
  title: string | null;
  description: string;
  image: string | null;
  siteName: string;
}

/** Only the head matters; a page is read up to here at most. */
const MAX_READ = 512 * 1024;

/**
 * Reads the preview tags of an HTML page (`og:title`, `og:description`, `og:image`, `og:site_name`, and
 * `twitter:*` in their absence; `<title>` last). A relative image is resolved against the page; an image that is
 * not http(s) is dropped.
 */
export function pageMeta(html: string, pageUrl: string): PageMeta {
  const tags = new Map<string, string>();
  let title = '';
  let inTitle = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'title') inTitle = true;
        if (name !== 'meta') return;
        const key = (attrs.property ?? attrs.name ?? '').toLowerCase();
        if (key && attrs.content != null && !tags.has(key)) tags.set(key, attrs.content.trim());
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (name === 'head') parser.pause();
      },
    },
    { decodeEntities: true },
  );
  parser.end(html.slice(0, MAX_READ));
  const pick = (...keys: string[]) => keys.map((k) => tags.get(k)).find((v) => v) ?? null;
  return {
    title: pick('og:title', 'twitter:title') ?? (title.trim() || null),
    description: pick('og:description', 'twitter:description', 'description') ?? '',
    image: absoluteHttp(pick('og:image', 'og:image:url', 'twitter:image', 'twitter:image:src'), pageUrl),
    siteName: pick('og:site_name') ?? '',
  };
}

function absoluteHttp(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
