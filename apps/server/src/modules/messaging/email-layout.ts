/**
 * The one layout of every email the platform sends. Mail clients ignore <style> blocks and modern
 * CSS, so it is nested tables with inline styles, at most 560 px wide; every value is escaped.
 */
import { assertWebUrl, escapeHtml } from "../../lib/html.ts";

export interface EmailContent {
  brandName: string;
  heading: string;
  paragraphs: string[];
  /** A button, with its URL repeated as a plain link below for clients that hide buttons. */
  action?: { label: string; url: string };
  footer?: string;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const FONT = "font-family:Arial,Helvetica,sans-serif;";

export function renderEmail(content: EmailContent): RenderedEmail {
  const action = content.action && { label: content.action.label, url: assertWebUrl(content.action.url) };
  return { html: renderHtml(content, action), text: renderText(content, action) };
}

function renderHtml(content: EmailContent, action: EmailContent["action"]): string {
  const rows = [
    row(
      "padding:24px 32px 0;",
      `<span style="${FONT}font-size:16px;font-weight:bold;color:#6b7280;">${escapeHtml(content.brandName)}</span>`,
    ),
    row(
      "padding:12px 32px 0;",
      `<h1 style="margin:0;${FONT}font-size:24px;line-height:32px;color:#111827;">${escapeHtml(content.heading)}</h1>`,
    ),
    ...content.paragraphs.map((paragraph) =>
      row(
        "padding:16px 32px 0;",
        `<p style="margin:0;${FONT}font-size:16px;line-height:24px;color:#374151;">${escapeHtml(paragraph)}</p>`,
      ),
    ),
    ...(action
      ? [row("padding:24px 32px 0;", button(action)), row("padding:12px 32px 0;", plainLink(action.url))]
      : []),
    ...(content.footer
      ? [
          row(
            "padding:24px 32px 0;",
            `<p style="margin:0;${FONT}font-size:12px;line-height:18px;color:#6b7280;">${escapeHtml(content.footer)}</p>`,
          ),
        ]
      : []),
    row("padding:0 0 24px;", ""),
  ];
  return [
    "<!doctype html>",
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.heading)}</title></head>`,
    '<body style="margin:0;padding:0;background-color:#f3f4f6;">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">`,
    ...rows,
    "</table></td></tr></table></body></html>",
  ].join("\n");
}

function row(style: string, cell: string): string {
  return `<tr><td style="${style}">${cell}</td></tr>`;
}

function button(action: { label: string; url: string }): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>` +
    `<td style="border-radius:6px;background-color:#4f46e5;">` +
    `<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;${FONT}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(action.label)}</a>` +
    "</td></tr></table>"
  );
}

function plainLink(url: string): string {
  return `<a href="${escapeHtml(url)}" style="${FONT}font-size:13px;line-height:20px;color:#4f46e5;word-break:break-all;">${escapeHtml(url)}</a>`;
}

function renderText(content: EmailContent, action: EmailContent["action"]): string {
  return [
    content.brandName,
    content.heading,
    ...content.paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(content.footer ? [content.footer] : []),
  ].join("\n\n");
}
