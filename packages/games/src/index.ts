/**
 * @reelhouse/games: the house studio's titles, the engine that plays them and the provably fair
 * derivation of their randomness. Browser-safe; Node-only parts are in `@reelhouse/games/node`.
 */
export { anteCost, type RoundStart, roundCost, stakeOf, unitsToMinor } from "./engine/money.ts";
export { playStep, StepRequestError } from "./engine/play-step.ts";
export { waysOf } from "./engine/reel-heights.ts";
export { tumbleUnits } from "./engine/tumble.ts";
export * from "./engine/types.ts";
export {
  JACKPOT_TIERS,
  JACKPOT_WORDS,
  type JackpotOdds,
  type JackpotTier,
  jackpotBand,
  jackpotMessage,
  jackpotTierWon,
  jackpotWord,
} from "./fair/jackpot.ts";
export { type FairSeeds, fairMessage } from "./fair/message.ts";
export { checkNonceSequence, type NonceSequenceCheck } from "./fair/nonce-sequence.ts";
export { type Hmac, verifyStep } from "./fair/verify-step.ts";
export { pickWeighted, verifyWeightedPick } from "./fair/weighted-pick.ts";
export { BLOCK_BYTES, createBlockDraw, MissingBlockError } from "./random/block-draw.ts";
export { seededDraw } from "./random/seeded-draw.ts";
export {
  findSandboxGame,
  SANDBOX_GAMES,
  SANDBOX_PROVIDER,
  type SandboxGame,
  type SandboxPay,
} from "./sandbox/catalogue.ts";
export {
  type CascadePhase,
  type DrawPhase,
  type ExampleDraw,
  type MathsSheet,
  SHEET_FORMAT,
  type SheetExample,
  type SheetRandom,
  type SheetStatistics,
  titleFromSheet,
} from "./sheet/sheet.ts";
export { EARLIER_VERSIONS } from "./titles/earlier-versions.ts";
export { findTitle, TITLES, TITLES_IN_DEVELOPMENT } from "./titles/index.ts";
export type {
  CashValue,
  PlayableTitle,
  ReelMaths,
  ScratchMaths,
  Strip,
  Title,
  TumbleMaths,
} from "./titles/title.ts";
