/** The site's English catalog: one JSON file per feature, imported only by the pages in this language. */

import account from "../locales/en/account.json" with { type: "json" };
import auth from "../locales/en/auth.json" with { type: "json" };
import cashier from "../locales/en/cashier.json" with { type: "json" };
import comingSoon from "../locales/en/coming-soon.json" with { type: "json" };
import common from "../locales/en/common.json" with { type: "json" };
import editorial from "../locales/en/editorial.json" with { type: "json" };
import errors from "../locales/en/errors.json" with { type: "json" };
import fairness from "../locales/en/fairness.json" with { type: "json" };
import footer from "../locales/en/footer.json" with { type: "json" };
import gameHistory from "../locales/en/game-history.json" with { type: "json" };
import games from "../locales/en/games.json" with { type: "json" };
import geoblock from "../locales/en/geoblock.json" with { type: "json" };
import guard from "../locales/en/guard.json" with { type: "json" };
import guest from "../locales/en/guest.json" with { type: "json" };
import home from "../locales/en/home.json" with { type: "json" };
import languages from "../locales/en/languages.json" with { type: "json" };
import meta from "../locales/en/meta.json" with { type: "json" };
import modes from "../locales/en/modes.json" with { type: "json" };
import nav from "../locales/en/nav.json" with { type: "json" };
import notifications from "../locales/en/notifications.json" with { type: "json" };
import pages from "../locales/en/pages.json" with { type: "json" };
import responsiblePlay from "../locales/en/responsible-play.json" with { type: "json" };
import shell from "../locales/en/shell.json" with { type: "json" };
import studio from "../locales/en/studio.json" with { type: "json" };
import wallet from "../locales/en/wallet.json" with { type: "json" };
import welcome from "../locales/en/welcome.json" with { type: "json" };

export const catalog = {
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

/** The shape every language's catalog has: English is the source of the keys. */
export type Catalog = typeof catalog;
