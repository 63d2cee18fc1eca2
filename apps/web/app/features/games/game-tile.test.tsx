import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { useLoaderData } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { setupApi } from "~/test/api.ts";
import type { GamesPageData } from "./api.ts";
import { GameTile, useTileKit } from "./game-tile.tsx";
import { CATALOGUE, GOLD_RUSH, json, renderPage, type SiteOptions } from "./games.test-support.tsx";
import { useGameHref, useGamesPage } from "./use-games.ts";

const api = setupApi();
/** The favourite writes sent, as method and path. */
let sent: { method: string; path: string }[] = [];
beforeEach(() => {
  sent = [];
});

/** The server's answer to a favourite write (add or remove), once `answered` resolves. */
function favoriteWrites(answer: () => Response, answered: Promise<unknown> = Promise.resolve()) {
  api.use(
    http.all("/rest/player/favorite-games/:gameId/", async ({ request }) => {
      sent.push({ method: request.method, path: new URL(request.url).pathname });
      await answered;
      return answer();
    }),
  );
}

/** One tile on a games page, seeded with its loader's data. */
function TilePage() {
  useGamesPage(useLoaderData<GamesPageData>());
  const gameHref = useGameHref();
  const kit = useTileKit();
  return (
    <GameTile game={GOLD_RUSH} providerName="Reelhouse Originals" href={gameHref(GOLD_RUSH.slug)} kit={kit} />
  );
}

/** The tile on a games page whose loader read these favourites. */
function renderTile(options: SiteOptions & { favorites?: number[] } = {}) {
  const initial: GamesPageData = {
    session: { restrictionHash: "h1", favoriteGames: options.favorites ?? [] },
    catalogue: CATALOGUE,
  };
  return renderPage(TilePage, options, initial);
}

const tile = () => screen.findByRole("article");

describe("a game tile", () => {
  it("shows the game's art at two densities, name, provider, RTP, volatility and badges", async () => {
    renderTile({ gameMode: "TournamentPoints" });
    const article = await tile();
    const link = within(article).getByRole("link", { name: /Gold Rush Express/ });
    expect(link.getAttribute("href")).toBe("/lobby?game=gold-rush-express");
    expect(link.textContent).toContain("Reelhouse Originals");
    expect(link.textContent).toContain("RTP 96.53%");
    expect(link.textContent).toContain("High volatility");
    const image = article.querySelector("img");
    expect(image?.getAttribute("src")).toBe("/images/games/gold-rush-express.webp");
    expect(image?.getAttribute("srcset")).toBe(
      "/images/games/gold-rush-express.webp 1x, /images/games/gold-rush-express@2x.webp 2x",
    );
    expect([image?.getAttribute("width"), image?.getAttribute("height")]).toEqual(["240", "320"]);
    expect([image?.getAttribute("loading"), image?.getAttribute("decoding")]).toEqual(["lazy", "async"]);
    const badges = within(article).getByRole("list", { name: en.games.badges.label });
    expect(
      within(badges)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([en.games.badges.new, en.games.badges.bonusBuy]);
  });

  it("speaks Spanish on Spanish pages", async () => {
    renderTile({ url: "/es/lobby", locale: "es", gameMode: "TournamentPoints" });
    const link = within(await tile()).getByRole("link", { name: /Gold Rush Express/ });
    expect(link.getAttribute("href")).toBe("/es/lobby?game=gold-rush-express");
    expect(link.textContent).toContain("RTP 96,53");
    expect(link.textContent).toContain("Volatilidad alta");
    expect(
      screen.getByRole("button", {
        name: es.games.favorites.toggle.replace("{{name}}", "Gold Rush Express"),
      }),
    ).toBeTruthy();
  });

  it("sends a guest to sign-up, and back to the game or the page, both to open the game and to keep it", async () => {
    renderTile({ url: "/lobby?category=popularGames" });
    const article = await tile();
    const open = within(article).getByRole("link", { name: /^Gold Rush Express/ });
    expect(open.getAttribute("href")).toBe(
      "/signup/?category=popularGames&redirectTo=%2Flobby%3Fcategory%3DpopularGames%26game%3Dgold-rush-express",
    );
    const heart = within(article).getByRole("link", {
      name: en.games.favorites.signUpToAdd.replace("{{name}}", "Gold Rush Express"),
    });
    expect(heart.getAttribute("href")).toBe("/signup?redirectTo=%2Flobby%3Fcategory%3DpopularGames");
    expect(sent).toEqual([]);
  });
});

describe("favourites", () => {
  const heart = () =>
    screen.findByRole("button", { name: en.games.favorites.toggle.replace("{{name}}", "Gold Rush Express") });

  async function press() {
    const button = await heart();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    return button;
  }

  it("fills the heart at once and keeps the game with the server", async () => {
    let answer: (value?: unknown) => void = () => {};
    favoriteWrites(
      () => json(200, { success: true, favoriteGames: [7] }),
      new Promise((resolve) => (answer = resolve)),
    );
    const { queryClient } = renderTile({ gameMode: "TournamentPoints" });
    const button = await press();
    await waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("true"));
    await waitFor(() => expect(sent).toEqual([{ method: "POST", path: "/rest/player/favorite-games/7/" }]));
    answer();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(sent).toHaveLength(1);
  });

  it("removes a favourite with DELETE", async () => {
    favoriteWrites(() => json(200, { success: true, favoriteGames: [] }));
    renderTile({ gameMode: "SweepStakes", favorites: [7] });
    expect((await heart()).getAttribute("aria-pressed")).toBe("true");
    const button = await press();
    await waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("false"));
    expect(sent).toEqual([{ method: "DELETE", path: "/rest/player/favorite-games/7/" }]);
  });

  it("puts the heart back and says so when the server refuses", async () => {
    favoriteWrites(() => json(500, null));
    renderTile({ gameMode: "TournamentPoints" });
    const button = await press();
    expect(await screen.findByText(en.games.favorites.failed)).toBeTruthy();
    expect(button.getAttribute("aria-pressed")).toBe("false");
  });
});
