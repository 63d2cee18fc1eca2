/**
 * The message catalogs the site itself uses, served to other clients (spec §7 "translations"):
 * one language's whole catalog. An unknown language is not found; the spec's client treats an
 * empty reply the same way, so no empty catalog is ever answered.
 */
import { isLocale, type TranslationsResponse } from "@reelhouse/contract";
import { loadCatalog } from "@reelhouse/i18n";
import { AppError } from "../../lib/errors.ts";

/** Spec §8: the message a client shows when a language's translations cannot be had. */
export const TRANSLATIONS_UNAVAILABLE = "Translations not available";

export async function getTranslations(locale: string): Promise<TranslationsResponse> {
  if (!isLocale(locale)) throw new AppError("NOT_FOUND", TRANSLATIONS_UNAVAILABLE);
  return loadCatalog(locale);
}
