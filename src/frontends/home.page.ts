import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeHtml as esc } from '../accounts/account.presenter.js';
import type { SecretBox } from '../auth/secrets.js';
import { newCaptcha } from '../captcha/captcha.service.js';
import type { AppConfig } from '../config.js';
import type { User } from '../entities/index.js';
import { describeInstance } from '../instance/instance.service.js';
import { getSettings } from '../settings/settings.service.js';
import { homeApp, homeRedirectUri } from './home-app.js';

/** What the page shows besides the instance: who is signed in, and the outcome of a registration form. */
export interface HomeState {
  /** The user of the browser's session (signed in through the OAuth page), if any. */
  user?: User | null;
  /** A registration's outcome: problems with the fields, or what happens next. */
  problems?: string[];
  notice?: string;
  /** What the registration form held (the password never comes back). */
  values?: { nickname?: string; email?: string; reason?: string };
}

const field = (label: string, input: string, hint = '') =>
  `<label>${label}${hint ? ` <span class="hint">${hint}</span>` : ''}${input}</label>`;

/** The sign-in form: the OAuth authorization page's own form, posted there with this page's app. */
function signInForm(clientId: string, redirectUri: string): string {
  const hidden = { client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'read', state: '' };
  return `<form method="post" action="/oauth/authorize" class="card" aria-labelledby="signin">
<h2 id="signin">Sign in</h2>
${Object.entries(hidden)
  .map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`)
  .join('')}
${field('Username or e-mail', '<input name="username" autocomplete="username" required>')}
${field('Password', '<input type="password" name="password" autocomplete="current-password" required>')}
<button type="submit" name="authorize" value="1">Sign in</button></form>`;
}

async function registrationForm(em: EntityManager, box: SecretBox, state: HomeState): Promise<string> {
  const { account_approval_required: approval, account_activation_required: activation } = await getSettings(
    em,
    'instance',
  );
  const captcha = await newCaptcha(em, box);
  const v = state.values ?? {};
  const captchaFields =
    captcha.type === 'native'
      ? `<input type="hidden" name="captcha_token" value="${esc(captcha.token)}">
<input type="hidden" name="captcha_answer_data" value="${esc(captcha.answerData)}">
<img class="captcha" src="${esc(captcha.url)}" alt="Captcha: type the characters this image shows" width="200" height="60">
${field('Characters in the image', '<input name="captcha_solution" autocomplete="off" required>')}`
      : '';
  return `<form method="post" action="/registration" class="card" aria-labelledby="register">
<h2 id="register">Create an account</h2>
${field('Username', `<input name="nickname" value="${esc(v.nickname ?? '')}" autocomplete="username" required pattern="[A-Za-z0-9_]+" maxlength="64">`, 'letters, digits and _')}
${field('E-mail', `<input type="email" name="email" value="${esc(v.email ?? '')}" autocomplete="email"${activation ? ' required' : ''}>`, activation ? 'a confirmation link is mailed to it' : 'optional')}
${field('Password', '<input type="password" name="password" autocomplete="new-password" required minlength="8">')}
${approval ? field('Why do you want to join?', `<textarea name="reason" rows="3" required>${esc(v.reason ?? '')}</textarea>`, 'staff review each account') : ''}
${captchaFields}
<label class="check"><input type="checkbox" name="agreement" value="true" required> I accept this server's rules</label>
<button type="submit">Create the account</button></form>`;
}

/**
 * This server's own page at `/` while no front-end is installed: the instance's name, description and
 * statistics; a sign-in form (the OAuth authorization page's, with this page's app) or who is signed in; the
 * registration form while registration is open (with the captcha when it is on); the way to the GraphQL
 * playground and the API documentation. Rendered from the current settings on each request, so it follows them
 * at once; no script, nothing from another origin.
 */
export async function homePage(
  em: EntityManager,
  config: AppConfig,
  box: SecretBox,
  state: HomeState = {},
): Promise<string> {
  const instance = await describeInstance(em, config);
  const n = (value: number) => value.toLocaleString('en');
  const register = instance.registrations
    ? 'Registration is open: create an account here or from any Mastodon or Pleroma app.'
    : `Registration is closed${instance.invitesEnabled ? ' (by invitation only)' : ''}.`;
  const app = state.user ? null : await homeApp(em, box, config);
  const account = state.user
    ? `<p class="card" id="signed-in">Signed in as <b>@${esc(state.user.nickname)}</b>. Use any Mastodon or Pleroma app, or the <a href="/graphql">GraphQL playground</a>.</p>`
    : signInForm(app!.clientId, homeRedirectUri(config));
  const outcome = [
    state.notice ? `<p class="notice" role="status">${esc(state.notice)}</p>` : '',
    state.problems?.length
      ? `<div class="problems" role="alert"><p>The account was not created:</p><ul>${state.problems.map((p) => `<li>${esc(p)}</li>`).join('')}</ul></div>`
      : '',
  ].join('');
  const forms = [account, instance.registrations && !state.user ? await registrationForm(em, box, state) : '']
    .filter(Boolean)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(instance.title)}</title>
<meta name="description" content="${esc(instance.description)}">
<meta property="og:title" content="${esc(instance.title)}">
<meta property="og:description" content="${esc(instance.description)}">
<meta property="og:type" content="website"><meta property="og:url" content="${esc(instance.url)}">
<meta name="twitter:card" content="summary"><meta name="twitter:title" content="${esc(instance.title)}">
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
${outcome}
<div class="forms">${forms}</div></section>
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

// Contrast: text #1d2330 on #f6f7fb and #fff, links and buttons #2346b0 (7.4:1 and 8:1), errors #9b1c1c on
// #fdeaea (7:1); visible focus rings.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2330;background:#f6f7fb}
main{max-width:52rem;margin:0 auto;padding:2.5rem 1.25rem 1rem}
h1{font-size:2.2rem;margin:0 0 .3rem;line-height:1.2}
h2{font-size:1.2rem;margin:2rem 0 .6rem}
.lead{font-size:1.15rem;margin:0;color:#3a4152}
.stats{display:flex;flex-wrap:wrap;gap:1rem;margin:1.6rem 0 0;padding:0}
.stats div,.card{background:#fff;border:1px solid #d8dce6;border-radius:.6rem;padding:.8rem 1.2rem}
.stats div{min-width:9rem}
.stats dt{font-size:.85rem;color:#4a5163}.stats dd{margin:0;font-size:1.6rem;font-weight:600}
.forms{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(18rem,1fr));align-items:start}
.card h2{margin:.2rem 0 .6rem}
label{display:block;margin:.6rem 0;font-weight:600}
.hint{font-weight:400;color:#4a5163;font-size:.85rem}
input:not([type=checkbox]),textarea{display:block;width:100%;margin-top:.25rem;padding:.5rem;font:inherit;color:inherit;background:#fff;border:1px solid #6b7385;border-radius:.4rem}
.check{font-weight:400}.check input{margin-right:.4rem}
.captcha{display:block;margin:.6rem 0;border-radius:.3rem;background:#fff}
a{color:#2346b0}
button,.button{display:inline-block;padding:.65rem 1.3rem;border:0;border-radius:.5rem;background:#2346b0;color:#fff;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
a:focus-visible,button:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid #e0a800;outline-offset:2px}
.note{color:#3a4152;font-size:.95rem}
.notice{background:#e7f4ea;border:1px solid #8cc79b;color:#14401f;padding:.6rem 1rem;border-radius:.5rem}
.problems{background:#fdeaea;border:1px solid #e3a0a0;color:#9b1c1c;padding:.6rem 1rem;border-radius:.5rem}
code{background:#e8ebf3;padding:.1rem .35rem;border-radius:.3rem}
ul{padding-left:1.2rem}li{margin:.3rem 0}
footer{max-width:52rem;margin:0 auto;padding:1rem 1.25rem 2rem;color:#4a5163;font-size:.85rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
@media (prefers-color-scheme:dark){body{color:#e6e9f2;background:#12151c}.lead,.note,footer,.stats dt,.hint{color:#b7bdcc}
.stats div,.card{background:#1b2030;border-color:#2e3548}input:not([type=checkbox]),textarea{background:#12151c;border-color:#8a93a8}
a{color:#9db4ff}button,.button{background:#9db4ff;color:#0d1220}code{background:#232a3b}}`;
