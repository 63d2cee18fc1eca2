import type { FreeSpins } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { ok, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { FreeSpinsMenu } from "./free-spins-menu.tsx";

const api = setupApi();

const DAY_MS = 24 * 60 * 60 * 1000;
const grant = (changes: Partial<FreeSpins>): FreeSpins => ({
  spinsId: "0f6a1d2e-3b4c-4d5e-8f70-1a2b3c4d5e6f",
  gameId: "lucky-lanterns",
  gameName: "Lucky Lanterns",
  currency: "coins",
  betLevel: 100_000,
  spinsTotal: 10,
  spinsRemain: 7,
  endDate: new Date(Date.now() + DAY_MS).toISOString(),
  totalWin: 0,
  ...changes,
});

function serve(freeSpins: FreeSpins[]) {
  api.use(http.get("/rest/player/free-spins/", () => ok({ freeSpins })));
}

const renderMenu = () => renderWithProviders([{ path: "/", Component: FreeSpinsMenu }], { player: {} });

describe("the free spins in the header", () => {
  it("shows the spins to play and lists each grant with the way to its game", async () => {
    serve([
      grant({}),
      grant({
        spinsId: "1a2b3c4d-5e6f-4a0b-8c1d-2e3f4a5b6c7d",
        gameId: "sugar-storm",
        gameName: "Sugar Storm",
        currency: "entries",
        betLevel: 100,
        spinsTotal: 5,
        spinsRemain: 5,
        totalWin: 250,
      }),
    ]);
    renderMenu();
    const gift = await screen.findByRole("button", {
      name: en.studio.freeSpins.menu.open_other.replace("{{count}}", "12"),
    });
    await waitFor(() => expect((gift as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(gift);
    const panel = await screen.findByRole("dialog", { name: en.studio.freeSpins.menu.title });
    const items = within(panel).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByText(/Lucky Lanterns|Sugar Storm/).textContent)).toEqual([
      "Lucky Lanterns",
      "Sugar Storm",
    ]);
    expect(items[0]?.textContent).toContain("7 of 10 left");
    expect(items[0]?.textContent).toContain("1,000 Coins each");
    expect(items[1]?.textContent).toContain("Won so far: 2.50 Entries");
    const play = within(panel).getByRole("link", { name: "Play your free spins of Sugar Storm" });
    expect(play.getAttribute("href")).toBe("/game?game=sugar-storm");
  });

  it("shows nothing when there are no spins to play, nor ones past their end", async () => {
    let asked = 0;
    api.use(
      http.get("/rest/player/free-spins/", () => {
        asked += 1;
        return ok({ freeSpins: [grant({ endDate: new Date(Date.now() - 1_000).toISOString() })] });
      }),
    );
    renderMenu();
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByRole("button", { name: /free spins/i })).toBeNull();
  });
});
