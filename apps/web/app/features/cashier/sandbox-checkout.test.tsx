import type { AvailableSets, Payment } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_THEME_DATA } from "~/lib/theme/default-theme.ts";
import { failure, ok, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { aPayment } from "./payment.test-support.ts";
import { SandboxCheckout } from "./sandbox-checkout.tsx";

const api = setupApi();

const SETS: AvailableSets = {
  packages: [],
  promoOffers: { bundle: [], extraWheel: [] },
  methods: [
    { id: 1, kind: "card" },
    { id: 2, kind: "bank_transfer" },
  ],
};

/** The bodies posted to `path`, answered with `answer`. */
function posts(path: string, answer: () => Response) {
  const sent: unknown[] = [];
  api.use(
    http.post(path, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

/** The payment as the provider's webhook left it, for the page's asks after sending. */
function paymentSettles(settled: Payment) {
  api.use(http.get("/rest/payments/pay_1/", () => ok(settled)));
}

function renderCheckout(initial: Payment = aPayment()) {
  renderWithProviders(<SandboxCheckout payment={initial} sets={SETS} />, { url: "/cashIframe", player: {} });
}

/** Presses the button once the page's script took over (it is disabled until then). */
async function press(name: string) {
  const button = await screen.findByRole<HTMLButtonElement>("button", { name });
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

describe("the sandbox's card form", () => {
  it("fills a test card in one press, charges it, and waits for the outcome", async () => {
    // The settled payment takes the window to the success page, which jsdom cannot load.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const sent = posts("/rest/payments/sandbox/charge/", () => ok({ outcome: "processing" }));
    paymentSettles(aPayment({ status: "completed" }));
    renderCheckout();
    expect(await screen.findByRole("heading", { name: "$19.99" })).toBeTruthy();
    await press("4242 4242 4242 4242");
    expect(screen.getByLabelText<HTMLInputElement>(en.cashier.sandbox.cardNumber).value).toBe(
      "4242 4242 4242 4242",
    );
    await press(en.cashier.sandbox.pay.replace("{{price}}", "$19.99"));

    expect(await screen.findByText(en.cashier.sandbox.processing)).toBeTruthy();
    expect(sent).toEqual([
      { paymentId: "pay_1", cardNumber: "4242424242424242", expiry: "12/30", cvc: "123" },
    ]);
  });

  it("asks for the bank's code when the card is challenged, and sends it with the card", async () => {
    let charges = 0;
    const sent = posts("/rest/payments/sandbox/charge/", () =>
      ok({ outcome: charges++ === 0 ? "challenge" : "processing" }),
    );
    paymentSettles(aPayment({ status: "pending" }));
    renderCheckout();
    await press("4000 0000 0000 3220");
    await press(en.cashier.sandbox.pay.replace("{{price}}", "$19.99"));

    expect(await screen.findByRole("heading", { name: en.cashier.sandbox.challengeTitle })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(en.cashier.sandbox.challengeCode, { exact: false }), {
      target: { value: "1234" },
    });
    await press(en.cashier.sandbox.confirm);

    expect(await screen.findByText(en.cashier.sandbox.processing)).toBeTruthy();
    expect(sent[1]).toEqual({
      paymentId: "pay_1",
      cardNumber: "4000000000003220",
      expiry: "12/30",
      cvc: "123",
      challengeCode: "1234",
    });
  });

  it("shows the server's refusal of a field on that field, and stays on the form", async () => {
    posts("/rest/payments/sandbox/charge/", () =>
      failure("VALIDATION_FAILED", "Invalid request", {
        fields: [{ path: "body.expiry", message: "Enter the expiry as MM/YY" }],
      }),
    );
    renderCheckout();
    fireEvent.change(await screen.findByLabelText(en.cashier.sandbox.cardNumber, { exact: false }), {
      target: { value: "4242 4242 4242 4242" },
    });
    await press(en.cashier.sandbox.pay.replace("{{price}}", "$19.99"));

    expect(await screen.findByText("Enter the expiry as MM/YY")).toBeTruthy();
    expect(
      screen.getByLabelText(en.cashier.sandbox.expiry, { exact: false }).getAttribute("aria-invalid"),
    ).toBe("true");
    expect(screen.queryByText(en.cashier.sandbox.processing)).toBeNull();
  });
});

describe("the sandbox's bank page", () => {
  it("asks to approve the transfer to the brand, and sends the player's answer", async () => {
    const sent = posts("/rest/payments/sandbox/bank-transfer/", () => ok({}));
    paymentSettles(aPayment({ methodId: 2, status: "pending" }));
    renderCheckout(aPayment({ methodId: 2 }));
    expect(
      await screen.findByText(
        en.cashier.sandbox.bankLead
          .replace("{{price}}", "$19.99")
          .replace("{{brand}}", DEFAULT_THEME_DATA.displayName),
      ),
    ).toBeTruthy();
    await press(en.cashier.sandbox.decline);

    expect(await screen.findByText(en.cashier.sandbox.processing)).toBeTruthy();
    expect(sent).toEqual([{ paymentId: "pay_1", approve: false }]);
  });
});

describe("a payment already sent from another window", () => {
  it("cannot be paid again here, and says so instead of a form", async () => {
    renderCheckout(aPayment({ status: "pending" }));
    expect(await screen.findByText(en.cashier.sandbox.unavailable)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
