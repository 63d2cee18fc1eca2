import { act, screen, waitFor } from "@testing-library/react";
import { http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeGatewaySocket, latestSocket, testConnection } from "~/lib/realtime/fake-gateway.test-support.ts";
import { disconnectRealtime, RealtimeProvider, useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { ok, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { cashierKeys } from "./api.ts";
import { HomeOffers } from "./home-offers.tsx";
import { aPackage } from "./package.test-support.ts";

const api = setupApi();

const DEAL = aPackage({
  id: 7,
  title: "Welcome deal",
  badge: "first_purchase",
  offerType: "first_purchase",
  priceMinor: 499,
});
const STACK = aPackage({ id: 2 });

/** The kinds of balance message the page heard, in order. */
const heard: string[] = [];
function Heard() {
  useRealtimeMessage("cash", ({ data }) => heard.push(data.kind));
  return null;
}

beforeEach(() => FakeGatewaySocket.install());
afterEach(() => disconnectRealtime());

/** The home's offers on a live connection, and how often the cashier's packages were asked for. */
function renderHome() {
  const asked = { count: 0 };
  api.use(
    http.get("/rest/available-sets/check/", () => {
      asked.count++;
      return ok({ packages: [STACK], promoOffers: { bundle: [], extraWheel: [] }, methods: [] });
    }),
  );
  renderWithProviders(
    <RealtimeProvider connection={testConnection}>
      <HomeOffers packages={[DEAL, STACK]} />
    </RealtimeProvider>,
    { url: "/", player: {} },
  );
  return asked;
}

async function connected() {
  await waitFor(() => expect(latestSocket()?.commands.some((command) => command.subscribe)).toBe(true));
}

const balance = (kind: string) =>
  latestSocket().publish("player:p1", {
    type: "cash",
    action: "balance",
    data: { transactionId: 40, kind, balance: { coins: 200_000_000, entries: 2_000 } },
  });

// The first test loads the realtime client's code on demand, which a busy machine takes seconds over.
describe("the home's offers after a purchase", { timeout: 20_000 }, () => {
  it("stop selling the first-purchase deal once the purchase's balance message comes", async () => {
    const asked = renderHome();
    expect(await screen.findByRole("link", { name: "Buy Welcome deal for $4.99" })).toBeTruthy();
    await connected();

    balance("purchase");
    await waitFor(() =>
      expect(screen.queryByRole("link", { name: "Buy Welcome deal for $4.99" })).toBeNull(),
    );
    expect(screen.getByRole("link", { name: "Buy Stack for $9.99" })).toBeTruthy();
    expect(asked.count).toBe(1);
  });

  it("ask nothing when the balance moves for anything but a purchase (a spin)", async () => {
    heard.length = 0;
    const asked = { count: 0 };
    api.use(
      http.get("/rest/available-sets/check/", () => {
        asked.count++;
        return ok({ packages: [STACK], promoOffers: { bundle: [], extraWheel: [] }, methods: [] });
      }),
    );
    const { queryClient } = renderWithProviders(
      <RealtimeProvider connection={testConnection}>
        <HomeOffers packages={[DEAL, STACK]} />
        <Heard />
      </RealtimeProvider>,
      { url: "/", player: {} },
    );
    await connected();
    balance("bet");
    await waitFor(() => expect(heard).toEqual(["bet"]));
    await act(async () => {});
    expect(queryClient.getQueryState(cashierKeys.availableSets)?.fetchStatus ?? "idle").toBe("idle");
    expect(asked.count).toBe(0);
    expect(screen.getByRole("link", { name: "Buy Welcome deal for $4.99" })).toBeTruthy();
  });
});
