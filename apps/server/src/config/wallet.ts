/** The wallet: what a new player is given, and how much promotional entries must be played. */

import { type CoinsMinor, type EntriesMinor, minor } from "@reelhouse/contract";
import { MINOR_UNITS_PER_WHOLE, WELCOME_GRANT_WHOLE } from "@reelhouse/contract/economy";
import { z } from "zod";
import { defineConcern } from "./concern.ts";

/** Coins and entries are counted in hundredths (minor units) everywhere inside the wallet. */
export { MINOR_UNITS_PER_WHOLE };

const wholeAmount = (fallback: number) => z.coerce.number().int().min(0).max(1_000_000_000).default(fallback);

export const walletEnv = z.object({
  WELCOME_COINS: wholeAmount(WELCOME_GRANT_WHOLE.coins),
  WELCOME_ENTRIES: wholeAmount(WELCOME_GRANT_WHOLE.entries),
  PLAY_THROUGH_MULTIPLIER: z.coerce.number().min(0).max(100).default(1),
});

export interface WalletConfig {
  /** The welcome grant, in minor units; zero for none. */
  readonly welcomeGrant: { readonly coins: CoinsMinor; readonly entries: EntriesMinor };
  readonly playThroughMultiplier: number;
}

export function walletConfig(env: z.infer<typeof walletEnv>): WalletConfig {
  return {
    welcomeGrant: {
      coins: minor("coins", env.WELCOME_COINS * MINOR_UNITS_PER_WHOLE),
      entries: minor("entries", env.WELCOME_ENTRIES * MINOR_UNITS_PER_WHOLE),
    },
    playThroughMultiplier: env.PLAY_THROUGH_MULTIPLIER,
  };
}

export const walletConcern = defineConcern({ key: "wallet", env: walletEnv, build: walletConfig });
