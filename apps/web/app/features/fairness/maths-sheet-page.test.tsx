import type { MathsSheet } from "@reelhouse/games";
import { MATHS_SHEETS } from "@reelhouse/games/sheets";
import { screen } from "@testing-library/react";
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

describe("MathsSheetPage", () => {
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
