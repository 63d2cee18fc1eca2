import { describe, expect, it } from "vitest";
import { localeCookie, localeFromPath, localizePath, readLocaleCookie, stripLocale } from "./locale.ts";

describe("locale paths", () => {
  it("reads the language from the first segment only", () => {
    expect(localeFromPath("/es/lobby")).toBe("es");
    expect(localeFromPath("/es")).toBe("es");
    expect(localeFromPath("/lobby")).toBe("en");
    expect(localeFromPath("/escape")).toBe("en");
  });

  it("round-trips between languages", () => {
    expect(localizePath("/lobby", "es")).toBe("/es/lobby");
    expect(localizePath("/", "es")).toBe("/es/");
    expect(localizePath("/lobby", "en")).toBe("/lobby");
    expect(stripLocale("/es/lobby")).toBe("/lobby");
    expect(stripLocale("/es")).toBe("/");
    expect(stripLocale("/lobby")).toBe("/lobby");
  });

  it("writes and reads the i18n_redirected cookie for a year on /", () => {
    expect(localeCookie("es")).toBe("i18n_redirected=es; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(readLocaleCookie("a=1; i18n_redirected=es; b=2")).toBe("es");
    expect(readLocaleCookie("a=1")).toBeNull();
  });
});
