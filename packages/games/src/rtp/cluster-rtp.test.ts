/**
 * Potion Parlour's return has no closed form (cascades, and spots that free spins carry from spin
 * to spin), so it is measured: whole rounds played through the engine from a fixed seed (the run is
 * repeatable, so the test cannot flake), and the declared RTP must lie within 3.29 standard errors
 * (99.9 %) of the measured mean, the error taken from the spread the run itself measured.
 * `npm run rtp` measures it in parts (tumble-split.ts: each free spins start by its own value) from
 * 20,000,000 first steps and holds the declared RTP inside that run's 95 % interval.
 */
import { describe, expect, it } from "vitest";
import { playStep } from "../engine/play-step.ts";
import type { Step } from "../engine/types.ts";
import { seededDraw } from "../random/seeded-draw.ts";
import { potionParlour } from "../titles/potion-parlour.ts";
import { reachableMaxWin } from "./max-win.ts";
import { simulate } from "./simulate.ts";
import { estimateTumbleSplit, featureValuesByStart } from "./tumble-split.ts";

const Z = 3.29;
/** A simulation takes a few seconds alone, and longer on a machine busy with other work. */
const SIMULATION_TIMEOUT = 120_000;

describe("Potion Parlour's measured maths", () => {
  const { info } = potionParlour;

  it(
    "returns its declared RTP within the spread of 200,000 simulated rounds",
    () => {
      const run = simulate(potionParlour, { rounds: 200_000, seed: 2026 });
      const error = run.sigma / Math.sqrt(run.rounds);
      expect(Math.abs(run.rtp.mean - info.rtp)).toBeLessThanOrEqual(Z * error);
      expect(run.hitFrequency).toBeGreaterThan(0.4);
      expect(run.featureFrequency).toBeGreaterThan(0);
    },
    SIMULATION_TIMEOUT,
  );

  it(
    "returns from a bonus buy what the base game returns, within the spread of 20,000 buys",
    () => {
      const run = simulate(potionParlour, { rounds: 20_000, seed: 2027, buy: true });
      const error = run.sigma / Math.sqrt(run.rounds);
      expect(Math.abs(run.rtp.mean - info.rtp)).toBeLessThanOrEqual(Z * error);
      expect(run.featureFrequency).toBe(1);
    },
    SIMULATION_TIMEOUT,
  );

  it("reaches the round cap of at least 5,000×, which its paytable shows as the max win", () => {
    expect(reachableMaxWin(potionParlour)).toEqual({ units: info.maxWinUnits, capped: true });
    expect(info.maxWinUnits / info.unitsPerBet).toBeGreaterThanOrEqual(5000);
  });
});

describe("Potion Parlour's free spins, measured start by start", () => {
  const starts = [10, 12, 15, 20, 30];

  /** What a feature of `spins` starting spins wins, in bets, played alone from `seed`. */
  function featureAlone(spins: number, seed: number): number {
    const draw = seededDraw(seed);
    let state: Step["state"] = { kind: "freeSpins", left: spins, total: spins, multiplier: 1, winUnits: 0 };
    let won = 0;
    while (state !== null) {
      const step = playStep(potionParlour, { state, buy: false }, draw);
      won += step.winUnits;
      state = step.state;
    }
    return won / potionParlour.info.unitsPerBet;
  }

  it("cuts one feature from the longest start at each shorter one, exactly as if each were played alone", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const cut = featureValuesByStart(potionParlour, starts, 1, seededDraw(seed));
      starts.forEach((spins, index) => {
        expect(cut[index]?.mean).toBeCloseTo(featureAlone(spins, seed), 9);
      });
    }
  });

  it(
    "counts each start's chance so that they add up to the trigger chance",
    () => {
      const split = estimateTumbleSplit(potionParlour, { rounds: 20_000, buys: 200, seed: 3 });
      const each = split.starts?.each ?? [];
      expect(each.map((start) => start.spins)).toEqual(starts);
      const total = each.reduce((sum, start) => sum + start.chance, 0);
      expect(total).toBeCloseTo(split.triggerChance.mean, 12);
      // Longer starts are worth more and are rarer.
      for (let index = 1; index < each.length; index += 1) {
        expect(each[index]?.value.mean).toBeGreaterThan(each[index - 1]?.value.mean as number);
        expect(each[index]?.chance).toBeLessThan(each[index - 1]?.chance as number);
      }
    },
    SIMULATION_TIMEOUT,
  );
});
