import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { act, fireEvent, renderHook, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DIALOG_PRIORITY, useDialogTurn } from "~/lib/dialog-queue.ts";
import { POPUPS_QUIET_COOKIE, rememberOpened } from "~/lib/popup-memory.ts";
import { lockScroll, openModalCount, unlockScroll } from "~/lib/scroll-lock.ts";
import { type RenderOptions, renderWithProviders, STUB_PLAYER } from "~/test/render.tsx";
import { GameOfWeekPrompt, gameOfWeekMemoryKey } from "./game-of-week-dialog.tsx";
import { CATALOGUE, GOLD_RUSH } from "./games.test-support.tsx";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Far longer than any dialog waits for its turn: a dialog not shown by then is not shown at all. */
const NEVER_MS = 10_000;
const PICK = {
  gameId: GOLD_RUSH.id,
  slug: GOLD_RUSH.slug,
  description: "Rails, dynamite and a golden train.",
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: forgets the quiet, as a new browser would.
  document.cookie = `${POPUPS_QUIET_COOKIE}=; Max-Age=0; Path=/`;
  while (openModalCount() > 0) unlockScroll();
});

function renderPrompt(options: RenderOptions = {}) {
  return renderWithProviders(<GameOfWeekPrompt pick={PICK} catalogue={CATALOGUE} />, {
    url: "/lobby",
    player: {},
    ...options,
  });
}

const passTime = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const isRemembered = () =>
  (localStorage.getItem("reelhouse:popups") ?? "").includes(gameOfWeekMemoryKey(STUB_PLAYER.id, PICK.gameId));

describe("the game of the week's dialog", () => {
  it("shows the pick's art, why it is worth a try and its facts, with focus on Play now, which opens the game", async () => {
    renderPrompt();
    const dialog = await screen.findByRole("dialog", { name: en.games.gameOfWeek.title });
    expect(dialog).toHaveProperty("open", true);
    expect(dialog.querySelector("img")?.getAttribute("src")).toBe(GOLD_RUSH.img);
    expect(within(dialog).getByRole("heading", { name: GOLD_RUSH.name })).toBeTruthy();
    expect(within(dialog).getByText(en.games.gameOfWeek.dialog.lead)).toBeTruthy();
    expect(within(dialog).getByText(PICK.description)).toBeTruthy();
    expect(within(dialog).getByText("Reelhouse Originals")).toBeTruthy();
    const play = within(dialog).getByRole("link", { name: en.common.playNow });
    expect(document.activeElement).toBe(play);
    expect(isRemembered()).toBe(true);

    fireEvent.click(play);
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe(`/lobby?game=${GOLD_RUSH.slug}`),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is shown once a week per pick in this browser: not again within the week, again after it", async () => {
    const first = renderPrompt();
    fireEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", {
        name: en.games.gameOfWeek.dialog.later,
      }),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    first.unmount();

    vi.setSystemTime(Date.now() + 6 * DAY_MS);
    const sameWeek = renderPrompt();
    await passTime(NEVER_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
    sameWeek.unmount();

    vi.setSystemTime(Date.now() + 2 * DAY_MS);
    renderPrompt();
    expect(await screen.findByRole("dialog", { name: en.games.gameOfWeek.title })).toBeTruthy();
  });

  it("shows another week's pick although this one was seen", async () => {
    localStorage.setItem(
      "reelhouse:popups",
      JSON.stringify({ [gameOfWeekMemoryKey(STUB_PLAYER.id, 99)]: Date.now() - DAY_MS }),
    );
    renderPrompt();
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("waits while another dialog is open, and behind the preset-package offer, then takes its turn", async () => {
    const offer = renderHook(
      ({ isWanted }) => useDialogTurn("preset-package", isWanted, DIALOG_PRIORITY.presetPackage),
      { initialProps: { isWanted: true } },
    );
    lockScroll();
    renderPrompt();
    await passTime(NEVER_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
    unlockScroll();
    await passTime(NEVER_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
    offer.rerender({ isWanted: false });
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("is not shown to a guest, before the welcome is over, while popups are quiet, nor on a game's page", async () => {
    const cases: RenderOptions[] = [
      { player: undefined, url: "/" },
      { hasSeenWelcome: false },
      { url: "/game?game=gold-rush-express" },
    ];
    for (const options of cases) {
      const view = renderPrompt(options);
      await passTime(NEVER_MS);
      expect(screen.queryByRole("dialog"), JSON.stringify(options)).toBeNull();
      view.unmount();
    }
    // biome-ignore lint/suspicious/noDocumentCookie: "Not today", as the popups set it.
    document.cookie = `${POPUPS_QUIET_COOKIE}=${Date.now() + DAY_MS}; Path=/`;
    renderPrompt();
    await passTime(NEVER_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(isRemembered()).toBe(false);
  });

  it("steps aside when a dialog before it quiets popups for the day", async () => {
    const offer = renderHook(
      ({ isWanted }) => useDialogTurn("preset-package", isWanted, DIALOG_PRIORITY.presetPackage),
      { initialProps: { isWanted: true } },
    );
    renderPrompt();
    await passTime(NEVER_MS);
    // biome-ignore lint/suspicious/noDocumentCookie: "Not today" on the offer.
    document.cookie = `${POPUPS_QUIET_COOKIE}=${Date.now() + DAY_MS}; Path=/`;
    offer.rerender({ isWanted: false });
    await passTime(NEVER_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(isRemembered()).toBe(false);
  });

  it("waits for another visit when the preset-package offer opened on this page before it", async () => {
    const offer = renderHook(
      ({ isWanted }) => useDialogTurn("preset-package", isWanted, DIALOG_PRIORITY.presetPackage),
      { initialProps: { isWanted: true } },
    );
    renderPrompt();
    await passTime(NEVER_MS);
    rememberOpened(`offer:${STUB_PLAYER.id}`, Date.now());
    offer.rerender({ isWanted: false });
    await passTime(NEVER_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(isRemembered()).toBe(false);
  });

  it("follows an offer seen on an earlier page load", async () => {
    rememberOpened(`offer:${STUB_PLAYER.id}`, performance.timeOrigin - 60_000);
    renderPrompt();
    expect(await screen.findByRole("dialog", { name: en.games.gameOfWeek.title })).toBeTruthy();
  });

  it("speaks Spanish on Spanish pages", async () => {
    renderPrompt({ url: "/es/lobby" });
    const dialog = await screen.findByRole("dialog", { name: es.games.gameOfWeek.title });
    expect(within(dialog).getByText(es.games.gameOfWeek.dialog.lead)).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: es.common.playNow })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: es.games.gameOfWeek.dialog.later })).toBeTruthy();
  });
});
