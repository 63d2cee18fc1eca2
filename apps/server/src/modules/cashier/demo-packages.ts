/**
 * The demo installation's coin packages: the standard ladder at the economy's rate (100,000 coins
 * and one free entry per dollar), larger packages with a coin bonus, a first-purchase offer, and a
 * limited offer and a bundle that run for 90 days from the first start, and an extra spin of the
 * daily wheel with its coins at the standard rate.
 */
import { usdCents } from "@reelhouse/contract";
import { packageAmounts } from "@reelhouse/contract/economy";
import type { cashierPackages } from "../../db/schema/index.ts";

type PackageRow = typeof cashierPackages.$inferInsert;

const DAY_MS = 86_400_000;

function ladder(
  id: number,
  titles: Record<string, string>,
  priceMinor: number,
  bonusPercent: number,
  extra: Partial<PackageRow> = {},
): PackageRow {
  return {
    id,
    titles,
    priceMinor: usdCents(priceMinor),
    ...packageAmounts(priceMinor, bonusPercent),
    offerType: "regular",
    sortOrder: id,
    ...extra,
  };
}

export function demoPackages(now: Date): PackageRow[] {
  const inNinetyDays = new Date(now.getTime() + 90 * DAY_MS);
  return [
    ladder(1, { en: "Pocket", es: "Bolsillo" }, 499, 0),
    ladder(2, { en: "Stack", es: "Montón" }, 999, 0, { badge: "popular", popupOrder: 1 }),
    ladder(3, { en: "Pile", es: "Pila" }, 1_999, 5, { popupOrder: 2 }),
    ladder(4, { en: "Vault", es: "Bóveda" }, 4_999, 10, { popupOrder: 3 }),
    ladder(5, { en: "Treasury", es: "Tesoro" }, 9_999, 20, { badge: "best_value" }),
    ladder(10, { en: "Welcome offer", es: "Oferta de bienvenida" }, 999, 150, {
      offerType: "first_purchase",
      badge: "first_purchase",
      sortOrder: 0,
    }),
    ladder(20, { en: "High roller deal", es: "Oferta de gran apostador" }, 2_999, 50, {
      offerType: "promo",
      badge: "limited",
      startsAt: now,
      endsAt: inNinetyDays,
    }),
    ladder(30, { en: "Weekend bundle", es: "Lote de fin de semana" }, 1_499, 35, {
      offerType: "bundle",
      badge: "limited",
      startsAt: now,
      endsAt: inNinetyDays,
    }),
    ladder(40, { en: "Extra wheel spin", es: "Giro extra de la rueda" }, 199, 0, {
      offerType: "extra_wheel",
    }),
  ];
}
