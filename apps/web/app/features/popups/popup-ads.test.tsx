import { catalog as en } from "@reelhouse/i18n/en";
import { act, fireEvent, renderHook, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DIALOG_PRIORITY, useDialogTurn } from "~/lib/dialog-queue.ts";
import { openModalCount, unlockScroll } from "~/lib/scroll-lock.ts";
import { ok, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { PopupAds } from "./popup-ads.tsx";

const api = setupApi();

const AD = {
  popup_id: "funrize.limited-offer",
  popup_name: "Not bought yet: limited offer",
  popup_delay_time: 0,
  popup_priority: 10,
  company_priority: 5,
  popup_data: {
    title: "50% more coins, for a limited time",
    text: "The high roller deal adds half as many coins again.",
    art: "coins",
    cta: { kind: "package", label: "Get the deal", packageId: 20 },
  },
  log_id: "6f1c1c55-8a47-4c5e-9a1e-2a4a0d8f4f10",
};

afterEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: forgets "Not today", as a new browser would.
  document.cookie = "popups_quiet_until=; Max-Age=0; Path=/";
  while (openModalCount() > 0) unlockScroll();
});

/** The ad server: answers `ads` and records what was asked and logged. */
function adServer(ads: unknown[]) {
  const asked: string[] = [];
  const logged: unknown[] = [];
  api.use(
    http.post("/rest/pop-up-ads/:endpoint/", async ({ params, request }) => {
      if (params.endpoint === "log-action") {
        logged.push(await request.json());
        return HttpResponse.json({ success: true });
      }
      asked.push(`${params.endpoint}:${((await request.json()) as { triggerType: string }).triggerType}`);
      return ok(ads);
    }),
  );
  return { asked, logged };
}

/** The location's hash, where the cash widget reads which package to open on. */
function Hash() {
  return <output data-testid="hash">{useLocation().hash}</output>;
}

const render = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(
    <>
      <PopupAds />
      <Hash />
    </>,
    { url: "/", player: { hasPopupAds: true }, ...options },
  );

describe("popup ads", () => {
  it("asks at a session's start first, shows the ad, logs its view, and opens the cashier on its package", async () => {
    const { asked, logged } = adServer([AD]);
    render();
    const dialog = await screen.findByRole("dialog", { name: AD.popup_data.title });
    expect(asked).toEqual(["player-popup-ads:sessionStart"]);
    await waitFor(() => expect(logged).toEqual([{ log_id: AD.log_id, action_id: "view", is_player: true }]));

    fireEvent.click(screen.getByRole("button", { name: "Get the deal" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(dialog.isConnected).toBe(false);
    expect(logged).toContainEqual({ log_id: AD.log_id, action_id: "click", is_player: true });
    expect(screen.getByTestId("hash").textContent).toBe("#cash=20");
  });

  it("waits for the welcome to be over", async () => {
    const { asked } = adServer([AD]);
    render({ hasSeenWelcome: false });
    await act(async () => {});
    await screen.findByTestId("location");
    expect(asked).toEqual([]);
  });

  it("asks a guest's endpoint for a guest, and nothing again within a minute of an ad opened", async () => {
    const { asked } = adServer([AD]);
    const view = renderWithProviders(<PopupAds />, { url: "/" });
    await screen.findByRole("dialog", { name: AD.popup_data.title });
    expect(asked).toEqual(["guest-popup-ads:sessionStart"]);
    fireEvent.click(screen.getByRole("button", { name: en.popups.notToday }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    view.unmount();

    renderWithProviders(<PopupAds />, { url: "/" });
    await screen.findByTestId("location");
    await act(async () => {});
    expect(asked).toEqual(["guest-popup-ads:sessionStart"]);
    expect(document.cookie).toMatch(/popups_quiet_until=\d+/);
  });

  it("drops an ad that waited behind another dialog when «Not today» quieted popups meanwhile", async () => {
    const { asked, logged } = adServer([AD]);
    const offer = renderHook(
      ({ isWanted }) => useDialogTurn("preset-package", isWanted, DIALOG_PRIORITY.presetPackage),
      { initialProps: { isWanted: true } },
    );
    render();
    await waitFor(() => expect(asked).toEqual(["player-popup-ads:sessionStart"]));
    // biome-ignore lint/suspicious/noDocumentCookie: "Not today" on the dialog ahead of the ad.
    document.cookie = `popups_quiet_until=${Date.now() + 24 * 60 * 60 * 1000}; Path=/`;
    offer.rerender({ isWanted: false });
    await act(async () => {});
    await act(async () => {});
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(logged).toEqual([]);
  });
});
