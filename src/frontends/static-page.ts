import { escapeHtml as esc } from '../accounts/account.presenter.js';
import type { Status, User } from '../entities/index.js';

/**
 * The frame of the pages this server renders for browsers while no front-end is installed (a profile, a
 * notice), as Pleroma's static front-end: OpenGraph and Twitter meta tags so a link previews well elsewhere,
 * no script, nothing from another origin.
 */

export interface PageMeta {
  title: string;
  description: string;
  /** OpenGraph's type: `profile` or `article`. */
  type: string;
  url: string;
  siteName: string;
  /** The ActivityPub document this page shows, announced as an alternate. */
  activityUrl: string;
  /** A picture for the preview card (the author's avatar). */
  image?: string;
}

export function staticPage(meta: PageMeta, body: string): string {
  const image = meta.image
    ? `<meta property="og:image" content="${esc(meta.image)}"><meta name="twitter:image" content="${esc(meta.image)}">`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(meta.title)} · ${esc(meta.siteName)}</title>
<meta name="description" content="${esc(meta.description)}">
<meta property="og:type" content="${esc(meta.type)}"><meta property="og:title" content="${esc(meta.title)}">
<meta property="og:description" content="${esc(meta.description)}"><meta property="og:url" content="${esc(meta.url)}">
<meta property="og:site_name" content="${esc(meta.siteName)}">${image}
<meta name="twitter:card" content="summary"><meta name="twitter:title" content="${esc(meta.title)}">
<meta name="twitter:description" content="${esc(meta.description)}">
<link rel="alternate" type="application/activity+json" href="${esc(meta.activityUrl)}">
<style>${STYLE}</style></head><body><main>
${body}
</main></body></html>`;
}

/** Text for a meta description: the HTML's text, tags dropped, at most 300 characters. */
export function plainSummary(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

/**
 * One status as an article: its author (when given), its time linking to its notice page, its content warning
 * and its content (already sanitised HTML). `current` marks the status a notice page is about.
 */
export function statusArticle(s: Status, author: User | null, current = false): string {
  const time = `<a href="/notice/${s.id}"><time datetime="${s.createdAt.toISOString()}">${esc(
    s.createdAt.toISOString().slice(0, 16).replace('T', ' '),
  )} UTC</time></a>`;
  const by = author
    ? `<a class="author" href="/@${encodeURIComponent(author.nickname)}">${esc(author.displayName || author.nickname)} <span>@${esc(author.nickname)}</span></a> · `
    : '';
  const cw = s.spoilerText ? `<p class="cw">${esc(s.spoilerText)}</p>` : '';
  return `<article${current ? ' class="current" aria-current="page"' : ''}><p class="meta">${by}${time}</p>${cw}<div>${s.content}</div></article>`;
}

// Contrast: text #1d2330 on #fff and #f6f7fb, secondary #4a5163, links #2346b0 (all above 7:1).
const STYLE = `body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1d2330;background:#f6f7fb}
main{max-width:40rem;margin:0 auto;padding:2rem 1.25rem}h1{margin:0}.handle{color:#4a5163;margin:0 0 1rem}
article{background:#fff;border:1px solid #d8dce6;border-radius:.6rem;padding:.8rem 1rem;margin:.8rem 0;overflow-wrap:anywhere}
article.current{border:2px solid #2346b0;font-size:1.1rem}
.meta{color:#4a5163;font-size:.85rem;margin:0}.meta a{color:#4a5163}.author{font-weight:600}.author span{font-weight:400}
.cw{font-weight:600}a{color:#2346b0}a:focus-visible{outline:3px solid #e0a800;outline-offset:2px}`;
