/**
 * Progressive jackpots (ADR 135): a pool per tier and currency, fed by a share of every qualifying
 * stake of the house studio's rounds and won by a provably fair trigger drawn from the round's seeds.
 *
 * - A round's shares ride on its bet: the studio asks `sharesFor` (from rules cached a few seconds,
 *   read before its transaction), passes them to the wallet's bet, whose postings move them from the
 *   house to the pools' ledger accounts, and as its transaction's last statement calls
 *   `within(tx).feed`: one statement adds the same shares to the pools' rows, locked in tier order
 *   (held to the commit, so rounds of a currency wait for each other the least). A round that
 *   wins (`tierWon`, decided from its seeds before) calls `within(tx).payWin` instead.
 * - The trigger is the round's jackpot word (`@reelhouse/games` fair/jackpot.ts: its seed pair and
 *   nonce, a message of its own). A win pays the tier's whole pool to the player and refills it with
 *   its seed from the jackpots budget in one ledger transfer keyed by the round, resets the row and
 *   records the win (the round is its key), all in the round's transaction: paid once, or not at all.
 * - The pools job pushes each currency's pools at most once a second, only when they moved, so any
 *   number of rounds in between reach the sites as one message.
 */
import {
  type Currency,
  type JackpotPool,
  type JackpotTickerItem,
  type JackpotTier,
  type JackpotWin,
  type Minor,
  minor,
} from "@reelhouse/contract";
import { type JackpotOdds, jackpotTierWon } from "@reelhouse/games";
import { fairJackpotWord } from "@reelhouse/games/node";
import type { Db } from "../../db/client.ts";
import { insertOutboxRows, outboxRow, writeEvent } from "../../db/outbox.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Accounts } from "../accounts/service.ts";
import { winnerName } from "../studio/service.ts";
import type { JackpotShares, RoundRef, Wallet, WalletBalances } from "../wallet/service.ts";
import { JackpotPools, JackpotWon } from "./events.ts";
import * as repo from "./repo.ts";

/** How long a process keeps the pools' rules before reading them again. */
export const RULES_TTL_MS = 5_000;

/** A pool's rules, as a round is fed and triggered by them. */
export interface PoolRules {
  tier: JackpotTier;
  contributionBps: number;
  qualifyingBet: number;
  winStake: number;
}

/** A round as the trigger and the pools see it, in the round's transaction. */
export interface JackpotRound {
  playerId: string;
  currency: Currency;
  stake: number;
  round: RoundRef;
  /** The round's seed pair and nonce: the trigger is drawn from them. */
  seeds: { serverSeed: string; clientSeed: string; nonce: number };
  rules: readonly PoolRules[];
  shares: JackpotShares;
}

/** A jackpot paid in a round, with the player's balances after it. */
export interface JackpotPaid {
  tier: JackpotTier;
  amount: number;
  balances: WalletBalances;
}

/** A jackpot won, for the home's last winners. */
export interface RecentJackpot {
  roundId: string;
  playerName: string;
  titleId: string;
  currency: Currency;
  tier: JackpotTier;
  stake: number;
  win: number;
  wonAt: Date;
}

export interface JackpotsDeps {
  db: Db;
  clock: Clock;
  wallet: Wallet;
  accounts: Pick<Accounts, "names">;
  /** Off: no stake feeds a pool and no round is triggered (the pools keep what they hold). */
  enabled: boolean;
}

/** The pools a demo installation starts with, or an operator's seeding. */
export type PoolSetting = Omit<repo.PoolRow, "amount" | "version" | "pushedVersion" | "updatedAt">;

/** Each qualifying tier's share of `stake`: floor(stake × bps / 10,000). */
export function sharesFor(rules: readonly PoolRules[], stake: number): JackpotShares {
  const shares: JackpotShares = {};
  for (const rule of rules) {
    if (stake >= rule.qualifyingBet) shares[rule.tier] = Math.floor((stake * rule.contributionBps) / 10_000);
  }
  return shares;
}

/** The tier a round wins, from its seeds: only tiers its stake qualifies for can be won. */
export function tierWon(round: Pick<JackpotRound, "seeds" | "rules" | "stake">): JackpotTier | null {
  const odds: JackpotOdds[] = round.rules
    .filter((rule) => round.stake >= rule.qualifyingBet)
    .map(({ tier, winStake }) => ({ tier, winStake }));
  if (odds.length === 0) return null;
  return jackpotTierWon(fairJackpotWord(round.seeds), round.stake, odds);
}

export function createJackpots({ db, clock, wallet, accounts, enabled }: JackpotsDeps) {
  let cached: { at: number; rules: Promise<Map<Currency, PoolRules[]>> } | null = null;

  /** The rules of every pool by currency, read at most once per `RULES_TTL_MS`. */
  function rules(): Promise<Map<Currency, PoolRules[]>> {
    const now = clock.now().getTime();
    if (!cached || now - cached.at >= RULES_TTL_MS) {
      const read = repo.listPools(db).then((rows) => {
        const byCurrency = new Map<Currency, PoolRules[]>();
        for (const { currency, tier, contributionBps, qualifyingBet, winStake } of rows) {
          const list = byCurrency.get(currency as Currency) ?? [];
          list.push({ tier: tier as JackpotTier, contributionBps, qualifyingBet, winStake });
          byCurrency.set(currency as Currency, list);
        }
        return byCurrency;
      });
      cached = { at: now, rules: read };
      // A failed read is not kept: the next round asks again.
      read.catch(() => {
        if (cached?.rules === read) cached = null;
      });
    }
    return cached.rules;
  }

  async function listPools(handle: Db): Promise<JackpotPool[]> {
    return (await repo.listPools(handle)).map(toPool);
  }

  return {
    /** The rules a round in `currency` is fed and triggered by; none while jackpots are off. */
    async rulesFor(currency: Currency): Promise<readonly PoolRules[]> {
      if (!enabled) return [];
      return (await rules()).get(currency) ?? [];
    },

    within(tx: Db) {
      return {
        /**
         * A round that won no pool: its shares (already moved by its bet's postings) added to its
         * pools. Locks the pools to the end of the transaction, so the studio makes it the round's
         * last statement. Nothing for a round whose shares all round down to nothing.
         */
        async feed(round: JackpotRound): Promise<void> {
          const shares = positiveShares(round.shares);
          if (shares.length > 0) await repo.addShares(tx, round.currency, shares, clock.now());
        },

        /**
         * A round that won `tier` (`tierWon`): its shares added, the whole pool paid to the player
         * and refilled with its seed in one ledger transfer keyed by the round, the row reset, the
         * win recorded and the winner told. Answers the jackpot paid with the balances after it.
         */
        async payWin(round: JackpotRound, tier: JackpotTier): Promise<JackpotPaid> {
          const now = clock.now();
          const pools = await repo.addShares(tx, round.currency, positiveShares(round.shares), now);
          const pool = pools.find((candidate) => candidate.tier === tier);
          if (!pool) throw new Error(`no ${round.currency} jackpot pool ${tier}`);
          const { playerId, currency } = round;
          const amount = minor(currency, pool.amount) as Minor<typeof currency>;
          const { balances } = await wallet.within(tx).jackpotWin(
            playerId,
            currency,
            {
              tier,
              amount,
              seed: minor(currency, pool.seed) as Minor<typeof currency>,
              idempotencyKey: `jackpot:${round.round.roundId}`,
            },
            round.round,
          );
          await repo.resetPool(tx, currency, tier, now);
          await repo.insertWin(tx, {
            roundId: round.round.roundId,
            playerId,
            gameId: round.round.gameId,
            currency,
            tier,
            stake: round.stake,
            amount: pool.amount,
            seed: pool.seed,
            wonAt: now,
          });
          await writeEvent(
            tx,
            JackpotWon,
            { playerId, payload: { currency, tier, amount: pool.amount, gameId: round.round.gameId } },
            now,
          );
          return { tier, amount: pool.amount, balances };
        },
      };
    },

    /** Every pool as it stands, with its published rules. */
    pools: () => listPools(db),

    /** The home's ticker: each tier's pool in both currencies, mini to grand. */
    async ticker(): Promise<JackpotTickerItem[]> {
      const pools = await listPools(db);
      const tiers = [...new Set(pools.map((pool) => pool.tier))];
      const amountOf = (tier: JackpotTier, currency: Currency) =>
        pools.find((pool) => pool.tier === tier && pool.currency === currency)?.amount ?? 0;
      return tiers.map((tier) => ({
        tier,
        coins: amountOf(tier, "coins"),
        entries: amountOf(tier, "entries"),
      }));
    },

    /** The latest jackpots won, by anyone, newest first. */
    async recentWins(limit: number): Promise<RecentJackpot[]> {
      const rows = await repo.listLatestWins(db, limit);
      const names = await accounts.names([...new Set(rows.map((row) => row.playerId))]);
      return rows.map((row) => ({
        roundId: row.roundId,
        playerName: winnerName({
          playerId: row.playerId,
          ...names.find((player) => player.id === row.playerId),
        }),
        titleId: row.gameId,
        currency: row.currency as Currency,
        tier: row.tier as JackpotTier,
        stake: row.stake,
        win: row.amount,
        wonAt: row.wonAt,
      }));
    },

    /** `GET /rest/jackpots/`: the pools with their rules, and the latest jackpots won. */
    async page(): Promise<{ pools: JackpotPool[]; lastWins: JackpotWin[] }> {
      const [pools, wins] = await Promise.all([listPools(db), this.recentWins(LAST_WINS_SHOWN)]);
      return {
        pools,
        lastWins: wins.map((win) => ({
          id: win.roundId,
          tier: win.tier,
          currency: win.currency,
          amount: win.win,
          playerName: win.playerName,
          gameId: win.titleId,
          at: win.wonAt.toISOString(),
        })),
      };
    },

    /**
     * Adds the pools missing, each with its first seed moved from the jackpots budget to its
     * account, in one transaction; a pool already there is left as it is. Answers how many were added.
     */
    async seedPools(settings: readonly PoolSetting[]): Promise<number> {
      const now = clock.now();
      return withTransaction(db, async (tx) => {
        const added = await repo.insertMissingPools(
          tx,
          settings.map((setting) => ({ ...setting, amount: setting.seed, version: 1, updatedAt: now })),
        );
        for (const pool of added) {
          if (pool.seed === 0) continue;
          const currency = pool.currency as Currency;
          await wallet
            .within(tx)
            .seedJackpot(
              currency,
              pool.tier as JackpotTier,
              minor(currency, pool.seed) as Minor<typeof currency>,
              `jackpot-seed:${pool.currency}:${pool.tier}`,
            );
        }
        return added.length;
      });
    },

    /**
     * The pools job: each currency whose pools moved since the last run, pushed once with all its
     * tiers, in the transaction that marks them pushed (`fence` keeps it to the job's holder).
     */
    async sendPools(fence: (tx: Db) => Promise<void>): Promise<number> {
      return withTransaction(db, async (tx) => {
        await fence(tx);
        const moved = await repo.takeUnpushed(tx);
        const currencies = [...new Set(moved.map((pool) => pool.currency as Currency))];
        if (currencies.length === 0) return 0;
        const rows = currencies.map((currency) =>
          outboxRow(JackpotPools, {
            playerId: null,
            payload: {
              currency,
              pools: moved
                .filter((pool) => pool.currency === currency)
                .map((pool) => ({ tier: pool.tier as JackpotTier, amount: pool.amount })),
            },
          }),
        );
        await tx.execute(insertOutboxRows(rows, clock.now()));
        return rows.length;
      });
    },
  };
}

function positiveShares(shares: JackpotShares): Array<{ tier: JackpotTier; amount: number }> {
  return Object.entries(shares)
    .filter(([, amount]) => amount > 0)
    .map(([tier, amount]) => ({ tier: tier as JackpotTier, amount }));
}

/** How many jackpots won the jackpots page lists. */
const LAST_WINS_SHOWN = 10;

function toPool(row: repo.PoolRow): JackpotPool {
  return {
    tier: row.tier as JackpotTier,
    currency: row.currency as Currency,
    amount: row.amount,
    seed: row.seed,
    contributionBps: row.contributionBps,
    qualifyingBet: row.qualifyingBet,
    winStake: row.winStake,
  };
}

export type Jackpots = ReturnType<typeof createJackpots>;
