import type { PurchaseLimit, PurchaseLimits } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { useLoaderData } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { failure, keeping, ok, type SentRequest, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { parseDollars } from "./format.ts";
import { PurchaseLimitsPage } from "./purchase-limits-page.tsx";

const api = setupApi();
let sent: SentRequest[] = [];
beforeEach(() => {
  sent = [];
});

/** The limits' writes, each kept in `sent` and answered with `answer`. */
function limitWrites(answer: () => Response) {
  api.use(
    http.post("/rest/player/purchase-limits/", keeping(sent, answer)),
    http.post("/rest/player/purchase-limits/cancel/", keeping(sent, answer)),
  );
}

const limit = (period: PurchaseLimit["period"], changes: Partial<PurchaseLimit> = {}): PurchaseLimit => ({
  period,
  amount: null,
  pending: null,
  min: 1_000,
  max: { day: 250_000, week: 1_000_000, month: 2_500_000 }[period],
  resetsAt: {
    day: "2026-03-13T00:00:00.000Z",
    week: "2026-03-16T00:00:00.000Z",
    month: "2026-04-01T00:00:00.000Z",
  }[period],
  ...changes,
});

const limits = (day: Partial<PurchaseLimit> = {}): PurchaseLimits => ({
  currency: "USD",
  coolingPeriodHours: 24,
  limits: [limit("day", day), limit("week"), limit("month")],
});

/** The page as its route renders it, from the loader's data. */
function PageFromLoader() {
  return <PurchaseLimitsPage initial={useLoaderData<PurchaseLimits>()} />;
}

function renderPage(initial: PurchaseLimits, locale: "en" | "es" = "en") {
  const url = locale === "es" ? "/es/game/responsible-play" : "/game/responsible-play";
  return renderWithProviders([{ path: url, Component: PageFromLoader, loader: () => initial }], { url });
}

async function dayForm() {
  return screen.findByRole("form", { name: en.responsiblePlay.periods.day });
}

async function submitWhenReady(form: HTMLElement, name: string) {
  const button = within(form).getByRole("button", { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
}

describe("parseDollars", () => {
  it.each([
    ["100", 10_000],
    ["99.5", 9_950],
    ["$1,000.05", 100_005],
    [" 25 ", 2_500],
  ])("reads %j as %i cents", (text, cents) => expect(parseDollars(text)).toBe(cents));

  it.each(["", "abc", "10.999", "-5", "1e3"])("refuses %j", (text) => expect(parseDollars(text)).toBeNull());
});

describe("the purchase limit form", () => {
  it("refuses an amount outside the period's bounds before sending anything", async () => {
    limitWrites(() => ok(limits()));
    renderPage(limits());
    const form = await dayForm();
    fireEvent.change(within(form).getByLabelText(en.responsiblePlay.amountLabel), { target: { value: "5" } });
    await submitWhenReady(form, en.responsiblePlay.save);
    expect(await within(form).findByText("Choose an amount from $10.00 to $2,500.00")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(en.responsiblePlay.amountLabel), {
      target: { value: "ten" },
    });
    await submitWhenReady(form, en.responsiblePlay.save);
    expect(await within(form).findByText(en.responsiblePlay.errors.amount)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends the amount in cents and shows a raise as pending, with the cooling explanation", async () => {
    limitWrites(() =>
      ok({
        ...limits({
          amount: 5_000,
          pending: {
            amount: 20_000,
            effectiveAt: "2026-03-13T15:30:00.000Z",
            requestedAt: "2026-03-12T15:30:00.000Z",
          },
        }),
        outcome: "pending",
      }),
    );
    renderPage(limits({ amount: 5_000 }));
    expect(await screen.findByText(en.responsiblePlay.coolingRule.replace("{{hours}}", "24"))).toBeTruthy();
    const form = await dayForm();
    fireEvent.change(within(form).getByLabelText(en.responsiblePlay.amountLabel), {
      target: { value: "200" },
    });
    await submitWhenReady(form, en.responsiblePlay.save);

    expect(await screen.findByText("Rises to $200.00 on 2026-03-13 15:30 UTC.")).toBeTruthy();
    expect(
      await screen.findByText(
        "Daily limit: $200.00 from 2026-03-13 15:30 UTC. Until then your current limit stays.",
      ),
    ).toBeTruthy();
    expect(sent.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: "/rest/player/purchase-limits/", body: { period: "day", amount: 20_000 } },
    ]);
  });

  it("cancels a pending change, in Spanish", async () => {
    limitWrites(() => ok(limits({ amount: 5_000 })));
    renderPage(
      limits({
        amount: 5_000,
        pending: {
          amount: null,
          effectiveAt: "2026-03-13T15:30:00.000Z",
          requestedAt: "2026-03-12T15:30:00.000Z",
        },
      }),
      "es",
    );
    expect(await screen.findByText("Se quita el 2026-03-13 15:30 UTC.")).toBeTruthy();
    const cancel = screen.getByRole("button", { name: es.responsiblePlay.cancelPending });
    await waitFor(() => expect((cancel as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(cancel);
    expect(await screen.findByText("Límite diario: el cambio pendiente se ha cancelado.")).toBeTruthy();
    expect(screen.queryByText("Se quita el 2026-03-13 15:30 UTC.")).toBeNull();
    expect(sent.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: "/rest/player/purchase-limits/cancel/", body: { period: "day" } },
    ]);
    expect(sent[0]?.headers.get("accept-language")).toBe("es");
  });

  it("shows the server's field message", async () => {
    limitWrites(() =>
      failure("VALIDATION_FAILED", "Some fields are not valid", {
        reason: "VALIDATION_FAILED",
        fields: [{ path: "body.amount", message: "Choose an amount from $20.00 to $2,000.00" }],
      }),
    );
    renderPage(limits());
    const form = await dayForm();
    fireEvent.change(within(form).getByLabelText(en.responsiblePlay.amountLabel), {
      target: { value: "15" },
    });
    await submitWhenReady(form, en.responsiblePlay.save);
    expect(await within(form).findByText("Choose an amount from $20.00 to $2,000.00")).toBeTruthy();
  });
});
