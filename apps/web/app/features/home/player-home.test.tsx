import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { cleanup, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type RenderOptions, renderWithProviders } from "~/test/render.tsx";
import { PlayerHome } from "./player-home.tsx";

/** A signed-in player's home, the games left out. */
function renderHome(options: RenderOptions) {
  renderWithProviders(<PlayerHome promotions={null}>{null}</PlayerHome>, { player: {}, ...options });
}

async function greeting(options: RenderOptions) {
  renderHome(options);
  return (await screen.findByRole("heading", { level: 1 })).textContent;
}

describe("the player's home greeting", () => {
  it.each([
    [{ hasSeenWelcome: false, player: { firstName: "Ana" } }, "Welcome, Ana"],
    [{ hasSeenWelcome: false, player: { firstName: null } }, en.home.welcome],
    [{ hasSeenWelcome: true, player: { firstName: "Ana" } }, "Welcome back, Ana"],
    [{ hasSeenWelcome: true, player: { firstName: null } }, en.home.welcomeBack],
  ] as const)("%o: %s", async (options, expected) => {
    expect(await greeting(options)).toBe(expected);
  });

  it("tells a new player where to start, a returning one to pick up where they left off", async () => {
    renderHome({ hasSeenWelcome: false });
    expect(await screen.findByText(en.home.firstBody)).toBeTruthy();
    cleanup();
    renderHome({ hasSeenWelcome: true });
    expect(await screen.findByText(en.home.body)).toBeTruthy();
  });

  it("greets in Spanish on Spanish pages", async () => {
    expect(await greeting({ url: "/es/", hasSeenWelcome: false })).toBe(
      es.home.welcomeNamed.replace("{{name}}", "Ana"),
    );
  });
});
