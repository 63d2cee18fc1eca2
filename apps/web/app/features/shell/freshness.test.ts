import { describe, expect, it } from "vitest";
import { isNewBuild, mayReload, RELOAD_GUARD_MS } from "./freshness.tsx";

describe("isNewBuild", () => {
  it("signals only a different, known build id", () => {
    expect(isNewBuild("abc", "def")).toBe(true);
    expect(isNewBuild("abc", "abc")).toBe(false);
    expect(isNewBuild("abc", "")).toBe(false);
    expect(isNewBuild("abc", undefined)).toBe(false);
    expect(isNewBuild(undefined, "def")).toBe(false);
  });
});

describe("mayReload", () => {
  const now = 1_000_000;
  it("refuses to reload the same path twice within 10 s", () => {
    const guard = JSON.stringify({ path: "/lobby", at: now - RELOAD_GUARD_MS + 1 });
    expect(mayReload("/lobby", now, guard)).toBe(false);
    expect(mayReload("/races", now, guard)).toBe(true);
    expect(mayReload("/lobby", now + 1, guard)).toBe(true);
  });

  it("allows a reload with no or unreadable guard", () => {
    expect(mayReload("/lobby", now, null)).toBe(true);
    expect(mayReload("/lobby", now, "{oops")).toBe(true);
  });
});
