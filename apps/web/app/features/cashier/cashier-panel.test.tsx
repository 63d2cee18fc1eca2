import type { AvailableSets, CashierPackage, Payment } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { failure, ok, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { CashierPanel, type CashierPanelProps } from "./cashier-panel.tsx";

const api = setupApi();

const pack = (id: number, fields: Partial<CashierPackage>): CashierPackage => ({
  id,
  title: `Package ${id}`,
  priceMinor: 499,
  coins: 500_000,
  entries: 0,
  bonusPercent: 0,
  badge: null,
  offerType: "regular",
  endsAt: null,
  ...fields,
});

const SETS: AvailableSets = {
  packages: [
    pack(1, { title: "Starter", priceMinor: 499, coins: 500_000, entries: 500 }),
    pack(2, { title: "Big stack", priceMinor: 1_999, coins: 2_500_000, entries: 2_000, badge: "popular" }),
  ],
  promoOffers: {
    bundle: [
      pack(7, {
        title: "First purchase",
        priceMinor: 999,
        coins: 2_500_000,
        bonusPercent: 150,
        badge: "first_purchase",
        offerType: "first_purchase",
      }),
    ],
    extraWheel: [],
  },
  methods: [
    { id: 1, kind: "card" },
    { id: 2, kind: "bank_transfer" },
  ],
};

const payment = (fields: Partial<Payment>): Payment => ({
  id: "pay_1",
  status: "created",
  failureCode: null,
  packageId: "7",
  offerType: "first_purchase",
  methodId: 1,
  priceMinor: 999,
  coins: 2_500_000,
  entries: 0,
  checkoutUrl: "/cashIframe/?paymentId=pay_1",
  createdAt: "2026-03-14T15:00:00.000Z",
  ...fields,
});

interface Purchase {
  body: unknown;
  key: string | null;
}

/** The purchases the cashier sends, answered with `answer` (the checkout by default). */
function purchases(answer: () => Response = () => ok(payment({}))) {
  const sent: Purchase[] = [];
  api.use(
    http.post("/rest/cashier/purchase/", async ({ request }) => {
      sent.push({ body: await request.json(), key: request.headers.get("idempotency-key") });
      return answer();
    }),
  );
  return sent;
}

function renderCashier(props: CashierPanelProps = { initialSets: SETS }) {
  return renderWithProviders(<CashierPanel {...props} />, { url: "/cash", player: {} });
}

/** The buy button, once the page's script took over the cashier (it is disabled until then). */
async function buyButton(name: string | RegExp = /^Buy for/) {
  const button = await screen.findByRole<HTMLButtonElement>("button", { name });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

describe("the cashier (spec §3, §8)", () => {
  it("puts the offers first and starts on the first of them, with its price on the buy button", async () => {
    renderCashier();
    const [offers, packages] = await screen.findAllByRole("group");
    expect(
      within(offers as HTMLElement).getByText("First purchase", { selector: ".package__title" }),
    ).toBeTruthy();
    expect(offers?.textContent).toContain(en.cashier.badges.first_purchase);
    expect(offers?.textContent).toContain(en.cashier.bonus.replace("{{percent}}", "150"));
    expect(within(packages as HTMLElement).getAllByRole("radio")).toHaveLength(2);
    expect(packages?.textContent).toContain(en.cashier.freeEntries.replace("{{amount}}", "20"));
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Choose First purchase" }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: en.cashier.methods.card }).checked).toBe(true);
    expect((await buyButton()).textContent).toBe("Buy for $9.99");
  });

  it("buys the package and method chosen, and opens the sandbox's checkout in the cashier", async () => {
    const sent = purchases();
    renderCashier();
    const buy = await buyButton();
    fireEvent.click(screen.getByRole("radio", { name: "Choose Big stack" }));
    fireEvent.click(screen.getByRole("radio", { name: en.cashier.methods.bank_transfer }));
    expect(buy.textContent).toBe("Buy for $19.99");
    fireEvent.click(buy);

    const frame = await screen.findByTitle(en.cashier.checkout);
    expect(frame.getAttribute("src")).toBe("/cashIframe/?paymentId=pay_1");
    expect(sent).toEqual([{ body: { packageId: 2, methodId: 2 }, key: expect.any(String) }]);

    fireEvent.click(screen.getByRole("button", { name: en.cashier.back }));
    expect(await buyButton()).toBeTruthy();
    expect(screen.queryByTitle(en.cashier.checkout)).toBeNull();
  });

  it("starts on the package and method a retry names", async () => {
    renderCashier({ initialSets: SETS, preselect: { packageId: 1, methodId: 2 } });
    await buyButton();
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Choose Starter" }).checked).toBe(true);
    expect(
      screen.getByRole<HTMLInputElement>("radio", { name: en.cashier.methods.bank_transfer }).checked,
    ).toBe(true);
  });

  it("sends the same purchase again with the same key after a refusal, and a new choice with a new key", async () => {
    let answers = 0;
    const sent = purchases(() =>
      answers++ === 0 ? failure("UNAVAILABLE", "The payment provider is not answering.") : ok(payment({})),
    );
    renderCashier();
    fireEvent.click(await buyButton());

    expect(await screen.findByText("The payment provider is not answering.")).toBeTruthy();
    fireEvent.click(await buyButton());
    await screen.findByTitle(en.cashier.checkout);
    fireEvent.click(screen.getByRole("button", { name: en.cashier.back }));
    fireEvent.click(await buyButton());
    await screen.findByTitle(en.cashier.checkout);

    expect(sent).toHaveLength(3);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    // The checkout opened: the next purchase is another one.
    expect(sent[2]?.key).not.toBe(sent[0]?.key);
  });

  it("says when the packages cannot be loaded, and loads them on Try again", async () => {
    let asks = 0;
    api.use(
      http.get("/rest/available-sets/check/", () =>
        asks++ === 0 ? failure("NOT_FOUND", "Not found") : ok(SETS),
      ),
    );
    renderCashier({});
    expect(await screen.findByText(en.cashier.loadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: en.cashier.tryAgain }));
    expect(await buyButton()).toBeTruthy();
    expect(asks).toBe(2);
  });

  it("shows placeholders while the packages load", async () => {
    let answer = (_: Response) => {};
    api.use(
      http.get(
        "/rest/available-sets/check/",
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    renderCashier({});
    expect(await screen.findByRole("status", { name: en.cashier.title })).toBeTruthy();
    answer(HttpResponse.json({ success: true, data: SETS }));
    expect(await buyButton()).toBeTruthy();
  });
});
