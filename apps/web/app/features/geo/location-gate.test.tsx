import { catalog as en } from "@reelhouse/i18n/en";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "~/test/render.tsx";
import { EntriesOffNotice } from "./entries-off-notice.tsx";
import { LocationGate } from "./location-gate.tsx";

function renderGate() {
  renderWithProviders([{ path: "/lobby", Component: LocationGate }], { url: "/lobby" });
}

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/** The gate and the note as the root renders them for a signed-in player, with where the router is. */
function GateWithNotice() {
  return (
    <>
      <LocationGate />
      <EntriesOffNotice />
      <Where />
    </>
  );
}

function renderGateWithNotice() {
  renderWithProviders(
    [
      { path: "/lobby", Component: GateWithNotice },
      { path: "/geoblock", Component: Where },
    ],
    { url: "/lobby", player: { gameMode: "TournamentPoints" } },
  );
}

/** A browser that allows the location and answers with a position; the server answers `access`. */
function browserLocatedWhere(currencies: { coins: boolean; entries: boolean }) {
  vi.stubGlobal("navigator", {
    ...navigator,
    permissions: { query: vi.fn(async () => ({ state: "granted" })) },
    geolocation: {
      getCurrentPosition: (resolve: PositionCallback) =>
        resolve({ coords: { latitude: 30.27, longitude: -97.74 } } as GeolocationPosition),
    },
  });
  const access = currencies.coins || currencies.entries;
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: true,
            data: {
              access,
              country: "US",
              region: "TX",
              currencies,
              reason: access ? null : "BLOCKED_REGION",
            },
          }),
          { headers: { "content-type": "application/json" } },
        ),
    ),
  );
}

/** A browser whose permission for the location is `state`, and which never answers with a position. */
function browserAsking(state: PermissionState) {
  const getCurrentPosition = vi.fn();
  vi.stubGlobal("navigator", {
    ...navigator,
    permissions: { query: vi.fn(async () => ({ state })) },
    geolocation: { getCurrentPosition },
  });
  return getCurrentPosition;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the location gate", () => {
  it("tells a player the browser has not asked yet why, and lets the browser ask only when they go on", async () => {
    const getCurrentPosition = browserAsking("prompt");
    renderGate();
    const explanation = await screen.findByRole("dialog", { name: en.geoblock.explain.title });
    expect(explanation.textContent).toContain(en.geoblock.explain.next);
    expect(getCurrentPosition).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: en.geoblock.explain.continue }));
    await waitFor(() => expect(getCurrentPosition).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks for the position at once when the browser already allows it", async () => {
    const getCurrentPosition = browserAsking("granted");
    renderGate();
    await waitFor(() => expect(getCurrentPosition).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lets a player whose browser will not share the location play on with coins, entries off", async () => {
    browserAsking("denied");
    renderGateWithNotice();
    const note = await screen.findByRole("complementary", { name: en.geoblock.entriesOff.title });
    expect(note.textContent).toContain(en.geoblock.entriesOff.locationDeclined);
    expect(screen.getByRole("button", { name: en.geoblock.entriesOff.share })).toBeTruthy();
    expect(screen.getByTestId("path").textContent).toBe("/lobby");
  });

  it("turns entries off where only coins may be played, and sends a player where neither may to the geoblock page", async () => {
    browserLocatedWhere({ coins: true, entries: false });
    renderGateWithNotice();
    const note = await screen.findByRole("complementary", { name: en.geoblock.entriesOff.title });
    expect(note.textContent).toContain(en.geoblock.entriesOff.entriesNotHere);
    cleanup();
    sessionStorage.clear();

    browserLocatedWhere({ coins: false, entries: false });
    renderGateWithNotice();
    await waitFor(() => expect(screen.getByTestId("path").textContent).toMatch(/^\/geoblock/));
  });
});
