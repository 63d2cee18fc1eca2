/**
 * One i18next instance per language, created from that language's catalog only. The server
 * loads every language before it renders; the browser loads the page's language before it
 * hydrates (`entry.client.tsx`), so server rendering and hydration agree on every string and an
 * English page never downloads Spanish.
 */
import { DEFAULT_LOCALE, type Locale } from "@reelhouse/contract";
import { loadCatalog } from "@reelhouse/i18n";
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";

const instances = new Map<Locale, i18n>();

/** Loads the language's catalog (once) and answers its ready instance. */
export async function loadI18n(locale: Locale): Promise<i18n> {
  const existing = instances.get(locale);
  if (existing) return existing;
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: await resourcesOf(locale),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(locale, instance);
  return instance;
}

/** The instance of a language already loaded with `loadI18n`. */
export function getI18n(locale: Locale): i18n {
  const instance = instances.get(locale);
  if (!instance) throw new Error(`The ${locale} translations are not loaded`);
  return instance;
}

/**
 * Spec §8: a language whose catalog cannot be loaded leaves the page without texts rather than
 * without a page; the failure is reported as "Translations not available".
 */
async function resourcesOf(locale: Locale) {
  try {
    return { [locale]: { translation: await loadCatalog(locale) } };
  } catch (error) {
    console.error("Translations not available", error);
    return {};
  }
}
