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

const reactInstances = new Map<Locale, i18n>();

/**
 * The language's instance as React components receive it (the root's I18nextProvider). On every
 * mount, `useTranslation` copies each own property of the instance it is given (react-i18next 16),
 * and i18next binds its ~40 methods onto the instance: about 30 µs a component, which a lobby of
 * tiles paid hundreds of times per server render. This object has the instance as its prototype
 * and nothing of its own, so the copy is free; every read still reaches the instance.
 */
export function getReactI18n(locale: Locale): i18n {
  let facade = reactInstances.get(locale);
  if (!facade) {
    facade = Object.create(getI18n(locale)) as i18n;
    reactInstances.set(locale, facade);
  }
  return facade;
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
