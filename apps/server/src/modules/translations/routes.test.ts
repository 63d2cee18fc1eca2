import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/rest/translations/{locale}", () => {
  it.each([
    ["en", en],
    ["es", es],
  ])("answers the %s catalog the site renders with, cacheable for a few minutes", async (locale, catalog) => {
    const response = await t.app.inject({ method: "GET", url: `/api/rest/translations/${locale}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(catalog);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("answers a language the site does not speak as not found, with the spec's message", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/rest/translations/fr" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: "NOT_FOUND",
      message: "Translations not available",
    });
  });
});
