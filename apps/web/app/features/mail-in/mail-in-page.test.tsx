import type { MailInCode, MailInSummary } from "@reelhouse/contract";
import { FUNRIZE } from "@reelhouse/contract/brands/funrize";
import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { failure, keeping, ok, type SentRequest, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { MailInPage } from "./mail-in-page.tsx";

const api = setupApi();
let sent: SentRequest[] = [];
beforeEach(() => {
  sent = [];
});

const RULES = { entriesPerRequest: 500, maxWaitingCodes: 3, codeLifetimeDays: 90 };

function code(overrides: Partial<MailInCode>): MailInCode {
  return {
    code: "RH-7K3Q-9MZD",
    state: "waiting",
    issuedAt: "2026-03-10T15:00:00.000Z",
    expiresAt: "2026-06-08T15:00:00.000Z",
    credit: null,
    ...overrides,
  };
}

function renderPage(summary: MailInSummary, url = "/mail-in") {
  const site = summary.codes === null ? { theme: FUNRIZE } : { player: {} };
  return renderWithProviders(<MailInPage initial={summary} />, { url, ...site });
}

/** The request button once the page's code runs (it waits for hydration). */
async function enabledRequestButton(name = en.mailIn.codes.request): Promise<HTMLButtonElement> {
  const button = await screen.findByRole<HTMLButtonElement>("button", { name });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

describe("the mail-in page", () => {
  it("tells a guest how it works, where to write, and the limits, and asks them to sign in", async () => {
    renderPage({ rules: RULES, codes: null });
    expect(await screen.findByRole("heading", { level: 1, name: en.mailIn.title })).toBeTruthy();
    const address = screen.getByText(FUNRIZE.operator.legalName).closest("address");
    expect(address).not.toBeNull();
    for (const line of FUNRIZE.operator.address)
      expect(within(address as HTMLElement).getByText(line)).toBeTruthy();
    expect(
      screen.getByText("A code is valid for 90 days: the envelope must be postmarked by its last day."),
    ).toBeTruthy();
    expect(screen.getByText("You can hold up to 3 unused codes at a time.")).toBeTruthy();
    expect(screen.getByRole("link", { name: en.mailIn.guest.signIn }).getAttribute("href")).toBe(
      "/signin?redirectTo=%2Fmail-in",
    );
    expect(screen.queryByRole("button", { name: en.mailIn.codes.request })).toBeNull();
  });

  it("shows each code's state: waiting, credited with the amount and dates, expired", async () => {
    renderPage({
      rules: RULES,
      codes: [
        code({ code: "RH-AAAA-AAAA" }),
        code({
          code: "RH-BBBB-BBBB",
          state: "credited",
          credit: { entries: 500, creditedAt: "2026-03-20T12:00:00.000Z", postmarkedOn: "2026-03-14" },
        }),
        code({ code: "RH-CCCC-CCCC", state: "expired", expiresAt: "2026-01-02T10:00:00.000Z" }),
      ],
    });
    const row = (value: string) => screen.getByText(value).closest("li") as HTMLElement;
    expect(await screen.findByText("RH-AAAA-AAAA")).toBeTruthy();
    expect(within(row("RH-AAAA-AAAA")).getByText(en.mailIn.state.waiting)).toBeTruthy();
    expect(row("RH-AAAA-AAAA")?.textContent).toContain("Postmark by Jun 8, 2026");
    expect(within(row("RH-BBBB-BBBB")).getByText(en.mailIn.state.credited)).toBeTruthy();
    expect(row("RH-BBBB-BBBB")?.textContent).toContain("5 entries added on Mar 20, 2026");
    expect(row("RH-BBBB-BBBB")?.textContent).toContain("Card postmarked Mar 14, 2026");
    expect(within(row("RH-CCCC-CCCC")).getByText(en.mailIn.state.expired)).toBeTruthy();
    expect(row("RH-CCCC-CCCC")?.textContent).toContain("Expired on Jan 2, 2026");
  });

  it("gets a new code and announces it, then lists it", async () => {
    const issued = code({ code: "RH-7K3Q-9MZD" });
    api.use(
      http.post(
        "/rest/mail-in/codes/",
        keeping(sent, () => ok({ code: issued, summary: { rules: RULES, codes: [issued] } })),
      ),
    );
    renderPage({ rules: RULES, codes: [] });
    expect(await screen.findByText(en.mailIn.codes.empty)).toBeTruthy();
    fireEvent.click(await enabledRequestButton());
    const listed = await screen.findByText("RH-7K3Q-9MZD");
    expect(listed.closest("li")?.textContent).toContain(en.mailIn.state.waiting);
    expect(screen.getByRole("status").textContent).toBe(
      "Your new code is RH-7K3Q-9MZD. Write it on your card.",
    );
    expect(sent.map((request) => request.path)).toEqual(["/rest/mail-in/codes/"]);
  });

  it("says why it cannot give another code while the player holds the most allowed", async () => {
    const waiting = ["RH-AAAA-AAAA", "RH-BBBB-BBBB", "RH-CCCC-CCCC"].map((value) => code({ code: value }));
    renderPage({ rules: RULES, codes: waiting });
    expect(
      (await screen.findByRole<HTMLButtonElement>("button", { name: en.mailIn.codes.request })).disabled,
    ).toBe(true);
    expect(
      screen.getByText(
        "You hold 3 unused codes, the most at a time. Mail one of them, or wait until one expires, to get another.",
      ),
    ).toBeTruthy();
  });

  it("shows the server's refusal when a code could not be given", async () => {
    const refusal =
      "You already have 3 unused codes. Mail one of them, or wait until one expires, before asking for another.";
    api.use(
      http.post("/rest/mail-in/codes/", () =>
        failure("CONFLICT", refusal, { reason: "MAIL_IN_TOO_MANY_CODES" }),
      ),
      http.get("/rest/mail-in/", () => ok({ rules: RULES, codes: [] })),
    );
    renderPage({ rules: RULES, codes: [] });
    fireEvent.click(await enabledRequestButton());
    expect((await screen.findByRole("alert"))?.textContent).toContain(refusal);
  });

  it("speaks Spanish on /es/mail-in", async () => {
    renderPage({ rules: RULES, codes: [code({})] }, "/es/mail-in");
    expect(await screen.findByRole("heading", { level: 1, name: es.mailIn.title })).toBeTruthy();
    expect(screen.getByText(es.mailIn.state.waiting)).toBeTruthy();
    expect(screen.getByRole("button", { name: es.mailIn.codes.request })).toBeTruthy();
    expect(screen.getByRole("link", { name: es.mailIn.limits.rules }).getAttribute("href")).toBe(
      "/es/page/sweepstakes-rules",
    );
  });
});
