import {
  AccessCheckResponse,
  BlockReportResponse,
  ErrorBody,
  RestrictionInfoResponse,
} from "@reelhouse/contract";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restrictionBlocks } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";

let harness: TestApp;

beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(async () => {
  await harness.close();
});

const get = (url: string, remoteAddress?: string) =>
  harness.app.inject({ method: "GET", url, ...(remoteAddress ? { remoteAddress } : {}) });

const storedBlock = (id: string) =>
  harness.database.db.select().from(restrictionBlocks).where(eq(restrictionBlocks.id, id));
const countBlocks = async () =>
  (await harness.database.db.select({ total: count() }).from(restrictionBlocks))[0]?.total;

const fieldsOf = (body: unknown) => ErrorBody.parse(body).error.fields?.map((field) => field.path) ?? [];

describe("GET /rest/restriction/info/", () => {
  it("lists every state and DC with its currencies", async () => {
    const response = await get("/rest/restriction/info/");
    expect(response.statusCode).toBe(200);
    const { states } = RestrictionInfoResponse.parse(response.json()).data;
    expect(states).toHaveLength(51);
    expect(states.find((state) => state.code === "WA")).toEqual({
      code: "WA",
      name: "Washington",
      entries: false,
      coins: false,
    });
    expect(states.find((state) => state.code === "CA")).toMatchObject({ entries: false, coins: true });
    expect(states.find((state) => state.code === "DC")).toMatchObject({ entries: true, coins: true });
  });
});

describe("GET /rest/restriction/player/ip/check/", () => {
  it("checks the address the request comes from", async () => {
    const response = await get("/rest/restriction/player/ip/check/", "128.95.1.1");
    expect(response.statusCode).toBe(200);
    expect(AccessCheckResponse.parse(response.json()).data).toMatchObject({
      access: false,
      country: "US",
      region: "WA",
      reason: "Blocked region",
    });
  });

  it("lets a loopback address through for the browser check to decide", async () => {
    const { data } = AccessCheckResponse.parse((await get("/rest/restriction/player/ip/check/")).json());
    expect(data).toMatchObject({ access: true, country: null, reason: null });
  });

  it("ignores X-Forwarded-For unless the proxy is trusted", async () => {
    const response = await harness.app.inject({
      method: "GET",
      url: "/rest/restriction/player/ip/check/",
      headers: { "x-forwarded-for": "128.95.1.1" },
    });
    expect(AccessCheckResponse.parse(response.json()).data.access).toBe(true);
  });
});

describe("GET /rest/restriction/player/geo/check/", () => {
  it("checks the coordinates", async () => {
    const response = await get("/rest/restriction/player/geo/check/?latitude=45.5017&longitude=-73.5673");
    expect(response.statusCode).toBe(200);
    expect(AccessCheckResponse.parse(response.json()).data).toMatchObject({
      access: true,
      country: "CA",
      region: "QC",
      currencies: { entries: false, coins: true },
    });
  });

  it.each([
    ["missing latitude", "?longitude=-73.5", ["querystring.latitude"]],
    ["latitude above 90", "?latitude=90.5&longitude=0", ["querystring.latitude"]],
    ["longitude below -180", "?latitude=0&longitude=-180.01", ["querystring.longitude"]],
    ["words", "?latitude=north&longitude=", ["querystring.latitude", "querystring.longitude"]],
  ])("answers 400 with field messages for %s", async (_, query, fields) => {
    const response = await get(`/rest/restriction/player/geo/check/${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_FAILED");
    expect(fieldsOf(response.json()).sort()).toEqual(fields);
  });
});

describe("POST /rest/restriction/player/block/", () => {
  const post = (payload: unknown) =>
    harness.app.inject({
      method: "POST",
      url: "/rest/restriction/player/block/",
      payload: payload as object,
      remoteAddress: "24.201.0.1",
    });

  it("records the block with where the address is", async () => {
    const response = await post({
      apps: ["lobby", "cashier"],
      meta: { reason: "Blocked region", retries: 2 },
    });
    expect(response.statusCode).toBe(200);
    const { data } = BlockReportResponse.parse(response.json());
    expect(data.createdAt).toBe(harness.clock.now().toISOString());

    expect(await storedBlock(data.id)).toEqual([
      {
        id: data.id,
        playerId: null,
        ip: "24.201.0.1",
        country: "CA",
        region: "QC",
        apps: ["lobby", "cashier"],
        meta: { reason: "Blocked region", retries: 2 },
        createdAt: harness.clock.now(),
      },
    ]);
  });

  it("stores an empty meta when none is sent", async () => {
    const { data } = BlockReportResponse.parse((await post({ apps: ["lobby"] })).json());
    expect((await storedBlock(data.id))[0]?.meta).toEqual({});
  });

  it.each([
    ["no apps", { apps: [] }, "body.apps"],
    ["an app that is not a slug", { apps: ["Lobby Page"] }, "body.apps.0"],
    ["nested meta", { apps: ["lobby"], meta: { where: { lat: 1 } } }, "body.meta.where"],
  ])("answers 400 for %s and records nothing", async (_, payload, field) => {
    const before = await countBlocks();
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toContain(field);
    expect(await countBlocks()).toBe(before);
  });
});

it("documents every restriction call in the OpenAPI document", async () => {
  const { paths } = (await get("/docs/json")).json() as { paths: Record<string, Record<string, unknown>> };
  expect(Object.keys(paths["/rest/restriction/info/"] ?? {})).toContain("get");
  expect(Object.keys(paths["/rest/restriction/player/ip/check/"] ?? {})).toContain("get");
  expect(Object.keys(paths["/rest/restriction/player/geo/check/"] ?? {})).toContain("get");
  expect(Object.keys(paths["/rest/restriction/player/block/"] ?? {})).toContain("post");
});
