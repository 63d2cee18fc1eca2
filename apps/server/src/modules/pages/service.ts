/**
 * Editorial pages (spec §7 "Pages"): stored text per slug and language, served for the request's
 * brand with its placeholders filled (template.ts, placeholders.ts) and the date it takes effect.
 */
import {
  DEFAULT_LOCALE,
  type Locale,
  type PageContent,
  THEME_DISPLAY_NAMES,
  type ThemeId,
} from "@reelhouse/contract";
import type { MailInConfig } from "../../config/mail-in.ts";
import type { OperatorsConfig } from "../../config/operator.ts";
import type { WalletConfig } from "../../config/wallet.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import type { Accounts } from "../accounts/service.ts";
import type { Restrictions } from "../restrictions/service.ts";
import { placeholderValues } from "./placeholders.ts";
import { findPage, insertMissingPages, type PageRow } from "./repo.ts";
import { STANDARD_PAGES } from "./standard-pages.ts";
import { fillPlaceholders, placeholderNames } from "./template.ts";

export interface PagesDeps {
  db: Db;
  operators: OperatorsConfig;
  wallet: WalletConfig;
  mailIn: MailInConfig;
  restrictions: Pick<Restrictions, "getRestrictionInfo">;
  accounts: Pick<Accounts, "currentTermsPublishedAt">;
}

/**
 * A page in the requested language, falling back to the default language when it has not been
 * translated yet: a player sees the text rather than a 404. Placeholders are filled in the language
 * the text is written in.
 */
export async function getPageContent(
  deps: PagesDeps,
  slug: string,
  locale: Locale,
  theme: ThemeId,
): Promise<PageContent> {
  const row =
    (await findPage(deps.db, slug, locale)) ??
    (locale !== DEFAULT_LOCALE ? await findPage(deps.db, slug, DEFAULT_LOCALE) : undefined);
  if (!row) throw new AppError("NOT_FOUND", { key: "pageNotFound", values: { slug } });
  const textLocale = row.locale as Locale;
  const texts = [
    row.title,
    row.summary,
    ...row.sections.flatMap((section) => [section.heading, section.body]),
  ];
  const values = await placeholderValues(placeholderNames(texts), {
    locale: textLocale,
    brandName: THEME_DISPLAY_NAMES[theme],
    operator: deps.operators[theme],
    welcomeGrant: deps.wallet.welcomeGrant,
    playThroughMultiplier: deps.wallet.playThroughMultiplier,
    mailIn: deps.mailIn,
    loadStates: async () => (await deps.restrictions.getRestrictionInfo()).states,
  });
  const fill = (text: string) => fillPlaceholders(text, values);
  return {
    slug: row.slug,
    locale: textLocale,
    title: fill(row.title),
    summary: fill(row.summary),
    sections: row.sections.map((section) => ({ heading: fill(section.heading), body: fill(section.body) })),
    effectiveOn: row.effectiveOn ?? (await defaultEffectiveOn(deps, row)),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A page that sets no date of its own takes effect with the terms version players accept (a new
 * version asks every player to accept again), as a UTC calendar date.
 */
async function defaultEffectiveOn(deps: PagesDeps, row: PageRow): Promise<string> {
  const published = (await deps.accounts.currentTermsPublishedAt()) ?? row.updatedAt;
  return published.toISOString().slice(0, 10);
}

/** The pages module's service, as the app decorates it (`app.pages`). */
export function createPages(deps: PagesDeps) {
  return {
    getPageContent: (slug: string, locale: Locale, theme: ThemeId) =>
      getPageContent(deps, slug, locale, theme),
  };
}

export type Pages = ReturnType<typeof createPages>;

/** Adds the standard pages a site lacks; a page already there, edited or not, is left as it is. */
export async function seedStandardPages(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  return insertMissingPages(
    db,
    STANDARD_PAGES.map((page) => ({ ...page, updatedAt: now })),
  );
}
