import type { SocialsPage } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { screen } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { rememberSocialLinkFailure } from "~/lib/social-link.ts";
import { ok, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { SocialsPanel } from "./socials-panel.tsx";

const api = setupApi();

const PAGE: SocialsPage = {
  hasPassword: true,
  socials: [{ method: "google", isLinked: false, email: null }],
};

function renderPanel() {
  api.use(http.get("/rest/player/socials/", () => ok(PAGE)));
  renderWithProviders(<SocialsPanel />, { url: "/profile#socials", player: {} });
}

describe("the socials tab", () => {
  it("says why a link failed when the round trip brings the player back to it, once", async () => {
    rememberSocialLinkFailure("This sign-in is already linked to another account.");
    renderPanel();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This sign-in is already linked to another account.",
    );
    expect(screen.getByTestId("social-google").textContent).toContain(en.account.socials.notLinked);
    // Read once: the next visit to the tab starts clean.
    expect(sessionStorage.getItem("social-link-failure")).toBeNull();
  });

  it("shows no message after a round trip that did not fail", async () => {
    renderPanel();
    expect(await screen.findByTestId("social-google")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
