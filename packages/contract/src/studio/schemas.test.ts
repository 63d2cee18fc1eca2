import { describe, expect, it } from "vitest";
import { FeatureState, StepOutcome } from "./schemas.ts";

const lineStep = {
  kind: "spin",
  grid: [
    ["A", "K", "Q"],
    ["A", "J", "Q"],
  ],
  cash: [],
  wins: [],
  scatter: null,
  multiplier: 1,
  winUnits: 0,
  events: [],
  state: null,
};

const tumbleStep = {
  ...lineStep,
  grid: [
    ["bean", "bean"],
    ["orb", "mint"],
  ],
  wins: [
    {
      symbol: "bean",
      count: 2,
      line: null,
      ways: 1,
      cells: [
        [0, 0],
        [0, 1],
      ],
      units: 25,
    },
  ],
  multiplier: 5,
  winUnits: 125,
  cascade: {
    tumbles: [
      {
        grid: [
          ["bean", "bean"],
          ["orb", "mint"],
        ],
        multipliers: [{ reel: 1, row: 0, value: 5 }],
        wins: [
          {
            symbol: "bean",
            count: 2,
            line: null,
            ways: 1,
            cells: [
              [0, 0],
              [0, 1],
            ],
            units: 25,
          },
        ],
        removed: [
          [0, 0],
          [0, 1],
        ],
      },
      {
        grid: [
          ["mint", "star"],
          ["orb", "mint"],
        ],
        multipliers: [{ reel: 1, row: 0, value: 5 }],
        wins: [],
        removed: [],
      },
    ],
    multiplierSum: 5,
  },
};

describe("a step's outcome", () => {
  it("carries a tumble title's cascade, and a step of any other title without one", () => {
    expect(StepOutcome.parse(tumbleStep).cascade?.tumbles).toHaveLength(2);
    expect(StepOutcome.parse(lineStep)).not.toHaveProperty("cascade");
  });

  it("refuses a cascade without tumbles, a multiplier without a positive value or a bad removed cell", () => {
    const cascade = tumbleStep.cascade;
    const [first, last] = cascade.tumbles as [(typeof cascade.tumbles)[0], (typeof cascade.tumbles)[0]];
    expect(StepOutcome.safeParse({ ...tumbleStep, cascade: { ...cascade, tumbles: [] } }).success).toBe(
      false,
    );
    const zeroMultiplier = { ...first, multipliers: [{ reel: 1, row: 0, value: 0 }] };
    expect(
      StepOutcome.safeParse({ ...tumbleStep, cascade: { ...cascade, tumbles: [zeroMultiplier, last] } })
        .success,
    ).toBe(false);
    const badCell = { ...first, removed: [[0, -1]] };
    expect(
      StepOutcome.safeParse({ ...tumbleStep, cascade: { ...cascade, tumbles: [badCell, last] } }).success,
    ).toBe(false);
  });
});

describe("a cluster title's step", () => {
  const [first, last] = tumbleStep.cascade.tumbles as [
    (typeof tumbleStep.cascade.tumbles)[0],
    (typeof tumbleStep.cascade.tumbles)[0],
  ];
  const clusterStep = {
    ...tumbleStep,
    multiplier: 1,
    winUnits: 100,
    cascade: {
      tumbles: [
        {
          ...first,
          multipliers: [],
          spots: [
            [2, 4],
            [0, 1],
          ],
          winMultipliers: [6],
        },
        {
          ...last,
          multipliers: [],
          spots: [
            [4, 8],
            [0, 1],
          ],
          winMultipliers: [],
        },
      ],
      multiplierSum: 0,
    },
    state: {
      kind: "freeSpins",
      left: 3,
      total: 10,
      multiplier: 1,
      winUnits: 100,
      spots: [
        [4, 8],
        [0, 1],
      ],
    },
  };

  it("keeps the spots each tumble met, each win's multiplier and the spots the next free spin starts from", () => {
    expect(StepOutcome.parse(clusterStep)).toEqual(clusterStep);
    expect(FeatureState.parse(clusterStep.state)).toEqual(clusterStep.state);
  });

  it("refuses a negative spot and a win multiplier below 1", () => {
    const [tumble] = clusterStep.cascade.tumbles;
    const withSpots = (change: object) => ({
      ...clusterStep,
      cascade: { ...clusterStep.cascade, tumbles: [{ ...tumble, ...change }] },
    });
    expect(StepOutcome.safeParse(withSpots({ spots: [[-1]] })).success).toBe(false);
    expect(StepOutcome.safeParse(withSpots({ winMultipliers: [0] })).success).toBe(false);
  });
});
