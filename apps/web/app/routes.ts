/**
 * The route table of spec §2. Every path also exists under `/es/` (Spanish); English carries no
 * prefix. Layout routes group pages by the frame they render in.
 */
import { layout, type RouteConfig, route } from "@react-router/dev/routes";

/** `es?/lobby` matches both `/lobby` and `/es/lobby`. */
const localized = (path: string) => (path ? `es?/${path}` : "es?");

export default [
  // Home picks its own frame: the guest landing for guests, the default frame for players.
  route(localized(""), "routes/home.tsx"),

  layout("layouts/auth.tsx", [
    route(localized("signup"), "routes/signup.tsx"),
    route(localized("signin"), "routes/signin.tsx"),
    route(localized("signup-exit"), "routes/signup-exit.tsx"),
    route(localized("reset"), "routes/reset.tsx"),
  ]),

  layout("layouts/geoblock.tsx", [route(localized("geoblock"), "routes/geoblock.tsx")]),

  // The cashier frame is embedded by the cash widget and has no frame of its own; cash actions
  // require login (spec §6).
  layout("layouts/guarded.tsx", { id: "guarded-bare" }, [
    route(localized("cashIframe"), "routes/cash-iframe.tsx"),
    // The house studio's game client, hosted in the game page's frame.
    route(localized("studio/:gameId"), "routes/studio.tsx"),
  ]),

  layout("layouts/default.tsx", [
    route(localized("lobby"), "routes/lobby.tsx"),
    route(localized("registration-complete"), "routes/registration-complete.tsx"),
    route(localized("games/:pageName"), "routes/games-page.tsx"),
    route(localized("issues/favorites"), "routes/favorites.tsx"),
    route(localized("issues/:pageName"), "routes/collection.tsx"),
    route(localized("page/:name"), "routes/page.tsx"),
    // Open to guests: someone deciding whether to join reads this first (ADR 093).
    route(localized("how-it-works"), "routes/how-it-works.tsx"),
    // A title's maths sheet, open to guests: the maths can be checked before signing up.
    route(localized("fairness/:gameId"), "routes/fairness-sheet.tsx"),
    // Open to guests: how rounds are checked, and a replay from pasted values; a player's own
    // seeds and rounds show when signed in.
    route(localized("fairness"), "routes/fairness.tsx"),
    // Open to guests: a marketing email's unsubscribe link lands here, signed in or not.
    route(localized("unsubscribe"), "routes/unsubscribe.tsx"),

    layout("layouts/guarded.tsx", [
      route(localized("game"), "routes/game.tsx"),
      // The player's own limits; the spec leaves the guard open (ADR 004).
      route(localized("game/responsible-play"), "routes/responsible-play.tsx"),
      route(localized("game/history"), "routes/game-history.tsx"),
      route(localized("profile"), "routes/profile.tsx"),
      route(localized("transactions"), "routes/transactions.tsx"),
      // Redeeming entries for prizes; the page itself says when SweepStakes mode is needed.
      route(localized("redeem"), "routes/redeem.tsx"),
      route(localized("promotions"), "routes/promotions.tsx"),
      route(localized("scratch-cards"), "routes/scratch-cards.tsx"),
      // Races: solo on /races, team races on /group-races (spec §2).
      route(localized("races"), "routes/races.tsx", { id: "races" }),
      route(localized("group-races"), "routes/races.tsx", { id: "group-races" }),
      // Cash actions require login (spec §6).
      route(localized("cash/deposit-by-money"), "routes/cash-deposit.tsx"),
      route(localized("cash/success"), "routes/cash-success.tsx"),
      route(localized("cash/failed"), "routes/cash-failed.tsx"),
      route(localized("cash/failed/:presetId/:offerType/:methodId"), "routes/cash-failed-retry.tsx"),
    ]),
  ]),

  // The sandbox identity provider's page: the tester decides a check (ADR 122).
  layout("layouts/default.tsx", { id: "verification-frame" }, [
    layout("layouts/guarded.tsx", { id: "verification-guard" }, [
      route(localized("verification-sandbox"), "features/verification/route.tsx"),
    ]),
  ]),

  // Free entries by mail: open to guests, who read how it works; a player gets and follows codes.
  layout("layouts/default.tsx", { id: "mail-in-frame" }, [
    route(localized("mail-in"), "features/mail-in/route.tsx"),
  ]),

  // Refer a friend: the player's link, QR code, rewards and friends (spec §2, guarded).
  layout("layouts/default.tsx", { id: "referrals-frame" }, [
    layout("layouts/guarded.tsx", { id: "referrals-guard" }, [
      route(localized("invite-friends"), "features/referrals/route.tsx"),
    ]),
  ]),

  // The language switcher remembers the choice on the server, then moves to the page.
  route("language/:locale", "routes/language.tsx"),
  // The house's banner art, drawn in the asking host's brand.
  route("art/banners/:file", "routes/banner-art.ts"),
  // `/en/...` is the unprefixed English path.
  route("en/*", "routes/english-prefix.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
