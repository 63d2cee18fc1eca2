import type { Tournament } from "@reelhouse/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { ok, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { RACES_PAGE_SIZE, type RaceMode, type RacesPageData } from "./api.ts";
import { GAMES, leader, page, race } from "./races.test-support.ts";
import { RacesPage } from "./races-page.tsx";

const api = setupApi();

let joins: string[] = [];
beforeEach(() => {
  joins = [];
  window.localStorage.setItem("races-welcome-seen:solo", "1");
  window.localStorage.setItem("races-welcome-seen:team", "1");
});

/** A server whose current race is `current`; joining marks it joined, with the team asked for. */
function serve(current: Tournament | null) {
  let held = current;
  api.use(
    http.get("/rest/tournament/", () => ok(held)),
    http.get("/rest/next-tournaments/", () => ok(page([]))),
    http.get("/rest/tournaments/history/", () => ok(page([]))),
    http.get("/rest/tournaments/:id/subscribe/", ({ request, params }) => {
      const teamId = new URL(request.url).searchParams.get("teamId");
      joins.push(`${params.id}${teamId ? `:${teamId}` : ""}`);
      held = held && {
        ...held,
        isSubscribed: true,
        teams: held.teams.map((team) => ({ ...team, isPlayerTeam: String(team.id) === (teamId ?? "2") })),
      };
      return ok({ tournamentId: Number(params.id), teamId: teamId ? Number(teamId) : null });
    }),
  );
}

function renderPage(data: Partial<RacesPageData> & { mode?: RaceMode } = {}, url = "/races") {
  const initial: RacesPageData = { mode: "solo", current: null, next: page([]), history: page([]), ...data };
  return renderWithProviders(<RacesPage initial={initial} games={GAMES} />, { url, player: {} });
}

describe("the races page", () => {
  it("shows the running race's prize pool, time left and games, and joins it once however often pressed", async () => {
    const current = race();
    serve(current);
    renderPage({ current });
    const hero = await screen.findByRole("region", { name: "Sprint race" });
    expect(within(hero).getByText("Live")).toBeTruthy();
    expect(within(hero).getByText("6,500 coins")).toBeTruthy();
    expect(within(hero).getByRole("timer").textContent).toBe("2 h 5 min");
    expect(within(hero).getByRole("link", { name: "Play Lucky Lanterns" }).getAttribute("href")).toBe(
      "/game?game=lucky-lanterns",
    );
    const join = within(hero).getByRole("button", { name: "Join race" });
    await waitFor(() => expect((join as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(join);
    fireEvent.click(join);
    expect(await within(hero).findByText("You're in this race")).toBeTruthy();
    expect(joins).toEqual(["7"]);
    expect(within(hero).getByText("Play a round of 100 coins or more to take a place.")).toBeTruthy();
  });

  it("shows the player's place, points and what the next place takes, and their row below the top", async () => {
    const current = race({
      isSubscribed: true,
      playerData: {
        points: 80,
        place: 7,
        roundsPlayed: 4,
        prize: null,
        pointsToNextPrize: 40,
        teamId: null,
      },
    });
    serve(current);
    renderPage({ current });
    expect((await screen.findByTestId("race-place")).textContent).toBe("7th");
    expect(screen.getByTestId("race-points").textContent).toBe("80 points");
    expect(screen.getByText("40 points to reach a prize place.")).toBeTruthy();
    const podium = screen.getByRole("list", { name: "The top three" });
    expect(
      within(podium)
        .getAllByRole("listitem")
        .map((step) => step.textContent),
    ).toEqual([
      expect.stringContaining("Bo K."),
      expect.stringContaining("Lia M."),
      expect.stringContaining("Cy R."),
    ]);
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows.at(-1)?.textContent).toContain("7th");
    expect(rows.at(-1)?.textContent).toContain("You");
    expect(rows.at(-2)?.textContent).toContain("Places between");
  });

  it("says when no race runs and none is scheduled, and that no race has finished", async () => {
    serve(null);
    renderPage();
    expect(await screen.findByRole("heading", { name: "No race is running right now" })).toBeTruthy();
    expect(screen.getByText("No race is scheduled yet. New races are announced here.")).toBeTruthy();
    expect(screen.getByText("No more races are scheduled yet.")).toBeTruthy();
    expect(screen.getByText("No race has finished yet. Winners show up here.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Join race" })).toBeNull();
  });

  it("lists the next races 8 at a time, and past races with their three winners", async () => {
    const upcoming = Array.from({ length: 10 }, (_, index) =>
      race({ id: 100 + index, status: "upcoming", isActive: false, kind: index % 2 ? "marathon" : "sprint" }),
    );
    const past = race({ id: 5, status: "finished", isActive: false, isOpen: false });
    serve(null);
    api.use(
      http.get("/rest/next-tournaments/", ({ request }) => {
        const query = new URL(request.url).searchParams;
        expect(query.get("teamMode")).toBe("false");
        const offset = Number(query.get("offset"));
        return ok(page(upcoming.slice(offset, offset + Number(query.get("limit"))), upcoming.length));
      }),
    );
    renderPage({ next: page(upcoming.slice(0, RACES_PAGE_SIZE), upcoming.length), history: page([past]) });
    const next = await screen.findByRole("region", { name: "Next races" });
    expect(within(next).getAllByRole("listitem")).toHaveLength(8);
    fireEvent.click(within(next).getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(next).getAllByRole("listitem")).toHaveLength(10));
    expect(within(next).queryByRole("button", { name: "Show more" })).toBeNull();
    const history = screen.getByRole("region", { name: "Past races" });
    const winners = within(history).getByRole("list", { name: "Winners" });
    expect(
      within(winners)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual(["11stLia M.900 points", "22ndBo K.640 points", "33rdCy R.410 points"]);
  });

  it("shows every race on now: the first above, the other in the list with when it ends", async () => {
    const current = race();
    const other = race({ id: 8, kind: "marathon" });
    const upcoming = race({ id: 9, status: "upcoming", isActive: false });
    serve(current);
    renderPage({ current, next: page([current, other, upcoming]) });
    expect(await screen.findByRole("region", { name: "Sprint race" })).toBeTruthy();
    const next = screen.getByRole("region", { name: "Next races" });
    const cards = within(next).getAllByRole("listitem");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Marathon race",
      "Sprint race",
    ]);
    expect(within(cards[0] as HTMLElement).getByText(/^On now · ends /)).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText(/^Starts /)).toBeTruthy();
    const joinOther = within(cards[0] as HTMLElement).getByRole("button", {
      name: /^Join: Marathon race, On now/,
    });
    await waitFor(() => expect((joinOther as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(joinOther);
    await waitFor(() => expect(joins).toEqual(["8"]));
  });

  it("opens the prizes and the rules of the race", async () => {
    const current = race({ scoring: "multiplier" });
    serve(current);
    renderPage({ current });
    fireEvent.click(await screen.findByRole("button", { name: "Prizes" }));
    const prizes = await screen.findByRole("dialog", { name: "Prizes" });
    expect(
      within(prizes)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["PlacePrize", "1st3,000 coins", "2nd2,000 coins", "3rd1,000 coins", "4th500 coins"]);
    fireEvent.click(within(prizes).getByRole("button", { name: "Close" }));
    fireEvent.click(screen.getByRole("button", { name: "Rules" }));
    const rules = await screen.findByRole("dialog", { name: "Rules" });
    expect(within(rules).getByText("Only rounds with a bet of 100 coins or more score points.")).toBeTruthy();
    expect(within(rules).getByText(/a 2\.5× win scores 250 points/)).toBeTruthy();
    expect(within(rules).getByText("Rounds count in these games: Lucky Lanterns, Star Quarry.")).toBeTruthy();
  });

  it("welcomes the player the first time, the team page with how teams work", async () => {
    window.localStorage.removeItem("races-welcome-seen:team");
    serve(null);
    renderPage({ mode: "team" }, "/group-races");
    const welcome = await screen.findByRole("dialog", { name: "Welcome to Team races" });
    expect(
      within(welcome).getByText("Pick a team: everyone's points add up to the team's total."),
    ).toBeTruthy();
    fireEvent.click(within(welcome).getByRole("button", { name: "Let's race" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(window.localStorage.getItem("races-welcome-seen:team")).toBe("1");
  });
});

describe("a team race", () => {
  const teams = [
    { id: 1, slug: "crimson", totalPoints: 1200, members: 5, place: 1, isPlayerTeam: false, images: [] },
    { id: 2, slug: "azure", totalPoints: 800, members: 4, place: 2, isPlayerTeam: false, images: [] },
  ];

  it("lets the player pick a team, then marks it in the standings", async () => {
    const current = race({ kind: "teamClash", isTeamBased: true, teams });
    serve(current);
    renderPage({ mode: "team", current }, "/group-races");
    const standings = await screen.findByRole("region", { name: "Pick your team" });
    const azure = within(standings).getByRole("button", { name: "Join Azure" });
    await waitFor(() => expect((azure as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(azure);
    const settled = await screen.findByRole("region", { name: "Teams" });
    await waitFor(() =>
      expect(within(settled).getByText("Azure").closest("li")?.getAttribute("aria-current")).toBe("true"),
    );
    expect(within(settled).getByText("Your team")).toBeTruthy();
    expect(within(settled).queryByRole("button", { name: /^Join/ })).toBeNull();
    expect(joins).toEqual(["7:2"]);
  });

  it("joins the smallest team from the race's own button", async () => {
    const current = race({ kind: "teamClash", isTeamBased: true, teams });
    serve(current);
    renderPage({ mode: "team", current }, "/group-races");
    const join = await screen.findByRole("button", { name: "Join a team" });
    await waitFor(() => expect((join as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(join);
    await screen.findByText("You're in this race");
    expect(joins).toEqual(["7"]);
  });
});

describe("the races page in Spanish", () => {
  it("speaks Spanish", async () => {
    const current = race({ leaderboard: [leader(1, "Lia M.", 900)], winners: [leader(1, "Lia M.", 900)] });
    serve(current);
    renderPage({ current }, "/es/races");
    expect(await screen.findByRole("heading", { level: 1, name: "Carreras" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unirme a la carrera" })).toBeTruthy();
    expect(screen.getByText("1.º")).toBeTruthy();
  });
});
