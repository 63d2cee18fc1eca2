import type { RealtimeMessageOf, Tournament } from "@reelhouse/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeGatewaySocket, latestSocket, testConnection } from "~/lib/realtime/fake-gateway.test-support.ts";
import { disconnectRealtime, RealtimeProvider } from "~/lib/realtime/provider.tsx";
import { ok, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { RaceAlerts } from "./race-alerts.tsx";
import { RaceBar } from "./race-bar.tsx";
import { race } from "./races.test-support.ts";

const api = setupApi();

type Message = RealtimeMessageOf<"tournament">;

/** The race bar of game 1 and the race alerts, as a game page has them, on a live connection. */
function renderGame(held: () => Tournament | null, url = "/game?game=lucky-lanterns") {
  api.use(http.get("/rest/tournament/", () => ok(held())));
  return renderWithProviders(
    <RealtimeProvider connection={testConnection}>
      <RaceBar gameId={1} />
      <RaceAlerts />
    </RealtimeProvider>,
    { url, player: {} },
  );
}

const send = (message: Message) => latestSocket().publish("player:p1", message);

async function connected() {
  await waitFor(() =>
    expect(latestSocket()?.commands.filter((command) => command.subscribe)).toHaveLength(2),
  );
}

beforeEach(() => FakeGatewaySocket.install());
afterEach(() => disconnectRealtime());

const joined = race({
  isSubscribed: true,
  playerData: { points: 120, place: 5, roundsPlayed: 2, prize: null, pointsToNextPrize: 290, teamId: null },
});

describe("the race bar in a game", () => {
  it("shows the player's place and points, and moves them with the race's messages", async () => {
    let server = joined;
    renderGame(() => server);
    const bar = await screen.findByRole("region", { name: "Race standing" });
    expect(within(bar).getByTestId("race-bar-place").textContent).toBe("5th");
    expect(within(bar).getByTestId("race-bar-points").textContent).toBe("120");
    expect(
      within(bar)
        .getByRole("link", { name: /Sprint race/ })
        .getAttribute("href"),
    ).toBe("/races");
    await connected();
    server = { ...joined, playerData: joined.playerData && { ...joined.playerData, place: 2, points: 700 } };
    send({ type: "tournament", action: "positions", data: { tournamentId: 7, place: 2, points: 700 } });
    await waitFor(() => expect(within(bar).getByTestId("race-bar-place").textContent).toBe("2nd"));
    expect(within(bar).getByTestId("race-bar-points").textContent).toBe("700");
  });

  it("stays away from a game outside any race, and from a race the player has not joined", async () => {
    let reads = 0;
    renderGame(() => {
      reads++;
      return race();
    });
    await waitFor(() => expect(reads).toBe(1));
    expect(screen.queryByRole("region", { name: "Race standing" })).toBeNull();
  });
});

describe("the race alerts", () => {
  it("congratulate a winner at the race's end with their place and prize", async () => {
    renderGame(() => null);
    await connected();
    send({
      type: "tournament",
      action: "stop",
      data: { tournamentId: 7, place: 2, prize: { coins: 200_000, entries: 500 } },
    });
    const dialog = await screen.findByRole("dialog", { name: "Congratulations!" });
    expect(within(dialog).getByText("You finished 2nd in the race.")).toBeTruthy();
    expect(
      within(dialog).getByText("You won 2,000 coins + 5 entries. It's already in your balance."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Collect" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("say nothing at the end of a race the player did not win", async () => {
    let reads = 0;
    renderGame(() => {
      reads++;
      return null;
    });
    await connected();
    send({ type: "tournament", action: "stop", data: { tournamentId: 7, place: 40, prize: null } });
    // The race is read again after its end, and no dialog opens.
    await waitFor(() => expect(reads).toBe(2));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("tell the player a bet was below the race's minimum, in the race's currency", async () => {
    renderGame(() => joined);
    await screen.findByRole("region", { name: "Race standing" });
    await connected();
    send({ type: "tournament", action: "min-alert", data: { tournamentId: 7, minBet: 10_000 } });
    const dialog = await screen.findByRole("dialog", { name: "This bet did not score" });
    expect(
      within(dialog).getByText(
        "Race points start at a bet of 100 coins. Raise your bet to climb the leaderboard.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Got it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("speak Spanish", async () => {
    renderGame(() => null, "/es/game?game=lucky-lanterns");
    await connected();
    send({
      type: "tournament",
      action: "stop",
      data: { tournamentId: 7, place: 1, prize: { coins: 300_000, entries: 0 } },
    });
    const dialog = await screen.findByRole("dialog", { name: "¡Enhorabuena!" });
    expect(within(dialog).getByText("Terminaste en el puesto 1.º de la carrera.")).toBeTruthy();
  });
});
