import { BRAND } from "@kora/shared/brand.ts";
import { escapeHtml } from "../../../lib/html.ts";

/**
 * The page a followed InMail link shows when it leaves Kora's site: a group admin writes the links,
 * so a link in a mail from Kora never takes anyone elsewhere without saying where. Plain HTML with
 * its own stylesheet in the page (the site's colours and type), no script at all; everything shown
 * is escaped, and the address to continue to is the one the mail's signed link named.
 */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px 16px;background:#f5f6fa;color:#1c2030;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}
main{width:100%;max-width:560px;background:#fff;border-radius:20px;padding:32px 24px;
box-shadow:0 4px 12px rgb(20 33 61/.08),0 2px 4px rgb(20 33 61/.05)}
.brand{display:flex;align-items:center;gap:10px;font-weight:850;font-size:23px;letter-spacing:-.02em;color:#14213d;margin:0 0 24px}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 12px;color:#14213d}
p{margin:0 0 16px}
.address{font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;background:#f5f6fa;
border:1px solid #dcdfe8;border-radius:12px;padding:12px;overflow-wrap:anywhere;color:#353b4a}
.note{color:#535a6b;font-size:.92rem}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}
.actions a{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:0 24px;border-radius:999px;
font-weight:700;text-decoration:none;flex:1 1 180px;text-align:center}
.continue{background:#e6007e;color:#fff}
.continue:hover{background:#c2006a}
.back{border:2px solid #14213d;color:#14213d}
.back:hover{background:#e8ecf5}
a:focus-visible{outline:none;box-shadow:0 0 0 3px rgb(230 0 126/.35)}
@media (min-width:600px){main{padding:48px}}
`;

const LOGO =
  '<svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="16" fill="#e6007e"/>' +
  '<path d="M22 16v32M22 33l18-17M28 28l14 20" stroke="#fff" stroke-width="7" stroke-linecap="round" ' +
  'stroke-linejoin="round" fill="none"/></svg>';

let styleHash: Promise<string> | undefined;

/** The stylesheet's CSP hash, worked out once. */
function hashOfStyle(): Promise<string> {
  styleHash ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(STYLE))
    .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  return styleHash;
}

export interface LeavingPage {
  html: string;
  /** Its Content-Security-Policy: its own stylesheet and nothing else; no script, no frames, no forms. */
  csp: string;
}

/** "You're leaving Kora": the group the message came from, the host and the whole address, Continue or Go back home. */
export async function leavingPage(input: { target: string; groupName: string; homeUrl: string }): Promise<LeavingPage> {
  const host = new URL(input.target).host;
  const title = `You're leaving ${BRAND.name}`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${LOGO}${escapeHtml(BRAND.name)}</p>
<h1>${escapeHtml(title)}</h1>
<p>This link in a message from <strong>${escapeHtml(input.groupName)}</strong> goes to <strong>${escapeHtml(host)}</strong>.</p>
<p class="address">${escapeHtml(input.target)}</p>
<p class="note">${escapeHtml(BRAND.name)} doesn't check other sites. Continue only if you trust this one.</p>
<div class="actions">
<a class="continue" href="${escapeHtml(input.target)}" rel="noopener noreferrer">Continue</a>
<a class="back" href="${escapeHtml(input.homeUrl)}">Go back</a>
</div>
</main>
</body>
</html>
`;
  const csp = `default-src 'none'; style-src ${await hashOfStyle()}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  return { html, csp };
}
