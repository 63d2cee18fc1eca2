import type { PromotionsPageResponse } from "@reelhouse/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "~/lib/query-client.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { promotionsKeys } from "./api.ts";
import { RewardsLink } from "./rewards-link.tsx";

function renderWith(states: PromotionsPageResponse["payload"]["promotions"][number]["state"][]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData<PromotionsPageResponse>(promotionsKeys.page, {
    payload: {
      promotions: states.map((state, index) => ({
        promotion: index === 0 ? "dailyLogin" : "cashback",
        state,
        availableAt: null,
        prize: null,
      })),
    },
    seo: { title: "", description: "" },
  });
  renderWithProviders(<RewardsLink />, { player: {}, queryClient, url: "/es/" });
}

describe("the phone header's rewards link", () => {
  it("says a reward waits when one promotion is ready to claim, and leads to the promotions", async () => {
    renderWith(["claimed", "available"]);
    const link = await screen.findByRole("link", { name: /Promociones: te espera/ });
    expect(link.getAttribute("href")).toBe("/es/promotions");
  });

  it("is a plain link to the promotions when nothing waits", async () => {
    renderWith(["claimed", "locked"]);
    expect(await screen.findByRole("link", { name: "Promociones" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /te espera/ })).toBeNull();
  });
});
