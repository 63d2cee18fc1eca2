import { APP_INIT_DEFAULTS } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { useLoaderData } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ok, setupApi } from "~/test/api.ts";
import type { GamesPageData } from "./api.ts";
import { toCachedCatalogue } from "./catalogue.ts";
import { GameModalPrompt } from "./game-modal-prompt.tsx";
import {
  CATALOGUE,
  directCatalogue,
  json,
  REEF_HUNTER,
  renderPage,
  type SiteOptions,
} from "./games.test-support.tsx";
import { useGamesPage } from "./use-games.ts";

const api = setupApi();
/** Every request the page sent, as path with query, in order. */
let asked: string[] = [];
api.events.on("request:start", ({ request }) => {
  const url = new URL(request.url);
  asked.push(`${url.pathname}${url.search}`);
});
beforeEach(() => {
  asked = [];
});

/** A games page (its loader's data in the cache) with the session prompt over it. */
function ModalOnGamesPage() {
  useGamesPage(useLoaderData<GamesPageData>());
  return <GameModalPrompt />;
}

const ON_A_GAMES_PAGE: GamesPageData = {
  session: { restrictionHash: "h1", favoriteGames: [] },
  catalogue: CATALOGUE,
};

function renderModal(options: SiteOptions, initial: GamesPageData = ON_A_GAMES_PAGE) {
  return renderPage(ModalOnGamesPage, options, initial);
}

const location = () => screen.getByTestId("location").textContent;

describe("the game modal (spec §2 `game`)", () => {
  it("previews the game named in the query, with Play in the player's mode", async () => {
    renderModal({ url: "/lobby?category=popularGames&game=reef-hunter", gameMode: "TournamentPoints" });
    const dialog = await screen.findByRole("dialog", { name: "Reef Hunter" });
    expect(within(dialog).getByText("Sandbox Studios")).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole("definition")
        .map((fact) => fact.textContent),
    ).toEqual(["95.80%", "Very high"]);
    expect(within(dialog).getByText(en.games.badges.hot)).toBeTruthy();
    expect(within(dialog).getByText(en.games.badges.jackpot)).toBeTruthy();
    const play = within(dialog).getByRole("link", { name: en.games.modal.play.coins });
    expect(play.getAttribute("href")).toBe("/game?game=reef-hunter");
    expect(
      within(dialog)
        .getByRole("button", { name: /Reef Hunter/ })
        .getAttribute("aria-pressed"),
    ).toBe("false");
    expect(asked).toEqual([]);
  });

  it("plays with entries in sweepstakes mode, in Spanish on Spanish pages", async () => {
    renderModal({ url: "/es/?game=reef-hunter", locale: "es", gameMode: "SweepStakes" });
    const dialog = await screen.findByRole("dialog", { name: "Reef Hunter" });
    const play = within(dialog).getByRole("link", { name: es.games.modal.play.entries });
    expect(play.getAttribute("href")).toBe("/es/game?game=reef-hunter");
  });

  it("says a game cannot be played in the player's mode instead of offering Play", async () => {
    const catalogue = toCachedCatalogue({
      ...directCatalogue(),
      games: [{ ...REEF_HUNTER, currencies: { coins: true, entries: false } }],
    });
    renderModal(
      { url: "/lobby?game=reef-hunter", gameMode: "SweepStakes" },
      { session: { restrictionHash: "h1", favoriteGames: [] }, catalogue },
    );
    const dialog = await screen.findByRole("dialog", { name: "Reef Hunter" });
    expect(within(dialog).getByText(en.games.modal.unavailable.entries)).toBeTruthy();
    expect(within(dialog).queryByRole("link", { name: en.games.modal.play.entries })).toBeNull();
  });

  it("closes by taking `game` out of the query and keeping the rest", async () => {
    renderModal({ url: "/lobby?category=popularGames&game=reef-hunter", gameMode: "TournamentPoints" });
    const dialog = await screen.findByRole("dialog", { name: "Reef Hunter" });
    fireEvent.click(within(dialog).getByRole("button", { name: en.games.modal.close }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(location()).toBe("/lobby?category=popularGames");
  });

  it("says so for a game the catalogue does not have", async () => {
    renderModal({ url: "/lobby?game=no-such-game", gameMode: "TournamentPoints" });
    const dialog = await screen.findByRole("dialog", { name: en.games.modal.notFoundTitle });
    expect(within(dialog).getByRole("link", { name: en.games.backToLobby }).getAttribute("href")).toBe(
      "/lobby",
    );
  });

  it("on a page without the games reads app init and the catalogue itself, showing placeholders meanwhile", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let answerInit: (value?: unknown) => void = () => {};
    const initAnswered = new Promise((resolve) => (answerInit = resolve));
    api.use(
      http.get("/rest/app/init/", async () => {
        await initAnswered;
        return ok({
          ...APP_INIT_DEFAULTS,
          appName: "Stormrush",
          terms: { currentVersion: 1, acceptedVersion: 1, needsAcceptance: false },
          playerRestrictionIdsHash: "h9",
          favoriteGames: [12],
        });
      }),
      http.get("/api/rest/games/get-cached-games", () => json(200, { games: { value: CATALOGUE } })),
    );
    // A page that read no games: the prompt alone.
    renderPage(GameModalPrompt, { url: "/promotions?game=reef-hunter", gameMode: "TournamentPoints" });
    const loading = await screen.findByRole("dialog", { name: en.games.loading });
    expect(within(loading).getByRole("status", { name: en.games.loading })).toBeTruthy();
    answerInit();
    const dialog = await screen.findByRole("dialog", { name: "Reef Hunter" });
    expect(
      within(dialog)
        .getByRole("button", { name: /Reef Hunter/ })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    expect(asked).toEqual(["/rest/app/init/", "/api/rest/games/get-cached-games?groupKey=h9"]);
  });

  it("stays closed on the game page, where `game` is the page's game", async () => {
    renderModal({ url: "/game?game=reef-hunter", gameMode: "TournamentPoints" });
    await screen.findByTestId("location");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
