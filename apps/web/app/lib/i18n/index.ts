/**
 * Translations for the two supported languages. One i18next instance per language, created
 * synchronously from bundled messages, so server rendering and hydration agree on every string.
 */
import { DEFAULT_LOCALE, type Locale } from "@reelhouse/contract";
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "./en.ts";
import { es } from "./es.ts";

export const messages = { en, es } as const;

const instances = new Map<Locale, i18n>();

export function getI18n(locale: Locale): i18n {
  const existing = instances.get(locale);
  if (existing) return existing;
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: { en: { translation: en }, es: { translation: es } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(locale, instance);
  return instance;
}
