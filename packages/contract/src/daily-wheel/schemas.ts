/**
 * The daily wheel (spec §1, §3 "Feature-info response" `availableWheel`, `boosterWheel`,
 * `extraWheel`): one free spin a player day, a booster wheel spin after each completed purchase,
 * and extra wheel spins. Each wheel's segments are published with their odds (weight / total); a
 * spin's segment is drawn from the player's provably fair seed pair at its next nonce, so the
 * player can replay it once the pair is revealed (`pickWeighted` in @reelhouse/games).
 */
import { z } from "zod";
import { PromotionPrize } from "../promotions/prize.ts";

export const WHEEL_KINDS = ["daily", "booster", "extra"] as const;
export const WheelKind = z.enum(WHEEL_KINDS);
export type WheelKind = z.infer<typeof WheelKind>;

export const WheelSegment = z.object({
  prize: PromotionPrize,
  /** The segment's weight; its odds are `weight / sum of the wheel's weights`. */
  weight: z.number().int().positive(),
  /** weight / total, for the info panel (0 … 1). */
  odds: z.number().min(0).max(1),
});
export type WheelSegment = z.infer<typeof WheelSegment>;

export const Wheel = z.object({
  kind: WheelKind,
  /** In the order they sit on the wheel, clockwise from the pointer; the draw walks them in it. */
  segments: z.array(WheelSegment).min(2),
});
export type Wheel = z.infer<typeof Wheel>;

/** What a spin was drawn from: the seed pair's committed hash, client seed and nonce. */
export const WheelSpinFairness = z.object({
  drawId: z.uuid(),
  serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
  /** The pair's server seed once the player has rotated it (fairness page); null until then. */
  serverSeed: z.string().nullable(),
});
export type WheelSpinFairness = z.infer<typeof WheelSpinFairness>;

export const WheelSpin = z.object({
  spinId: z.uuid(),
  kind: WheelKind,
  /** The index of the segment drawn. */
  segment: z.number().int().nonnegative(),
  /** The weights the draw picked among, in order (the wheel's when it was spun). */
  weights: z.array(z.number().int().positive()),
  /** What the spin paid (entries are left out where only coins may be played). */
  prize: PromotionPrize,
  /** The free spins given, when the prize has some: where to play them. */
  freeSpinsLink: z.string().nullable(),
  fairness: WheelSpinFairness,
  spunAt: z.iso.datetime(),
});
export type WheelSpin = z.infer<typeof WheelSpin>;

export const DailyWheelInfo = z.object({
  isActive: z.boolean(),
  wheels: z.array(Wheel),
  /** Whether today's free spin is still there. */
  isDailyAvailable: z.boolean(),
  /** Booster wheel spins waiting (one per completed purchase). */
  boosterSpins: z.number().int().nonnegative(),
  /** Extra wheel spins waiting. */
  extraSpins: z.number().int().nonnegative(),
  /** When the next free spin comes: the end of the player's day. */
  nextDailyAt: z.iso.datetime(),
  /** The player's latest spins, newest first. */
  spins: z.array(WheelSpin),
});
export type DailyWheelInfo = z.infer<typeof DailyWheelInfo>;

export const DailyWheelInfoResponse = z.object({ success: z.literal(true), data: DailyWheelInfo });

/** One `Idempotency-Key` per spin: a double click or a resent request spins once and answers the same. */
export const WheelSpinHeaders = z.object({
  "idempotency-key": z.string().regex(/^[\w.:-]{8,128}$/),
});

export const WheelSpinRequest = z.object({ kind: WheelKind });
export type WheelSpinRequest = z.infer<typeof WheelSpinRequest>;

export const WheelSpinResponse = z.object({
  success: z.literal(true),
  data: z.object({ spin: WheelSpin, info: DailyWheelInfo }),
});
export type WheelSpinResponse = z.infer<typeof WheelSpinResponse>;

/** Spec §3 `boosterWheel` and `extraWheel`: the spins waiting, each by its id. */
export const WheelGrantRef = z.object({ id: z.uuid() });
