/**
 * Writing the standard pages: a page's text per language, and helpers that put section bodies in the
 * page text format (blank-line blocks, `- ` and `1. ` lists, `> ` notes, `**strong**`,
 * `[text](link)`; the contract's `PageSection`). Operator details are placeholders, filled when a
 * page is served (template.ts), so the same text serves every brand.
 */
import type { Locale } from "@reelhouse/contract";

export interface PageText {
  title: string;
  summary: string;
  sections: { heading: string; body: string }[];
}

export type StandardPageTexts = Readonly<Record<Locale, PageText>>;

/** Paragraphs, lists and notes of one section body, in order. */
export const blocks = (...parts: string[]): string => parts.join("\n\n");

export const bullets = (...items: string[]): string => items.map((item) => `- ${item}`).join("\n");

export const steps = (...items: string[]): string =>
  items.map((item, index) => `${index + 1}. ${item}`).join("\n");

/** Set apart from the text. A line may be a placeholder that fills with several lines (an address). */
export const note = (...lines: string[]): string => lines.map((line) => `> ${line}`).join("\n");

export const link = (text: string, target: string): string => `[${text}](${target})`;

export const SUPPORT_EMAIL = link("{{operator.supportEmail}}", "mailto:{{operator.supportEmail}}");

/** The operator's postal address, where mail-in entry requests go too. */
export const POSTAL_ADDRESS = note("{{operator.legalName}}", "{{operator.address}}");

export const HELPLINE = link("1-800-GAMBLER (1-800-426-2537)", "tel:+18004262537");
