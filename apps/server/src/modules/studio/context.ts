import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Wallet } from "../wallet/service.ts";

/** What the studio's operations work with: the database, the clock and the wallet rounds bet through. */
export interface StudioContext {
  db: Db;
  clock: Clock;
  wallet: Wallet;
}
