import { catalog as en } from "@reelhouse/i18n/en";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SitePlayer } from "~/lib/use-site.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { AccountMenu, avatarInitial } from "./account-menu.tsx";

describe("the account menu's avatar", () => {
  it("shows the first name's initial once the player gave one (app init's profile.name)", async () => {
    renderWithProviders(<AccountMenu />, { player: { firstName: "ana", email: "zoe@example.com" } });
    const toggle = await screen.findByRole("button", { name: en.account.menu });
    expect(toggle.querySelector(".account-menu__avatar")?.textContent).toBe("A");
  });

  it("falls back on the email's initial without a first name", async () => {
    renderWithProviders(<AccountMenu />, { player: { firstName: null, email: "zoe@example.com" } });
    const toggle = await screen.findByRole("button", { name: en.account.menu });
    expect(toggle.querySelector(".account-menu__avatar")?.textContent).toBe("Z");
  });

  it.each([
    ["ágata", "es", "Á"],
    ["ömer", "en", "Ö"],
    ["", "en", "Z"],
  ] as const)("writes %s's initial as %s pages show it", (firstName, locale, initial) => {
    expect(avatarInitial({ firstName, email: "zoe@example.com" }, locale)).toBe(initial);
  });
});

describe("the account menu's redeem link (spec §4)", () => {
  async function openMenu(player: Partial<SitePlayer>) {
    renderWithProviders(<AccountMenu />, { player });
    const toggle = await screen.findByRole("button", { name: en.account.menu });
    await vi.waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle);
  }

  it("is there in SweepStakes mode where the site offers redeeming", async () => {
    await openMenu({ gameMode: "SweepStakes", isRedeemOffered: true });
    expect(screen.getByRole("link", { name: en.redemptions.menu })).toHaveProperty(
      "href",
      expect.stringMatching(/\/redeem$/),
    );
  });

  it.each([
    ["in coins mode", { gameMode: "TournamentPoints", isRedeemOffered: true }],
    ["where the site does not offer it", { gameMode: "SweepStakes", isRedeemOffered: false }],
  ] as const)("is not there %s", async (_, player) => {
    await openMenu(player);
    expect(screen.getByRole("link", { name: en.account.profile })).toBeTruthy();
    expect(screen.queryByRole("link", { name: en.redemptions.menu })).toBeNull();
  });
});
