import type { PurchaseLimit, PurchaseLimits } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { ToastProvider } from "~/components/ui/toast.tsx";
import { mockFetchPerTest } from "~/lib/fetch-mock.test-support.ts";
import { getI18n } from "~/lib/i18n/index.ts";
import { createQueryClient } from "~/lib/query-client.ts";
import { parseDollars } from "./format.ts";
import { PurchaseLimitsPage } from "./purchase-limits-page.tsx";

const fetchMock = mockFetchPerTest();

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

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** The page as its route renders it, from the loader's data. */
function PageFromLoader() {
  return <PurchaseLimitsPage initial={useLoaderData<PurchaseLimits>()} />;
}

function renderPage(initial: PurchaseLimits, locale: "en" | "es" = "en") {
  const url = locale === "es" ? "/es/game/responsible-play" : "/game/responsible-play";
  const Stub = createRoutesStub([{ path: url, Component: PageFromLoader, loader: () => initial }]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={getI18n(locale)}>
        <ToastProvider dismissLabel="Dismiss">
          <Stub initialEntries={[url]} />
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the amount in cents and shows a raise as pending, with the cooling explanation", async () => {
    fetchMock.mockResolvedValue(
      answer(200, {
        success: true,
        data: {
          ...limits({
            amount: 5_000,
            pending: {
              amount: 20_000,
              effectiveAt: "2026-03-13T15:30:00.000Z",
              requestedAt: "2026-03-12T15:30:00.000Z",
            },
          }),
          outcome: "pending",
        },
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
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/rest/player/purchase-limits/");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ period: "day", amount: 20_000 });
  });

  it("cancels a pending change, in Spanish", async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: limits({ amount: 5_000 }) }));
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
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/rest/player/purchase-limits/cancel/");
    expect(JSON.parse(String(init?.body))).toEqual({ period: "day" });
    expect(new Headers(init?.headers).get("accept-language")).toBe("es");
  });

  it("shows the server's field message", async () => {
    fetchMock.mockResolvedValue(
      answer(400, {
        success: false,
        statusCode: 400,
        error: {
          code: "VALIDATION_FAILED",
          message: "Some fields are not valid",
          requestId: "r1",
          reason: "VALIDATION_FAILED",
          fields: [{ path: "body.amount", message: "Choose an amount from $20.00 to $2,000.00" }],
        },
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
