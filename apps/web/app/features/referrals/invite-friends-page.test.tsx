import type { ReferralInfo } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { InviteFriendsPage } from "./invite-friends-page.tsx";

setupApi();

const NO_SPINS = { freeSpins: null };
function info(overrides: Partial<ReferralInfo> = {}): ReferralInfo {
  return {
    code: "K7Q3M9ZD",
    path: "/signup/?invited_by=K7Q3M9ZD",
    rewards: [
      {
        milestone: "confirmed",
        inviter: { coins: 5_000_000, entries: 0, ...NO_SPINS },
        friend: { coins: 2_500_000, entries: 0, ...NO_SPINS },
      },
      {
        milestone: "purchased",
        inviter: { coins: 10_000_000, entries: 500, ...NO_SPINS },
        friend: { coins: 5_000_000, entries: 0, ...NO_SPINS },
      },
    ],
    monthlyLimit: 20,
    friends: [],
    totals: { invited: 0, coins: 0, entries: 0 },
    invited: false,
    ...overrides,
  };
}

const renderPage = (data: ReferralInfo, url = "/invite-friends") =>
  renderWithProviders(<InviteFriendsPage initial={data} origin="https://funrize.example" />, {
    url,
    player: {},
  });

describe("the invite friends page", () => {
  it("shows the link, its code and QR, both players' rewards, and an empty list that says what to do", async () => {
    renderPage(info());
    expect(await screen.findByRole("heading", { level: 1, name: en.referrals.title })).toBeTruthy();
    const link = screen.getByLabelText<HTMLInputElement>(en.referrals.share.link);
    expect(link.value).toMatch(/\/signup\/\?invited_by=K7Q3M9ZD$/);
    expect(screen.getByText("K7Q3M9ZD")).toBeTruthy();
    expect(screen.getByRole("img", { name: en.referrals.share.qr })).toBeTruthy();
    const purchase = screen.getByRole("heading", { name: en.referrals.milestones.purchased }).closest("li");
    expect(within(purchase as HTMLElement).getByText("100,000 coins and 5 free entries")).toBeTruthy();
    expect(screen.getByText(en.referrals.friends.empty)).toBeTruthy();
  });

  it("lists each friend with how far they got, what they earned the player, and why one paid nothing", async () => {
    renderPage(
      info({
        friends: [
          {
            name: "Maria",
            joinedAt: "2026-11-20T10:00:00.000Z",
            reached: ["confirmed", "purchased"],
            earned: { coins: 15_000_000, entries: 500 },
            heldBack: null,
          },
          {
            name: "jo•••@example.com",
            joinedAt: "2026-11-21T10:00:00.000Z",
            reached: [],
            earned: { coins: 0, entries: 0 },
            heldBack: "sameDevice",
          },
        ],
        totals: { invited: 2, coins: 15_000_000, entries: 500 },
      }),
    );
    const maria = (await screen.findByText("Maria")).closest("li") as HTMLElement;
    expect(within(maria).getByText(/First purchase made/)).toBeTruthy();
    expect(within(maria).getByText(/you earned 150,000 coins and 5 free entries/)).toBeTruthy();
    const held = screen.getByText("jo•••@example.com").closest("li") as HTMLElement;
    expect(within(held).getByText(en.referrals.held.sameDevice)).toBeTruthy();
    expect(screen.getByText(/2 friends invited/)).toBeTruthy();
  });

  it("reads in Spanish", async () => {
    renderPage(info(), "/es/invite-friends");
    expect(await screen.findByRole("heading", { level: 1, name: es.referrals.title })).toBeTruthy();
    expect(screen.getByText(es.referrals.milestones.confirmed)).toBeTruthy();
  });
});
