import { describe, expect, it } from "vitest";
import { afterRound, startAutoplay, stopBeforeSpin } from "./autoplay.ts";

const settings = { spins: 10, lossLimit: null, singleWinOver: null, stopOnFeature: false };
const loss = { cost: 100, totalWin: 0, wonFeature: false };

describe("autoplay", () => {
  it("plays the number of spins asked for, then stops", () => {
    let run = startAutoplay({ ...settings, spins: 3 });
    const stops = [];
    for (let spin = 0; spin < 3; spin += 1) {
      expect(stopBeforeSpin(run, 100, 10_000)).toBeNull();
      const played = afterRound(run, loss);
      run = played.run;
      stops.push(played.stop);
    }
    expect(stops).toEqual([null, null, "finished"]);
    expect(stopBeforeSpin(run, 100, 10_000)).toBe("finished");
  });

  it("never starts a spin that could take the net loss past the limit", () => {
    let run = startAutoplay({ ...settings, lossLimit: 250 });
    run = afterRound(run, loss).run;
    run = afterRound(run, loss).run;
    // 200 lost: one more spin of 100 could make it 300.
    expect(stopBeforeSpin(run, 100, 10_000)).toBe("lossLimit");
    expect(stopBeforeSpin(run, 50, 10_000)).toBeNull();
  });

  it("counts wins against the loss limit", () => {
    let run = startAutoplay({ ...settings, lossLimit: 250 });
    run = afterRound(run, loss).run;
    run = afterRound(run, { cost: 100, totalWin: 150, wonFeature: false }).run;
    expect(run.net).toBe(-50);
    expect(stopBeforeSpin(run, 100, 10_000)).toBeNull();
  });

  it("stops after a round that won more than the single-win limit, not one that won exactly it", () => {
    const run = startAutoplay({ ...settings, singleWinOver: 1_000 });
    expect(afterRound(run, { cost: 100, totalWin: 1_000, wonFeature: false }).stop).toBeNull();
    expect(afterRound(run, { cost: 100, totalWin: 1_001, wonFeature: false }).stop).toBe("singleWin");
  });

  it("stops when a feature is won only if asked to", () => {
    const round = { cost: 100, totalWin: 0, wonFeature: true };
    expect(afterRound(startAutoplay(settings), round).stop).toBeNull();
    expect(afterRound(startAutoplay({ ...settings, stopOnFeature: true }), round).stop).toBe("feature");
  });

  it("stops when the balance cannot pay the next spin", () => {
    expect(stopBeforeSpin(startAutoplay(settings), 100, 99)).toBe("funds");
  });
});
