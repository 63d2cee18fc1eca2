import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { DEFAULT_RULES } from "./default-rules.ts";
import {
  checkCoordinatesAccess,
  checkIpAccess,
  listRules,
  resolveAccess,
  seedDefaultRules,
  upsertRule,
} from "./service.ts";

// Public addresses whose owners have held them for decades (universities, a Montreal cable ISP,
// MaxMind's own test address in Britain), so the shipped database places them the same way.
const IP = {
  seattle: "128.95.1.1",
  austin: "129.116.0.1",
  montreal: "24.201.0.1",
  britain: "81.2.69.142",
  usNoState: "8.8.8.8",
};

const POINT = {
  seattle: { latitude: 47.6062, longitude: -122.3321 },
  austin: { latitude: 30.2672, longitude: -97.7431 },
  montreal: { latitude: 45.5017, longitude: -73.5673 },
  toronto: { latitude: 43.6532, longitude: -79.3832 },
  anchorage: { latitude: 61.2181, longitude: -149.9003 },
  sanJuan: { latitude: 18.4655, longitude: -66.1057 },
  london: { latitude: 51.5072, longitude: -0.1276 },
  midAtlantic: { latitude: 35, longitude: -40 },
};

const served = { entries: true, coins: true };
const coinsOnly = { entries: false, coins: true };
const notServed = { entries: false, coins: false };

let harness: TestApp;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(async () => {
  await harness.close();
});
const db = () => harness.database.db;

describe("with the default rules", () => {
  describe("checkIpAccess", () => {
    it("blocks an address in Washington state", async () => {
      expect(await checkIpAccess(db(), IP.seattle)).toEqual({
        access: false,
        country: "US",
        region: "WA",
        currencies: notServed,
        reason: "Blocked region",
      });
    });

    it("serves both currencies in Texas", async () => {
      expect(await checkIpAccess(db(), IP.austin)).toMatchObject({
        access: true,
        country: "US",
        region: "TX",
        currencies: served,
        reason: null,
      });
    });

    it("keeps coins but not entries in Quebec", async () => {
      expect(await checkIpAccess(db(), IP.montreal)).toMatchObject({
        access: true,
        country: "CA",
        region: "QC",
        currencies: coinsOnly,
      });
    });

    it("does not serve a country without a rule", async () => {
      expect(await checkIpAccess(db(), IP.britain)).toMatchObject({
        access: false,
        country: "GB",
        currencies: notServed,
        reason: "Blocked region",
      });
    });

    it("applies the country rule to an address placed in no state", async () => {
      expect(await checkIpAccess(db(), IP.usNoState)).toMatchObject({
        country: "US",
        region: null,
        currencies: served,
      });
    });

    it.each(["127.0.0.1", "10.1.2.3", "192.168.0.10", "::1"])(
      "leaves the unlocatable address %s to the browser check",
      async (ip) => {
        expect(await checkIpAccess(db(), ip)).toEqual({
          access: true,
          country: null,
          region: null,
          currencies: served,
          reason: null,
        });
      },
    );
  });

  describe("checkCoordinatesAccess", () => {
    it("blocks Seattle", async () => {
      expect(await checkCoordinatesAccess(db(), POINT.seattle)).toMatchObject({
        access: false,
        country: "US",
        region: "WA",
        reason: "Blocked region",
      });
    });

    it("serves Austin", async () => {
      expect(await checkCoordinatesAccess(db(), POINT.austin)).toMatchObject({
        access: true,
        country: "US",
        region: "TX",
        currencies: served,
      });
    });

    it("keeps coins but not entries in Montreal", async () => {
      expect(await checkCoordinatesAccess(db(), POINT.montreal)).toMatchObject({
        access: true,
        country: "CA",
        region: "QC",
        currencies: coinsOnly,
      });
    });

    it("serves Toronto under the Canada rule", async () => {
      expect(await checkCoordinatesAccess(db(), POINT.toronto)).toMatchObject({
        country: "CA",
        region: "ON",
        currencies: served,
      });
    });

    it("finds Alaska, whose boundary crosses the antimeridian", async () => {
      expect(await checkCoordinatesAccess(db(), POINT.anchorage)).toMatchObject({
        country: "US",
        region: "AK",
      });
    });

    it("places Puerto Rico as its own country, which no default rule serves", async () => {
      expect(await checkCoordinatesAccess(db(), POINT.sanJuan)).toMatchObject({
        access: false,
        country: "PR",
        region: null,
      });
    });

    it("does not serve another country", async () => {
      expect(await checkCoordinatesAccess(db(), POINT.london)).toMatchObject({
        access: false,
        country: "GB",
      });
    });

    it("does not serve a point in the ocean", async () => {
      expect(await checkCoordinatesAccess(db(), POINT.midAtlantic)).toEqual({
        access: false,
        country: null,
        region: null,
        currencies: notServed,
        reason: "Blocked region",
      });
    });
  });

  it("lists the default rules", async () => {
    expect(await listRules(db())).toEqual(
      [...DEFAULT_RULES].sort((left, right) => left.area.localeCompare(right.area)),
    );
  });
});

describe("editing rules", () => {
  afterEach(async () => {
    await db().execute(sql`delete from restriction_rules`);
    await seedDefaultRules(db(), harness.clock);
  });

  it("lets the most specific rule win", async () => {
    await upsertRule(db(), harness.clock, { area: "GB", ...served });
    expect((await checkIpAccess(db(), IP.britain)).currencies).toEqual(served);

    await upsertRule(db(), harness.clock, { area: "GB-ENG", ...coinsOnly });
    expect((await checkIpAccess(db(), IP.britain)).currencies).toEqual(coinsOnly);
    expect(await resolveAccess(db(), { country: "GB", region: "SCT" })).toMatchObject({ currencies: served });
  });

  it("changes the answer when a state's rule is replaced", async () => {
    expect((await checkCoordinatesAccess(db(), POINT.austin)).currencies).toEqual(served);
    await upsertRule(db(), harness.clock, { area: "US-TX", ...coinsOnly });
    expect((await checkCoordinatesAccess(db(), POINT.austin)).currencies).toEqual(coinsOnly);
    await upsertRule(db(), harness.clock, { area: "US-TX", ...notServed });
    expect(await checkCoordinatesAccess(db(), POINT.austin)).toMatchObject({
      access: false,
      reason: "Blocked region",
    });
    expect((await listRules(db())).filter((rule) => rule.area === "US-TX")).toEqual([
      { area: "US-TX", ...notServed },
    ]);
  });

  it("rejects an area that is not an ISO 3166 code", async () => {
    await expect(upsertRule(db(), harness.clock, { area: "Texas", ...served })).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      details: { fields: [{ path: "area" }] },
    });
  });

  it("seeds only an empty table, so an operator's deletion stays", async () => {
    await db().execute(sql`delete from restriction_rules where area = 'US-WA'`);
    expect(await seedDefaultRules(db(), harness.clock)).toBe(0);
    expect((await checkCoordinatesAccess(db(), POINT.seattle)).currencies).toEqual(served);

    await db().execute(sql`delete from restriction_rules`);
    expect(await seedDefaultRules(db(), harness.clock)).toBe(DEFAULT_RULES.length);
    expect((await checkCoordinatesAccess(db(), POINT.seattle)).access).toBe(false);
  });
});

describe("the area of an IP", () => {
  it("is the most specific area a rule could name, or unlocated", () => {
    const { restrictions } = harness.app;
    expect(restrictions.areaOf(IP.seattle)).toBe("US-WA");
    expect(restrictions.areaOf(IP.britain)).toBe("GB-ENG");
    expect(restrictions.areaOf(IP.usNoState)).toBe("US");
    expect(restrictions.areaOf("10.1.2.3")).toBe("unlocated");
  });
});
