import { escapeHtml as esc } from '../accounts/account.presenter.js';

/** A small self-contained HTML page for the server-rendered forms (OAuth authorize, e-mail links); `body` is HTML. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${esc(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
label,input,button{display:block;width:100%;margin:.4rem 0}input{padding:.5rem}button{padding:.6rem}code{word-break:break-all;font-size:1.1rem}
.error{color:#b00020}</style></head><body><h1>${esc(title)}</h1>${body}</body></html>`;
}
