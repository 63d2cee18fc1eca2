/**
 * The demo installation's popup ads, the same four for every theme in the brand's name: a guest's
 * invitation to sign up, the races for a new player, the limited offer for a player who has not
 * bought yet, and the redemption reminder for a player in SweepStakes mode.
 */
import { THEME_DISPLAY_NAMES, THEME_IDS, type ThemeId } from "@reelhouse/contract";
import type { popupAds } from "./schema.ts";

type PopupAdRow = typeof popupAds.$inferInsert;

/** The demo cashier's limited offer (cashier/demo-packages.ts). */
const LIMITED_OFFER_PACKAGE = 20;

function adsOf(theme: ThemeId, now: Date): PopupAdRow[] {
  const brand = THEME_DISPLAY_NAMES[theme];
  const ad = (slug: string, row: Omit<PopupAdRow, "id" | "theme" | "createdAt">): PopupAdRow => ({
    id: `${theme}.${slug}`,
    theme,
    createdAt: now,
    ...row,
  });
  return [
    ad("guest-welcome", {
      name: "Guests: sign up",
      audience: "guests",
      triggers: ["sessionStart", "lobbyVisit"],
      companyPriority: 10,
      priority: 10,
      delaySeconds: 2,
      content: {
        title: { en: `Play ${brand} for free`, es: `Juega en ${brand} gratis` },
        text: {
          en: "Sign up in a minute and get free coins and entries to start playing right away.",
          es: "Regístrate en un minuto y recibe monedas y entradas gratis para empezar a jugar ya.",
        },
        art: "gift",
        cta: { label: { en: "Sign up free", es: "Regístrate gratis" }, path: "/signup" },
      },
    }),
    ad("new-player-races", {
      name: "New players: races",
      audience: "newPlayers",
      triggers: ["lobbyVisit"],
      companyPriority: 10,
      priority: 20,
      delaySeconds: 1,
      content: {
        title: { en: "Race for the top spot", es: "Compite por el primer puesto" },
        text: {
          en: `Every spin on ${brand} scores race points. Climb the leaderboard and share the prize pool.`,
          es: `Cada giro en ${brand} suma puntos de carrera. Sube en la clasificación y comparte el premio.`,
        },
        art: "trophy",
        cta: { label: { en: "See the races", es: "Ver las carreras" }, path: "/races" },
      },
    }),
    ad("limited-offer", {
      name: "Not bought yet: limited offer",
      audience: "notPurchased",
      triggers: ["lobbyVisit"],
      companyPriority: 5,
      priority: 10,
      delaySeconds: 2,
      content: {
        title: { en: "50% more coins, for a limited time", es: "50 % más monedas, por tiempo limitado" },
        text: {
          en: "The high roller deal adds half as many coins again, with free entries on top.",
          es: "La oferta de gran apostador añade la mitad de monedas más, con entradas gratis de regalo.",
        },
        art: "coins",
        cta: { label: { en: "Get the deal", es: "Obtener la oferta" }, packageId: LIMITED_OFFER_PACKAGE },
      },
    }),
    ad("sweeps-redeem", {
      name: "SweepStakes mode: redeem",
      audience: "gameMode",
      gameMode: "SweepStakes",
      triggers: ["lobbyVisit"],
      companyPriority: 5,
      priority: 5,
      delaySeconds: 2,
      content: {
        title: { en: "Your entries can win real prizes", es: "Tus entradas pueden ganar premios reales" },
        text: {
          en: "Entries you win in SweepStakes mode can be redeemed once you have played them through.",
          es: "Las entradas que ganas en modo SweepStakes se pueden canjear una vez jugadas.",
        },
        art: "spins",
        cta: { label: { en: "How to redeem", es: "Cómo canjear" }, path: "/redeem" },
      },
    }),
  ];
}

export function demoPopupAds(now: Date): PopupAdRow[] {
  return THEME_IDS.flatMap((theme) => adsOf(theme, now));
}
