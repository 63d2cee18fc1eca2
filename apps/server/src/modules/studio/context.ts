import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Accounts } from "../accounts/service.ts";
import type { Jackpots } from "../jackpots/service.ts";
import type { Wallet } from "../wallet/service.ts";

/**
 * What the studio's operations work with: the database, the clock, the wallet rounds bet through,
 * the jackpot pools a paid round feeds and may win, and the accounts module, which says whether a
 * player may play.
 */
export interface StudioContext {
  db: Db;
  clock: Clock;
  wallet: Wallet;
  jackpots: Pick<Jackpots, "rulesFor" | "within">;
  accounts: Pick<Accounts, "standing" | "names" | "within">;
}
