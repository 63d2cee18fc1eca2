import type { AvailableSets, Payment } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { http } from "msw";
import { useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { PAYMENT_POLL_MS } from "./api.ts";
import { PurchaseFailed, PurchaseSuccess } from "./cash-result.tsx";
import { aPayment } from "./payment.test-support.ts";
import { PurchaseRetry } from "./purchase-retry.tsx";

const api = setupApi();

const payment = (fields: Partial<Payment> = {}) => aPayment({ status: "completed", ...fields });

beforeEach(() => {
  window.dataLayer = [];
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

function SuccessRoute() {
  return <PurchaseSuccess payment={useLoaderData<Payment>()} />;
}

/** The success page for `initial`; how often the page's data (and the header's) was loaded. */
function renderSuccess(initial: Payment) {
  const loads = { count: 0 };
  renderWithProviders(
    [
      {
        path: "/cash/success",
        Component: SuccessRoute,
        loader: () => {
          loads.count++;
          return initial;
        },
      },
    ],
    { url: "/cash/success", player: {} },
  );
  return loads;
}

const purchaseEvents = () => (window.dataLayer ?? []).filter((entry) => entry.event === "purchase");
const successLead = en.cashier.success.lead.replace("{{coins}}", "25,000").replace("{{entries}}", "20");

describe("the success page (spec §3, §8)", () => {
  it("says what the purchase brought, leads on to play, and reports the purchase once", async () => {
    renderSuccess(payment());
    expect(await screen.findByText(successLead)).toBeTruthy();
    expect(screen.getByRole("link", { name: en.cashier.success.play }).getAttribute("href")).toBe("/lobby");
    expect(screen.getByRole("link", { name: en.cashier.success.history }).getAttribute("href")).toBe(
      "/transactions",
    );
    expect(purchaseEvents()).toEqual([
      expect.objectContaining({
        packageId: "2",
        value: 19.99,
        coins: 2_500_000,
        bonus: 2_000,
        type: "regular",
      }),
    ]);
  });

  it("reports a purchase seen again (a reload, the history) only the first time", async () => {
    renderSuccess(payment());
    // The first view reports the purchase once its effect runs, which may be after the text shows.
    await waitFor(() => expect(purchaseEvents()).toHaveLength(1));
    window.dataLayer = [];
    renderSuccess(payment());
    await waitFor(() => expect(screen.getAllByText(successLead)).toHaveLength(2));
    expect(purchaseEvents()).toEqual([]);
  });

  it("waits for the provider's webhook, asking again until the payment completes, then reloads the balance", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asks = 0;
    api.use(
      http.get("/rest/payments/pay_1/", () => {
        asks++;
        return ok(payment({ status: asks < 2 ? "pending" : "completed" }));
      }),
    );
    const loads = renderSuccess(payment({ status: "pending" }));
    expect(await screen.findByText(en.cashier.success.pending)).toBeTruthy();
    expect(screen.queryByRole("link", { name: en.cashier.success.play })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    await waitFor(() => expect(asks).toBe(1));
    expect(screen.getByText(en.cashier.success.pending)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));

    expect(await screen.findByText(successLead)).toBeTruthy();
    expect(asks).toBe(2);
    await waitFor(() => expect(loads.count).toBe(2));
    expect(purchaseEvents()).toHaveLength(1);
  });
});

describe("the failed page (spec §8)", () => {
  it("says why the payment failed when it says, and leads back to the cashier", async () => {
    renderWithProviders(
      <PurchaseFailed payment={payment({ status: "failed", failureCode: "card_declined" })} />,
    );
    expect(
      await screen.findByText(`${en.pages.cashFailed.lead} ${en.cashier.failed.reasons.card_declined}`),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: en.cashier.failed.backToCashier }).getAttribute("href")).toBe(
      "/#cash",
    );
  });

  it("gives the plain decline for a reason it has no words for", async () => {
    renderWithProviders(<PurchaseFailed payment={payment({ status: "failed", failureCode: "gremlins" })} />);
    expect(await screen.findByText(en.pages.cashFailed.lead)).toBeTruthy();
  });
});

describe("the retry page (spec §8)", () => {
  const sets: AvailableSets = {
    packages: [
      {
        id: 2,
        title: "Big stack",
        priceMinor: 1_999,
        coins: 2_500_000,
        entries: 2_000,
        bonusPercent: 0,
        badge: null,
        offerType: "regular",
        endsAt: null,
      },
    ],
    promoOffers: { bundle: [], extraWheel: [] },
    methods: [
      { id: 1, kind: "card" },
      { id: 2, kind: "bank_transfer" },
    ],
  };

  it("offers the same package with the next method, its button saying so, and the price for another", async () => {
    renderWithProviders(
      <PurchaseRetry
        sets={sets}
        payment={payment({ status: "failed", failureCode: "card_declined" })}
        packageId={2}
        methodId={2}
      />,
      { player: {} },
    );
    const retry = en.cashier.failed.retryWith.replace("{{method}}", en.cashier.methods.bank_transfer);
    expect(await screen.findByRole("button", { name: retry })).toBeTruthy();
    const card = screen.getByRole<HTMLInputElement>("radio", { name: en.cashier.methods.card });
    await waitFor(() => expect(card.disabled).toBe(false));
    fireEvent.click(card);
    expect(screen.getByRole("button", { name: "Buy for $19.99" })).toBeTruthy();
  });
});
