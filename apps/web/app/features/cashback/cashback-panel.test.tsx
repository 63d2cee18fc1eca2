import type { CashbackInfo } from "@reelhouse/contract";
import { catalog as es } from "@reelhouse/i18n/es";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { failure, ok, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { CashbackButton } from "./cashback-button.tsx";
import { CashbackPanel } from "./cashback-panel.tsx";

const api = setupApi();
const HOUR_MS = 60 * 60 * 1000;

function cashback(overrides: Partial<CashbackInfo> = {}): CashbackInfo {
  const end = new Date(Date.now() + 3 * HOUR_MS + 25 * 60 * 1000 + 9_000);
  return {
    success: true,
    status: "unavailable",
    statusCalculation: false,
    availableAfterDateTime: end.toISOString(),
    availableAfterDay: "friday",
    currentReward: { coins: 25_000, entries: 0 },
    availableReward: { coins: 0, entries: 0 },
    maxReward: { coins: 5_000_000, entries: 0 },
    minReward: { coins: 10_000, entries: 0 },
    percent: 10,
    period: "daily",
    currency: "coins",
    claimablePeriods: 3,
    ...overrides,
  };
}

const READY = cashback({ status: "available", availableReward: { coins: 150_000, entries: 0 } });

let claims = 0;
let reads = 0;
beforeEach(() => {
  claims = 0;
  reads = 0;
});

/** A server holding `info`; a claim pays what is ready and leaves it claimed. */
function serve(info: CashbackInfo | null) {
  let current = info;
  api.use(
    http.get("/rest/cashback/info/", () => {
      reads++;
      return ok(current);
    }),
    http.post("/rest/cashback/pay/", () => {
      claims++;
      const prize = current?.availableReward ?? { coins: 0, entries: 0 };
      current = current && { ...current, status: "claimed", availableReward: { coins: 0, entries: 0 } };
      return ok({ prize, cashback: current });
    }),
  );
}

const renderPanel = (url = "/") => renderWithProviders(<CashbackPanel />, { url, player: {} });

describe("the cashback panel", () => {
  it("claims the reward once, however often the button is pressed, and says what was added", async () => {
    serve(READY);
    renderPanel();
    expect(await screen.findByText("Ready to claim")).toBeTruthy();
    expect(screen.getByText("Get 10% of your net coin losses back, every day.")).toBeTruthy();
    const claim = screen.getByRole("button", { name: "Claim 1,500 coins" });
    await waitFor(() => expect((claim as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(claim);
    fireEvent.click(claim);
    expect(await screen.findByText("1,500 coins added to your balance")).toBeTruthy();
    expect(claims).toBe(1);
    expect(screen.getByText("You have claimed your last cashback")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Claim/ })).toBeNull();
  });

  it("will not claim while the period that just ended is worked out", async () => {
    serve({ ...READY, statusCalculation: true });
    renderPanel();
    expect(
      await screen.findByText(/We're working out the cashback of the period that just ended/),
    ).toBeTruthy();
    expect((screen.getByRole("button", { name: "Claim 1,500 coins" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("shows what today has earned so far, against the maximum, and counts down to when it can be claimed", async () => {
    serve(cashback());
    renderPanel();
    expect(await screen.findByText("Nothing to claim yet")).toBeTruthy();
    expect(screen.getByText("Building up today")).toBeTruthy();
    expect(screen.getByText("250 coins")).toBeTruthy();
    expect(screen.getByText("of 50,000 coins at most")).toBeTruthy();
    const countdown = await screen.findByText(/^03:2[45]:\d\d$/);
    expect(countdown.tagName).toBe("TIME");
    expect(screen.queryByRole("button", { name: /^Claim/ })).toBeNull();
    fireEvent.click(screen.getByText("How it works"));
    expect(screen.getByText("Claim it here within 3 days of the period's end.")).toBeTruthy();
    expect(screen.getByText("Rewards start at 100 coins: a smaller share is not paid.")).toBeTruthy();
  });

  it("tells the player why a claim was refused, and reads the cashback again", async () => {
    api.use(
      http.get("/rest/cashback/info/", () => {
        reads++;
        return ok(READY);
      }),
      http.post("/rest/cashback/pay/", () =>
        failure("CONFLICT", "Your cashback is being worked out. Try again in a few minutes.", {
          reason: "CASHBACK_CALCULATING",
        }),
      ),
    );
    renderPanel();
    const claim = await screen.findByRole("button", { name: "Claim 1,500 coins" });
    await waitFor(() => expect((claim as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(claim);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your cashback is being worked out. Try again in a few minutes.",
    );
    await waitFor(() => expect(reads).toBe(2));
  });

  it("says so on a site that does not run cashback", async () => {
    serve(null);
    renderPanel();
    expect(await screen.findByText("Cashback is not running on this site right now.")).toBeTruthy();
  });

  it("speaks Spanish on Spanish pages", async () => {
    serve(READY);
    renderPanel("/es/lobby");
    expect(await screen.findByText(es.cashback.ready)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reclamar 1500 monedas" })).toBeTruthy();
  });
});

describe("the header's cashback button", () => {
  it("lights up while a reward is ready and opens the panel", async () => {
    serve(READY);
    renderWithProviders([{ path: "/", Component: CashbackButton }], { player: {} });
    const button = await screen.findByRole("button", { name: "Cashback: 1,500 coins ready to claim" });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Cashback" });
    expect(await within(dialog).findByRole("button", { name: "Claim 1,500 coins" })).toBeTruthy();
  });

  it("is plain while nothing is ready, and absent where cashback does not run", async () => {
    serve(cashback());
    const { unmount } = renderWithProviders([{ path: "/", Component: CashbackButton }], { player: {} });
    expect(await screen.findByRole("button", { name: "Cashback" })).toBeTruthy();
    unmount();

    serve(null);
    renderWithProviders([{ path: "/", Component: CashbackButton }], { player: {} });
    await waitFor(() => expect(reads).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("button", { name: /Cashback/ })).toBeNull();
  });
});
