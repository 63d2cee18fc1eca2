import { findTitle } from "@reelhouse/games";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "~/test/render.tsx";
import { titleArt } from "./art/index.ts";
import { Paytable, payBands } from "./paytable.tsx";

/** Whole coins, as the game writes them. */
const coins = (minor: number) => new Intl.NumberFormat("en").format(minor / 100);

describe("Potion Parlour's paytable", () => {
  const title = findTitle("potion-parlour");
  if (!title) throw new Error("Potion Parlour is not a title");
  const info = { ...title.info, wildLineMultiplier: 1, multiplierValues: [] };

  it("shows the real cluster pays, the rules of the spots, its RTP, volatility and reachable max win", () => {
    // A bet of 1 coin: a pay of `units` is units / 100 coins.
    renderWithProviders(
      <Paytable title={info} art={titleArt("potion-parlour")} bet={100} currency="coins" format={coins} />,
    );
    // The cauldron's 15-or-more cluster pays 150 bets; its smallest, a cluster of 5 to 6, 2 bets.
    const cauldron = screen.getByAltText("Symbol cauldron").parentElement as HTMLElement;
    expect(cauldron.textContent).toContain("15 or more150");
    expect(cauldron.textContent).toContain("5 to 62");
    // Scatters pay by their count anywhere, not as a cluster.
    const scatter = screen.getByAltText("Symbol scatter").parentElement as HTMLElement;
    expect(scatter.textContent).toContain("7 or more100");
    expect(scatter.textContent).toContain("4 anywhere3");
    expect(scatter.textContent).not.toContain("Cluster");
    expect(screen.getByRole("heading", { name: "Clusters and tumbles" })).toBeTruthy();
    expect(screen.getByText(/A cluster of 5 or more matching symbols/)).toBeTruthy();
    expect(screen.getByText(/up to ×128/)).toBeTruthy();
    expect(screen.getByText(/In free spins they stay where they are/)).toBeTruthy();
    expect(screen.getByText("3 scatters: 10 free spins")).toBeTruthy();
    expect(screen.getByText("Buy the feature for 198 times your bet.")).toBeTruthy();
    expect(screen.getByText("96.30%")).toBeTruthy();
    expect(screen.getByText("Very high")).toBeTruthy();
    // The max win is the round cap, which the RTP tool finds reachable (rtp/max-win.test.ts).
    expect(screen.getByText("5,000× the bet (5,000 Coins)")).toBeTruthy();
    expect(screen.getByRole("link", { name: /The maths sheet \(version 2\)/ }).getAttribute("href")).toBe(
      "/fairness/potion-parlour",
    );
  });
});

describe("a symbol's pays on the paytable", () => {
  const pays = [8, 9, 10, 11, 12].map((count) => ({
    count,
    units: count < 10 ? 39 : count < 12 ? 107 : 292,
  }));

  it("keeps counts that pay the same together, largest first, the largest open for any more", () => {
    expect(payBands(pays, true)).toEqual([
      { from: 12, to: null, units: 292 },
      { from: 10, to: 11, units: 107 },
      { from: 8, to: 9, units: 39 },
    ]);
  });

  it("lists every count of a line pay on its own, and more of a kind than the reels hold is no row", () => {
    const line = [3, 4, 5].map((count) => ({ count, units: count * 10 }));
    expect(payBands(line, false)).toEqual([
      { from: 5, to: 5, units: 50 },
      { from: 4, to: 4, units: 40 },
      { from: 3, to: 3, units: 30 },
    ]);
  });

  it("does not join counts with a gap between them, even when they pay the same", () => {
    expect(
      payBands(
        [
          { count: 4, units: 300 },
          { count: 6, units: 300 },
        ],
        true,
      ),
    ).toEqual([
      { from: 6, to: null, units: 300 },
      { from: 4, to: 4, units: 300 },
    ]);
  });
});
