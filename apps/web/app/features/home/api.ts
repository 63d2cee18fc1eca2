/**
 * The welcome offer the guest home leads with: what the wallet grants at sign-up and for each
 * onboarding step, and the first-purchase package the cashier has on sale to a new player.
 */
import type { CashierPackage, Locale, WebRequestContext } from "@reelhouse/contract";
import { cashierApi, studioApi, walletApi } from "@reelhouse/contract/client";
import { queryOptions } from "@tanstack/react-query";
import { type ApiVia, callApi, viaServer } from "~/lib/api-client.ts";
import { loadQuery } from "~/lib/query-client.ts";

export interface WelcomeOffer {
  /** Minor units given at sign-up. */
  signUp: { coins: number; entries: number };
  /** Coins (minor units) the onboarding steps add together. */
  onboardingCoins: number;
  /** The first-purchase package, while the cashier has one on sale. */
  firstPurchase: CashierPackage | null;
}

export function welcomeOfferQuery(via?: ApiVia) {
  return queryOptions({
    queryKey: ["home", "welcome-offer"] as const,
    queryFn: async (): Promise<WelcomeOffer> => {
      const [grant, offers] = await Promise.all([
        callApi(walletApi.welcomeOffer, {}, via),
        callApi(cashierApi.bonusOffers, {}, via),
      ]);
      const { email, phone, profile } = grant.data.onboarding;
      const firstPurchase = offers.data.bonuses.find((offer) => offer.package.offerType === "first_purchase");
      return {
        signUp: grant.data.signUp,
        onboardingCoins: email + phone + profile,
        firstPurchase: firstPurchase?.package ?? null,
      };
    },
    staleTime: 5 * 60_000,
  });
}

/** The offer for the page being rendered; null when it cannot be read (the hero then speaks without numbers). */
export async function loadWelcomeOffer(
  context: WebRequestContext,
  locale: Locale,
): Promise<WelcomeOffer | null> {
  return loadQuery(welcomeOfferQuery(viaServer(context, locale))).catch(() => null);
}

/** How many of the player's last rounds tell which games they have been playing. */
const RECENT_ROUNDS = 20;

/**
 * The house games of the player's last rounds (slugs, newest first): the home greets a player who
 * has played as one coming back, and "You missed these" leaves those games out. Empty when the
 * history cannot be read.
 */
export async function loadRecentlyPlayed(context: WebRequestContext, locale: Locale): Promise<string[]> {
  try {
    const history = await callApi(
      studioApi.history,
      { query: { limit: RECENT_ROUNDS } },
      viaServer(context, locale),
    );
    return [...new Set(history.data.rounds.map((round) => round.gameId))];
  } catch {
    return [];
  }
}
