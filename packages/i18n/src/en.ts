/** The site's English catalog: one JSON file per feature, imported only by the pages in this language. */

import account from "../locales/en/account.json";
import auth from "../locales/en/auth.json";
import comingSoon from "../locales/en/coming-soon.json";
import common from "../locales/en/common.json";
import errors from "../locales/en/errors.json";
import footer from "../locales/en/footer.json";
import geoblock from "../locales/en/geoblock.json";
import guard from "../locales/en/guard.json";
import guest from "../locales/en/guest.json";
import home from "../locales/en/home.json";
import languages from "../locales/en/languages.json";
import meta from "../locales/en/meta.json";
import modes from "../locales/en/modes.json";
import nav from "../locales/en/nav.json";
import pages from "../locales/en/pages.json";
import shell from "../locales/en/shell.json";

export const catalog = {
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

/** The shape every language's catalog has: English is the source of the keys. */
export type Catalog = typeof catalog;
