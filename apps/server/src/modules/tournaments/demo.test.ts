import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { PLAN_JOB } from "./plugin.ts";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ DEMO_DATA: "true" });
});

afterAll(async () => {
  await t?.close();
});

const answer = async (url: string) => (await t.app.inject({ url })).json().data;

it("always has a race running, races next and races in history in the demo, a day later too", async () => {
  for (const day of [0, 1]) {
    t.clock.advance(day * 24 * 60 * 60 * 1000 + 1_000);
    await t.app.jobs.runDue();
    // The races job starts what the plan job has just made at its next run, a second later.
    t.clock.advance(1_000);
    await t.app.jobs.runDue();
    expect(await answer("/rest/tournament/")).toMatchObject({ status: "running", isActive: true });
    // /races asks for the solo race running, /group-races for the team one.
    expect(await answer("/rest/tournament/?teamMode=false")).toMatchObject({
      status: "running",
      isTeamBased: false,
    });
    expect(await answer("/rest/tournament/?teamMode=true")).toMatchObject({
      status: "running",
      isTeamBased: true,
    });
    // The races on now (the solo ones at least: a sprint and a marathon) first, then those to come.
    const next = await answer("/rest/next-tournaments/?limit=20");
    const statuses = next.tournaments.map((race: { status: string }) => race.status);
    expect(statuses.filter((status: string) => status === "running").length).toBeGreaterThan(1);
    expect(statuses).toContain("upcoming");
    expect(statuses).toEqual([...statuses].sort((a, b) => (a === b ? 0 : a === "running" ? -1 : 1)));
    expect((await answer("/rest/next-tournaments/?teamMode=true")).total).toBeGreaterThan(0);
    const history = await answer("/rest/tournaments/history/?limit=4");
    expect(history.tournaments).toHaveLength(4);
    expect(history.tournaments[0]).toMatchObject({ status: "finished", isOpen: false });
  }
  expect(await t.app.jobs.status(PLAN_JOB)).toMatchObject({ lastError: null });
});
