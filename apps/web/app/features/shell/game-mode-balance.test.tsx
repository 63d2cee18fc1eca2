import { catalog as en } from "@reelhouse/i18n/en";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { GameModeBalance } from "./game-mode-balance.tsx";

setupApi();

describe("the header's buy button", () => {
  it("carries the featured offer's bonus, and says which offer it is", async () => {
    renderWithProviders(<GameModeBalance />, {
      player: { featuredOffer: { packageId: 7, badge: "first_purchase", bonusPercent: 150 } },
    });
    const buy = await screen.findByRole("link", {
      name: en.cashier.openWithOffer
        .replace("{{offer}}", en.cashier.badges.first_purchase)
        .replace("{{percent}}", "150"),
    });
    expect(buy.getAttribute("href")).toMatch(/#cash$/);
    expect(buy.textContent).toBe("+150%");
  });

  it("is a plain buy button when nothing is featured", async () => {
    renderWithProviders(<GameModeBalance />, { player: {} });
    const buy = await screen.findByRole("link", { name: en.cashier.open });
    expect(buy.textContent).toBe("");
  });
});
