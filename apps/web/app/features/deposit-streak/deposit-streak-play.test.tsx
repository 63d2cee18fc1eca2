import type { DepositStreakInfo, DepositStreakStep } from "@reelhouse/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { ok, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { DepositStreakPlay } from "./deposit-streak-play.tsx";

const api = setupApi();
const HOUR_MS = 60 * 60 * 1000;
/** A busy machine may take a while to render the first answer. */
const LOADED = { timeout: 5_000 };

function step(number: number, state: DepositStreakStep["state"]): DepositStreakStep {
  return {
    step: number,
    coins: number * 2_000_000,
    entries: 0,
    freeSpins: null,
    state,
    filledOn: state === "locked" ? null : "2026-11-28",
    link: null,
  };
}

function streak(overrides: Partial<DepositStreakInfo> = {}): DepositStreakInfo {
  return {
    isActive: true,
    finishedAt: new Date(Date.now() + 30 * HOUR_MS).toISOString(),
    steps: 5,
    filledSteps: 1,
    purchasedToday: true,
    dayEndsAt: new Date(Date.now() + 6 * HOUR_MS).toISOString(),
    group: "newcomer",
    prizes: [
      step(1, "claimable"),
      step(2, "locked"),
      step(3, "locked"),
      step(4, "locked"),
      step(5, "locked"),
    ],
    ...overrides,
  };
}

let claims = 0;
let reads = 0;
beforeEach(() => {
  claims = 0;
  reads = 0;
});

/** A server holding `first`, answering `after` from the second read on (a streak that moved on). */
function serve(first: DepositStreakInfo, after?: DepositStreakInfo) {
  let current = first;
  api.use(
    http.get("/rest/deposit-streak/info/", () => {
      if (reads++ > 0 && after) current = after;
      return ok(current);
    }),
    http.get("/rest/deposit-streak/group-info/", () =>
      ok({
        group: "newcomer",
        purchases: 1,
        next: { group: "regular", minPurchases: 3 },
        groups: [
          { group: "newcomer", minPurchases: 0 },
          { group: "regular", minPurchases: 3 },
        ],
      }),
    ),
    http.get("/rest/deposit-streak/apply-prize/", ({ request }) => {
      claims++;
      const number = Number(new URL(request.url).searchParams.get("step"));
      const prizes = current.prizes.map((shown) =>
        shown.step === number ? { ...shown, state: "claimed" as const } : shown,
      );
      current = { ...current, prizes };
      const {
        state: _state,
        filledOn: _filledOn,
        link: _link,
        ...prize
      } = prizes[number - 1] as DepositStreakStep;
      return HttpResponse.json({ success: true, prize, data: current });
    }),
  );
}

const renderPlay = () =>
  renderWithProviders(<DepositStreakPlay onBuy={() => {}} />, { url: "/", player: {} });

describe("the deposit streak play dialog", { timeout: 20_000 }, () => {
  it("shows every step's prize and the player's group, and claims a step once however often it is pressed", async () => {
    serve(streak());
    renderPlay();
    expect(await screen.findByText("1 of 5 steps filled", {}, LOADED)).toBeTruthy();
    expect(screen.getByText("20,000 coins")).toBeTruthy();
    expect(await screen.findByText("Your group: Newcomer", {}, LOADED)).toBeTruthy();
    expect(
      screen.getByText("2 more purchases before a streak starts to join Regular, with bigger prizes."),
    ).toBeTruthy();
    expect(screen.getByText("Today's purchase counts. Buy again tomorrow to fill step 2.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Buy now" })).toBeNull();

    const claim = screen.getByRole("button", { name: "Claim step 1" });
    fireEvent.click(claim);
    fireEvent.click(claim);
    expect(await screen.findByText("Step 1 claimed:", {}, LOADED)).toBeTruthy();
    expect(claims).toBe(1);
    expect(screen.queryByRole("button", { name: /^Claim/ })).toBeNull();
  });

  it("offers the cashier when today has no purchase yet", async () => {
    serve(streak({ purchasedToday: false }));
    renderPlay();
    expect(await screen.findByText("Buy today to fill step 2.", {}, LOADED)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Buy now" }).getAttribute("href")).toMatch(/#cash$/);
    expect(screen.getByText(/^Your streak ends in /)).toBeTruthy();
  });

  it("turns the streak off when its end passes (spec §4), then reads what the server says", async () => {
    const broken = streak({
      finishedAt: null,
      filledSteps: 0,
      purchasedToday: false,
      prizes: [1, 2, 3, 4, 5].map((number) => step(number, "locked")),
    });
    // Time enough for the dialog to render on a busy machine before the streak ends.
    serve(streak({ finishedAt: new Date(Date.now() + 3_000).toISOString(), purchasedToday: false }), broken);
    renderPlay();
    expect(await screen.findByRole("button", { name: "Claim step 1" }, LOADED)).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Buy today to fill step 1.")).toBeTruthy(), {
      timeout: 15_000,
    });
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole("button", { name: "Claim step 1" })).toBeNull();
  });
});
