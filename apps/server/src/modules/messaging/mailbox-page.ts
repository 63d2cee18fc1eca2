/**
 * The development mailbox: server-written HTML with no script at all (the CSP allows none inline).
 * Styles come in one <style> element carrying the request's CSP nonce; everything shown is escaped.
 * Each email shows its sender, so every brand's From and Reply-To can be checked here, and its HTML
 * version in a sandboxed frame (served by routes.ts under a mail client's rules).
 */
import type { DevOutboxMessage, DevOutboxQuery } from "@reelhouse/contract";
import { escapeHtml, linkify } from "../../lib/html.ts";

const STYLES = `
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #111827; background: #f3f4f6; }
main { max-width: 880px; margin: 0 auto; padding: 24px 16px; }
h1 { margin: 0 0 4px; font-size: 24px; }
.note { margin: 0 0 16px; color: #4b5563; }
form { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 16px; }
input, select, button { font: inherit; padding: 6px 10px; border: 1px solid #9ca3af; border-radius: 6px; }
article { background: #fff; border: 1px solid #e5e7eb; border-radius: 8px; padding: 16px; margin-bottom: 12px; }
header { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; margin-bottom: 8px; }
h2 { margin: 0; font-size: 17px; }
.channel { font-size: 12px; font-weight: bold; text-transform: uppercase; padding: 2px 8px; border-radius: 999px; background: #e0e7ff; color: #3730a3; }
.channel.sms { background: #dcfce7; color: #166534; }
.meta { color: #4b5563; font-size: 14px; }
.body { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; }
iframe { display: block; width: 100%; height: 960px; border: 1px solid #e5e7eb; border-radius: 8px; background: #fff; margin-top: 12px; }
a { color: #4338ca; }
`;

export function renderMailboxPage(
  messages: DevOutboxMessage[],
  query: DevOutboxQuery,
  styleNonce: string | undefined,
): string {
  const list =
    messages.length === 0
      ? '<p class="note">No messages yet.</p>'
      : messages.map((message) => renderMessage(message, true)).join("\n");
  return document(
    "Development mailbox",
    styleNonce,
    `<h1>Development mailbox</h1>
<p class="note">Emails and SMS are kept here instead of being sent, because no mail relay or SMS account is configured. Newest first.</p>
${filterForm(query)}
${list}`,
  );
}

/** One message; an email's HTML version is shown in a sandboxed frame, where no script can run. */
export function renderMessagePage(message: DevOutboxMessage, styleNonce: string | undefined): string {
  const title = message.subject ?? `SMS to ${message.to}`;
  const htmlPath = mailboxHtmlPath(message.id);
  const html = message.html
    ? `<p class="meta"><a href="${htmlPath}">Open the HTML version on its own</a></p>
<iframe title="HTML version" sandbox="allow-popups allow-popups-to-escape-sandbox" src="${htmlPath}"></iframe>`
    : "";
  return document(
    title,
    styleNonce,
    `<p><a href="/dev/mailbox">← All messages</a></p>
${renderMessage(message, false)}
${html}`,
  );
}

function renderMessage(message: DevOutboxMessage, linkToDetail: boolean): string {
  const title = escapeHtml(message.subject ?? "SMS");
  const heading = linkToDetail ? `<a href="/dev/mailbox/${message.id}">${title}</a>` : title;
  const replyTo = message.replyTo ? ` · Reply-To ${escapeHtml(message.replyTo)}` : "";
  const sender = message.from
    ? `<p class="meta">From <strong>${escapeHtml(message.from)}</strong>${replyTo}</p>\n`
    : "";
  const htmlLink =
    linkToDetail && message.html ? ` · <a href="/dev/mailbox/${message.id}">HTML version</a>` : "";
  return `<article>
<header><span class="channel ${message.channel}">${message.channel}</span><h2>${heading}</h2></header>
${sender}<p class="meta">To <strong>${escapeHtml(message.to)}</strong> · <time datetime="${message.createdAt}">${formatTime(message.createdAt)}</time>${htmlLink}</p>
<pre class="body">${linkify(message.text)}</pre>
</article>`;
}

/** Where routes.ts serves an email's HTML version on its own. */
export function mailboxHtmlPath(id: number): string {
  return `/dev/mailbox/${id}/html`;
}

function filterForm(query: DevOutboxQuery): string {
  const option = (value: string, label: string) =>
    `<option value="${value}"${(query.channel ?? "") === value ? " selected" : ""}>${label}</option>`;
  return `<form method="get" action="/dev/mailbox">
<input name="to" type="search" placeholder="Recipient" aria-label="Recipient" value="${escapeHtml(query.to ?? "")}">
<select name="channel" aria-label="Channel">${option("", "Email and SMS")}${option("email", "Email")}${option("sms", "SMS")}</select>
<button type="submit">Filter</button>
</form>`;
}

/** Shown in UTC: the page is the same whatever zone the server runs in. */
function formatTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

function document(title: string, styleNonce: string | undefined, body: string): string {
  const nonce = styleNonce ? ` nonce="${escapeHtml(styleNonce)}"` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style${nonce}>${STYLES}</style>
</head>
<body><main>
${body}
</main></body>
</html>`;
}
