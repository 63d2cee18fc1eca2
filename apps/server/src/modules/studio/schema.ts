import type { BuyTier, Currency, RoundResponse } from "@reelhouse/contract";
import type { FeatureState, Step } from "@reelhouse/games";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { instant, minorUnits } from "../../db/columns.ts";
import { players } from "../accounts/schema.ts";
import type { PromotionBudget } from "../wallet/service.ts";

/**
 * A player's provably fair seed pair: the server seed is shown only as its SHA-256 until the
 * player rotates the pair, which reveals it. Every round takes the next nonce of the player's one
 * active pair (`revealed_at` null), so no two rounds share a random stream. The active pair also
 * holds the server seed of the pair that follows it, committed (its hash shown) before the player
 * chooses the client seed that goes with it; rotating moves it into the new pair.
 */
export const gameSeedPairs = pgTable(
  "game_seed_pairs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "restrict" }),
    /** 32 random bytes, hex; secret until revealed. */
    serverSeed: text("server_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    clientSeed: text("client_seed").notNull(),
    /** The next pair's server seed, committed while this pair is active; null once revealed. */
    nextServerSeed: text("next_server_seed"),
    nextServerSeedHash: text("next_server_seed_hash"),
    /** The nonce of the pair's next round; rounds played so far are 0 … next_nonce − 1. */
    nextNonce: integer("next_nonce").notNull().default(0),
    createdAt: instant("created_at").notNull(),
    revealedAt: instant("revealed_at"),
  },
  (table) => [
    uniqueIndex("game_seed_pairs_active_unique").on(table.playerId).where(sql`${table.revealedAt} is null`),
    index("game_seed_pairs_player_idx").on(table.playerId, table.revealedAt),
    check("game_seed_pairs_nonce_check", sql`${table.nextNonce} >= 0`),
    check(
      "game_seed_pairs_next_check",
      sql`${table.revealedAt} is not null or (${table.nextServerSeed} is not null and ${table.nextServerSeedHash} is not null)`,
    ),
  ],
);

/** The most spins one grant may give. */
export const FREE_SPINS_MAX = 500;

/**
 * A grant of free spins (spec §3 "Free spins"): `spins_total` rounds of a house title at
 * `bet_level`, in `currency`, playable until `end_date`. The stake of each is paid by the
 * promotion's wallet budget when the spin is played, so spins never played cost nothing. A
 * grant is made once per `idempotency_key` (a promotion's own key for the prize), beside a digest
 * of what was asked. `finished_at` is set when its last spin is played or, after its end date, when
 * the player is told it expired.
 */
export const freeSpinGrants = pgTable(
  "free_spin_grants",
  {
    id: uuid("id").primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "restrict" }),
    gameId: text("game_id").notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    betLevel: minorUnits("bet_level").notNull(),
    spinsTotal: integer("spins_total").notNull(),
    spinsRemain: integer("spins_remain").notNull(),
    /** What the grant's completed rounds won, minor units of `currency`. */
    totalWin: minorUnits("total_win").notNull().default(0),
    /** The wallet budget the stakes come from (`dailyLogin` pays from `promotions:dailyLogin`). */
    budget: text("budget").$type<PromotionBudget>().notNull(),
    /** Why it was given, for the history and the back office (`daily-login:day-3`). */
    source: text("source").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    requestDigest: text("request_digest").notNull(),
    createdAt: instant("created_at").notNull(),
    endDate: instant("end_date").notNull(),
    finishedAt: instant("finished_at"),
  },
  (table) => [
    uniqueIndex("free_spin_grants_key_unique").on(table.idempotencyKey),
    // A player's grants still to play: what the lists and the game's session read.
    index("free_spin_grants_player_idx")
      .on(table.playerId, table.endDate)
      .where(sql`${table.finishedAt} is null`),
    // Grants past their end date not yet finished: what the expiry sweep reads.
    index("free_spin_grants_unfinished_idx").on(table.endDate).where(sql`${table.finishedAt} is null`),
    check("free_spin_grants_currency_check", sql`${table.currency} in ('coins', 'entries')`),
    check(
      "free_spin_grants_spins_check",
      sql`${table.spinsTotal} between 1 and ${sql.raw(String(FREE_SPINS_MAX))} and ${table.spinsRemain} between 0 and ${table.spinsTotal}`,
    ),
    check("free_spin_grants_amounts_check", sql`${table.betLevel} > 0 and ${table.totalWin} >= 0`),
    check("free_spin_grants_end_check", sql`${table.endDate} > ${table.createdAt}`),
  ],
);

/** A round that won at least this many times its bet is a big win (the home page's last winners). */
export const BIG_WIN_MULTIPLIER = 10;

/**
 * One round of a house game: its bet through the wallet, the feature state it carries between
 * steps while open, and the seed pair and nonce every one of its steps was drawn from. The
 * `Idempotency-Key` it was asked with is unique per player, beside a digest of what was asked.
 */
export const gameRounds = pgTable(
  "game_rounds",
  {
    id: uuid("id").primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "restrict" }),
    gameId: text("game_id").notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    /** The total bet wins are counted from, and what the round cost (the bet, or a bonus buy's price). */
    bet: minorUnits("bet").notNull(),
    cost: minorUnits("cost").notNull(),
    /** Bought the feature: the cost was the bonus buy's price. */
    buy: boolean("buy").notNull(),
    /** Which bonus buy a bought round was (`standard` or `super`); null when not bought. */
    buyTier: text("buy_tier").$type<BuyTier>(),
    /** Played with the ante bet: the cost was the ante's share of the bet. */
    ante: boolean("ante").notNull().default(false),
    /** The free spins grant the round was one of: its cost was paid by the promotion, not the player. */
    freeSpinsId: uuid("free_spins_id").references(() => freeSpinGrants.id, { onDelete: "restrict" }),
    totalWin: minorUnits("total_win").notNull().default(0),
    status: text("status").$type<"open" | "complete">().notNull(),
    /** Steps played so far (the first spin is step 0). */
    steps: integer("steps").notNull(),
    seedPairId: bigint("seed_pair_id", { mode: "number" })
      .notNull()
      .references(() => gameSeedPairs.id, { onDelete: "restrict" }),
    nonce: integer("nonce").notNull(),
    /**
     * The title's maths version the round was played under (its published sheet replays it); every
     * step of the round plays under it. Null for rounds played before rounds recorded it.
     */
    mathsVersion: integer("maths_version"),
    /** The engine's feature state after the last step; null once the round is complete. */
    state: jsonb("state").$type<FeatureState>(),
    idempotencyKey: text("idempotency_key").notNull(),
    requestDigest: text("request_digest").notNull(),
    /**
     * The spin's answer as first sent (the round after step 0 and the balances it left), what a
     * resent key answers. `json`, not `jsonb`, keeps it as written. Null for rounds played before
     * it was kept: those answer the round and balances as they stand.
     */
    answer: json("answer").$type<RoundResponse["data"]>(),
    createdAt: instant("created_at").notNull(),
    completedAt: instant("completed_at"),
  },
  (table) => [
    uniqueIndex("game_rounds_player_key_unique").on(table.playerId, table.idempotencyKey),
    // At most one open round per player and game; also how the open round is found.
    uniqueIndex("game_rounds_open_unique")
      .on(table.playerId, table.gameId)
      .where(sql`${table.status} = 'open'`),
    index("game_rounds_player_idx").on(table.playerId, table.createdAt, table.id),
    index("game_rounds_player_game_idx").on(table.playerId, table.gameId, table.createdAt, table.id),
    uniqueIndex("game_rounds_seed_nonce_unique").on(table.seedPairId, table.nonce),
    // The latest big wins of all players are read often; this keeps it off the whole table.
    index("game_rounds_big_wins_idx")
      .on(table.completedAt)
      .where(
        sql`${table.status} = 'complete' and ${table.totalWin} >= ${table.bet} * ${sql.raw(String(BIG_WIN_MULTIPLIER))}`,
      ),
    check("game_rounds_status_check", sql`${table.status} in ('open', 'complete')`),
    check("game_rounds_maths_version_check", sql`${table.mathsVersion} is null or ${table.mathsVersion} > 0`),
    check("game_rounds_currency_check", sql`${table.currency} in ('coins', 'entries')`),
    check(
      "game_rounds_free_spins_check",
      sql`${table.freeSpinsId} is null or (not ${table.buy} and not ${table.ante} and ${table.cost} = ${table.bet})`,
    ),
    check(
      "game_rounds_buy_tier_check",
      sql`(${table.buy} and ${table.buyTier} in ('standard', 'super') and not ${table.ante}) or (not ${table.buy} and ${table.buyTier} is null)`,
    ),
    check(
      "game_rounds_amounts_check",
      sql`${table.bet} > 0 and ${table.cost} > 0 and ${table.totalWin} >= 0`,
    ),
  ],
);

/** One step of a round: the engine's record of it (`Step` in @reelhouse/games) and what it paid. */
export const gameRoundSteps = pgTable(
  "game_round_steps",
  {
    roundId: uuid("round_id")
      .notNull()
      .references(() => gameRounds.id, { onDelete: "cascade" }),
    index: integer("index").notNull(),
    win: minorUnits("win").notNull(),
    outcome: jsonb("outcome").$type<Step>().notNull(),
    playedAt: instant("played_at").notNull(),
    /**
     * A later step's answer as first sent (the round after it and the balances it left), what the
     * step resent answers; step 0's is the round's `answer`. Null for steps played before it was kept.
     */
    answer: json("answer").$type<RoundResponse["data"]>(),
  },
  (table) => [
    primaryKey({ columns: [table.roundId, table.index] }),
    check("game_round_steps_win_check", sql`${table.win} >= 0`),
  ],
);

/**
 * A promotion's pick drawn from the player's seed pair (the daily wheel's segment): it takes the
 * pair's next nonce as a round does, so the pair's nonces stay one sequence of rounds and draws,
 * and keeps the weights it picked among and the index picked, so the player can replay it once the
 * pair is revealed (`pickWeighted` in @reelhouse/games). `purpose` names the promotion.
 */
export const promotionDraws = pgTable(
  "promotion_draws",
  {
    id: uuid("id").primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "restrict" }),
    seedPairId: bigint("seed_pair_id", { mode: "number" })
      .notNull()
      .references(() => gameSeedPairs.id, { onDelete: "restrict" }),
    nonce: integer("nonce").notNull(),
    purpose: text("purpose").notNull(),
    weights: jsonb("weights").$type<number[]>().notNull(),
    pick: integer("pick").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("promotion_draws_seed_nonce_unique").on(table.seedPairId, table.nonce),
    index("promotion_draws_player_idx").on(table.playerId, table.createdAt),
    check("promotion_draws_pick_check", sql`${table.pick} >= 0 and ${table.nonce} >= 0`),
  ],
);
