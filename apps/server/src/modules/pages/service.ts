import { DEFAULT_LOCALE, type Locale, type PageContent } from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import { DEMO_PAGES } from "./demo-pages.ts";
import { findPage, insertMissingPages, type PageRow } from "./repo.ts";

/**
 * A page in the requested language, falling back to the default language when it has not been
 * translated yet: a player sees the text rather than a 404.
 */
export async function getPageContent(db: Db, slug: string, locale: Locale): Promise<PageContent> {
  const row =
    (await findPage(db, slug, locale)) ??
    (locale !== DEFAULT_LOCALE ? await findPage(db, slug, DEFAULT_LOCALE) : undefined);
  if (!row) throw new AppError("NOT_FOUND", { key: "pageNotFound", values: { slug } });
  return toPageContent(row);
}

/** The pages module's service, as the app decorates it (`app.pages`). */
export function createPages(db: Db) {
  return {
    getPageContent: (slug: string, locale: Locale) => getPageContent(db, slug, locale),
  };
}

export type Pages = ReturnType<typeof createPages>;

export async function seedDemoPages(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  return insertMissingPages(
    db,
    DEMO_PAGES.map((page) => ({ ...page, updatedAt: now })),
  );
}

function toPageContent(row: PageRow): PageContent {
  return {
    slug: row.slug,
    locale: row.locale as Locale,
    title: row.title,
    summary: row.summary,
    sections: row.sections,
    updatedAt: row.updatedAt.toISOString(),
  };
}
