import { catalog as en } from "@reelhouse/i18n/en";
import { act, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeGatewaySocket, latestSocket, testConnection } from "~/lib/realtime/fake-gateway.test-support.ts";
import { disconnectRealtime, RealtimeProvider } from "~/lib/realtime/provider.tsx";
import { setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { isNewBuild } from "./build-id.ts";
import { ChunkLoadRecovery, reloadIfRebuilt } from "./chunk-load-recovery.tsx";
import { Freshness } from "./freshness.tsx";
import { DEFERRED_RELOAD_POLL_MS, mayReload, RELOAD_GUARD_MS } from "./reload.ts";

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

/** Freshness on a page of a player's. */
function renderSite() {
  renderWithProviders(<SiteRoot />);
}

/** The same, once the broadcast channel is heard. */
async function renderListening() {
  renderSite();
  await waitFor(() =>
    expect(latestSocket()?.commands.filter((command) => command.subscribe)).toHaveLength(2),
  );
}

describe("the realtime app messages (spec §7)", () => {
  const api = setupApi();
  const reloadGuard = () => sessionStorage.getItem("reelhouse:reload-guard");

  beforeEach(() => {
    window.__reactRouterManifest = { version: "b1" };
    FakeGatewaySocket.install();
  });
  afterEach(() => {
    vi.useRealTimers();
    disconnectRealtime();
    window.__reactRouterManifest = undefined;
    window.location.hash = "";
    sessionStorage.clear();
  });

  it("asks for the latest build at once on newBuild, and offers the refresh", async () => {
    const asked: string[] = [];
    api.use(
      http.get("/builds/latest.json", ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ id: "b2" });
      }),
    );
    await renderListening();
    expect(asked).toEqual([]);

    latestSocket().publish("broadcast", { type: "app", action: "newBuild", data: { buildId: "b2" } });
    await screen.findByText(en.shell.updateAvailable);
    expect(asked).toEqual(["/builds/latest.json"]);
  });

  it("reloads on reload, through the reload guard", async () => {
    // jsdom cannot reload; the guard written just before says the page asked to.
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderListening();
    latestSocket().publish("broadcast", { type: "app", action: "reload", data: {} });
    await waitFor(() => expect(JSON.parse(reloadGuard() ?? "{}")).toMatchObject({ path: "/" }));
  });

  it("waits with the reload while the cash widget is open, and reloads once it closes", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The build check may come round while the clock runs on: the same build.
    api.use(http.get("/builds/latest.json", () => HttpResponse.json({ id: "b1" })));
    window.location.hash = "#cash";
    await renderListening();
    latestSocket().publish("broadcast", { type: "app", action: "reload", data: {} });
    // Far longer than the wait between two looks at whether the widget closed.
    await act(() => vi.advanceTimersByTimeAsync(DEFERRED_RELOAD_POLL_MS * 10));
    expect(reloadGuard()).toBeNull();

    window.location.hash = "";
    await act(() => vi.advanceTimersByTimeAsync(DEFERRED_RELOAD_POLL_MS));
    expect(JSON.parse(reloadGuard() ?? "{}")).toMatchObject({ path: "/" });
  });
});

describe("a chunk that fails to load (spec §8)", () => {
  const api = setupApi();
  const reloadGuard = () => sessionStorage.getItem("reelhouse:reload-guard");
  let builds = 0;

  beforeEach(() => {
    builds = 0;
    window.__reactRouterManifest = { version: "b1" };
    FakeGatewaySocket.install();
  });
  afterEach(() => {
    disconnectRealtime();
    window.__reactRouterManifest = undefined;
    sessionStorage.clear();
  });

  function deployed(answer: () => Response) {
    api.use(
      http.get("/builds/latest.json", () => {
        builds += 1;
        return answer();
      }),
    );
  }

  /** Vite's report of a failed dynamic import, as the importer would see it. */
  function failChunk(): Event {
    const failed = new Event("vite:preloadError", { cancelable: true });
    window.dispatchEvent(failed);
    return failed;
  }

  it("reloads the page once, into the build that replaced the file", async () => {
    deployed(() => HttpResponse.json({ id: "b2" }));
    renderSite();
    const failed = failChunk();
    // Vite throws the error on to the importer, which the reload makes moot.
    expect(failed.defaultPrevented).toBe(false);
    await waitFor(() => expect(JSON.parse(reloadGuard() ?? "{}")).toMatchObject({ path: "/" }));
  });

  it("stays on the page when the server runs the same build: the download failed on the way", async () => {
    deployed(() => HttpResponse.json({ id: "b1" }));
    await reloadIfRebuilt();
    expect(builds).toBe(1);
    expect(reloadGuard()).toBeNull();
  });

  it("stays on the page when the server does not answer, so the importer can try again", async () => {
    deployed(() => HttpResponse.error());
    await reloadIfRebuilt();
    expect(builds).toBe(1);
    expect(reloadGuard()).toBeNull();
  });
});
