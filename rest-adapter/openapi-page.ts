import { escapeHtml as esc } from '../src/accounts/account.presenter.js';

type Json = Record<string, unknown>;

const STYLE = `body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.4}
code{font-size:.95em}details{border:1px solid #ccc;border-radius:4px;margin:.3rem 0;padding:.3rem .6rem}
summary{cursor:pointer}.m{display:inline-block;min-width:4rem;font-weight:bold}table{border-collapse:collapse;margin:.4rem 0}
td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left;vertical-align:top}.scope{color:#555}`;

const typeText = (schema: Json | undefined): string => {
  if (!schema) return '';
  if (schema.type === 'array') return `${typeText(schema.items as Json)}[]`;
  if (schema.enum) return (schema.enum as string[]).join(' | ');
  return String(schema.type ?? (schema.$ref ? String(schema.$ref).split('/').pop() : 'any'));
};

function fieldsTable(rows: Array<[string, string, boolean]>): string {
  if (!rows.length) return '';
  return `<table><tr><th>name</th><th>type</th><th>required</th></tr>${rows
    .map(([n, t, r]) => `<tr><td><code>${esc(n)}</code></td><td>${esc(t)}</td><td>${r ? 'yes' : ''}</td></tr>`)
    .join('')}</table>`;
}

function operationHtml(method: string, path: string, op: Json): string {
  const params = (op.parameters as Json[]).map((p): [string, string, boolean] => [
    `${String(p.name)} (${String(p.in)})`,
    typeText(p.schema as Json),
    !!p.required,
  ]);
  const content = (op.requestBody as { content?: Record<string, { schema: Json }> } | undefined)?.content;
  const body = content ? Object.values(content)[0].schema : undefined;
  const required = new Set((body?.required as string[]) ?? []);
  const fields = Object.entries((body?.properties as Record<string, Json>) ?? {}).map(
    ([n, s]): [string, string, boolean] => [n, typeText(s), required.has(n)],
  );
  const scopes = (op.security as Array<Record<string, string[]>>)
    .map((s) => (s.OAuth2 ? s.OAuth2.join(', ') || 'a token' : 'anonymous'))
    .join(' or ');
  const responses = Object.entries(op.responses as Record<string, { description: string }>)
    .map(([status, r]) => `<tr><td>${esc(status)}</td><td>${esc(r.description)}</td></tr>`)
    .join('');
  return `<details><summary><span class="m">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></summary>
<p>${esc(String(op.description))}</p><p class="scope">Access: ${esc(scopes)}</p>
${params.length ? `<h4>Parameters</h4>${fieldsTable(params)}` : ''}
${fields.length ? `<h4>Body (${esc(Object.keys(content!).join(', '))})</h4>${fieldsTable(fields)}` : ''}
<h4>Replies</h4><table>${responses}</table></details>`;
}

/** The API document as one self-contained HTML page (no script, nothing fetched): operations grouped by tag. */
export function openApiPage(doc: Json): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Json>>))
    for (const [method, op] of Object.entries(methods)) {
      const tag = (op.tags as string[])[0];
      (byTag.get(tag) ?? byTag.set(tag, []).get(tag)!).push(operationHtml(method, path, op));
    }
  const tags = [...byTag.keys()].sort();
  const info = doc.info as { title: string; version: string; description: string };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${esc(info.title)}</title><style>${STYLE}</style></head><body><h1>${esc(info.title)} ${esc(info.version)}</h1>
<p>${esc(info.description)} The machine-readable document: <a href="/api/openapi">/api/openapi</a> (OpenAPI 3.1).</p>
<p>${tags.map((t) => `<a href="#${esc(t)}">${esc(t)}</a>`).join(' · ')}</p>
${tags.map((t) => `<h2 id="${esc(t)}">${esc(t)}</h2>${byTag.get(t)!.join('\n')}`).join('\n')}</body></html>`;
}
