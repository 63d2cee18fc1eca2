import { describe, expect, it } from "vitest";
import { MATHS_SHEETS } from "../../sheets/index.ts";
import { playStep } from "../engine/play-step.ts";
import { stripsFor } from "../engine/reels.ts";
import type { StepRequest } from "../engine/types.ts";
import { recordedStep } from "../node/maths-sheet.ts";
import { seededDraw } from "../random/seeded-draw.ts";
import { analyseAnte, analyseBuy, analyseTitle } from "../rtp/analyse.ts";
import { canEnumerate, enumerateOutcomes } from "../rtp/enumerate.ts";
import { simulate } from "../rtp/simulate.ts";
import { TITLES } from "../titles/index.ts";
import type { Title } from "../titles/title.ts";
import { drawOrderOf } from "./draw-order.ts";
import { type MathsSheet, titleFromSheet } from "./sheet.ts";

function publishedSheet(title: Title): MathsSheet {
  const sheet = MATHS_SHEETS.find(
    (candidate) => candidate.id === title.info.id && candidate.mathsVersion === title.info.mathsVersion,
  );
  if (!sheet) throw new Error(`${title.info.id} has no sheet for maths version ${title.info.mathsVersion}`);
  return sheet;
}

describe("the published maths sheets", () => {
  it("publish every title at its current maths version", () => {
    for (const title of TITLES) expect(publishedSheet(title).format).toBe(1);
  });

  it.each(TITLES.map((title) => [title.info.id, title] as const))(
    "%s: the sheet's title is the code's, bet levels apart, and plays the same steps",
    (_id, title) => {
      const fromSheet = titleFromSheet(publishedSheet(title));
      const { betLevels: _levels, defaultBetIndex: _index, ...rules } = title.info;
      expect(fromSheet).toEqual({ info: rules, maths: title.maths });
      const starts: Omit<StepRequest, "state">[] = [{ buy: false }];
      if (title.maths.kind === "reels" && title.maths.buyPlacements !== null) starts.push({ buy: true });
      if (title.info.superBuy) starts.push({ buy: true, buyTier: "super" });
      if (title.info.ante) starts.push({ buy: false, ante: true });
      for (const start of starts) {
        const fromCode = seededDraw(7);
        const fromData = seededDraw(7);
        for (let round = 0; round < 300; round += 1) {
          let codeStep = playStep(title, { state: null, ...start }, fromCode);
          let sheetStep = playStep(fromSheet, { state: null, ...start }, fromData);
          expect(sheetStep).toEqual(codeStep);
          while (codeStep.state !== null) {
            codeStep = playStep(title, { state: codeStep.state, buy: false }, fromCode);
            sheetStep = playStep(fromSheet, { state: sheetStep.state, buy: false }, fromData);
            expect(sheetStep).toEqual(codeStep);
          }
        }
      }
    },
  );

  it.each(MATHS_SHEETS.map((sheet) => [`${sheet.id} v${sheet.mathsVersion}`, sheet] as const))(
    "%s: the worked example replays from the sheet alone, draw for draw, and follows its draw order",
    (_name, sheet) => {
      const { example } = sheet;
      const title = titleFromSheet(sheet);
      const replayed = recordedStep(title, example.request, example.nonce);
      expect(replayed).toEqual(example);
      expect(example.result.winUnits).toBeGreaterThan(0);
      const phases = sheet.drawOrder[example.result.kind] ?? [];
      const [first] = phases;
      const weightOf = (entries: readonly { weight: number }[]) =>
        entries.reduce((sum, entry) => sum + entry.weight, 0);
      if (first?.kind === "reelHeights") {
        // Every reel's height first, then every reel's stop.
        const stops = phases[1];
        expect(stops?.kind).toBe("reelStops");
        const ranges = [...first.reels.map(weightOf), ...(stops?.kind === "reelStops" ? stops.ranges : [])];
        expect(example.draws.slice(0, ranges.length).map((draw) => draw.range)).toEqual(ranges);
      } else if (first?.kind === "reelStops") {
        expect(example.draws.slice(0, first.ranges.length).map((draw) => draw.range)).toEqual(first.ranges);
      } else {
        expect(first).toEqual({ kind: "scratchPrize", totalWeight: example.draws[0]?.range });
      }
      // Every word kept is below the rejection limit; every one thrown away is at or above it.
      for (const draw of example.draws) {
        const limit = 2 ** 32 - (2 ** 32 % draw.range);
        expect(draw.words.at(-1)).toBeLessThan(limit);
        for (const rejected of draw.words.slice(0, -1)) expect(rejected).toBeGreaterThanOrEqual(limit);
        expect(draw.value).toBe((draw.words.at(-1) as number) % draw.range);
      }
      expect(sheet.drawOrder).toEqual(drawOrderOf(title));
    },
  );
});

describe("the draw order of an ante spin and a super buy", () => {
  const withExtras = TITLES.filter((title) => title.info.ante || title.info.superBuy);

  it.each(withExtras.map((title) => [title.info.id, title] as const))(
    "%s: an ante spin stops on the ante strips and a super buy says where its free spins start",
    (_id, title) => {
      const { drawOrder } = publishedSheet(title);
      const maths = title.maths;
      if (maths.kind !== "reels") throw new Error("an ante or a super buy is a reel title's");
      const [anteStops] = drawOrder.ante ?? [];
      expect(anteStops === undefined).toBe(!title.info.ante);
      if (anteStops !== undefined) {
        expect(anteStops).toMatchObject({ kind: "reelStops", strips: "ante", placement: null });
        if (anteStops.kind === "reelStops") {
          expect(anteStops.ranges).toEqual(stripsFor(maths, "ante").map((strip) => strip.length));
        }
        // A round played with the ante makes exactly these draws before anything else.
        const recorded = recordedStep(title, { state: null, buy: false, ante: true }, 0);
        const ranges = anteStops.kind === "reelStops" ? anteStops.ranges : [];
        expect(recorded.draws.slice(0, ranges.length).map((draw) => draw.range)).toEqual(ranges);
      }
      const [superStops] = drawOrder.superBuy ?? [];
      expect(superStops === undefined).toBe(!title.info.superBuy);
      if (superStops !== undefined && superStops.kind === "reelStops") {
        const [buyStops] = drawOrder.buy ?? [];
        expect(superStops.ranges).toEqual(buyStops?.kind === "reelStops" ? buyStops.ranges : null);
        expect(superStops.placement?.freeSpinsFrom).toBe(title.info.superBuy?.multiplier);
        const recorded = recordedStep(title, { state: null, buy: true, buyTier: "super" }, 0);
        const state = recorded.result.state;
        expect(state?.kind === "freeSpins" ? state.multiplier : null).toBe(title.info.superBuy?.multiplier);
      }
    },
  );
});

/**
 * The check an outsider can make: from the published JSON alone (no Title object), each sheet's
 * RTP computed again agrees with the RTP it declares, and its hit rate is what the sheet states.
 * `npm run rtp -- --sheet <file>` runs the same with full budgets.
 */
describe("RTP from the sheets alone", () => {
  it.each(MATHS_SHEETS.map((sheet) => [`${sheet.id} v${sheet.mathsVersion}`, sheet] as const))(
    "%s: agrees with its declared RTP",
    (_name, sheet) => {
      const data = JSON.parse(JSON.stringify(sheet)) as MathsSheet;
      const title = titleFromSheet(data);
      const { rtp, rtpTolerance } = title.info;
      const analysed = analyseTitle(title).rtp;
      expect(Math.abs(analysed - rtp)).toBeLessThanOrEqual(rtpTolerance);
      expect(analysed).toBeCloseTo(data.statistics.rtp, 5);
      if (canEnumerate(title)) expect(enumerateOutcomes(title).rtp).toBeCloseTo(analysed, 9);
      const buy = analyseBuy(title);
      if (buy !== null) expect(Math.abs(buy.rtp - rtp)).toBeLessThanOrEqual(0.01);
      const superBuy = analyseBuy(title, "super");
      const ante = analyseAnte(title);
      if (superBuy === null) expect(data.statistics.superBuyRtp).toBeUndefined();
      else expect(superBuy.rtp).toBeCloseTo(data.statistics.superBuyRtp ?? Number.NaN, 5);
      if (ante === null) expect(data.statistics.anteRtp).toBeUndefined();
      else expect(ante.rtp).toBeCloseTo(data.statistics.anteRtp ?? Number.NaN, 5);
      for (const other of [superBuy, ante]) {
        if (other !== null) expect(Math.abs(other.rtp - rtp)).toBeLessThanOrEqual(0.01);
      }
      if (canEnumerate(title)) {
        expect(enumerateOutcomes(title).hitFrequency).toBeCloseTo(data.statistics.hitRate, 4);
      } else {
        // A small run of the sheet's own statistics: the same seed and rounds give the same hit rate.
        const rounds = data.statistics.hitRateRounds ?? 0;
        const seed = data.statistics.simulationSeed ?? 0;
        expect(rounds).toBeGreaterThan(0);
        const simulated = simulate(title, { rounds: 10_000, seed: seed + 1 });
        expect(Math.abs(simulated.hitFrequency - data.statistics.hitRate)).toBeLessThan(0.02);
      }
    },
  );
});
