/**
 * The text of an editorial page section: plain text with a few Markdown marks, turned into blocks
 * the page renders as React elements. Never HTML: whatever an operator writes ends up as text, and
 * a link leads only to this site, a web page, an email address or a phone number.
 *
 * - Blocks are separated by a blank line. Inside a block a line break stays a line break (an
 *   address is written line by line).
 * - A block whose lines start with `- ` is a list; with `1. ` a numbered list (counting from the
 *   first number). A line without the marker continues the item above it.
 * - A block starting with `> ` is a note set apart from the text (the mail-in address); its
 *   following lines belong to it with or without the `>`.
 * - Inline: `**strong**` and `[text](target)`, the target a site path (`/page/terms`, made
 *   local to the page's language), `#section`, `https:`, `http:`, `mailto:` or `tel:`. A link to
 *   anything else shows its text alone.
 */

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "link"; text: string; href: string; isSitePath: boolean };

export type Block =
  | { kind: "paragraph"; content: Inline[] }
  | { kind: "note"; content: Inline[] }
  | { kind: "list"; ordered: boolean; start: number; items: Inline[][] };

const BULLET = /^[-*]\s+/;
const NUMBERED = /^(\d{1,4})[.)]\s+/;
const NOTE = /^>\s?/;

export function parsePageText(text: string): Block[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== ""),
    )
    .filter((lines) => lines.length > 0)
    .map(toBlock);
}

function toBlock(lines: string[]): Block {
  const [first = ""] = lines;
  if (NOTE.test(first)) {
    return { kind: "note", content: parseInline(lines.map((line) => line.replace(NOTE, "")).join("\n")) };
  }
  const numbered = NUMBERED.exec(first);
  if (numbered || BULLET.test(first)) {
    const marker = numbered ? NUMBERED : BULLET;
    return {
      kind: "list",
      ordered: numbered !== null,
      start: numbered ? Number(numbered[1]) : 1,
      items: listItems(lines, marker).map(parseInline),
    };
  }
  return { kind: "paragraph", content: parseInline(lines.join("\n")) };
}

function listItems(lines: string[], marker: RegExp): string[] {
  const items: string[] = [];
  for (const line of lines) {
    if (marker.test(line) || items.length === 0) items.push(line.replace(marker, ""));
    else items[items.length - 1] += `\n${line}`;
  }
  return items;
}

const INLINE = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^()\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push({ kind: "text", text: text.slice(last, match.index) });
    const [whole, strong, label, target] = match;
    if (strong !== undefined) parts.push({ kind: "strong", text: strong });
    else parts.push(toLink(label ?? whole, target ?? ""));
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

/** A site path (but not `//host` or `/\host`, which browsers read as another site) or `#section`. */
const SITE_TARGET = /^(?:\/(?![/\\])|#)/;
/** The scheme is everything before the first colon, so a prefix names it exactly. */
const OUTSIDE_TARGET = /^(?:https?:\/\/|mailto:|tel:)/i;

function toLink(text: string, target: string): Inline {
  if (SITE_TARGET.test(target))
    return { kind: "link", text, href: target, isSitePath: target.startsWith("/") };
  if (OUTSIDE_TARGET.test(target)) return { kind: "link", text, href: target, isSitePath: false };
  return { kind: "text", text };
}
