import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { cleanup, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type RenderOptions, renderWithProviders } from "~/test/render.tsx";
import { PlayerHome } from "./player-home.tsx";

/** A signed-in player's home, the games left out. */
function renderHome(hasPlayed: boolean, options: RenderOptions = {}) {
  renderWithProviders(
    <PlayerHome hasPlayed={hasPlayed} promotions={null}>
      {null}
    </PlayerHome>,
    { player: {}, ...options },
  );
}

async function greeting(hasPlayed: boolean, options: RenderOptions) {
  renderHome(hasPlayed, options);
  return (await screen.findByRole("heading", { level: 1 })).textContent;
}

describe("the player's home greeting", () => {
  it.each([
    [false, { player: { firstName: "Ana" } }, "Welcome, Ana"],
    [false, { player: { firstName: null } }, en.home.welcome],
    // Welcomed in this browser but not played yet: still just arrived.
    [false, { hasSeenWelcome: true, player: { firstName: "Ana" } }, "Welcome, Ana"],
    [true, { player: { firstName: "Ana" } }, "Welcome back, Ana"],
    [true, { player: { firstName: null } }, en.home.welcomeBack],
  ] as const)("played %s, %o: %s", async (hasPlayed, options, expected) => {
    expect(await greeting(hasPlayed, options)).toBe(expected);
  });

  it("tells a player who has not played where to start, one who has to pick up where they left off", async () => {
    renderHome(false, { hasSeenWelcome: true });
    expect(await screen.findByText(en.home.firstBody)).toBeTruthy();
    cleanup();
    renderHome(true);
    expect(await screen.findByText(en.home.body)).toBeTruthy();
  });

  it("greets in Spanish on Spanish pages", async () => {
    expect(await greeting(false, { url: "/es/" })).toBe(es.home.welcomeNamed.replace("{{name}}", "Ana"));
  });
});
