import type { CashierPackage } from "@reelhouse/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { availableSetsQuery, cashierKeys } from "./api.ts";
import { OfferBanners } from "./offer-banner.tsx";
import { QuickBuyStrip } from "./quick-buy-strip.tsx";

/**
 * The packages on sale: as the page loaded them until the player buys, then as the cashier lists
 * them now, so a first-purchase deal bought is no longer sold. The home keeps its loader's data
 * while only the balance moves (games/revalidate.ts: a spin must not reload the lobby), so the
 * purchase's own balance message is what asks again, whichever tab or page made the purchase.
 */
export function usePackagesOnSale(loaded: readonly CashierPackage[]): readonly CashierPackage[] {
  const queryClient = useQueryClient();
  const [hasBought, setBought] = useState(false);
  useRealtimeMessage("cash", ({ data }) => {
    if (data.kind !== "purchase") return;
    setBought(true);
    void queryClient.invalidateQueries({ queryKey: cashierKeys.availableSets });
  });
  const sets = useQuery({ ...availableSetsQuery(), enabled: hasBought });
  return hasBought && sets.data ? sets.data.packages : loaded;
}

/** The home's offers: the featured offer's banner and the quick buy, kept to what is on sale. */
export function HomeOffers({ packages }: { packages: readonly CashierPackage[] }) {
  const onSale = usePackagesOnSale(packages);
  return (
    <>
      <OfferBanners packages={onSale} />
      <QuickBuyStrip packages={onSale} />
    </>
  );
}
