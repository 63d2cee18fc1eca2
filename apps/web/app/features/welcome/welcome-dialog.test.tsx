import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetchPerTest } from "~/lib/fetch-mock.test-support.ts";
import { lockScroll, openModalCount, unlockScroll } from "~/lib/scroll-lock.ts";
import { renderWithSite, type SiteStubOptions, STUB_PLAYER } from "~/lib/site-stub.test-support.tsx";
import { DEFAULT_THEME_DATA } from "~/lib/theme/default-theme.ts";
import { WelcomePrompt } from "./welcome-dialog.tsx";
import { WELCOME_WINDOW_MS } from "./welcome-grant.ts";

const fetchMock = mockFetchPerTest();
const PLAYER_ID = STUB_PLAYER.id;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The dialog takes its turn after 600–900 ms of quiet (lib/dialog-turn.ts). */
const TURN = { timeout: 3_000 };

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: forgets the welcome, as a new browser would.
  document.cookie = "welcome_seen=; Max-Age=0; Path=/";
  while (openModalCount() > 0) unlockScroll();
});

/** The ledger of a player whose welcome grant was written `ageMs` ago. */
function ledgerWithWelcome(ageMs: number) {
  fetchMock.mockImplementation(async (input) => {
    if (!String(input).startsWith("/rest/player/transactions/"))
      throw new Error(`unexpected ${String(input)}`);
    const createdAt = new Date(Date.now() - ageMs).toISOString();
    const transactions = [{ id: 4, kind: "grant", createdAt, coins: 10_000_000, entries: 200 }];
    return new Response(JSON.stringify({ success: true, data: { transactions, nextCursor: null } }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
}

function renderPrompt(options: SiteStubOptions = {}) {
  renderWithSite(WelcomePrompt, { url: "/issues/favorites", hasSeenWelcome: false, ...options });
}

const welcomeTitle = (text: string) => text.replace("{{brand}}", DEFAULT_THEME_DATA.displayName);
const isRemembered = () => document.cookie.split("; ").includes(`welcome_seen=${PLAYER_ID}`);
const askedLedger = () => fetchMock.mock.calls.map(([input]) => String(input));

describe("the welcome", () => {
  it("celebrates the grant the ledger holds, by brand and first name, with focus on Play now", async () => {
    ledgerWithWelcome(60_000);
    renderPrompt();
    const dialog = await screen.findByRole("dialog", { name: welcomeTitle(en.welcome.title) }, TURN);
    expect(askedLedger()).toEqual(["/rest/player/transactions/?kind=grant&limit=50"]);
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

  it("Play now ends it for good in this browser and goes to the lobby", async () => {
    ledgerWithWelcome(DAY_MS);
    renderPrompt();
    const dialog = await screen.findByRole("dialog", {}, TURN);
    fireEvent.click(within(dialog).getByRole("button", { name: en.common.playNow }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(isRemembered()).toBe(true);
  });

  it("closes on Escape (the browser's cancel), remembered as seen", async () => {
    ledgerWithWelcome(DAY_MS);
    renderPrompt();
    const dialog = await screen.findByRole("dialog", {}, TURN);
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(isRemembered()).toBe(true);
    expect(screen.getByTestId("location").textContent).toBe("/issues/favorites");
  });

  it("speaks Spanish on Spanish pages, amounts included", async () => {
    ledgerWithWelcome(DAY_MS);
    renderPrompt({ url: "/es/", locale: "es" });
    const dialog = await screen.findByRole("dialog", { name: welcomeTitle(es.welcome.title) }, TURN);
    expect(within(dialog).getByText("100.000")).toBeTruthy();
    expect(within(dialog).getByText(es.welcome.entries_other)).toBeTruthy();
  });

  it("is not shown to a player whose welcome is over a week old, who is then remembered as welcomed", async () => {
    ledgerWithWelcome(WELCOME_WINDOW_MS + DAY_MS);
    renderPrompt();
    await waitFor(() => expect(isRemembered()).toBe(true));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("waits while another dialog is open", async () => {
    ledgerWithWelcome(60_000);
    lockScroll();
    renderPrompt();
    await waitFor(() => expect(askedLedger()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(screen.queryByRole("dialog")).toBeNull();
    unlockScroll();
    await screen.findByRole("dialog", {}, TURN);
  });

  it("does not open on the geoblock page, nor count as seen there", async () => {
    ledgerWithWelcome(60_000);
    renderPrompt({ url: "/geoblock/" });
    await waitFor(() => expect(askedLedger()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(isRemembered()).toBe(false);
  });

  it("asks nothing for a player this browser has welcomed", async () => {
    ledgerWithWelcome(60_000);
    renderPrompt({ hasSeenWelcome: true });
    await screen.findByTestId("location");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(askedLedger()).toEqual([]);
  });
});
