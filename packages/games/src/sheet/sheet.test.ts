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
import { estimateTumbleSplit } from "../rtp/tumble-split.ts";
import { EARLIER_VERSIONS } from "../titles/earlier-versions.ts";
import { TITLES } from "../titles/index.ts";
import type { Title } from "../titles/title.ts";
import { drawOrderOf } from "./draw-order.ts";
import { type CascadePhase, type MathsSheet, type SheetExample, titleFromSheet } from "./sheet.ts";

/** Every title with a sheet: the lobby's, and the earlier versions a player may hold rounds of. */
const PUBLISHED = [...TITLES, ...EARLIER_VERSIONS];

/**
 * Replays a cascade's draws as the sheet's phases state them, without the engine, and checks each
 * grid it builds against the step's record: the first grid cell by cell (a multiplier's value right
 * after it), a bought spin's scatters placed on the drawn open cells, then after each tumble the
 * winning cells taken off, the rest fallen, and the emptied cells drawn at the top of each reel,
 * reel by reel, top to bottom. Returns how many draws it read.
 */
function readCascade(phases: readonly CascadePhase[], example: SheetExample): number {
  const [grid, ...rest] = phases;
  const placement = rest.find((phase) => phase.kind === "scatterPlacement");
  expect(rest.at(-1)).toMatchObject({ kind: "tumbles", pays: "count" });
  if (grid?.kind !== "cellGrid") throw new Error("a cascade starts with its grid");
  const tumbles = example.result.cascade?.tumbles ?? [];
  const pick = <T extends { weight: number }>(table: readonly T[], ticket: number): T | undefined => {
    let left = ticket;
    return table.find((entry) => {
      if (left < entry.weight) return true;
      left -= entry.weight;
      return false;
    });
  };
  let read = 0;
  const next = (range: number) => {
    const draw = example.draws[read];
    read += 1;
    expect(draw?.range).toBe(range);
    return draw?.value ?? -1;
  };
  /** One cell drawn: its symbol, and a multiplier's value (0 for any other symbol). */
  const drawCell = (): [string, number] => {
    const symbol = pick(grid.table, next(grid.totalWeight))?.symbol ?? "";
    if (grid.multiplier === null || symbol !== grid.multiplier.symbol) return [symbol, 0];
    return [symbol, pick(grid.multiplier.values, next(grid.multiplier.totalWeight))?.value ?? 0];
  };
  const multipliersOf = (cells: [string, number][][]) =>
    cells.flatMap((column, reel) =>
      column.flatMap(([, value], row) => (value > 0 ? [{ reel, row, value }] : [])),
    );
  let cells = Array.from({ length: grid.reels }, () => Array.from({ length: grid.rows }, drawCell));
  if (placement?.kind === "scatterPlacement") {
    for (;;) {
      const open = cells.flatMap((column, reel) =>
        column.flatMap(([symbol], row) => (symbol === placement.symbol ? [] : [[reel, row] as const])),
      );
      if (placement.cells - open.length >= placement.upTo) break;
      const [reel, row] = open[next(open.length)] ?? [0, 0];
      (cells[reel] as [string, number][])[row] = [placement.symbol, 0];
    }
  }
  tumbles.forEach((tumble, index) => {
    if (index > 0) {
      const removed = tumbles[index - 1]?.removed ?? [];
      const isGone = (reel: number, row: number) => removed.some(([r, w]) => r === reel && w === row);
      const kept = cells.map((column, reel) => column.filter((_, row) => !isGone(reel, row)));
      cells = kept.map((column) => [
        ...Array.from({ length: grid.rows - column.length }, () => undefined),
        ...column,
      ]) as [string, number][][];
      // The emptied cells, drawn once every reel has fallen: reel by reel, top to bottom.
      cells.forEach((column) => {
        for (let row = 0; row < column.length && column[row] === undefined; row += 1)
          column[row] = drawCell();
      });
    }
    expect(cells.map((column) => column.map(([symbol]) => symbol))).toEqual(tumble.grid);
    expect(multipliersOf(cells)).toEqual(tumble.multipliers);
  });
  return read;
}

function publishedSheet(title: Title): MathsSheet {
  const sheet = MATHS_SHEETS.find(
    (candidate) => candidate.id === title.info.id && candidate.mathsVersion === title.info.mathsVersion,
  );
  if (!sheet) throw new Error(`${title.info.id} has no sheet for maths version ${title.info.mathsVersion}`);
  return sheet;
}

describe("the published maths sheets", () => {
  it("publish every title at its current maths version, those in development too", () => {
    for (const title of PUBLISHED) expect(publishedSheet(title).format).toBe(1);
  });

  it.each(PUBLISHED.map((title) => [`${title.info.id} v${title.info.mathsVersion}`, title] as const))(
    "%s: the sheet's title is the code's, bet levels apart, and plays the same steps",
    (_id, title) => {
      const fromSheet = titleFromSheet(publishedSheet(title));
      const { betLevels: _levels, defaultBetIndex: _index, ...rules } = title.info;
      expect(fromSheet).toEqual({ info: rules, maths: title.maths });
      const starts: Omit<StepRequest, "state">[] = [{ buy: false }];
      const { maths } = title;
      const hasBuy =
        (maths.kind === "reels" && maths.buyPlacements !== null) ||
        (maths.kind === "tumble" && maths.buyScatters !== null);
      if (hasBuy) starts.push({ buy: true });
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
      if (first?.kind === "cellGrid") {
        // A cascade: at least two winning tumbles, paid at the multipliers on the last grid (with
        // multiplier spots: a win paid times the spots under it).
        const tumbles = example.result.cascade?.tumbles ?? [];
        expect(tumbles.filter((tumble) => tumble.wins.length > 0).length).toBeGreaterThanOrEqual(2);
        const spotted = tumbles.flatMap((tumble) => tumble.winMultipliers ?? []);
        if (sheet.title.info.multiplierSpots) expect(Math.max(...spotted)).toBeGreaterThan(1);
        else expect(example.result.multiplier).toBeGreaterThan(1);
        expect(readCascade(phases as CascadePhase[], example)).toEqual(example.draws.length);
      } else if (first?.kind === "reelHeights") {
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
      if (data.statistics.method === "measured") {
        checkMeasuredSheet(data);
        return;
      }
      const analysed = analyseTitle(title).rtp;
      expect(Math.abs(analysed - rtp)).toBeLessThanOrEqual(rtpTolerance);
      expect(analysed).toBeCloseTo(data.statistics.rtp, 5);
      if (canEnumerate(title)) expect(enumerateOutcomes(title).rtp).toBeCloseTo(analysed, 9);
      const buy = analyseBuy(title);
      if (buy !== null) {
        expect(buy.rtp).toBeCloseTo(data.statistics.buyRtp ?? Number.NaN, 5);
        // A bonus buy returns within a point of the base game since the retune to version 2; the
        // earlier versions are published as they were played, when it did not.
        if (!isEarlierVersion(data)) expect(Math.abs(buy.rtp - rtp)).toBeLessThanOrEqual(0.01);
      }
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
        checkSimulatedHitRate(data);
      }
    },
    MEASURED_TIMEOUT,
  );
});

function isEarlierVersion(sheet: MathsSheet): boolean {
  return EARLIER_VERSIONS.some(
    ({ info }) => info.id === sheet.id && info.mathsVersion === sheet.mathsVersion,
  );
}

/** A measured sheet's parts take seconds to play, longer on a machine busy with other work. */
const MEASURED_TIMEOUT = 60_000;

/** A small run of the sheet's own statistics: the same seed and rounds give the same hit rate. */
function checkSimulatedHitRate(sheet: MathsSheet): void {
  const rounds = sheet.statistics.hitRateRounds ?? 0;
  const seed = sheet.statistics.simulationSeed ?? 0;
  expect(rounds).toBeGreaterThan(0);
  const simulated = simulate(titleFromSheet(sheet), { rounds: 10_000, seed: seed + 1 });
  expect(Math.abs(simulated.hitFrequency - sheet.statistics.hitRate)).toBeLessThan(0.02);
}

/**
 * A measured return (a cascading title's): the sheet's own figures agree with the declared RTP
 * within 3.29 of their standard errors, and a small run of the parts from the JSON, on another seed, agrees with it
 * within 3.29 of its standard errors (fixed seeds: it cannot flake).
 */
function checkMeasuredSheet(sheet: MathsSheet): void {
  const title = titleFromSheet(sheet);
  const { rtp } = title.info;
  const { statistics } = sheet;
  const stated = statistics.measuredRtp;
  expect(stated).toBeDefined();
  expect(Math.abs(statistics.rtp - rtp)).toBeLessThanOrEqual((3.29 / 1.96) * (stated?.rtpCi95 ?? 0));
  const split = estimateTumbleSplit(title, { rounds: 60_000, buys: 6_000, seed: (stated?.seed ?? 0) + 10 });
  expect(Math.abs(split.rtp.mean - rtp)).toBeLessThanOrEqual((3.29 / 1.96) * split.rtp.ci95);
  expect(Math.abs(split.buy.mean - (statistics.buyRtp ?? 0))).toBeLessThanOrEqual(
    (3.29 / 1.96) * Math.hypot(split.buy.ci95, stated?.buyRtpCi95 ?? 0),
  );
  expect(statistics.maxWinUnits).toBe(title.info.maxWinUnits);
  checkSimulatedHitRate(sheet);
}

describe("a cascading title's published draw order", () => {
  const cascading = PUBLISHED.filter((title) => title.maths.kind === "tumble");

  it.each(cascading.map((title) => [title.info.id, title] as const))(
    "%s: a bought spin and a free spin replay from their phases alone, draw for draw",
    (_id, title) => {
      const { drawOrder } = publishedSheet(title);
      const freeSpins = { kind: "freeSpins", left: 10, total: 10, multiplier: 1, winUnits: 0 } as const;
      const requests = [
        { phases: drawOrder.buy, request: { state: null, buy: true } },
        { phases: drawOrder.freeSpin, request: { state: freeSpins, buy: false } },
      ];
      for (const { phases, request } of requests) {
        expect(phases).toBeDefined();
        // Several rounds, so cascades of many lengths and placements over multipliers are read.
        for (let nonce = 0; nonce < 20; nonce += 1) {
          const recorded = recordedStep(title, request, nonce);
          expect(readCascade((phases ?? []) as CascadePhase[], recorded)).toBe(recorded.draws.length);
        }
      }
    },
  );
});
