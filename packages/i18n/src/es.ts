/** The site's Spanish catalog: one JSON file per feature, imported only by the pages in this language. */

import account from "../locales/es/account.json";
import auth from "../locales/es/auth.json";
import comingSoon from "../locales/es/coming-soon.json";
import common from "../locales/es/common.json";
import errors from "../locales/es/errors.json";
import footer from "../locales/es/footer.json";
import geoblock from "../locales/es/geoblock.json";
import guard from "../locales/es/guard.json";
import guest from "../locales/es/guest.json";
import home from "../locales/es/home.json";
import languages from "../locales/es/languages.json";
import meta from "../locales/es/meta.json";
import modes from "../locales/es/modes.json";
import nav from "../locales/es/nav.json";
import pages from "../locales/es/pages.json";
import shell from "../locales/es/shell.json";
import type { Catalog } from "./en.ts";

/** Typed as the English catalog, so a key missing here fails the typecheck. */
export const catalog: Catalog = {
  meta,
  common,
  languages,
  nav,
  footer,
  errors,
  shell,
  modes,
  guest,
  home,
  auth,
  account,
  geoblock,
  pages,
  comingSoon,
  guard,
};
