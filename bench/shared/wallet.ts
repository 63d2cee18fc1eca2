/**
 * The wallet ledger under simulated players betting against the house through the wallet service
 * (a bet then a win per round, coins and entries by turns): the `ledger` benchmark's own phases,
 * which `spins` measures again beside its HTTP figures.
 */
import { minor } from "@reelhouse/contract";
import type { Database, Db } from "../../apps/server/src/db/client.ts";
import { players as playersTable } from "../../apps/server/src/db/schema/index.ts";
import { systemClock } from "../../apps/server/src/lib/clock.ts";
import { DEFAULT_BATCHING } from "../../apps/server/src/modules/wallet/batcher.ts";
import { createWallet, type Wallet } from "../../apps/server/src/modules/wallet/service.ts";
import { drive, type Figures, type Operation } from "./phases.ts";

export const PACED_SHARE = 0.7;
export const STAKE = 100;

export interface WalletPhaseSettings {
  players: number;
  seconds: number;
  /** At most this many groups of transfers commit at once on PostgreSQL (ADR 075). */
  groups: number;
  signal: AbortSignal;
  /** Also a phase at 70 % of the back-to-back peak. */
  paced: boolean;
}

/** Even rounds bet coins for even players, entries for odd ones, and the next round swaps. */
export function roundOf(label: string, player: number, step: number) {
  const round = Math.floor(step / 2);
  return {
    isBet: step % 2 === 0,
    currency: (player + round) % 2 === 0 ? ("coins" as const) : ("entries" as const),
    // Wins of 1..200 against stakes of 100: balances wander but never run out.
    win: 1 + ((round * 37 + player) % 200),
    ref: { gameId: "bench", roundId: `${label}:${player}:${round}` },
  };
}

/** The wallet back to back (and paced, when asked), then the ledger audit of what it wrote. */
export async function measureWallet(
  database: Database,
  name: string,
  settings: WalletPhaseSettings,
): Promise<Figures[]> {
  // Grouped commits as the server runs them: one group at a time on PGlite; on PostgreSQL more
  // beside it while a full group waits.
  const concurrency = database.kind === "postgres" ? settings.groups : 1;
  const wallet = createWallet({
    db: database.db,
    clock: systemClock,
    settings: {
      playThroughMultiplier: 1,
      welcomeGrant: { coins: minor("coins", 0), entries: minor("entries", 0) },
    },
    batching: { ...DEFAULT_BATCHING, concurrency },
  });
  const ids = await createPlayers(database.db, wallet, settings.players);
  const rounds =
    (label: string): Operation =>
    async (player, step) => {
      const id = ids[player] as string;
      const { isBet, currency, win, ref } = roundOf(label, player, step);
      if (isBet) await wallet.bet(id, currency, minor(currency, STAKE), `${ref.roundId}:bet`, ref);
      else await wallet.win(id, currency, minor(currency, win), `${ref.roundId}:win`, ref);
    };
  const phase = { players: settings.players, seconds: settings.seconds, signal: settings.signal };
  const figures = [await drive(`${name} wallet, back to back`, rounds("peak"), phase)];
  const [peak] = figures as [Figures];
  if (settings.paced) {
    const perSecond = PACED_SHARE * peak.perSecond;
    const paced = await drive(`${name} wallet at 70 % of peak`, rounds("paced"), { ...phase, perSecond });
    paced.note = `asked ${Math.round(perSecond)}/s`;
    figures.push(paced);
  }
  const { violations } = await wallet.audit();
  peak.note = `ledger audit: ${violations.length === 0 ? "consistent" : violations.join("; ")}`;
  return figures;
}

/** Minimal player rows (the accounts' foreign key), each granted far more than a phase can spend. */
async function createPlayers(db: Db, wallet: Wallet, count: number): Promise<string[]> {
  const now = new Date();
  const ids = Array.from({ length: count }, (_, index) => `bench-player-${index}`);
  await db
    .insert(playersTable)
    .values(ids.map((id) => ({ id, email: `${id}@bench.invalid`, createdAt: now, updatedAt: now })));
  for (const id of ids) {
    await wallet.grant(
      id,
      { coins: minor("coins", 1e9), entries: minor("entries", 1e9) },
      `bench:stake:${id}`,
      "bench",
    );
  }
  return ids;
}
