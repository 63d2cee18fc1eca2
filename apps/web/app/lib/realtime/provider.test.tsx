import type { RealtimeMessage, WsConnectionData } from "@reelhouse/contract";
import { act, screen, waitFor } from "@testing-library/react";
import { useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "~/test/render.tsx";
import { createQueryClient } from "../query-client.ts";
import {
  testConnection as connection,
  FakeGatewaySocket,
  latestSocket,
} from "./fake-gateway.test-support.ts";
import { disconnectRealtime, RealtimeProvider, useRealtimeMessage, useRealtimeState } from "./provider.tsx";

const cash: RealtimeMessage = {
  type: "cash",
  action: "balance",
  data: { transactionId: 9, kind: "purchase", balance: { coins: 12_500_000, entries: 1_200 } },
};

// What the page under test saw; reset before each test.
let loads = 0;
let heard: RealtimeMessage[] = [];
let given: WsConnectionData | null = connection;

function Page() {
  const { state, hasConnected } = useRealtimeState();
  useRealtimeMessage("cash", (message) => heard.push(message));
  return (
    <p>
      loads {useLoaderData<{ loads: number }>().loads}, {state}
      {hasConnected ? ", was up" : ""}
    </p>
  );
}

function SiteRoot() {
  return (
    <RealtimeProvider connection={given}>
      <Page />
    </RealtimeProvider>
  );
}

function renderSite(connectionData: WsConnectionData | null = connection) {
  given = connectionData;
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  const view = renderWithProviders([{ path: "/", loader: () => ({ loads: ++loads }), Component: SiteRoot }], {
    queryClient,
  });
  return { invalidate, view };
}

beforeEach(() => {
  loads = 0;
  heard = [];
  FakeGatewaySocket.install();
});
afterEach(() => {
  disconnectRealtime();
});

describe("the realtime provider", () => {
  it("connects with app init's token to the gateway on the page's host and subscribes to every channel", async () => {
    renderSite();
    await screen.findByText("loads 1, connected, was up");
    const socket = latestSocket();
    expect(socket.url).toBe(`ws://${window.location.host}/connection/websocket`);
    await waitFor(() => expect(socket.commands.filter((command) => command.subscribe)).toHaveLength(2));
    expect(socket.commands.map(({ connect, subscribe }) => connect ?? subscribe)).toEqual([
      expect.objectContaining({ token: "connection-token" }),
      expect.objectContaining({ channel: "player:p1", token: "player-token" }),
      expect.objectContaining({ channel: "broadcast", token: "broadcast-token" }),
    ]);
  });

  it("opens nothing for a guest", async () => {
    renderSite(null);
    await screen.findByText("loads 1, disconnected");
    expect(FakeGatewaySocket.sockets).toEqual([]);
  });

  it("hands messages to their listeners and reloads the root's data for those about it", async () => {
    renderSite();
    await screen.findByText("loads 1, connected, was up");
    latestSocket().publish("player:p1", cash);
    await screen.findByText("loads 2, connected, was up");
    expect(heard).toEqual([cash]);

    // A new build is nothing the root loader holds: of it and a balance after it, only the balance
    // reloads the root's data (had the build too, the balance's reload would come after its own).
    latestSocket().publish("broadcast", { type: "app", action: "newBuild", data: { buildId: "b2" } });
    latestSocket().publish("player:p1", cash);
    await screen.findByText("loads 3, connected, was up");
    await act(async () => {});
    expect(loads).toBe(3);
    expect(heard).toEqual([cash, cash]);
  });

  it("drops, with a warning, a publication the contract refuses", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderSite();
    await screen.findByText("loads 1, connected, was up");
    latestSocket().publish("player:p1", { type: "cash", action: "balance", data: { coins: "lots" } });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith("realtime message dropped", expect.anything(), expect.anything()),
    );
    expect(heard).toEqual([]);
    expect(screen.getByText("loads 1, connected, was up")).toBeTruthy();
  });

  it("after a reconnect, refetches every query and the root's data", async () => {
    const { invalidate } = renderSite();
    await screen.findByText("loads 1, connected, was up");
    expect(invalidate).not.toHaveBeenCalled();

    latestSocket().drop();
    await screen.findByText("loads 1, connecting, was up");
    // Spec §9: the first retry comes after 0.5 to 1 s.
    await screen.findByText("loads 2, connected, was up", {}, { timeout: 3_000 });
    expect(FakeGatewaySocket.sockets).toHaveLength(2);
    expect(invalidate).toHaveBeenCalledWith();
  });

  it("closes the connection when it unmounts", async () => {
    const { view } = renderSite();
    await screen.findByText("loads 1, connected, was up");
    view.unmount();
    expect(latestSocket().readyState).toBe(3);
  });

  it("closes the connection when the player signs out", async () => {
    renderSite();
    await screen.findByText("loads 1, connected, was up");
    disconnectRealtime();
    await screen.findByText("loads 1, disconnected, was up");
    expect(latestSocket().readyState).toBe(3);
  });
});
