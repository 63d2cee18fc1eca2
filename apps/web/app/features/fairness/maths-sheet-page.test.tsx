import type { MathsSheet } from "@reelhouse/games";
import { MATHS_SHEETS } from "@reelhouse/games/sheets";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "~/test/render.tsx";
import { MathsSheetPage } from "./maths-sheet-page.tsx";

function sheetOf(gameId: string): MathsSheet {
  const sheet = MATHS_SHEETS.find((each) => each.id === gameId);
  if (!sheet) throw new Error(`No sheet of ${gameId}`);
  return JSON.parse(JSON.stringify(sheet)) as MathsSheet;
}

function renderSheet(sheet: MathsSheet, url: string) {
  const versions = { gameId: sheet.id, name: sheet.title.info.name, current: 1, versions: [1] };
  return renderWithProviders(<MathsSheetPage data={{ sheet, versions }} />, { url });
}

/** A table's rows as the texts of their cells, header row first. */
function rowsOf(caption: string | RegExp): string[][] {
  const table = screen.getByRole("table", { name: caption });
  return within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""));
}

describe("MathsSheetPage", () => {
  it("shows Sugar Storm's cascade: its count pays, cell tables, orb values, draw phases and worked cascade", async () => {
    renderSheet(sheetOf("sugar-storm"), "/fairness/sugar-storm");
    expect(await screen.findByRole("heading", { name: "Cell tables" })).toBeTruthy();

    // Its measured returns with their 95 % intervals.
    expect(screen.getByText(/; 96\.2666% ± 0\.8103% computed, measured/)).toBeTruthy();
    expect(screen.getByText("100× the bet, returning 97.0851% ± 1.5501% of the price")).toBeTruthy();

    // Pays by count anywhere, in the bands that pay alike; the scatter's apart.
    const pays = rowsOf(/^What a symbol pays/);
    expect(pays[0]).toEqual(["Symbol", "8–9", "10–11", "12+"]);
    expect(pays[1]).toEqual(["crown", "1000", "2500", "5000"]);
    expect(pays.map((row) => row[0])).not.toContain("orb");
    expect(rowsOf(/^What scatters pay/)).toEqual([
      ["Symbol", "4", "5", "6+"],
      ["scatter", "300", "500", "10000"],
    ]);

    // Each cell table with its chances out of its total weight (1338 base, 702 in free spins).
    const base = rowsOf("Base game: what a cell shows");
    expect(base[0]).toEqual(["Symbol", "Weight", "Chance"]);
    expect(base[1]).toEqual(["crown", "60", "4.4843%"]);
    expect(base).toHaveLength(12);
    expect(rowsOf("Free spins: what a cell shows")).toContainEqual(["orb", "35", "4.9858%"]);
    const orbs = rowsOf("Multiplier values: drawn for each orb that lands");
    expect(orbs[1]).toEqual(["×2", "354", "35.4%"]);
    expect(orbs.at(-1)).toEqual(["×500", "4", "0.4%"]);

    expect(
      screen.getByText(/^Bonus buy: for 100 times the bet, the spin's first grid shows at least 4 scatters/),
    ).toBeTruthy();
    expect(screen.getByText("In free spins, scatters award more spins: 3 scatters: 5 spins.")).toBeTruthy();
    expect(screen.getByText(/^A round never pays more than 500000 units/)).toBeTruthy();

    // The draw order in words: every phase of every kind of step says what it draws among.
    const order = screen.getByRole("region", { name: "Draw order" });
    const phases = within(order)
      .getAllByRole("listitem")
      .map((item) => item.textContent ?? "");
    expect(phases).toHaveLength(7);
    for (const phase of phases) expect(phase.length).toBeGreaterThan(40);
    expect(phases[0]).toBe(
      "The first grid, reel by reel from the left, each reel top to bottom (6 × 5 cells): for each cell, int(1338) picks what it shows from the base game cell weights. When a cell shows orb, int(1000) picks its value from the multiplier values right after it.",
    );
    expect(phases[1]).toMatch(
      /^After each winning grid, its winning cells are taken off.*int\(1338\) each from the base game cell weights/,
    );
    expect(phases[3]).toMatch(/fewer than 4 cells show scatter, int\(cells not showing it, of the 30\)/);
    expect(phases[5]).toMatch(/int\(702\) picks what it shows from the free spins cell weights/);
    expect(phases[6]).toMatch(/int\(702\) each from the free spins cell weights/);

    // The worked cascade: tumble by tumble, the orb on its last grid, the multiplied win.
    expect(screen.getByRole("table", { name: "The first grid it drew (top row first)" })).toBeTruthy();
    expect(rowsOf("The grid the cascade ended on (top row first)")[2]).toContain("orb ×8");
    expect(
      screen.getByText("Tumble 1: 8 × bean anywhere: 25 units; 8 cells taken off and drawn again"),
    ).toBeTruthy();
    expect(screen.getByText("Tumble 5: pays nothing, and the cascade ends")).toBeTruthy();
    expect(
      screen.getByText(
        "Multipliers on the last grid: ×8, adding up to ×8; the cascade's 250 units are paid × 8.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Step win: 2000 units (multiplier 8) of a 100-unit bet")).toBeTruthy();
    expect(screen.queryByText(/ways/)).toBeNull();
  });

  it("in Spanish, says Sugar Storm's draws in words too", async () => {
    renderSheet(sheetOf("sugar-storm"), "/es/fairness/sugar-storm");
    expect(await screen.findByRole("heading", { name: "Tablas de casillas" })).toBeTruthy();
    // The spin's and the bought spin's first grids.
    expect(
      screen.getAllByText(/int\(1338\) elige lo que muestra según los pesos de casillas del juego base/),
    ).toHaveLength(2);
    expect(
      screen.getByText(/int\(702\) cada una según los pesos de casillas de los giros gratis/),
    ).toBeTruthy();
    expect(screen.getByText("Caída 5: no paga nada y la cascada termina")).toBeTruthy();
  });

  it("shows Storm Forge's ante spin and super buy draws, its ante strips and their returns", async () => {
    const sheet = sheetOf("storm-forge");
    renderSheet(sheet, "/fairness/storm-forge");
    expect(await screen.findByText("Spin with the ante bet")).toBeTruthy();
    expect(screen.getAllByText("Super bonus buy").length).toBeGreaterThan(0);
    expect(screen.getByText(/Reel by reel, one stop on the ante bet strips/)).toBeTruthy();
    expect(
      screen.getByText(/Nothing more is drawn: the free spins it starts begin at 20 times\./),
    ).toBeTruthy();
    expect(screen.getByText(/^The ante bet strips \(lengths/)).toBeTruthy();
    expect(screen.getByText(/^125 % of the bet, returning/)).toBeTruthy();
  });

  it("in Spanish, names the ante draws too", async () => {
    renderSheet(sheetOf("storm-forge"), "/es/fairness/storm-forge");
    expect(await screen.findByText("Giro con apuesta ante")).toBeTruthy();
    expect(screen.getByText(/tiras de la apuesta ante/, { selector: "li" })).toBeTruthy();
  });

  it("shows no ante or super buy for a title without them", async () => {
    renderSheet(sheetOf("viking-voyage"), "/fairness/viking-voyage");
    expect((await screen.findAllByText("Bonus buy", { selector: "dt" })).length).toBeGreaterThan(0);
    expect(screen.queryByText("Spin with the ante bet")).toBeNull();
    expect(screen.queryByText("Super bonus buy")).toBeNull();
  });
});
