/** How a race's numbers read: prizes in coins and entries, places as ordinals, points, dates. */
import type { Currency, TournamentPrizeAmount } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { formatQuantity } from "~/lib/balance.ts";
import { useSite } from "~/lib/use-site.ts";

export interface RaceText {
  locale: string;
  prize(prize: TournamentPrizeAmount): string;
  amount(minorUnits: number, currency: Currency): string;
  place(place: number): string;
  points(points: number): string;
  date(iso: string): string;
}

export function useRaceText(): RaceText {
  const { t } = useTranslation();
  const { locale } = useSite();
  const number = new Intl.NumberFormat(locale);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const amount = (minorUnits: number, currency: Currency) =>
    t(`tournaments.${currency}`, { amount: formatQuantity(minorUnits, locale) });
  return {
    locale,
    amount,
    prize({ coins, entries }) {
      const parts = [
        ...(coins > 0 ? [amount(coins, "coins")] : []),
        ...(entries > 0 ? [amount(entries, "entries")] : []),
      ];
      const [first = amount(0, "coins"), second] = parts;
      return second ? t("tournaments.and", { first, second }) : first;
    },
    place: (place) => t("tournaments.place", { count: place, ordinal: true }),
    points: (points) => t("tournaments.points", { count: points, amount: number.format(points) }),
    date: (iso) => dates.format(Date.parse(iso)),
  };
}
