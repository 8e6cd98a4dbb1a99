import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeHtml as esc } from '../accounts/account.presenter.js';
import type { AppConfig } from '../config.js';
import { describeInstance } from '../instance/instance.service.js';

/**
 * This server's own page at `/` while no front-end is installed: the instance's name, description and
 * statistics, whether registration is open, and the way to the GraphQL playground (which signs in) and the API
 * documentation. Rendered from the current settings on each
 * request, so it follows them at once; no script, nothing from another origin.
 */
export async function homePage(em: EntityManager, config: AppConfig): Promise<string> {
  const instance = await describeInstance(em, config);
  const n = (value: number) => value.toLocaleString('en');
  const register = instance.registrations
    ? 'Registration is open: create an account from any Mastodon or Pleroma app.'
    : `Registration is closed${instance.invitesEnabled ? ' (by invitation only)' : ''}.`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(instance.title)}</title>
<meta name="description" content="${esc(instance.description)}">
<meta property="og:title" content="${esc(instance.title)}">
<meta property="og:description" content="${esc(instance.description)}">
<meta property="og:type" content="website"><meta property="og:url" content="${esc(instance.url)}">
<style>${STYLE}</style></head><body>
<main>
<header><h1>${esc(instance.title)}</h1><p class="lead">${esc(instance.description)}</p></header>
<section aria-labelledby="stats"><h2 id="stats" class="visually-hidden">Statistics</h2>
<dl class="stats">
<div><dt>Users</dt><dd>${n(instance.stats.userCount)}</dd></div>
<div><dt>Known instances</dt><dd>${n(instance.stats.domainCount)}</dd></div>
</dl></section>
<section aria-labelledby="join"><h2 id="join">Join in</h2>
<p class="note">${register} This server's address: <code>${esc(instance.uri)}</code>.</p>
<p class="actions"><a class="button" href="/graphql">Sign in to the playground</a></p></section>
<section aria-labelledby="build"><h2 id="build">For developers</h2>
<ul>
<li><a href="/graphql">GraphQL playground</a>: the whole API, with its schema and documentation</li>
<li><a href="/api/swagger.json">Zone service API (OpenAPI)</a></li>
<li><a href="/api/v1/instance">Instance description (Mastodon API)</a></li>
</ul></section>
</main>
<footer>${esc(instance.version)}</footer>
</body></html>`;
}

// Contrast: text #1d2330 on #f6f7fb, links and buttons #2346b0 (7.4:1 and 8:1); visible focus rings.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2330;background:#f6f7fb}
main{max-width:44rem;margin:0 auto;padding:2.5rem 1.25rem 1rem}
h1{font-size:2.2rem;margin:0 0 .3rem;line-height:1.2}
h2{font-size:1.2rem;margin:2rem 0 .6rem}
.lead{font-size:1.15rem;margin:0;color:#3a4152}
.stats{display:flex;flex-wrap:wrap;gap:1rem;margin:1.6rem 0 0;padding:0}
.stats div{background:#fff;border:1px solid #d8dce6;border-radius:.6rem;padding:.8rem 1.2rem;min-width:9rem}
.stats dt{font-size:.85rem;color:#4a5163}.stats dd{margin:0;font-size:1.6rem;font-weight:600}
a{color:#2346b0}
.button{display:inline-block;padding:.65rem 1.3rem;border-radius:.5rem;background:#2346b0;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible,.button:focus-visible{outline:3px solid #e0a800;outline-offset:2px}
.note{color:#3a4152;font-size:.95rem}
code{background:#e8ebf3;padding:.1rem .35rem;border-radius:.3rem}
ul{padding-left:1.2rem}li{margin:.3rem 0}
footer{max-width:44rem;margin:0 auto;padding:1rem 1.25rem 2rem;color:#4a5163;font-size:.85rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
@media (prefers-color-scheme:dark){body{color:#e6e9f2;background:#12151c}.lead,.note,footer,.stats dt{color:#b7bdcc}
.stats div{background:#1b2030;border-color:#2e3548}a{color:#9db4ff}.button{background:#9db4ff;color:#0d1220}code{background:#232a3b}}`;
