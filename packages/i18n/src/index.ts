/**
 * The site's translations: one JSON file per feature and language under `locales/`. English
 * is the source of the keys; every other catalog is typed as English's, so a missing key fails
 * the typecheck. Each language is its own module, loaded with `loadCatalog`, so a page downloads
 * only the language it shows.
 */
import type { Catalog } from "./en.ts";

export type { Catalog } from "./en.ts";

const catalogLoaders = {
  en: () => import("./en.ts"),
  es: () => import("./es.ts"),
} satisfies Record<string, () => Promise<{ catalog: Catalog }>>;

export type CatalogLocale = keyof typeof catalogLoaders;

export async function loadCatalog(locale: CatalogLocale): Promise<Catalog> {
  return (await catalogLoaders[locale]()).catalog;
}

/** For each app's i18next type declaration (`CustomTypeOptions.resources`), so keys are typed alike. */
export interface TranslationResources {
  translation: Catalog;
}
