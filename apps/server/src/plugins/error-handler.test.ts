import { FIELD_MESSAGE_KEYS } from "@reelhouse/contract";
import { serverCatalog as en } from "@reelhouse/i18n/server-en";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const badSignUp = (language: string) =>
  t.app.inject({
    method: "POST",
    url: "/rest/registration/",
    headers: { "accept-language": language },
    payload: { email: "not an email", password: "short", termsVersion: 1 },
  });

describe("error answers in the request's language", () => {
  it("words the contract's field rules and zod's own in English", async () => {
    const response = await badSignUp("en");
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION_FAILED",
      reason: "VALIDATION_FAILED",
      message: "Some fields are not valid",
      fields: [
        { path: "body.email", message: "Enter a valid email address" },
        { path: "body.password", message: "Use at least 8 characters" },
      ],
    });
  });

  it("words the same refusal in Spanish", async () => {
    const response = await badSignUp("es-MX,es;q=0.9");
    expect(response.json().error).toMatchObject({
      message: "Algunos campos no son válidos",
      fields: [
        { path: "body.email", message: "Introduce un correo electrónico válido" },
        { path: "body.password", message: "Usa al menos 8 caracteres" },
      ],
    });
  });

  it("translates the platform's own refusals and names their reason", async () => {
    const guest = await t.app.inject({
      method: "GET",
      url: "/rest/player/profile/",
      headers: { "accept-language": "es" },
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error).toMatchObject({
      message: "Inicia sesión para continuar.",
      reason: "NOT_AUTHENTICATED",
    });
    const missing = await t.app.inject({
      method: "GET",
      url: "/rest/no-such-thing/",
      headers: { "accept-language": "es" },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({
      message: "No hay ruta para GET /rest/no-such-thing/",
      reason: "NO_ROUTE",
    });
  });

  it("refuses control characters in a profile field with a field message, changing nothing", async () => {
    const signedUp = await t.app.inject({
      method: "POST",
      url: "/rest/registration/",
      payload: { email: "nul@example.com", password: "correct horse battery staple", termsVersion: 1 },
    });
    const cookie = signedUp.cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
    const response = await t.app.inject({
      method: "POST",
      url: "/rest/player/profile/",
      headers: { cookie, origin: "http://localhost", "sec-fetch-site": "same-origin" },
      payload: { city: "Spring\u0000field" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: "body.city", message: "Remove the invisible control characters" },
    ]);
    const profile = await t.app.inject({ method: "GET", url: "/rest/player/profile/", headers: { cookie } });
    expect(profile.json().data.city).toBeNull();
  });
});

describe("field message keys", () => {
  it("are exactly the catalog's, so every key a schema names can be worded", () => {
    expect([...FIELD_MESSAGE_KEYS].sort()).toEqual(Object.keys(en.fieldErrors).sort());
  });
});
