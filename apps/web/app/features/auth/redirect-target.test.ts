import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./redirect-target.ts";

describe("safeRedirectTarget", () => {
  it("follows a path on this site, query included", () => {
    expect(safeRedirectTarget("/races?tab=team", "/")).toBe("/races?tab=team");
    expect(safeRedirectTarget("/es/promotions", "/es/")).toBe("/es/promotions");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    // Browsers drop tabs and newlines from a URL, and `/\t/evil.example` becomes `//evil.example`.
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    // Resolves to the path `//evil.example/`, which a later redirect would send to that host.
    "/.//evil.example/",
    "javascript:alert(1)",
    "races",
    "",
  ])("refuses %j and goes home instead", (target) => {
    expect(safeRedirectTarget(target, "/")).toBe("/");
  });

  it("follows the path the target resolves to", () => {
    expect(safeRedirectTarget("/es/./lobby/../promotions?tab=daily", "/es/")).toBe(
      "/es/promotions?tab=daily",
    );
  });

  it("goes home without a target", () => {
    expect(safeRedirectTarget(null, "/es/")).toBe("/es/");
  });
});
