/**
 * What the player reads, taken from the catalogs the site itself renders: a reworded message
 * changes the tests with it. The specs import translations from here only.
 */
import type { ServerCatalog } from "@reelhouse/i18n";
import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { serverCatalog as serverEn } from "@reelhouse/i18n/server-en";
import { serverCatalog as serverEs } from "@reelhouse/i18n/server-es";

export const languages = ["en", "es"] as const;
export type Language = (typeof languages)[number];

/** The site's messages per language, and where that language's pages live. */
export const ui = {
  en: { ...en, prefix: "" },
  es: { ...es, prefix: "/es" },
} as const;

/**
 * What the accounts API answers and the site shows as it comes (toasts, field errors), from the
 * same catalog the server words it with; a message with a placeholder is matched up to it.
 */
export function apiMessage(lang: Language, key: keyof ServerCatalog["accountsApi"]): string {
  const server = { en: serverEn, es: serverEs }[lang];
  return server.accountsApi[key].split("{{")[0]?.trimEnd() ?? "";
}
