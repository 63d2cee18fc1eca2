import { catalog as en } from "@reelhouse/i18n/en";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "~/components/ui/toast.tsx";
import { getI18n } from "~/lib/i18n/index.ts";
import { createQueryClient } from "~/lib/query-client.ts";
import { FakeGatewaySocket, latestSocket, testConnection } from "~/lib/realtime/fake-gateway.test-support.ts";
import { disconnectRealtime, RealtimeProvider } from "~/lib/realtime/provider.tsx";
import { ChunkLoadRecovery } from "./chunk-load-recovery.tsx";
import { Freshness, isNewBuild } from "./freshness.tsx";
import { mayReload, RELOAD_GUARD_MS } from "./reload.ts";

describe("isNewBuild", () => {
  it("signals only a different, known build id", () => {
    expect(isNewBuild("abc", "def")).toBe(true);
    expect(isNewBuild("abc", "abc")).toBe(false);
    expect(isNewBuild("abc", "")).toBe(false);
    expect(isNewBuild("abc", undefined)).toBe(false);
    expect(isNewBuild(undefined, "def")).toBe(false);
  });
});

describe("mayReload", () => {
  const now = 1_000_000;
  it("refuses to reload the same path twice within 10 s", () => {
    const guard = JSON.stringify({ path: "/lobby", at: now - RELOAD_GUARD_MS + 1 });
    expect(mayReload("/lobby", now, guard)).toBe(false);
    expect(mayReload("/races", now, guard)).toBe(true);
    expect(mayReload("/lobby", now + 1, guard)).toBe(true);
  });

  it("allows a reload with no or unreadable guard", () => {
    expect(mayReload("/lobby", now, null)).toBe(true);
    expect(mayReload("/lobby", now, "{oops")).toBe(true);
  });
});

function SiteRoot() {
  return (
    <RealtimeProvider connection={testConnection}>
      <ChunkLoadRecovery />
      <Freshness />
    </RealtimeProvider>
  );
}
const Stub = createRoutesStub([{ path: "/", Component: SiteRoot }]);

/** Freshness on a page of a player's. */
function renderSite() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={getI18n("en")}>
        <ToastProvider dismissLabel="Dismiss">
          <Stub initialEntries={["/"]} />
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** The same, once the broadcast channel is heard. */
async function renderListening() {
  renderSite();
  await waitFor(() =>
    expect(latestSocket()?.commands.filter((command) => command.subscribe)).toHaveLength(2),
  );
}

describe("the realtime app messages (spec §7)", () => {
  const fetchMock = vi.fn<typeof fetch>();
  const reloadGuard = () => sessionStorage.getItem("reelhouse:reload-guard");

  beforeEach(() => {
    window.__reactRouterManifest = { version: "b1" };
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    FakeGatewaySocket.install();
  });
  afterEach(() => {
    cleanup();
    disconnectRealtime();
    window.__reactRouterManifest = undefined;
    window.location.hash = "";
    sessionStorage.clear();
  });

  it("asks for the latest build at once on newBuild, and offers the refresh", async () => {
    fetchMock.mockImplementation(async () => Response.json({ id: "b2" }));
    await renderListening();
    expect(fetchMock).not.toHaveBeenCalled();

    latestSocket().publish("broadcast", { type: "app", action: "newBuild", data: { buildId: "b2" } });
    await screen.findByText(en.shell.updateAvailable);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^\/builds\/latest\.json\?/);
  });

  it("reloads on reload, through the reload guard", async () => {
    // jsdom cannot reload; the guard written just before says the page asked to.
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderListening();
    latestSocket().publish("broadcast", { type: "app", action: "reload", data: {} });
    await waitFor(() => expect(JSON.parse(reloadGuard() ?? "{}")).toMatchObject({ path: "/" }));
  });

  it("waits with the reload while the cash widget is open", async () => {
    window.location.hash = "#cash";
    await renderListening();
    latestSocket().publish("broadcast", { type: "app", action: "reload", data: {} });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reloadGuard()).toBeNull();
  });
});

describe("a chunk that no longer loads (spec §8)", () => {
  beforeEach(() => FakeGatewaySocket.install());
  afterEach(() => {
    cleanup();
    disconnectRealtime();
    sessionStorage.clear();
  });

  it("reloads the page once, through the reload guard", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderSite();
    const failed = new Event("vite:preloadError", { cancelable: true });
    window.dispatchEvent(failed);
    // Handled: Vite does not throw the error on, and the guard says the page asked to reload.
    expect(failed.defaultPrevented).toBe(true);
    expect(JSON.parse(sessionStorage.getItem("reelhouse:reload-guard") ?? "{}")).toMatchObject({ path: "/" });
  });
});
