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
    "javascript:alert(1)",
    "races",
    "",
  ])("refuses %j and goes home instead", (target) => {
    expect(safeRedirectTarget(target, "/")).toBe("/");
  });

  it("goes home without a target", () => {
    expect(safeRedirectTarget(null, "/es/")).toBe("/es/");
  });
});
