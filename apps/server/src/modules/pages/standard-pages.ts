import { LOCALES } from "@reelhouse/contract";
import type { PageRow } from "./repo.ts";
import { PRIVACY } from "./standard-content/privacy.ts";
import { RESPONSIBLE_PLAY } from "./standard-content/responsible-play.ts";
import { SWEEPSTAKES_RULES } from "./standard-content/sweepstakes-rules.ts";
import { TERMS } from "./standard-content/terms.ts";
import type { StandardPageTexts } from "./standard-content/text.ts";

type StandardPage = Omit<PageRow, "updatedAt">;

/** The slug of each page the footer links to, with its text in every language. */
const PAGES: Readonly<Record<string, StandardPageTexts>> = {
  terms: TERMS,
  privacy: PRIVACY,
  "sweepstakes-rules": SWEEPSTAKES_RULES,
  "responsible-play": RESPONSIBLE_PLAY,
};

/**
 * The editorial pages a fresh site starts with, in every language. Operators edit them afterwards.
 * They set no effective date of their own: they take effect with the current terms version.
 */
export const STANDARD_PAGES: readonly StandardPage[] = Object.entries(PAGES).flatMap(([slug, texts]) =>
  LOCALES.map((locale) => ({ slug, locale, ...texts[locale], effectiveOn: null })),
);
