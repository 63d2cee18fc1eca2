/**
 * The server's translations: the same catalogs and the same i18next as the site, one instance per
 * language, loaded once at start. API messages, emails and text messages all come from here, so a
 * text reads the same wherever the player meets it, and a wrong key fails the typecheck.
 */
import { LOCALES, type Locale } from "@reelhouse/contract";
import { loadServerCatalog, type ServerTranslationResources } from "@reelhouse/i18n";
import i18next, { type TFunction } from "i18next";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: ServerTranslationResources;
  }
}

const translators = new Map<Locale, TFunction>(
  await Promise.all(
    LOCALES.map(async (locale): Promise<[Locale, TFunction]> => {
      const instance = i18next.createInstance();
      await instance.init({
        lng: locale,
        resources: { [locale]: { translation: await loadServerCatalog(locale) } },
        // Plain text: emails escape what they put into HTML themselves.
        interpolation: { escapeValue: false },
        returnNull: false,
      });
      return [locale, instance.t];
    }),
  ),
);

/** The `t` of a language. */
export function translator(locale: Locale): TFunction {
  const t = translators.get(locale);
  if (!t) throw new Error(`No translations for ${locale}`);
  return t;
}
