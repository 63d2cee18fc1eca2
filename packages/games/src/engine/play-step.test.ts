import { describe, expect, it } from "vitest";
import { seededDraw } from "../random/seeded-draw.ts";
import { TITLES } from "../titles/index.ts";
import { LINES_20 } from "../titles/paylines.ts";
import type { Title } from "../titles/title.ts";
import { playStep, StepRequestError } from "./play-step.ts";
import { scriptedDraw, showing, stops, titleOf } from "./test-support.ts";
import type { FeatureState } from "./types.ts";

const lanterns = titleOf(TITLES, "lucky-lanterns");
const savanna = titleOf(TITLES, "savanna-sunrise");
const viking = titleOf(TITLES, "viking-voyage");

/** Three scatters and no line or ways win (nothing on reel 2 continues reel 1's symbols). */
const THREE_SCATTERS = [
  ["scatter", "A", "K"],
  ["Q", "scatter", "J"],
  ["10", "K", "scatter"],
  ["A", "Q", "J"],
  ["K", "10", "Q"],
];

/** One win: three kings on the top row (LINES_20[1]); no scatter. */
const KINGS_ON_TOP = [
  ["K", "A", "Q"],
  ["K", "J", "10"],
  ["K", "Q", "J"],
  ["A", "Q", "J"],
  ["Q", "10", "J"],
];

const freeSpins = (left: number, multiplier: number, winUnits = 0): FeatureState => ({
  kind: "freeSpins",
  left,
  total: 10,
  multiplier,
  winUnits,
});

function spin(title: Title, state: FeatureState | null = null) {
  return playStep(title, { state, buy: false }, scriptedDraw(stops(title)));
}

describe("scatters and free spins", () => {
  it("pays six or more scatters (a bought spin can show eight) what five pay, and awards the most spins", () => {
    const fiveShowing = [
      ["scatter", "A", "K", "Q"],
      ["Q", "scatter", "J", "A"],
      ["10", "K", "scatter", "J"],
      ["A", "scatter", "J", "K"],
      ["K", "10", "Q", "scatter"],
    ];
    // Each of reels 1 to 3: its stop, then the row the bought scatter is placed on (of those left).
    const step = playStep(
      showing(viking, fiveShowing),
      { state: null, buy: true },
      scriptedDraw([0, 1, 0, 0, 0, 0, 0, 0]),
    );
    expect(step.scatter?.count).toBe(8);
    expect(step.scatter?.units).toBe(40 * 25);
    expect(step.events).toContainEqual({ type: "freeSpinsAwarded", spins: 25 });
    // A maths version whose rules say a count above the highest pays nothing (version 1 of the
    // retuned titles) pays them nothing, and still awards the spins.
    const before = showing(
      { ...viking, info: { ...viking.info, payAboveHighestCount: "nothing" } },
      fiveShowing,
    );
    const underOldRule = playStep(before, { state: null, buy: true }, scriptedDraw([0, 1, 0, 0, 0, 0, 0, 0]));
    expect(underOldRule.scatter).toMatchObject({ count: 8, units: 0 });
    expect(underOldRule.events).toContainEqual({ type: "freeSpinsAwarded", spins: 25 });
  });

  it("pays scatters anywhere times the bet and awards free spins", () => {
    const step = spin(showing(lanterns, THREE_SCATTERS));
    expect(step.wins).toEqual([]);
    expect(step.scatter).toEqual({
      count: 3,
      cells: [
        [0, 0],
        [1, 1],
        [2, 2],
      ],
      units: 2 * 20,
    });
    expect(step.winUnits).toBe(40);
    expect(step.events).toEqual([{ type: "freeSpinsAwarded", spins: 10 }]);
    expect(step.state).toEqual({ kind: "freeSpins", left: 10, total: 10, multiplier: 2, winUnits: 40 });
  });

  it("multiplies a free spin's wins and retriggers from the same table", () => {
    const step = spin(showing(lanterns, THREE_SCATTERS), freeSpins(1, 2, 40));
    expect(step.kind).toBe("freeSpin");
    expect(step.multiplier).toBe(2);
    expect(step.winUnits).toBe(80);
    expect(step.events).toEqual([{ type: "freeSpinsAwarded", spins: 10 }]);
    expect(step.state).toEqual({ kind: "freeSpins", left: 10, total: 20, multiplier: 2, winUnits: 120 });
  });

  it("ends the feature on its last spin with the round's total", () => {
    const step = spin(showing(lanterns, KINGS_ON_TOP), freeSpins(1, 2, 40));
    expect(step.wins).toEqual([
      {
        symbol: "K",
        count: 3,
        line: 1,
        ways: 1,
        cells: [
          [0, 0],
          [1, 0],
          [2, 0],
        ],
        units: 7,
      },
    ]);
    expect(LINES_20[1]).toEqual([0, 0, 0, 0, 0]);
    expect(step.winUnits).toBe(14);
    expect(step.events).toEqual([{ type: "featureEnded", winUnits: 54 }]);
    expect(step.state).toBeNull();
  });

  it("does not retrigger where the title does not, but still pays the scatters multiplied", () => {
    const step = spin(showing(savanna, THREE_SCATTERS), freeSpins(2, 3));
    expect(step.winUnits).toBe(3 * 2 * 25);
    expect(step.events).toEqual([]);
    expect(step.state).toEqual({ kind: "freeSpins", left: 1, total: 10, multiplier: 3, winUnits: 150 });
  });

  it("raises a rising multiplier after each free spin, up to its maximum", () => {
    const rising = playStep(viking, { state: freeSpins(3, 5), buy: false }, seededDraw(1));
    expect(rising.multiplier).toBe(5);
    expect(rising.state).toMatchObject({ multiplier: 6 });
    const top = viking.info.freeSpins?.maxMultiplier ?? 0;
    const capped = playStep(viking, { state: freeSpins(3, top), buy: false }, seededDraw(1));
    expect(capped.state).toMatchObject({ multiplier: top });
  });
});

describe("the round cap", () => {
  const capped = (title: Title, maxWinUnits: number): Title => ({
    ...title,
    info: { ...title.info, maxWinUnits },
  });

  it("pays up to the cap and ends the round, starting no feature", () => {
    const step = spin(showing(capped(lanterns, 30), THREE_SCATTERS));
    expect(step.winUnits).toBe(30);
    expect(step.events).toEqual([{ type: "maxWin", units: 30 }]);
    expect(step.state).toBeNull();
  });

  it("counts what the round paid before, and ends a feature in progress", () => {
    const step = spin(showing(capped(lanterns, 30), KINGS_ON_TOP), freeSpins(5, 2, 20));
    expect(step.winUnits).toBe(10);
    expect(step.events).toEqual([
      { type: "featureEnded", winUnits: 30 },
      { type: "maxWin", units: 30 },
    ]);
    expect(step.state).toBeNull();
  });
});

describe("bonus buy", () => {
  it("always triggers the feature, on a spin of kind buy", () => {
    for (const id of ["viking-voyage", "sunken-fortune", "gold-rush-express"]) {
      const title = titleOf(TITLES, id);
      for (let seed = 0; seed < 300; seed += 1) {
        const step = playStep(title, { state: null, buy: true }, seededDraw(seed));
        expect(step.kind).toBe("buy");
        expect(step.state).not.toBeNull();
        if (title.info.freeSpins) expect(step.scatter?.count).toBeGreaterThanOrEqual(3);
        if (title.info.holdAndWin)
          expect(step.cash.length).toBeGreaterThanOrEqual(title.info.holdAndWin.trigger);
      }
    }
  });

  it("places the symbols on the rows it draws", () => {
    // Viking Voyage places scatters on reels 1 to 3; each reel draws its stop, then the row.
    const title = showing(viking, [
      ["A", "K", "Q", "J"],
      ["A", "K", "Q", "J"],
      ["A", "K", "Q", "J"],
      ["10", "10", "10", "10"],
      ["10", "10", "10", "10"],
    ]);
    const step = playStep(title, { state: null, buy: true }, scriptedDraw([0, 3, 0, 0, 0, 2, 0, 0]));
    expect(step.scatter?.cells).toEqual([
      [0, 3],
      [1, 0],
      [2, 2],
    ]);
  });
});

describe("requests", () => {
  it("refuses what the title cannot play", () => {
    const draw = seededDraw(1);
    expect(() => playStep(lanterns, { state: null, buy: true }, draw)).toThrow(StepRequestError);
    expect(() => playStep(viking, { state: freeSpins(3, 1), buy: true }, draw)).toThrow(StepRequestError);
    expect(() => playStep(viking, { state: freeSpins(0, 1), buy: false }, draw)).toThrow(StepRequestError);
    const respins: FeatureState = { kind: "respins", left: 3, cash: [], winUnits: 0 };
    expect(() => playStep(lanterns, { state: respins, buy: false }, draw)).toThrow(StepRequestError);
    const scratch = titleOf(TITLES, "cosmic-scratch");
    expect(() => playStep(scratch, { state: freeSpins(3, 1), buy: false }, draw)).toThrow(StepRequestError);
    expect(() =>
      playStep(titleOf(TITLES, "dragons-hoard"), { state: freeSpins(3, 1), buy: false }, draw),
    ).toThrow(StepRequestError);
  });

  it("plays the same step from the same draws", () => {
    for (const title of TITLES) {
      const request = { state: null, buy: title.info.bonusBuy !== null };
      expect(playStep(title, request, seededDraw(99))).toEqual(playStep(title, request, seededDraw(99)));
    }
  });
});
