import { catalog as en } from "@reelhouse/i18n/en";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
