import type { PromotionCard } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "~/test/render.tsx";
import { PromotionsStrip } from "./promotions-strip.tsx";

const renderStrip = (cards: PromotionCard[]) =>
  renderWithProviders(<PromotionsStrip initial={cards} />, { player: {} });

describe("the home's promotions section", () => {
  const cards: PromotionCard[] = [
    { promotion: "cashback", state: "claimed", availableAt: null, prize: null },
    {
      promotion: "dailyLogin",
      state: "available",
      availableAt: null,
      prize: { coins: 2_000, entries: 0, freeSpins: null },
    },
  ];

  it("puts what can be claimed today first, each with its way in, and links to every promotion", async () => {
    renderStrip(cards);
    const section = await screen.findByRole("region", { name: en.promotions.title });
    const titles = within(section)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([en.promotions.names.dailyLogin, en.promotions.names.cashback]);
    expect(within(section).getByText("20 coins")).toBeTruthy();
    expect(within(section).getByRole("link", { name: en.promotions.seeAll }).getAttribute("href")).toBe(
      "/promotions",
    );
  });

  it("tells a player without today's purchase that buying fills the streak's next step", async () => {
    renderStrip([
      {
        promotion: "depositStreak",
        state: "locked",
        availableAt: null,
        prize: { coins: 5_000, entries: 0, freeSpins: null },
      },
      { promotion: "dailyLogin", state: "locked", availableAt: null, prize: null },
    ]);
    const section = await screen.findByRole("region", { name: en.promotions.title });
    expect(within(section).getByText(en.promotions.states.streakLocked)).toBeTruthy();
    expect(within(section).getByText(en.promotions.states.locked)).toBeTruthy();
  });

  it("is left out when the theme runs no promotion", async () => {
    renderStrip([]);
    expect(screen.queryByRole("region", { name: en.promotions.title })).toBeNull();
    expect(screen.queryByRole("link", { name: en.promotions.seeAll })).toBeNull();
  });
});
