/** The site's Spanish catalog: one JSON file per feature, imported only by the pages in this language. */

import account from "../locales/es/account.json" with { type: "json" };
import auth from "../locales/es/auth.json" with { type: "json" };
import cashier from "../locales/es/cashier.json" with { type: "json" };
import comingSoon from "../locales/es/coming-soon.json" with { type: "json" };
import common from "../locales/es/common.json" with { type: "json" };
import editorial from "../locales/es/editorial.json" with { type: "json" };
import errors from "../locales/es/errors.json" with { type: "json" };
import fairness from "../locales/es/fairness.json" with { type: "json" };
import footer from "../locales/es/footer.json" with { type: "json" };
import gameHistory from "../locales/es/game-history.json" with { type: "json" };
import games from "../locales/es/games.json" with { type: "json" };
import geoblock from "../locales/es/geoblock.json" with { type: "json" };
import guard from "../locales/es/guard.json" with { type: "json" };
import guest from "../locales/es/guest.json" with { type: "json" };
import home from "../locales/es/home.json" with { type: "json" };
import languages from "../locales/es/languages.json" with { type: "json" };
import meta from "../locales/es/meta.json" with { type: "json" };
import modes from "../locales/es/modes.json" with { type: "json" };
import nav from "../locales/es/nav.json" with { type: "json" };
import notifications from "../locales/es/notifications.json" with { type: "json" };
import pages from "../locales/es/pages.json" with { type: "json" };
import responsiblePlay from "../locales/es/responsible-play.json" with { type: "json" };
import shell from "../locales/es/shell.json" with { type: "json" };
import studio from "../locales/es/studio.json" with { type: "json" };
import wallet from "../locales/es/wallet.json" with { type: "json" };
import welcome from "../locales/es/welcome.json" with { type: "json" };
import type { Catalog } from "./en.ts";

/** Typed as the English catalog, so a key missing here fails the typecheck. */
export const catalog: Catalog = {
  cashier,
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
  editorial,
  comingSoon,
  guard,
  responsiblePlay,
  wallet,
  notifications,
  studio,
  fairness,
  gameHistory,
  games,
  welcome,
};
