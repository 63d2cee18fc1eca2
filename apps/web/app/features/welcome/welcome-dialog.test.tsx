import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import type { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, renderHook, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DIALOG_PRIORITY, useDialogTurn } from "~/lib/dialog-queue.ts";
import { lockScroll, openModalCount, unlockScroll } from "~/lib/scroll-lock.ts";
import { DEFAULT_THEME_DATA } from "~/lib/theme/default-theme.ts";
import { ok, setupApi } from "~/test/api.ts";
import { type RenderOptions, renderWithProviders, STUB_PLAYER } from "~/test/render.tsx";
import { grantsQuery } from "./api.ts";
import { WelcomePrompt } from "./welcome-dialog.tsx";
import { WELCOME_WINDOW_MS } from "./welcome-grant.ts";

const api = setupApi();
const PLAYER_ID = STUB_PLAYER.id;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Far longer than any dialog waits for its turn: a welcome not shown by then is not shown at all. */
const NEVER_MS = 10_000;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  // biome-ignore lint/suspicious/noDocumentCookie: forgets the welcome, as a new browser would.
  document.cookie = "welcome_seen=; Max-Age=0; Path=/";
  while (openModalCount() > 0) unlockScroll();
});

/** The ledger of a player whose welcome grant was written `ageMs` ago; the URLs it was asked with. */
function ledgerWithWelcome(ageMs: number): string[] {
  const asked: string[] = [];
  api.use(
    http.get("/rest/player/transactions/", ({ request }) => {
      asked.push(new URL(request.url).pathname + new URL(request.url).search);
      const createdAt = new Date(Date.now() - ageMs).toISOString();
      const transactions = [{ id: 4, kind: "grant", createdAt, coins: 10_000_000, entries: 200 }];
      return ok({ transactions, nextCursor: null });
    }),
  );
  return asked;
}

function renderPrompt(options: RenderOptions = {}) {
  return renderWithProviders(<WelcomePrompt />, {
    url: "/issues/favorites",
    player: {},
    hasSeenWelcome: false,
    ...options,
  });
}

/** Lets time pass on the test's clock, and the queue pass its turn (lib/dialog-queue.ts). */
const passTime = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Once the ledger's answer is in the prompt's hands (its turn starts looking from then). */
async function ledgerAnswered({ queryClient }: { queryClient: QueryClient }) {
  await waitFor(() => expect(queryClient.getQueryState(grantsQuery().queryKey)?.status).toBe("success"));
  await act(async () => {});
}

/** The dialog, once the ledger answered and the turn came. */
async function welcomeOnItsTurn(view: { queryClient: QueryClient }) {
  await ledgerAnswered(view);
  return screen.findByRole("dialog");
}

const welcomeTitle = (text: string) => text.replace("{{brand}}", DEFAULT_THEME_DATA.displayName);
const isRemembered = () => document.cookie.split("; ").includes(`welcome_seen=${PLAYER_ID}`);

describe("the welcome", () => {
  it("celebrates the grant the ledger holds, by brand and first name, with focus on Play now", async () => {
    const asked = ledgerWithWelcome(60_000);
    const dialog = await welcomeOnItsTurn(renderPrompt());
    expect(dialog).toHaveProperty("open", true);
    expect(within(dialog).getByRole("heading").textContent).toBe(welcomeTitle(en.welcome.title));
    expect(asked).toEqual(["/rest/player/transactions/?kind=grant&limit=50"]);
    expect(within(dialog).getByText(en.welcome.leadNamed.replace("{{name}}", "Ana"))).toBeTruthy();
    const gift = within(dialog).getByRole("list", { name: en.welcome.gift });
    expect(
      within(gift)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      `100,000 coins${en.welcome.coinsFor.replace("{{mode}}", en.modes.tournamentPoints)}`,
      `2 free entries${en.welcome.entriesFor.replace("{{mode}}", en.modes.sweepStakes)}`,
    ]);
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: en.common.playNow }));
    expect(isRemembered()).toBe(false);
  });

  it("waits in line behind the location explanation, and opens once it is done", async () => {
    ledgerWithWelcome(60_000);
    const explanation = renderHook(
      ({ isWanted }) => useDialogTurn("location-explanation", isWanted, DIALOG_PRIORITY.locationExplanation),
      { initialProps: { isWanted: true } },
    );
    await ledgerAnswered(renderPrompt());
    await passTime(NEVER_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
    explanation.rerender({ isWanted: false });
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("Play now ends it for good in this browser and opens the first popular game in the lobby", async () => {
    ledgerWithWelcome(DAY_MS);
    api.use(
      http.get("/rest/get-game-filters/", () =>
        // The parts of the catalogue the choice reads.
        Response.json({
          games: [
            { id: 7, slug: "gold-rush" },
            { id: 12, slug: "reef-hunter" },
          ],
          issueGamesIds: { popularGames: [12, 7], allGames: [7, 12] },
        }),
      ),
    );
    const dialog = await welcomeOnItsTurn(renderPrompt());
    fireEvent.click(within(dialog).getByRole("button", { name: en.common.playNow }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/?game=reef-hunter"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(isRemembered()).toBe(true);
  });

  it("Play now leaves a player who came for a game in that game", async () => {
    ledgerWithWelcome(DAY_MS);
    const dialog = await welcomeOnItsTurn(renderPrompt({ url: "/issues/favorites?game=gold-rush" }));
    fireEvent.click(within(dialog).getByRole("button", { name: en.common.playNow }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("location").textContent).toBe("/issues/favorites?game=gold-rush");
  });

  it("closes on Escape (the browser's cancel), remembered as seen", async () => {
    ledgerWithWelcome(DAY_MS);
    const dialog = await welcomeOnItsTurn(renderPrompt());
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(isRemembered()).toBe(true);
    expect(screen.getByTestId("location").textContent).toBe("/issues/favorites");
  });

  it("speaks Spanish on Spanish pages, amounts included", async () => {
    ledgerWithWelcome(DAY_MS);
    const dialog = await welcomeOnItsTurn(renderPrompt({ url: "/es/" }));
    expect(within(dialog).getByRole("heading").textContent).toBe(welcomeTitle(es.welcome.title));
    expect(within(dialog).getByText("100.000")).toBeTruthy();
    expect(within(dialog).getByText(es.welcome.entries_other)).toBeTruthy();
  });

  it("is not shown to a player whose welcome is over a week old, who is then remembered as welcomed", async () => {
    ledgerWithWelcome(WELCOME_WINDOW_MS + DAY_MS);
    renderPrompt();
    await waitFor(() => expect(isRemembered()).toBe(true));
    await passTime(NEVER_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("waits while another dialog is open, and takes its turn once it closes", async () => {
    const asked = ledgerWithWelcome(60_000);
    lockScroll();
    await ledgerAnswered(renderPrompt());
    expect(asked).toHaveLength(1);
    await passTime(NEVER_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
    unlockScroll();
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("does not open on the geoblock page, nor count as seen there", async () => {
    const asked = ledgerWithWelcome(60_000);
    await ledgerAnswered(renderPrompt({ url: "/geoblock/" }));
    expect(asked).toHaveLength(1);
    await passTime(NEVER_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(isRemembered()).toBe(false);
  });

  it("asks nothing for a player this browser has welcomed", async () => {
    const asked = ledgerWithWelcome(60_000);
    renderPrompt({ hasSeenWelcome: true });
    await screen.findByTestId("location");
    await passTime(NEVER_MS);
    expect(asked).toEqual([]);
  });
});
