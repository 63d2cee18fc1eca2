import { catalog as en } from "@reelhouse/i18n/en";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCashHash } from "~/lib/cash-hash.ts";
import { setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { aPackage } from "./package.test-support.ts";
import { QuickBuyStrip } from "./quick-buy-strip.tsx";

setupApi();

describe("the home's quick buy", () => {
  it("shows each package with what it brings and opens the cashier on it", async () => {
    renderWithProviders(
      <QuickBuyStrip
        packages={[
          aPackage({
            id: 7,
            title: "Welcome deal",
            badge: "first_purchase",
            bonusPercent: 150,
            priceMinor: 499,
          }),
          aPackage({ id: 2 }),
        ]}
      />,
      { url: "/", player: {} },
    );
    const deal = await screen.findByRole("link", { name: "Buy Welcome deal for $4.99" });
    expect(deal.getAttribute("href")).toBe("/#cash=7");
    expect(within(deal).getByText(en.cashier.badges.first_purchase)).toBeTruthy();
    expect(within(deal).getByText(en.cashier.bonus.replace("{{percent}}", "150"))).toBeTruthy();
    const stack = screen.getByRole("link", { name: "Buy Stack for $9.99" });
    expect(within(stack).getByText(/1,000,000/)).toBeTruthy();
  });

  it("is left out when nothing is on sale", () => {
    const { container } = renderWithProviders(<QuickBuyStrip packages={[]} />, { url: "/", player: {} });
    expect(container.querySelector(".quick-buy")).toBeNull();
  });

  it("reads the cash widget's hash: #cash, or #cash=<package>", () => {
    expect(readCashHash("#cash")).toEqual({ packageId: null });
    expect(readCashHash("#cash=7")).toEqual({ packageId: 7 });
    expect(readCashHash("#cashback")).toBeNull();
    expect(readCashHash("#cash=x")).toBeNull();
  });
});
