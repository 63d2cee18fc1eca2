import { describe, expect, it } from "vitest";
import { resolveRedirectPath } from "./redirects.ts";

describe("resolveRedirectPath", () => {
  it("keeps a path on this site with its query", () => {
    expect(resolveRedirectPath("/races?tab=team")).toBe("/races?tab=team");
    expect(resolveRedirectPath("/es/promotions")).toBe("/es/promotions");
    expect(resolveRedirectPath("/")).toBe("/");
  });

  it("answers the resolved path: dot segments gone, unsafe characters encoded, no fragment", () => {
    expect(resolveRedirectPath("/es/./lobby/../promotions")).toBe("/es/promotions");
    expect(resolveRedirectPath("/lobby?q=a b")).toBe("/lobby?q=a%20b");
    expect(resolveRedirectPath("/lobby#cash")).toBe("/lobby");
    // A `//` further along is only a path: the site resolves it, the browser stays here.
    expect(resolveRedirectPath("/en//evil.example/")).toBe("/en//evil.example/");
  });

  it.each([
    ["another site", "https://evil.example/"],
    ["a scheme", "javascript:alert(1)"],
    ["a protocol-relative URL", "//evil.example/x"],
    ["three slashes", "///evil.example/x"],
    ["a backslash after the slash", "/\\evil.example"],
    ["a backslash anywhere", "/lobby\\..\\..\\evil"],
    ["a tab browsers drop", "/\t/evil.example"],
    ["a newline browsers drop", "/\n/evil.example"],
    ["a carriage return", "/\r/evil.example"],
    ["a NUL", "/\u0000/evil.example"],
    ["DEL", "/\u007f/evil.example"],
    ["a dot segment that leaves `//`", "/.//evil.example/"],
    ["a parent segment that leaves `//`", "/x/..//evil.example/"],
    ["an encoded dot segment that leaves `//`", "/%2e//evil.example/"],
    ["a relative path", "races"],
    ["leading whitespace", " /lobby"],
    ["nothing", ""],
  ])("refuses %s", (_, target) => {
    expect(resolveRedirectPath(target)).toBeNull();
  });

  it("refuses no target", () => {
    expect(resolveRedirectPath(null)).toBeNull();
    expect(resolveRedirectPath(undefined)).toBeNull();
  });
});
