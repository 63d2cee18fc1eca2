/**
 * The site's translations: one JSON file per feature and language under `locales/`. English
 * is the source of the keys; every other catalog is typed as English's, so a missing key fails
 * the typecheck. Each language is its own module, loaded with `loadCatalog`, so a page downloads
 * only the language it shows.
 */
import type { Catalog } from "./en.ts";
import type { ServerCatalog } from "./server-en.ts";

export type { Catalog } from "./en.ts";
export type { ServerCatalog } from "./server-en.ts";

const catalogLoaders = {
  en: () => import("./en.ts"),
  es: () => import("./es.ts"),
} satisfies Record<string, () => Promise<{ catalog: Catalog }>>;

export type CatalogLocale = keyof typeof catalogLoaders;

export async function loadCatalog(locale: CatalogLocale): Promise<Catalog> {
  return (await catalogLoaders[locale]()).catalog;
}

const serverCatalogLoaders = {
  en: () => import("./server-en.ts"),
  es: () => import("./server-es.ts"),
} satisfies Record<CatalogLocale, () => Promise<{ serverCatalog: ServerCatalog }>>;

/** The server's catalog of a language: the site's and the server's own texts. */
export async function loadServerCatalog(locale: CatalogLocale): Promise<ServerCatalog> {
  return (await serverCatalogLoaders[locale]()).serverCatalog;
}

/** For each app's i18next type declaration (`CustomTypeOptions.resources`), so keys are typed alike. */
export interface TranslationResources {
  translation: Catalog;
}

/** The server's i18next type declaration: keys of the site's and the server's own texts. */
export interface ServerTranslationResources {
  translation: ServerCatalog;
}
