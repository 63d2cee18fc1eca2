/** Helpers for the few HTML documents the server writes itself (emails, development pages). */

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Safe in element content and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Sentence punctuation right after a link belongs to the sentence, not to the link. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** Escapes plain text and turns its http(s) links into anchors. */
export function linkify(text: string): string {
  let html = "";
  let position = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, "");
    html += escapeHtml(text.slice(position, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    position = match.index + url.length;
  }
  return html + escapeHtml(text.slice(position));
}

/** Only absolute http(s) URLs may become links: anything else (javascript:, data:) is a bug upstream. */
export function assertWebUrl(url: string): string {
  const protocol = URL.canParse(url) ? new URL(url).protocol : null;
  if (protocol !== "http:" && protocol !== "https:") throw new Error(`Not an http(s) URL: ${url}`);
  return url;
}
