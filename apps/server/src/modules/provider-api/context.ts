import type { Currency, Minor, ProviderApiResponse } from "@reelhouse/contract";
import type { ProviderApiConfig } from "../../config/provider-api.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Accounts } from "../accounts/service.ts";
import type { Restrictions } from "../restrictions/service.ts";
import type { Wallet, WalletBalances } from "../wallet/service.ts";

export interface ProviderApiContext {
  db: Db;
  clock: Clock;
  wallet: Wallet;
  /** Whether a player exists and may play. */
  accounts: Pick<Accounts, "standing" | "within">;
  restrictions: Restrictions;
  settings: ProviderApiConfig;
}

/** An operation's answer; the route adds the call's `request_uuid`. */
export type Answer = Omit<ProviderApiResponse, "request_uuid">;

/** The balance of one currency as a provider sees it: coins, or every entry the player holds. */
export function balanceIn<C extends Currency>(balances: WalletBalances, currency: C): Minor<C> {
  return (currency === "coins" ? balances.coins : balances.entries.total) as Minor<C>;
}
