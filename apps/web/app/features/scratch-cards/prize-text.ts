/** A card's prize in words: "1,000 coins", "2 free entries", or both. */
import type { ScratchCardPrize } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { formatQuantity } from "~/lib/balance.ts";
import { useSite } from "~/lib/use-site.ts";

const MINOR_PER_WHOLE = 100;

export function usePrizeText(): (prize: ScratchCardPrize) => string {
  const { t } = useTranslation();
  const { locale } = useSite();
  return ({ coins, entries }) => {
    const parts: string[] = [];
    if (coins > 0) {
      parts.push(
        t("scratchCards.coins", { amount: formatQuantity(coins, locale), count: coins / MINOR_PER_WHOLE }),
      );
    }
    if (entries > 0) {
      parts.push(
        t("scratchCards.entries", {
          amount: formatQuantity(entries, locale),
          count: entries / MINOR_PER_WHOLE,
        }),
      );
    }
    return parts.length > 0 ? parts.join(" + ") : t("scratchCards.noPrize");
  };
}
