import { catalog as en } from "@reelhouse/i18n/en";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "~/test/render.tsx";
import { LocationGate } from "./location-gate.tsx";

function renderGate() {
  renderWithProviders([{ path: "/lobby", Component: LocationGate }], { url: "/lobby" });
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
});
