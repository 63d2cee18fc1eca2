import { catalog as en } from "@reelhouse/i18n/en";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getI18n } from "~/lib/i18n/index.ts";
import { LocationGate } from "./location-gate.tsx";

const Stub = createRoutesStub([{ path: "/lobby", Component: LocationGate }]);

function renderGate() {
  render(
    <I18nextProvider i18n={getI18n("en")}>
      <Stub initialEntries={["/lobby"]} />
    </I18nextProvider>,
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
});
