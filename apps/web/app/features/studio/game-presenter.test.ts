import type { RoundStep } from "@reelhouse/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoundResult } from "./api.ts";
import { type GameCard, GamePresenter, type PresenterHud, type PresenterOptions } from "./game-presenter.ts";

/** A presenter whose HUD records the cards it opens and closes; the stage is not needed for cards. */
function presenterWith({ isHandsFree }: { isHandsFree: boolean }) {
  const shown: string[] = [];
  const hud: Pick<PresenterHud, "openCard" | "closeCard"> = {
    openCard: (card: GameCard) => shown.push(`open ${card.kind}`),
    closeCard: () => shown.push("close"),
  };
  const options = {
    hud,
    title: { mechanic: "lines" },
    isTurbo: () => true,
    isHandsFree: () => isHandsFree,
  } as unknown as PresenterOptions;
  return { presenter: new GamePresenter(options), shown };
}

describe("the card of a resumed round", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("stays until the player goes on, however long the tab sits open", async () => {
    const { presenter, shown } = presenterWith({ isHandsFree: false });
    let isOver = false;
    const card = presenter.showResume("freeSpins").then(() => {
      isOver = true;
    });

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(isOver).toBe(false);
    expect(shown).toEqual(["open resume"]);

    presenter.skip();
    await card;
    expect(shown).toEqual(["open resume", "close"]);
  });

  it("goes on by itself when nobody is expected to tap (a replay, autoplay)", async () => {
    const { presenter, shown } = presenterWith({ isHandsFree: true });
    const card = presenter.showResume("respins");

    await vi.advanceTimersByTimeAsync(2_000);
    await card;
    expect(shown).toEqual(["open resume", "close"]);
  });
});

/** Anything the presenter calls on it does nothing and, where awaited, is already done. */
function inert<T>(): T {
  // Not a thenable: awaiting it must not wait for a `then` that never calls back.
  return new Proxy(
    {},
    { get: (_, key) => (key === "then" ? undefined : () => Promise.resolve(inert())) },
  ) as T;
}

/** A presenter that records the sounds played, the messages flashed and told, and the meter shown. */
function recordingPresenter(title: Record<string, unknown> = {}, stage: unknown = inert()) {
  const heard: string[] = [];
  const sounds = {
    play: (name: string) => heard.push(`play ${name}`),
    stop: () => {},
    tick: () => heard.push("tick"),
  };
  const hud = {
    setFeature: () => {},
    showMeter: () => heard.push("meter"),
    openCard: (card: GameCard) => heard.push(`card ${card.kind}`),
    closeCard: () => {},
    flash: (message: string) => heard.push(`flash ${message}`),
    announce: (message: string) => heard.push(`say ${message}`),
    setCardCovered: () => {},
    setWays: (ways: number) => heard.push(`ways ${ways}`),
  };
  const options = {
    stage,
    sounds,
    meter: { count: () => Promise.resolve(), finish: () => {} },
    hud,
    title: { mechanic: "ways", unitsPerBet: 50, holdAndWin: null, freeSpins: null, symbols: [], ...title },
    formatAmount: (minor: number) => (minor / 100).toFixed(2),
    t: (key: string, values?: Record<string, unknown>) =>
      `${key}${values ? ` ${JSON.stringify(values)}` : ""}`,
    isTurbo: () => true,
    isHandsFree: () => true,
    onReelsStop: () => heard.push("reels stopped"),
    onTumble: () => heard.push("tumble"),
  } as unknown as PresenterOptions;
  return { presenter: new GamePresenter(options), heard };
}

/** A finished spin that paid `units` of a 50-unit bet. */
function spinPaying(units: number, bet: number): RoundStep {
  return {
    index: 0,
    win: (bet * units) / 50,
    outcome: {
      kind: "spin",
      grid: [["A"], ["A"], ["A"]],
      cash: [],
      wins: [
        {
          symbol: "A",
          count: 3,
          line: null,
          ways: 1,
          cells: [
            [0, 0],
            [1, 0],
            [2, 0],
          ],
          units,
        },
      ],
      scatter: null,
      multiplier: 1,
      winUnits: units,
      events: [],
      state: null,
    },
  } as unknown as RoundStep;
}

describe("a spin's win", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function present(units: number) {
    const { presenter, heard } = recordingPresenter();
    presenter.startRound(100, 100);
    const shown = presenter.presentStep(spinPaying(units, 100), {} as RoundResult);
    await vi.runAllTimersAsync();
    await shown;
    return heard;
  }

  it("below the stake is said quietly as what came back: no chime, no ticks, no win meter", async () => {
    const heard = await present(20);
    expect(heard).toContain('flash studio.feature.returned {"amount":"0.40"}');
    expect(heard).not.toContain("play winChime");
    expect(heard).not.toContain("tick");
    expect(heard).not.toContain("meter");
    expect(heard.some((line) => line.startsWith("say studio.announce.win"))).toBe(false);
  });

  it("of the stake or more is a win, with its chime and the win meter", async () => {
    const heard = await present(100);
    expect(heard).toContain("play winChime");
    expect(heard).toContain("meter");
    // The win shows (and the page's balance may take it) only once the reels have stopped.
    expect(heard.indexOf("reels stopped")).toBeGreaterThan(-1);
    expect(heard.indexOf("reels stopped")).toBeLessThan(heard.indexOf("meter"));
    expect(heard.some((line) => line.includes("studio.feature.returned"))).toBe(false);
  });
});

describe("expanding reels", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A losing spin whose reels landed `heights` tall. */
  function spinOfHeights(heights: readonly number[]): RoundStep {
    const step = spinPaying(0, 100);
    return {
      ...step,
      win: 0,
      outcome: {
        ...step.outcome,
        grid: heights.map((height) => Array.from({ length: height }, () => "Q")),
        wins: [],
        winUnits: 0,
      },
    };
  }

  async function play(presenter: GamePresenter, step: RoundStep) {
    const shown = presenter.presentStep(step, {} as RoundResult);
    await vi.runAllTimersAsync();
    await shown;
  }

  it("counts the ways each spin's heights make, sweeping when the heights change", async () => {
    const { presenter, heard } = recordingPresenter({ reelHeights: { min: 2, max: 7 } });
    presenter.startRound(100, 100);
    await play(presenter, spinOfHeights([2, 7, 3, 4, 5, 6]));
    expect(heard).toContain(`ways ${2 * 7 * 3 * 4 * 5 * 6}`);
    expect(heard.filter((line) => line === "play reelsExpand")).toHaveLength(1);

    heard.length = 0;
    await play(presenter, spinOfHeights([2, 7, 3, 4, 5, 6]));
    expect(heard).toContain(`ways ${2 * 7 * 3 * 4 * 5 * 6}`);
    expect(heard).not.toContain("play reelsExpand");

    heard.length = 0;
    await play(presenter, spinOfHeights([7, 7, 7, 7, 7, 7]));
    expect(heard).toContain("ways 117649");
    expect(heard).toContain("play reelsExpand");
  });

  it("shows no ways counter for reels that never change height", async () => {
    const { presenter, heard } = recordingPresenter();
    presenter.startRound(100, 100);
    await play(presenter, spinOfHeights([3, 3, 3]));
    expect(heard.some((line) => line.startsWith("ways"))).toBe(false);
    expect(heard).not.toContain("play reelsExpand");
  });
});

describe("a cascade", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A stage whose cascade board records what it is asked to do, each move done at once. */
  function recordingStage(heard: string[]) {
    const board = new Proxy(
      {},
      {
        get: (_, key) =>
          key === "then"
            ? undefined
            : () => {
                heard.push(`board ${String(key)}`);
                return Promise.resolve();
              },
      },
    );
    return new Proxy(
      {},
      { get: (_, key) => (key === "then" ? undefined : key === "use" ? () => board : () => {}) },
    );
  }

  /** A spin of 50 units whose first tumble wins 20 units and whose last grid shows a ×3 orb. */
  function cascadeSpin(): RoundStep {
    const win = { symbol: "A", count: 8, line: null, ways: 1, cells: [[0, 0]], units: 20 };
    const orb = { reel: 1, row: 0, value: 3 };
    return {
      index: 0,
      win: 120,
      outcome: {
        kind: "spin",
        grid: [["A"], ["orb"]],
        cash: [],
        wins: [win],
        scatter: null,
        multiplier: 3,
        winUnits: 60,
        events: [],
        state: null,
        cascade: {
          tumbles: [
            { grid: [["A"], ["orb"]], multipliers: [orb], wins: [win], removed: [[0, 0]] },
            { grid: [["B"], ["orb"]], multipliers: [orb], wins: [], removed: [] },
          ],
          multiplierSum: 3,
        },
      },
    } as unknown as RoundStep;
  }

  it("shows its win, on the meter and to the page, only once every tumble and its multipliers have played", async () => {
    const heard: string[] = [];
    const { presenter, heard: said } = recordingPresenter({ mechanic: "tumble" }, recordingStage(heard));
    presenter.startRound(100, 100);
    const shown = presenter.presentStep(cascadeSpin(), {} as RoundResult);
    await vi.runAllTimersAsync();
    await shown;
    const all = [...heard, ...said];
    // The board is asked for the spots and the clusters' outlines too: a title without them draws none.
    expect(heard).toEqual([
      "board leave",
      "board showSpots",
      "board dropIn",
      "board outlineClusters",
      "board showTally",
      "board outlineClusters",
      "board pop",
      "board showSpots",
      "board fall",
      "board flyMultipliers",
      "board showTally",
      "board showTally",
    ]);
    expect(said.indexOf("reels stopped")).toBeGreaterThan(-1);
    expect(said.indexOf("reels stopped")).toBeLessThan(said.indexOf("meter"));
    expect(all).toContain("play orbCharge");
    expect(said.filter((line) => line === "tumble")).toHaveLength(2);
  });

  it("skipped, jumps to its last grid and win, counting the tumbles passed over", async () => {
    const heard: string[] = [];
    const { presenter, heard: said } = recordingPresenter({ mechanic: "tumble" }, recordingStage(heard));
    presenter.startRound(100, 100);
    presenter.beginStep();
    presenter.skip();
    const shown = presenter.presentStep(cascadeSpin(), {} as RoundResult);
    await vi.runAllTimersAsync();
    await shown;
    expect(heard).not.toContain("board dropIn");
    expect(heard).not.toContain("board pop");
    expect(heard).not.toContain("board flyMultipliers");
    expect(said.filter((line) => line === "tumble")).toHaveLength(2);
    expect(said.indexOf("reels stopped")).toBeLessThan(said.indexOf("meter"));
  });
});
