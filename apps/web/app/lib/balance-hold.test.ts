import { afterEach, describe, expect, it } from "vitest";
import {
  type BalanceHold,
  balanceHold,
  followRound,
  followSite,
  type RoundReport,
  shownBalances,
} from "./balance-hold.ts";

const BEFORE = 100_000;
const COST = 1_000;
const WIN = 5_000;
/** What the spin's answer leaves: the stake gone, the win paid. */
const AFTER = BEFORE - COST + WIN;
const ENTRIES = 250;

function report(change: Partial<RoundReport>): RoundReport {
  return {
    serial: 1,
    currency: "coins",
    answered: [BEFORE],
    presented: BEFORE - COST,
    isAwaiting: true,
    isOver: false,
    ...change,
  };
}

const asked = report({});
const answered = report({ answered: [BEFORE, AFTER], presented: AFTER - WIN, isAwaiting: false });
const landed = report({ answered: [BEFORE, AFTER], presented: AFTER, isAwaiting: false });
const over = { ...landed, isOver: true };

/** The coins the page shows after the frame's reports and the site's figures, in order. */
function play(steps: ReadonlyArray<RoundReport | number>, firstSite = BEFORE): number[] {
  let hold: BalanceHold | null = null;
  let site = firstSite;
  const shown: number[] = [];
  for (const step of steps) {
    if (typeof step === "number") {
      site = step;
      hold = hold ? followSite(hold, site) : null;
    } else {
      hold = followRound(hold, step, site);
    }
    shown.push(shownBalances({ coins: site, entries: ENTRIES }, hold).coins);
  }
  return shown;
}

describe("the balance while a round is presented", () => {
  it("takes the stake when the spin is asked for, before the server has said anything", () => {
    expect(play([asked])).toEqual([BEFORE - COST]);
  });

  it("holds a pushed win back until the reels stop, then shows it", () => {
    // The push lands first, then the answer, then the reels stop.
    expect(play([asked, AFTER, answered, landed])).toEqual([
      BEFORE - COST,
      BEFORE - COST,
      BEFORE - COST,
      AFTER,
    ]);
    // The answer first, then the push.
    expect(play([asked, answered, AFTER, landed])).toEqual([
      BEFORE - COST,
      BEFORE - COST,
      BEFORE - COST,
      AFTER,
    ]);
  });

  it("ignores a reload that started before the step was settled", () => {
    // The round lost: a stale figure must not give the stake back.
    const lost = report({ answered: [BEFORE, BEFORE - COST], presented: BEFORE - COST, isAwaiting: false });
    expect(play([asked, lost, BEFORE, BEFORE - COST])).toEqual([
      BEFORE - COST,
      BEFORE - COST,
      BEFORE - COST,
      BEFORE - COST,
    ]);
  });

  it("shows a purchase made meanwhile at once, and still holds the win back", () => {
    const bought = 20_000;
    expect(play([asked, answered, AFTER + bought, landed])).toEqual([
      BEFORE - COST,
      BEFORE - COST,
      BEFORE - COST + bought,
      AFTER + bought,
    ]);
  });

  it("shows what the site already had beyond the game's figure when the round starts", () => {
    const bought = 20_000;
    expect(play([asked, answered, landed], BEFORE + bought)).toEqual([
      BEFORE - COST + bought,
      BEFORE - COST + bought,
      AFTER + bought,
    ]);
  });

  it("never lets a later step's win through while that step is on its way", () => {
    const freeSpinWin = 7_000;
    const nextAsked = { ...landed, isAwaiting: true };
    const nextAnswered = report({
      answered: [BEFORE, AFTER, AFTER + freeSpinWin],
      presented: AFTER,
      isAwaiting: false,
    });
    const nextLanded = { ...nextAnswered, presented: AFTER + freeSpinWin };
    expect(
      play([asked, answered, AFTER, landed, nextAsked, AFTER + freeSpinWin, nextAnswered, nextLanded]),
    ).toEqual([BEFORE - COST, BEFORE - COST, BEFORE - COST, AFTER, AFTER, AFTER, AFTER, AFTER + freeSpinWin]);
  });

  it("lasts past the presentation until the site catches up, then lets go", () => {
    let hold = followRound(null, asked, BEFORE);
    hold = followRound(hold, answered, BEFORE);
    hold = followRound(hold, over, BEFORE);
    expect(hold && shownBalances({ coins: BEFORE, entries: ENTRIES }, hold).coins).toBe(AFTER);
    expect(hold && followSite(hold, AFTER)).toBeNull();
  });

  it("lets go at once when the site already has the round's last answer", () => {
    const hold = followRound(followRound(null, asked, BEFORE), answered, AFTER);
    expect(followRound(hold, over, AFTER)).toBeNull();
  });

  it("settles on the true balance when the round is cut short with a step on its way", () => {
    // The step was settled on the server but never presented: cut short, the truth shows.
    const cut = { ...landed, isOver: true };
    const settled = AFTER + 7_000;
    let hold = followRound(null, asked, BEFORE);
    hold = followRound(hold, answered, AFTER);
    hold = followRound(hold, { ...landed, isAwaiting: true }, AFTER);
    hold = followRound(hold, cut, settled);
    expect(hold).toBeNull();
  });

  it("carries a hold that had not caught up into the next round", () => {
    const second = report({ serial: 2, answered: [AFTER], presented: AFTER - COST });
    // Autoplay spins again before the site's figure caught up with the first round.
    expect(play([asked, answered, landed, over, second, BEFORE, AFTER])).toEqual([
      BEFORE - COST,
      BEFORE - COST,
      AFTER,
      AFTER,
      AFTER - COST,
      AFTER - COST,
      AFTER - COST,
    ]);
  });

  it("leaves the other currency as the site has it", () => {
    const hold = followRound(null, asked, BEFORE);
    expect(shownBalances({ coins: BEFORE, entries: 999 }, hold)).toEqual({
      coins: BEFORE - COST,
      entries: 999,
    });
  });
});

describe("the page's hold", () => {
  afterEach(() => balanceHold.drop());

  it("follows the frame's reports and the site's balances, and tells its readers", () => {
    let told = 0;
    const stop = balanceHold.subscribe(() => {
      told += 1;
    });
    balanceHold.observeSite({ coins: BEFORE, entries: ENTRIES });
    balanceHold.observeRound(asked);
    balanceHold.observeSite({ coins: AFTER, entries: ENTRIES });
    balanceHold.observeRound(answered);
    expect(shownBalances({ coins: AFTER, entries: ENTRIES }, balanceHold.current()).coins).toBe(
      BEFORE - COST,
    );
    balanceHold.observeRound(over);
    expect(balanceHold.current()).toBeNull();
    stop();
    expect(told).toBe(3);
  });

  it("holds a wheel's prize until it lands, though the push of the answer came first", () => {
    const prize = 2_000;
    const spin = report({
      serial: -1,
      answered: [BEFORE, BEFORE + prize],
      presented: BEFORE,
      isAwaiting: false,
    });
    balanceHold.observeSite({ coins: BEFORE, entries: ENTRIES });
    // The balance's push beat the spin's answer here.
    balanceHold.observeSite({ coins: BEFORE + prize, entries: ENTRIES });
    balanceHold.observeRoundFrom(spin, BEFORE);
    const site = { coins: BEFORE + prize, entries: ENTRIES };
    expect(shownBalances(site, balanceHold.current()).coins).toBe(BEFORE);
    // Coins bought in another tab meanwhile show at once.
    balanceHold.observeSite({ coins: BEFORE + prize + 500, entries: ENTRIES });
    expect(shownBalances({ ...site, coins: BEFORE + prize + 500 }, balanceHold.current()).coins).toBe(
      BEFORE + 500,
    );
    balanceHold.observeRound({ ...spin, presented: BEFORE + prize, isOver: true });
    expect(balanceHold.current()).toBeNull();
  });

  it("lets go when the game goes", () => {
    balanceHold.observeRound(asked);
    balanceHold.drop();
    expect(balanceHold.current()).toBeNull();
  });
});
