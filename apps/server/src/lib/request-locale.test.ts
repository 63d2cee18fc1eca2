import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { requestLocale } from "./request-locale.ts";

const withLanguages = (header?: string) =>
  ({ headers: header === undefined ? {} : { "accept-language": header } }) as FastifyRequest;

describe("requestLocale", () => {
  it("answers in the site language the request prefers, regional tags included", () => {
    expect(requestLocale(withLanguages("es"))).toBe("es");
    expect(requestLocale(withLanguages("es-MX,es;q=0.9,en;q=0.8"))).toBe("es");
    expect(requestLocale(withLanguages("en-US,en;q=0.9,es;q=0.5"))).toBe("en");
  });

  it("weighs q-values rather than the order of the header", () => {
    expect(requestLocale(withLanguages("en;q=0.4, es;q=0.9"))).toBe("es");
  });

  it("falls back to English for other languages or no header", () => {
    expect(requestLocale(withLanguages("fr-FR,de;q=0.8"))).toBe("en");
    expect(requestLocale(withLanguages())).toBe("en");
  });
});
