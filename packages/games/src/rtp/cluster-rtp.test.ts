/**
 * Potion Parlour's return has no closed form (cascades, and spots that free spins carry from spin
 * to spin), so it is measured: whole rounds played through the engine from a fixed seed (the run is
 * repeatable, so the test cannot flake), and the declared RTP must lie within 3.29 standard errors
 * (99.9 %) of the measured mean, the error taken from the spread the run itself measured.
 * `npm run rtp` plays 10,000,000 rounds and holds the declared RTP inside its 95 % interval.
 */
import { describe, expect, it } from "vitest";
import { potionParlour } from "../titles/potion-parlour.ts";
import { reachableMaxWin } from "./max-win.ts";
import { simulate } from "./simulate.ts";

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
