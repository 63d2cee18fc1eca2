import type { FreeSpins } from "@reelhouse/contract";
import { describe, expect, it } from "vitest";
import {
  mergeFetchedGrants,
  offeredGrants,
  playableGrants,
  runRoundFinished,
  runSpinAnswered,
  runSpinFailed,
  runSpinStarted,
  spinNumber,
  startRun,
  withAnsweredGrant,
} from "./free-spin-run.ts";

const NOW = Date.parse("2030-01-01T12:00:00.000Z");

const grant = (changes: Partial<FreeSpins> = {}): FreeSpins => ({
  spinsId: "0f6a1d2e-3b4c-4d5e-8f70-1a2b3c4d5e6f",
  gameId: "lucky-lanterns",
  gameName: "Lucky Lanterns",
  currency: "coins",
  betLevel: 1_000,
  spinsTotal: 10,
  spinsRemain: 10,
  endDate: "2030-01-02T12:00:00.000Z",
  totalWin: 0,
  ...changes,
});

describe("the grants a game offers", () => {
  it("leaves out grants used up or past their end, soonest ending first", () => {
    const later = grant({ spinsId: "b", endDate: "2030-01-05T00:00:00.000Z" });
    const sooner = grant({ spinsId: "a", endDate: "2030-01-01T13:00:00.000Z" });
    const expired = grant({ spinsId: "c", endDate: "2030-01-01T12:00:00.000Z" });
    const usedUp = grant({ spinsId: "d", spinsRemain: 0 });
    expect(playableGrants([later, expired, usedUp, sooner], NOW)).toEqual([sooner, later]);
  });

  it("offers the grant of the game's currency, and says where a grant of the other one is", () => {
    const entries = grant({ spinsId: "e", currency: "entries", betLevel: 50 });
    expect(offeredGrants([entries], "coins", NOW)).toEqual({ playable: null, elsewhere: entries });
    const coins = grant({ spinsId: "f" });
    expect(offeredGrants([entries, coins], "coins", NOW)).toEqual({ playable: coins, elsewhere: entries });
  });

  it("keeps each grant at the fewer spins when a list read earlier arrives after an answer", () => {
    const answered = grant({ spinsRemain: 6 });
    const fresh = grant({ spinsId: "new", spinsRemain: 5 });
    expect(mergeFetchedGrants([answered], [grant({ spinsRemain: 7 }), fresh])).toEqual([answered, fresh]);
    expect(mergeFetchedGrants([answered], [grant({ spinsRemain: 4 })])).toEqual([grant({ spinsRemain: 4 })]);
    // A grant the server no longer lists is gone.
    expect(mergeFetchedGrants([answered], [])).toEqual([]);
  });

  it("drops a grant whose last spin was answered", () => {
    expect(withAnsweredGrant([grant({ spinsRemain: 1 })], grant({ spinsRemain: 0 }))).toEqual([]);
    expect(withAnsweredGrant([grant()], grant({ spinsRemain: 9 }))).toEqual([grant({ spinsRemain: 9 })]);
  });
});

describe("a run through a grant", () => {
  it("counts the spins and what they won, a round that goes on once it ends", () => {
    let run = startRun(grant({ spinsTotal: 3, spinsRemain: 3 }));
    expect(spinNumber(run)).toBe(1);

    run = runSpinStarted(run);
    run = runSpinAnswered(run, grant({ spinsTotal: 3, spinsRemain: 2, totalWin: 400 }), false);
    expect(spinNumber(run)).toBe(1);
    run = runRoundFinished(run, 400);
    expect(run).toMatchObject({ won: 400, playing: null, isOver: false });
    expect(spinNumber(run)).toBe(2);

    // This round opens a feature: the grant counts its win once it ends, so the run adds it.
    run = runSpinStarted(run);
    run = runSpinAnswered(run, grant({ spinsTotal: 3, spinsRemain: 1, totalWin: 400 }), true);
    expect(spinNumber(run)).toBe(2);
    run = runRoundFinished(run, 2_500);
    expect(run).toMatchObject({ won: 2_900, isOver: false });

    run = runSpinStarted(run);
    expect(spinNumber(run)).toBe(3);
    run = runSpinAnswered(run, grant({ spinsTotal: 3, spinsRemain: 0, totalWin: 2_900 }), false);
    run = runRoundFinished(run, 0);
    expect(run).toMatchObject({ won: 2_900, spinsRemain: 0, isOver: true });
  });

  it("starts from what the grant won before, and a refused spin takes nothing", () => {
    let run = startRun(grant({ spinsRemain: 4, totalWin: 1_200 }));
    expect(spinNumber(run)).toBe(7);
    run = runSpinFailed(runSpinStarted(run));
    expect(run).toMatchObject({ spinsRemain: 4, won: 1_200, playing: null });
    expect(spinNumber(run)).toBe(7);
  });

  it("ignores an answer about another grant", () => {
    const run = runSpinStarted(startRun(grant()));
    expect(runSpinAnswered(run, grant({ spinsId: "other", spinsRemain: 1 }), false)).toBe(run);
  });
});
