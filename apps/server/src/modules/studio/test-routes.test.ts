import { hashServerSeed } from "@reelhouse/games/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { studioPlayer } from "../../test/studio-player.ts";

const SECRET = "a-test-deployment-secret";
const ROUTE = "/__test/studio/next-server-seed/";

describe("the next server seed on a test deployment", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TEST_CLOCK_SECRET: SECRET });
  });
  afterAll(() => t.close());

  it("answers the signed-in player's committed seed, the one the next rotation makes active", async () => {
    const player = await studioPlayer(() => t.app, "test-seed");
    const response = await t.app.inject({
      method: "GET",
      url: ROUTE,
      headers: { cookie: player.cookie, "x-test-clock-secret": SECRET },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { serverSeed, serverSeedHash } = response.json();
    expect(hashServerSeed(serverSeed)).toBe(serverSeedHash);
    const before = (await player.get("/rest/fairness/")).json().data;
    expect(before.nextServerSeedHash).toBe(serverSeedHash);

    const rotated = await player.post("/rest/fairness/rotate/", { clientSeed: "chosen" });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().data.serverSeedHash).toBe(serverSeedHash);
  });

  it("is refused without the secret, and to a guest", async () => {
    const player = await studioPlayer(() => t.app, "test-seed");
    const withoutSecret = await t.app.inject({
      method: "GET",
      url: ROUTE,
      headers: { cookie: player.cookie },
    });
    expect(withoutSecret.statusCode).toBe(403);
    const wrongSecret = await t.app.inject({
      method: "GET",
      url: ROUTE,
      headers: { cookie: player.cookie, "x-test-clock-secret": "another-secret-of-length" },
    });
    expect(wrongSecret.statusCode).toBe(403);
    const guest = await t.app.inject({
      method: "GET",
      url: ROUTE,
      headers: { "x-test-clock-secret": SECRET },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe("the next server seed elsewhere", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("is no route at all", async () => {
    const player = await studioPlayer(() => t.app, "test-seed");
    const response = await t.app.inject({
      method: "GET",
      url: ROUTE,
      headers: { cookie: player.cookie, "x-test-clock-secret": SECRET },
    });
    expect(response.statusCode).toBe(404);
  });
});
