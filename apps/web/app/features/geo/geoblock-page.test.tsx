import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { act, fireEvent, screen } from "@testing-library/react";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "~/test/render.tsx";

const messages = { en, es };

import { GeoblockPage } from "./geoblock-page.tsx";
import type { LocationCheckResult } from "./location-check.ts";
import { GEOBLOCK_REASONS, parseGeoblockReason } from "./reasons.ts";

function Lobby() {
  return <h1>Lobby page</h1>;
}

/** What "Try again" runs in the current test. */
let recheck: (() => Promise<LocationCheckResult>) | undefined;

/** The /geoblock/ route as routes/geoblock.tsx renders it, plus where the router is. */
function Geoblock() {
  const { search } = useLocation();
  const reason = parseGeoblockReason(new URLSearchParams(search).get("reason"));
  return <GeoblockPage reason={reason} {...(recheck ? { recheck } : {})} />;
}

function renderAt(
  url: string,
  check?: () => Promise<LocationCheckResult>,
  locale: "en" | "es" = "en",
  player?: object,
) {
  recheck = check;
  return renderWithProviders(
    [
      { path: "/geoblock", Component: Geoblock },
      { path: "/es/geoblock", Component: Geoblock },
      { path: "/lobby", Component: Lobby },
      { path: "/es/lobby", Component: Lobby },
    ],
    { url, locale, ...(player ? { player } : {}) },
  );
}

describe("GeoblockPage", () => {
  it.each(GEOBLOCK_REASONS)("explains %s with its own title, text and advice", async (reason) => {
    renderAt(`/geoblock?reason=${reason}`);
    const text = messages.en.geoblock.reasons[reason];
    expect(await screen.findByRole("heading", { level: 1, name: text.title })).toBeTruthy();
    expect(screen.getByText(text.body)).toBeTruthy();
    expect(screen.getByText(text.help)).toBeTruthy();
  });

  it("lets a signed-in player sign out, and offers a guest nothing to sign out of", async () => {
    renderAt("/geoblock?reason=blockedRegion", undefined, "en", {});
    expect(await screen.findByRole("button", { name: en.account.signOut })).toBeTruthy();
    renderAt("/geoblock?reason=userDenied");
    expect(await screen.findAllByRole("button", { name: en.geoblock.tryAgain })).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: en.account.signOut })).toHaveLength(1);
  });

  it("gives every reason a different title", () => {
    const titles = GEOBLOCK_REASONS.map((reason) => messages.en.geoblock.reasons[reason].title);
    expect(new Set(titles).size).toBe(GEOBLOCK_REASONS.length);
  });

  it("reads a missing or unknown reason as a blocked region", () => {
    expect(parseGeoblockReason(null)).toBe("blockedRegion");
    expect(parseGeoblockReason("toString")).toBe("blockedRegion");
    expect(parseGeoblockReason("timeout")).toBe("timeout");
  });

  it("speaks Spanish and links to the Spanish terms", async () => {
    renderAt("/es/geoblock?reason=userDenied", undefined, "es");
    expect(
      await screen.findByRole("heading", { level: 1, name: messages.es.geoblock.reasons.userDenied.title }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: messages.es.geoblock.terms }).getAttribute("href")).toBe(
      "/es/page/terms",
    );
    expect(screen.getByRole("button", { name: messages.es.geoblock.tryAgain })).toBeTruthy();
  });

  it("shows the new reason when trying again fails", async () => {
    renderAt("/geoblock?reason=permissionDenied", async () => ({ ok: false, reason: "timeout" }));
    await act(async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: messages.en.geoblock.reasons.timeout.title }),
    ).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/geoblock?reason=timeout");
  });

  it("goes to the lobby when trying again passes", async () => {
    let pass: (result: LocationCheckResult) => void = () => {};
    renderAt("/geoblock?reason=timeout", () => new Promise((resolve) => (pass = resolve)));
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(screen.getByRole("status").textContent).toBe(messages.en.geoblock.checking);
    expect(screen.getByRole("button", { name: "Try again" }).getAttribute("aria-busy")).toBe("true");
    await act(async () => {
      pass({
        ok: true,
        result: {
          access: true,
          country: "US",
          region: "TX",
          currencies: { entries: true, coins: true },
          reason: null,
        },
      });
    });
    expect(await screen.findByRole("heading", { name: "Lobby page" })).toBeTruthy();
  });
});
