/**
 * The house studio's rounds and provable fairness on the wire. A round is a bet and the steps it
 * played (a spin, then any free spins or respins); each step's `outcome` is the engine's record of
 * it (`Step` in @reelhouse/games), kept so the round can be shown again and verified. Amounts are
 * minor units of the round's currency; `units` inside an outcome are the engine's bet units.
 */
import { z } from "zod";
import { INT4_MAX } from "../ids.ts";
import { Currency } from "../money.ts";

export const GameId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(64);

/** Reel, then row; read-only like the engine's `Cell`, so an engine step is a valid outcome as it is. */
const CellPosition = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]).readonly();
const JackpotTier = z.enum(["mini", "minor", "major", "grand"]);
const CashCell = z.object({
  reel: z.number().int().nonnegative(),
  row: z.number().int().nonnegative(),
  units: z.number().int().nonnegative(),
  jackpot: JackpotTier.nullable(),
});

/**
 * Multiplier spots (cluster titles), by reel then row: 0 clear, 1 marked, 2 and up the spot's
 * multiplier.
 */
const SpotLevels = z.array(z.array(z.number().int().nonnegative()));

export const FeatureState = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("freeSpins"),
    left: z.number().int().nonnegative(),
    total: z.number().int().positive(),
    multiplier: z.number().int().positive(),
    winUnits: z.number().int().nonnegative(),
    spots: SpotLevels.optional().describe(
      "Cluster titles: the multiplier spots the next free spin starts from",
    ),
  }),
  z.object({
    kind: z.literal("respins"),
    left: z.number().int().nonnegative(),
    cash: z.array(CashCell),
    winUnits: z.number().int().nonnegative(),
  }),
]);

const FeatureEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("freeSpinsAwarded"), spins: z.number().int().positive() }),
  z.object({ type: z.literal("respinsAwarded"), respins: z.number().int().positive() }),
  z.object({ type: z.literal("jackpot"), tier: JackpotTier, units: z.number().int().positive() }),
  z.object({ type: z.literal("featureEnded"), winUnits: z.number().int().nonnegative() }),
  z.object({ type: z.literal("maxWin"), units: z.number().int().positive() }),
]);

const WinCombination = z.object({
  symbol: z.string(),
  count: z.number().int().positive(),
  line: z.number().int().nonnegative().nullable(),
  ways: z.number().int().positive(),
  cells: z.array(CellPosition),
  units: z.number().int().nonnegative(),
});

/**
 * A tumble title's cascade: each tumble's grid, the multiplier symbols on it, its wins and the cells
 * they take off; the last tumble pays nothing unless the round's cap stopped the cascade there.
 * `multiplierSum` adds the last grid's multipliers. A title with multiplier spots adds, per tumble,
 * the spots its wins met and each win's multiplier from them.
 */
const Cascade = z.object({
  tumbles: z
    .array(
      z.object({
        grid: z.array(z.array(z.string())),
        multipliers: z.array(
          z.object({
            reel: z.number().int().nonnegative(),
            row: z.number().int().nonnegative(),
            value: z.number().int().positive(),
          }),
        ),
        wins: z.array(WinCombination),
        removed: z.array(CellPosition),
        spots: SpotLevels.optional(),
        winMultipliers: z.array(z.number().int().positive()).optional(),
      }),
    )
    .min(1),
  multiplierSum: z.number().int().nonnegative(),
});

/** The engine's record of one step: what landed, what it paid and what is left to play. */
export const StepOutcome = z.object({
  kind: z.enum(["spin", "buy", "freeSpin", "respin", "scratch"]),
  grid: z.array(z.array(z.string())).describe("Symbol ids by reel, then row"),
  cash: z.array(CashCell),
  wins: z.array(WinCombination),
  scatter: z
    .object({ count: z.number().int().nonnegative(), cells: z.array(CellPosition), units: z.number().int() })
    .nullable(),
  multiplier: z.number().int().positive(),
  winUnits: z.number().int().nonnegative(),
  events: z.array(FeatureEvent),
  state: FeatureState.nullable().describe(
    "What is left to play after this step; null when the round is over",
  ),
  cascade: Cascade.optional().describe("Tumble titles: every tumble of the step, first grid to last"),
});
export type StepOutcome = z.infer<typeof StepOutcome>;

export const RoundStep = z.object({
  index: z.number().int().nonnegative(),
  /** What this step paid, in minor units. */
  win: z.number().int().nonnegative(),
  outcome: StepOutcome,
  playedAt: z.iso.datetime(),
});
export type RoundStep = z.infer<typeof RoundStep>;

/** The seed pair a round was played with; `serverSeed` once the pair is rotated and revealed. */
export const RoundFairness = z.object({
  serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
});
export type RoundFairness = z.infer<typeof RoundFairness>;

export const ROUND_STATUSES = ["open", "complete"] as const;

/** A title's bonus buys: `standard` (its `bonusBuy`) and `super` (its `superBuy`). */
export const BuyTier = z.enum(["standard", "super"]);
export type BuyTier = z.infer<typeof BuyTier>;

export const RoundSummary = z.object({
  id: z.uuid(),
  gameId: GameId,
  currency: Currency,
  /** The total bet the round's wins are counted from. */
  bet: z.number().int().positive(),
  /** What the round cost: the bet, the bonus buy's price, or the ante's share of the bet. */
  cost: z.number().int().positive(),
  buy: z.boolean(),
  /**
   * Which bonus buy a bought round was; null when not bought. Answers kept from before tiers
   * (a resent spin's first answer) have neither field: they read as the defaults.
   */
  buyTier: BuyTier.nullable().default(null),
  /** Played with the ante bet: the cost was the ante's share of the bet. */
  ante: z.boolean().default(false),
  /**
   * The free spins the round was one of: its cost was paid by the promotion that granted them, not
   * by the player. Null for a round the player paid; answers kept from before free spins read as null.
   */
  freeSpinsId: z.uuid().nullable().default(null),
  totalWin: z.number().int().nonnegative(),
  status: z.enum(ROUND_STATUSES),
  stepCount: z.number().int().positive(),
  /** The maths version of the title the round was played under; null for rounds played before rounds recorded it. */
  mathsVersion: z.number().int().positive().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type RoundSummary = z.infer<typeof RoundSummary>;

export const Round = RoundSummary.extend({
  steps: z.array(RoundStep),
  fairness: RoundFairness,
});
export type Round = z.infer<typeof Round>;

export const GameBalances = z.object({
  coins: z.number().int().nonnegative(),
  entries: z.number().int().nonnegative(),
});
export type GameBalances = z.infer<typeof GameBalances>;

export const GameParams = z.object({ gameId: GameId });
export const RoundParams = z.object({ roundId: z.uuid() });

/** One `Idempotency-Key` per spin: a double click or a resent request plays once. */
export const SpinHeaders = z.object({
  "idempotency-key": z.string().regex(/^[\w.:-]{8,128}$/),
});

/** A free spins grant's id (`spinsId`). */
export const FreeSpinsId = z.uuid();

export const SpinRequest = z.object({
  currency: Currency,
  /** One of the title's bet levels in that currency, in minor units. */
  bet: z.number().int().positive(),
  /** Buy the feature for the title's bonus-buy price times the bet. */
  buy: z.boolean().default(false),
  /** With `buy`: which of the title's bonus buys; the standard one when left out. */
  buyTier: BuyTier.optional(),
  /** Play the spin with the title's ante bet, for its share of the bet; not with a buy. */
  ante: z.boolean().default(false),
  /**
   * Play one of the player's free spins of this game (its `spinsId`): the promotion pays the stake.
   * `currency` and `bet` must be the grant's; no buy and no ante.
   */
  freeSpinsId: FreeSpinsId.optional(),
});
export type SpinRequest = z.input<typeof SpinRequest>;

/** Plays the next step of an open round; `step` is its index, so a resent request plays once. */
export const NextStepRequest = z.object({ step: z.number().int().positive().max(INT4_MAX) });

/**
 * Spec §3 "Free spins": rounds of a house title a promotion granted the player, at a stated bet,
 * paid by the promotion. Playable while `spinsRemain` > 0 and before `endDate`, in `currency` (so
 * in the game mode that plays it).
 */
export const FreeSpins = z.object({
  spinsId: FreeSpinsId,
  gameId: GameId,
  /** The title's name, to list the grant without the catalogue. */
  gameName: z.string(),
  currency: Currency,
  /** The stake of each spin, minor units of `currency`: one of the title's bet levels. */
  betLevel: z.number().int().positive(),
  spinsTotal: z.number().int().positive(),
  spinsRemain: z.number().int().nonnegative(),
  endDate: z.iso.datetime(),
  /** What the grant's rounds won so far, minor units: rounds still open count once they end. */
  totalWin: z.number().int().nonnegative(),
});
export type FreeSpins = z.infer<typeof FreeSpins>;

export const RoundResponse = z.object({
  success: z.literal(true),
  data: z.object({
    round: Round,
    balance: GameBalances,
    /** A free spin's answer: its grant as the spin left it. */
    freeSpins: FreeSpins.optional(),
  }),
});
export type RoundResponse = z.infer<typeof RoundResponse>;

export const Fairness = z.object({
  /** SHA-256 (hex) of the active server seed, shown before it is used. */
  serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nextNonce: z.number().int().nonnegative(),
  /**
   * SHA-256 (hex) of the server seed committed for the pair after this one: shown before the
   * player chooses the client seed that goes with it, and made active by the next rotation.
   */
  nextServerSeedHash: z.string().regex(/^[0-9a-f]{64}$/),
  /** Rotated seed pairs, newest first, with their server seeds revealed. */
  previous: z.array(
    z.object({
      serverSeed: z.string(),
      serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/),
      clientSeed: z.string(),
      /** Rounds played with the pair (nonces 0 … rounds − 1). */
      rounds: z.number().int().nonnegative(),
      revealedAt: z.iso.datetime(),
    }),
  ),
});
export type Fairness = z.infer<typeof Fairness>;

export const FairnessResponse = z.object({ success: z.literal(true), data: Fairness });

/** One of the player's seed pairs, by the hash of its server seed. */
export const SeedPairParams = z.object({ serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/) });

/**
 * The rounds played with one of the player's seed pairs, for checking that they took the nonces
 * 0 … rounds − 1, each once (read in one snapshot with the pair's count).
 */
export const SeedPairRounds = z.object({
  serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/),
  /** Rounds the pair counts: the nonce its next round would take. */
  rounds: z.number().int().nonnegative(),
  /** Every round played with the pair, by nonce. */
  played: z.array(
    z.object({
      roundId: z.uuid(),
      nonce: z.number().int().nonnegative(),
      gameId: GameId,
      /** The maths version the round was played under (null before rounds recorded it). */
      mathsVersion: z.number().int().positive().nullable(),
    }),
  ),
  /**
   * Every promotion's draw with the pair (a daily wheel spin), by nonce: they take nonces too. Each
   * is checked as a round is once the pair is revealed: `verifyWeightedPick` over its `weights`
   * (in their published order) must land on `pick`.
   */
  draws: z.array(
    z.object({
      drawId: z.uuid(),
      nonce: z.number().int().nonnegative(),
      /** The promotion that drew, and which of its draws (`dailyWheel:daily`, `dailyWheel:booster` …). */
      purpose: z.string(),
      weights: z.array(z.number().int().nonnegative()),
      /** The index of the weight drawn (the wheel's segment). */
      pick: z.number().int().nonnegative(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type SeedPairRounds = z.infer<typeof SeedPairRounds>;

export const SeedPairRoundsResponse = z.object({ success: z.literal(true), data: SeedPairRounds });

export const CLIENT_SEED_MAX = 64;

export const RotateSeedRequest = z.object({
  /** The client seed of the new pair (whose server seed is the committed next one); a random one when left out. */
  clientSeed: z
    .string()
    .trim()
    .min(1)
    .max(CLIENT_SEED_MAX)
    .regex(/^[\x21-\x7e]+$/, "printable ASCII without spaces")
    .optional(),
});

export const GameSession = z.object({
  /** The currency of the player's game mode (SweepStakes: entries, TournamentPoints: coins). */
  currency: Currency,
  balance: GameBalances,
  /** A round of this game with a feature still to play, to resume. */
  openRound: Round.nullable(),
  fairness: Fairness.omit({ previous: true }),
  /** The player's free spins of this game that can still be played, soonest ending first, in either currency. */
  freeSpins: z.array(FreeSpins),
});
export type GameSession = z.infer<typeof GameSession>;

export const GameSessionResponse = z.object({ success: z.literal(true), data: GameSession });

export const ROUND_PAGE_SIZE = 20;

export const RoundHistoryQuery = z.object({
  gameId: GameId.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(ROUND_PAGE_SIZE),
  /** The `nextCursor` of the page before: the id of its last round. */
  before: z.uuid().optional(),
});

export const RoundHistoryResponse = z.object({
  success: z.literal(true),
  data: z.object({ rounds: z.array(RoundSummary), nextCursor: z.string().nullable() }),
});
export const FreeSpinsListResponse = z.object({
  success: z.literal(true),
  data: z.object({
    freeSpins: z.array(FreeSpins).describe("The player's playable free spins, soonest ending first"),
  }),
});

export const RoundDetailResponse = z.object({ success: z.literal(true), data: z.object({ round: Round }) });
