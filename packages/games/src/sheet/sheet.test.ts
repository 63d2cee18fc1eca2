import { describe, expect, it } from "vitest";
import { MATHS_SHEETS } from "../../sheets/index.ts";
import { playStep } from "../engine/play-step.ts";
import { recordedStep } from "../node/maths-sheet.ts";
import { seededDraw } from "../random/seeded-draw.ts";
import { analyseBuy, analyseTitle } from "../rtp/analyse.ts";
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
      const kinds =
        title.maths.kind === "reels" && title.maths.buyPlacements !== null ? [false, true] : [false];
      for (const buy of kinds) {
        const fromCode = seededDraw(7);
        const fromData = seededDraw(7);
        for (let round = 0; round < 300; round += 1) {
          let codeStep = playStep(title, { state: null, buy }, fromCode);
          let sheetStep = playStep(fromSheet, { state: null, buy }, fromData);
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
