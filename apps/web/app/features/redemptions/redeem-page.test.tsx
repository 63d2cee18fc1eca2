import type { Redemption, RedemptionOverview } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { useLoaderData } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { failure, keeping, ok, type SentRequest, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { mostRedeemable, parseEntries } from "./redeem-form.tsx";
import { RedeemPage } from "./redeem-page.tsx";

const api = setupApi();
let sent: SentRequest[] = [];
beforeEach(() => {
  sent = [];
});

const inReview: Redemption = {
  id: "r-1",
  amount: 7_500,
  status: "inReview",
  destination: "Checking ••••6789",
  timeline: [
    { step: "requested", at: "2026-11-20T10:00:00.000Z", note: null },
    { step: "inReview", at: "2026-11-20T10:00:00.000Z", note: null },
  ],
  canCancel: true,
};

function overview(changes: Partial<RedemptionOverview> = {}): RedemptionOverview {
  return {
    isEnabled: true,
    redeemable: 12_345,
    checklist: [
      { check: "identityVerified", isMet: true },
      { check: "emailConfirmed", isMet: true },
      { check: "phoneConfirmed", isMet: true },
      { check: "playThroughDone", isMet: true },
      { check: "minimumEntries", isMet: true },
      { check: "eligibleLocation", isMet: true },
      { check: "noPlayBreak", isMet: true },
    ],
    limits: { minimum: 5_000, perRequest: 500_000, perDay: 1_000_000, usedToday: 0 },
    destinations: [],
    redemptions: [],
    ...changes,
  };
}

function PageFromLoader() {
  return <RedeemPage initial={useLoaderData<RedemptionOverview>()} />;
}

function renderPage(
  initial: RedemptionOverview,
  gameMode: "SweepStakes" | "TournamentPoints" = "SweepStakes",
) {
  // What a refetch after a change answers: the page as it was (each test checks what it sent).
  api.use(http.get("/rest/redemptions/", () => ok(initial)));
  return renderWithProviders([{ path: "/redeem", Component: PageFromLoader, loader: () => initial }], {
    url: "/redeem",
    player: { gameMode },
  });
}

async function submit(name: RegExp | string) {
  const button = await screen.findByRole("button", { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
}

describe("parseEntries", () => {
  it.each([
    ["50", 5_000],
    ["50.5", 5_050],
    ["1,250.25", 125_025],
    [" 75 ", 7_500],
  ])("reads %s as %i hundredths", (text, minor) => expect(parseEntries(text)).toBe(minor));

  it.each(["", "abc", "1.234", "-5", "5e3"])("refuses %j", (text) => expect(parseEntries(text)).toBeNull());
});

describe("mostRedeemable", () => {
  it("is the redeemable balance within the request's and the day's limits", () => {
    const limits = { minimum: 5_000, perRequest: 500_000, perDay: 1_000_000, usedToday: 0 };
    expect(mostRedeemable({ redeemable: 12_345, limits })).toBe(12_345);
    expect(mostRedeemable({ redeemable: 900_000, limits })).toBe(500_000);
    expect(mostRedeemable({ redeemable: 900_000, limits: { ...limits, usedToday: 950_000 } })).toBe(50_000);
    expect(mostRedeemable({ redeemable: 100, limits: { ...limits, usedToday: 1_200_000 } })).toBe(0);
  });
});

describe("the redeem page", () => {
  it("shows what is still in the way, with where to fix it, and no form until all is met", async () => {
    renderPage(
      overview({
        redeemable: 1_000,
        checklist: [
          { check: "identityVerified", isMet: false },
          { check: "minimumEntries", isMet: false },
          { check: "noPlayBreak", isMet: true },
        ],
      }),
    );
    const checklist = await screen.findByRole("region", { name: en.redemptions.checklist.title });
    expect(
      within(checklist).getByRole("link", { name: en.redemptions.checklist.help.identityVerified }),
    ).toHaveProperty("href", expect.stringMatching(/\/profile#verify$/));
    expect(within(checklist).getByText("Win 40.00 more entries to reach the minimum")).toBeTruthy();
    expect(screen.queryByRole("region", { name: en.redemptions.form.title })).toBeNull();
  });

  it("asks to switch to SweepStakes mode first in coins mode", async () => {
    renderPage(overview(), "TournamentPoints");
    expect(await screen.findByRole("button", { name: en.redemptions.switchMode.action })).toBeTruthy();
    expect(screen.queryByRole("region", { name: en.redemptions.form.title })).toBeNull();
  });

  it("refuses an amount under the minimum or over the balance before sending anything", async () => {
    api.use(
      http.post(
        "/rest/redemptions/",
        keeping(sent, () => ok(inReview)),
      ),
    );
    renderPage(overview());
    const amount = await screen.findByLabelText(en.redemptions.form.amount);
    fireEvent.change(amount, { target: { value: "20" } });
    await submit(/^Redeem \$20\.00$/);
    expect(await screen.findByText("Redeem at least 50 entries")).toBeTruthy();
    fireEvent.change(amount, { target: { value: "200" } });
    await submit(/^Redeem \$200\.00$/);
    expect(await screen.findByText("You can redeem at most 123.45 entries now")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends the amount and a new bank account with an Idempotency-Key, then says it is in review", async () => {
    api.use(
      http.post(
        "/rest/redemptions/",
        keeping(sent, () => ok(inReview)),
      ),
    );
    renderPage(overview());
    fireEvent.click(await screen.findByRole("button", { name: en.redemptions.form.max }));
    fireEvent.change(screen.getByLabelText(en.redemptions.form.holderName), {
      target: { value: "Ada Player" },
    });
    fireEvent.change(screen.getByLabelText(en.redemptions.form.routingNumber), {
      target: { value: "011000015" },
    });
    fireEvent.change(screen.getByLabelText(en.redemptions.form.accountNumber), {
      target: { value: "123456789" },
    });
    await submit(/^Redeem \$123\.45$/);
    expect(
      await screen.findByText("Your redemption of $75.00 is in review. We will email you at each step."),
    ).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      amount: 12_345,
      bankAccount: {
        holderName: "Ada Player",
        routingNumber: "011000015",
        accountNumber: "123456789",
        accountType: "checking",
      },
    });
    expect(sent[0]?.headers.get("idempotency-key")).toMatch(/^[\w-]{36}$/);
  });

  it("checks the routing number's checksum in the browser", async () => {
    renderPage(overview());
    fireEvent.change(await screen.findByLabelText(en.redemptions.form.amount), { target: { value: "60" } });
    fireEvent.change(screen.getByLabelText(en.redemptions.form.holderName), {
      target: { value: "Ada Player" },
    });
    fireEvent.change(screen.getByLabelText(en.redemptions.form.routingNumber), {
      target: { value: "123456789" },
    });
    fireEvent.change(screen.getByLabelText(en.redemptions.form.accountNumber), {
      target: { value: "123456789" },
    });
    await submit(/^Redeem \$60\.00$/);
    expect(await screen.findByText(en.redemptions.form.errors.routingNumber)).toBeTruthy();
  });

  it("pays a bank account used before by its id", async () => {
    api.use(
      http.post(
        "/rest/redemptions/",
        keeping(sent, () => ok(inReview)),
      ),
    );
    renderPage(overview({ destinations: [{ id: "d-1", label: "Savings ••••4321" }] }));
    expect((await screen.findByLabelText("Savings ••••4321")) as HTMLInputElement).toHaveProperty(
      "checked",
      true,
    );
    fireEvent.change(screen.getByLabelText(en.redemptions.form.amount), { target: { value: "75" } });
    await submit(/^Redeem \$75\.00$/);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ amount: 7_500, destinationId: "d-1" });
  });

  it("shows the server's refusal on the form", async () => {
    api.use(
      http.post("/rest/redemptions/", () =>
        failure("CONFLICT", "You have already redeemed as much as a day allows."),
      ),
    );
    renderPage(overview({ destinations: [{ id: "d-1", label: "Savings ••••4321" }] }));
    fireEvent.change(await screen.findByLabelText(en.redemptions.form.amount), { target: { value: "75" } });
    await submit(/^Redeem \$75\.00$/);
    expect(await screen.findByText("You have already redeemed as much as a day allows.")).toBeTruthy();
  });

  it("lists redemptions with their timeline, and takes one in review back", async () => {
    api.use(
      http.post(
        "/rest/redemptions/r-1/cancel/",
        keeping(sent, () => ok({ ...inReview, status: "cancelled", canCancel: false })),
      ),
    );
    renderPage(overview({ redemptions: [inReview] }));
    const item = await screen.findByRole("listitem", { name: "$75.00, In review" });
    expect(within(item).getByText("To Checking ••••6789")).toBeTruthy();
    expect(within(item).getByText(en.redemptions.steps.requested)).toBeTruthy();
    fireEvent.click(within(item).getByRole("button", { name: en.redemptions.history.cancel }));
    const dialog = await screen.findByRole("dialog", { name: en.redemptions.history.cancel });
    await waitFor(() =>
      expect(
        (within(dialog).getByRole("button", { name: en.redemptions.history.cancel }) as HTMLButtonElement)
          .disabled,
      ).toBe(false),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: en.redemptions.history.cancel }));
    expect(await screen.findByText(en.redemptions.cancelled)).toBeTruthy();
    expect(sent.map(({ path }) => path)).toEqual(["/rest/redemptions/r-1/cancel/"]);
  });

  it("speaks Spanish on Spanish pages", async () => {
    renderWithProviders([{ path: "/es/redeem", Component: PageFromLoader, loader: () => overview() }], {
      url: "/es/redeem",
      player: { gameMode: "SweepStakes" },
    });
    expect(await screen.findByRole("heading", { name: es.redemptions.title })).toBeTruthy();
    expect(screen.getByRole("region", { name: es.redemptions.checklist.title })).toBeTruthy();
  });
});

describe("a request refused because a check no longer holds", () => {
  it("reads the overview again, so the checklist shows what is missing and the form goes", async () => {
    let overviews = 0;
    const ready = overview({ destinations: [{ id: "d-1", label: "Savings ••••4321" }] });
    api.use(
      http.get("/rest/redemptions/", () => {
        overviews += 1;
        return ok(overview({ checklist: [{ check: "noPlayBreak", isMet: false }] }));
      }),
      http.post("/rest/redemptions/", () =>
        failure("FORBIDDEN", "Finish the checklist first.", {
          reason: "REDEMPTION_CHECKS_UNMET",
          fields: [{ path: "checklist.noPlayBreak", message: "On a break" }],
        }),
      ),
    );
    renderWithProviders([{ path: "/redeem", Component: PageFromLoader, loader: () => ready }], {
      url: "/redeem",
      player: { gameMode: "SweepStakes" },
    });
    fireEvent.change(await screen.findByLabelText(en.redemptions.form.amount), { target: { value: "75" } });
    await submit(/^Redeem \$75\.00$/);
    expect(await screen.findByText(en.redemptions.checklist.help.noPlayBreak)).toBeTruthy();
    expect(overviews).toBe(1);
    expect(screen.queryByRole("region", { name: en.redemptions.form.title })).toBeNull();
  });
});
