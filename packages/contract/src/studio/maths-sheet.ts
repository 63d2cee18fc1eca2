/**
 * A house title's maths sheet on the wire (`MathsSheet` in @reelhouse/games, which builds it):
 * the title's rules and maths as the engine reads them, its statistics, how seeds become numbers,
 * the draw order of each kind of step and a worked example. Sheets are published by title and
 * maths version and never change once published, so the nested sections pass through as they are
 * (loose objects): a mechanic added later adds fields without a new wire format.
 */
import { z } from "zod";
import { GameId, StepOutcome } from "./schemas.ts";

const SheetSymbol = z.looseObject({
  id: z.string(),
  role: z.string(),
  pays: z
    .array(z.object({ count: z.number().int().positive(), units: z.number().int().nonnegative() }))
    .readonly(),
});

const TitleRules = z.looseObject({
  id: GameId,
  name: z.string(),
  mechanic: z.string(),
  volatility: z.string(),
  rtp: z.number(),
  rtpTolerance: z.number(),
  mathsVersion: z.number().int().positive(),
  reels: z.number().int().positive(),
  rows: z.number().int().positive(),
  unitsPerBet: z.number().int().positive(),
  maxWinUnits: z.number().int().positive(),
  symbols: z.array(SheetSymbol).readonly(),
});

const Weighted = z.looseObject({ weight: z.number().int().positive() });

export const MathsSheet = z.object({
  format: z.literal(1),
  id: GameId,
  mathsVersion: z.number().int().positive(),
  title: z.object({
    info: TitleRules,
    maths: z.union([
      z.looseObject({
        kind: z.literal("reels"),
        baseStrips: z.array(z.array(z.string()).readonly()).readonly(),
        freeSpinStrips: z.array(z.array(z.string()).readonly()).readonly().nullable(),
      }),
      z.looseObject({
        kind: z.literal("scratch"),
        prizes: z.array(Weighted).readonly(),
        fill: z.array(Weighted).readonly(),
      }),
      z.looseObject({ kind: z.string() }),
    ]),
  }),
  statistics: z.looseObject({
    rtp: z.number(),
    hitRate: z.number(),
    sigma: z.number(),
    maxWinUnits: z.number().int().nonnegative(),
  }),
  random: z.record(z.string(), z.string()),
  drawOrder: z.record(z.string(), z.array(z.looseObject({ kind: z.string() }))),
  example: z.looseObject({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int().nonnegative(),
    step: z.number().int().nonnegative(),
    blocks: z.array(z.object({ message: z.string(), hmac: z.string() })),
    draws: z.array(
      z.object({
        range: z.number().int().positive(),
        words: z.array(z.number().int().nonnegative()),
        value: z.number().int().nonnegative(),
      }),
    ),
    result: StepOutcome,
  }),
});
export type MathsSheet = z.infer<typeof MathsSheet>;

export const MathsSheetParams = z.object({
  gameId: GameId,
  version: z.coerce.number().int().positive().max(1_000_000),
});

export const MathsSheetResponse = z.object({ success: z.literal(true), data: MathsSheet });

/** A title's published sheets: the version it plays now and every one before it. */
export const MathsVersions = z.object({
  gameId: GameId,
  name: z.string(),
  current: z.number().int().positive(),
  versions: z.array(z.number().int().positive()),
});
export type MathsVersions = z.infer<typeof MathsVersions>;

export const MathsVersionsResponse = z.object({ success: z.literal(true), data: MathsVersions });
