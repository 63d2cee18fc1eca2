import { LOCALES } from "@reelhouse/contract";
import { PRIVACY } from "./demo-content/privacy.ts";
import { RESPONSIBLE_PLAY } from "./demo-content/responsible-play.ts";
import { SWEEPSTAKES_RULES } from "./demo-content/sweepstakes-rules.ts";
import { TERMS } from "./demo-content/terms.ts";
import type { DemoPageTexts } from "./demo-content/text.ts";
import type { PageRow } from "./repo.ts";

type DemoPage = Omit<PageRow, "updatedAt">;

/** The slug of each page the footer links to, with its text in every language. */
const PAGES: Readonly<Record<string, DemoPageTexts>> = {
  terms: TERMS,
  privacy: PRIVACY,
  "sweepstakes-rules": SWEEPSTAKES_RULES,
  "responsible-play": RESPONSIBLE_PLAY,
};

/**
 * The editorial pages a fresh site starts with, in every language. Operators edit them afterwards.
 * They set no effective date of their own: they take effect with the current terms version.
 */
export const DEMO_PAGES: readonly DemoPage[] = Object.entries(PAGES).flatMap(([slug, texts]) =>
  LOCALES.map((locale) => ({ slug, locale, ...texts[locale], effectiveOn: null })),
);
